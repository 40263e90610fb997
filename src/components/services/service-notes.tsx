/** Facts a buyer should know before choosing a plan, shown right under the plans. */
import { TitledList } from "../sections/titled-list.tsx";
import type { ServiceNote } from "./types.ts";

export function ServiceNotes({ id, title, notes }: { id: string; title: string; notes: ServiceNote[] }) {
  return (
    <TitledList
      id={id}
      title={title}
      className="mt-14 rounded-2xl border border-teal-200 bg-teal-50/60 p-6 md:p-8"
      listClassName="m-0 mt-6 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4"
    >
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
    </TitledList>
  );
}
