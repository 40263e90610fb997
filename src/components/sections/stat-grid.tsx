/** Big numbers in the primary colour with short labels. */
import type { Stat } from "../../content/types.ts";

export function StatGrid({ stats, tone = "light" }: { stats: Stat[]; tone?: "light" | "onBrand" }) {
  const value = tone === "onBrand" ? "text-white" : "text-brand-600";
  const label = tone === "onBrand" ? "text-brand-100" : "text-slate-600";
  const cols = stats.length === 3 ? "md:grid-cols-3" : "grid-cols-2 lg:grid-cols-4";
  return (
    <dl className={`m-0 grid gap-6 ${cols}`}>
      {stats.map((stat) => (
        // The number reads first; the markup keeps term (label) before description (value).
        <div key={stat.label} className={`flex flex-col-reverse rounded-2xl p-5 text-center sm:p-6 ${tone === "onBrand" ? "bg-white/10" : "card"}`}>
          <dt className={`text-[15px] font-medium ${label}`}>{stat.label}</dt>
          <dd className={`m-0 mb-1 text-3xl font-extrabold tracking-tight sm:text-4xl md:text-5xl ${value}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
