/** Facts a buyer should know before choosing a plan, shown right under the plans. */
import type { ServiceNote } from "./types.ts";

export function ServiceNotes({ id, title, notes }: { id: string; title: string; notes: ServiceNote[] }) {
  return (
    <div className="mt-14 rounded-2xl border border-teal-200 bg-teal-50/60 p-6 md:p-8">
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      <ul aria-labelledby={id} className="m-0 mt-6 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {notes.map(({ icon: Icon, title: noteTitle, text }) => (
          <li key={noteTitle} className="flex items-start gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-teal-700 shadow-sm">
              <Icon aria-hidden="true" size={20} strokeWidth={2} />
            </span>
            <span>
              <span className="block text-base font-semibold text-slate-900">{noteTitle}</span>
              <span className="mt-1 block text-[15px] text-slate-700">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
