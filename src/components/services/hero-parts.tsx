/** Pieces of the service pages' heroes: the proof figures and the value cards. */
import type { Stat } from "../../content/types.ts";
import type { ServiceNote } from "./types.ts";

/** The proof figures under the hero's buttons; the first one (the headline claim) is the largest. */
export function HeroProof({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="m-0 grid max-w-xl gap-3 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-row-reverse items-center justify-end gap-4 rounded-2xl border border-slate-200 bg-white/80 px-4 py-3 shadow-sm sm:flex-col-reverse sm:items-start sm:gap-1 sm:py-4"
        >
          <dt className="text-sm leading-snug text-slate-600">{stat.label}</dt>
          <dd className="m-0 min-w-20 text-2xl font-extrabold tracking-tight text-brand-700 sm:min-w-0 sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
