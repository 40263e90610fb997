/** Pieces of the service pages' heroes: the value cards (the proof figures are a FigureList). */
import type { ServiceNote } from "./types.ts";

/** Three small value cards under the hero's buttons. */
export function HeroValueCards({ values, label }: { values: ServiceNote[]; label: string }) {
  return (
    <ul aria-label={label} className="m-0 grid max-w-xl list-none gap-3 p-0 sm:grid-cols-3">
      {values.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm sm:flex-col">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" size={20} strokeWidth={2} />
          </span>
          <span>
            <span className="block text-base font-bold text-slate-900">{title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
