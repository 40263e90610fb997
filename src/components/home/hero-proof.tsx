/** The hero's proof figures: value first, then its label, two by two on phones, one row from sm. */
import { Star } from "lucide-react";
import type { Stat } from "../../content/types.ts";

export function HeroProof({ figures }: { figures: Stat[] }) {
  return (
    <dl className="m-0 mt-8 grid max-w-2xl grid-cols-2 gap-x-6 gap-y-6 border-t border-slate-200 pt-8 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse justify-end">
          <dt className="mt-1 text-sm font-medium leading-snug text-slate-600">{figure.label}</dt>
          <dd className="m-0 flex items-center gap-1.5 text-3xl font-extrabold tracking-tight text-slate-900">
            {figure.value}
            {figure.label === "customer rating" ? <Star aria-hidden="true" size={22} strokeWidth={2} className="fill-amber-400 text-amber-500" /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
