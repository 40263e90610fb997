/** The company in four figures: big numbers in the primary colour that still fit two-up on a 320 px phone. */
import type { Stat } from "../../content/types.ts";

export function AboutStats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="m-0 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="card flex flex-col-reverse items-center px-3 py-6 text-center sm:p-6">
          <dt className="mt-1 text-[15px] font-medium text-slate-600">{stat.label}</dt>
          <dd className="m-0 text-3xl font-extrabold tracking-tight text-brand-600 sm:text-4xl md:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
