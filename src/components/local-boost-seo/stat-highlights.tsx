/** 'Why Local SEO Matters': each statistic as one sentence, the figure first and large. */
import type { Stat } from "../../content/types.ts";

export function StatHighlights({ stats }: { stats: Stat[] }) {
  return (
    <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-3">
      {stats.map((stat) => (
        <li key={stat.value} className="card relative overflow-hidden p-7">
          <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-600 to-teal-500" />
          <p className="m-0">
            <strong className="block text-5xl font-extrabold tracking-tight text-brand-600 md:text-6xl">{stat.value}</strong>{" "}
            <span className="mt-3 block text-lg text-slate-700">{stat.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
