/** Why the scan matters, in three figures: the number first and large, its label underneath. */
import type { Stat } from "../../content/types.ts";

export function ScanStats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="m-0 grid gap-6 md:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="card flex flex-col-reverse items-center justify-end p-6 text-center md:p-8">
          <dt className="mt-2 max-w-[16rem] text-base font-medium text-slate-600">{stat.label}</dt>
          <dd className="m-0 text-5xl font-extrabold tracking-tight text-brand-600">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
