/** The figures on a brand-colour band: each one a sentence, the number first and large. */
import type { Stat } from "../../content/types.ts";

export function StatBand({ stats }: { stats: Stat[] }) {
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-4 p-0 md:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.value} className="rounded-2xl bg-white/10 px-4 py-6 text-center ring-1 ring-white/15 md:p-7">
          <p className="m-0">
            <strong className="block text-4xl font-extrabold tracking-tight text-white md:text-5xl">{stat.value}</strong>{" "}
            <span className="mt-2 block text-[15px] font-medium text-brand-100 md:text-base">{stat.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
