/** The platform coverage comparison: two summary cards (2 vs 6) and an accessible table of platforms per plan. */
import { Check, Layers, Minus } from "lucide-react";
import { coverage } from "../../content/local-boost-seo.ts";
import { PlatformIcon } from "./platform-icon.tsx";

function Cell({ included, note }: { included: boolean; note?: string }) {
  return (
    <td className="px-4 py-4 text-center md:px-6">
      <span className="inline-flex flex-col items-center gap-1">
        {included ? (
          <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Check aria-hidden="true" size={18} strokeWidth={2.5} />
          </span>
        ) : (
          <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Minus aria-hidden="true" size={18} strokeWidth={2.5} />
          </span>
        )}
        <span className="sr-only">{included ? "Included" : "Not included"}</span>
        {included && note ? <span className="text-xs font-semibold text-amber-800">{note}</span> : null}
      </span>
    </td>
  );
}

export function CoverageComparison() {
  const { totals, platforms, caption } = coverage;
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[0.8fr_1.2fr] lg:gap-x-8">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-1" aria-label={coverage.summaries.label}>
        <li className="card p-6">
          <p className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-600">Standard</p>
          <p className="m-0 mt-2 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight text-slate-900">{totals.standard}</span>
            <span className="text-lg font-medium text-slate-600">platforms</span>
          </p>
          <p className="m-0 mt-2 text-[15px] text-slate-600">{coverage.summaries.standard}</p>
        </li>
        <li className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-6 shadow-sm">
          <p className="m-0 text-sm font-semibold uppercase tracking-wider text-brand-700">Pro</p>
          <p className="m-0 mt-2 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight text-brand-700">{totals.pro}</span>
            <span className="text-lg font-medium text-slate-700">platforms</span>
          </p>
          <p className="m-0 mt-2 text-[15px] text-slate-700">{coverage.summaries.pro}</p>
        </li>
      </ul>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <table className="w-full border-collapse text-left">
          <caption className="border-b border-slate-200 px-4 py-4 text-left text-base font-semibold text-slate-900 md:px-6">
            {caption}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 text-sm font-semibold text-slate-700 md:px-6">
                Platform
              </th>
              <th scope="col" className="px-4 py-3 text-center text-sm font-semibold text-slate-700 md:px-6">
                Standard
              </th>
              <th scope="col" className="px-4 py-3 text-center text-sm font-semibold text-brand-700 md:px-6">
                Pro
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {platforms.map((platform) => (
              <tr key={platform.name}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900 md:px-6">
                  <span className="flex items-center gap-3">
                    <PlatformIcon icon={platform.icon} />
                    {platform.name}
                  </span>
                </th>
                <Cell included={platform.standard} note={platform.note} />
                <Cell included={platform.pro} note={platform.note} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50">
            <tr>
              <th scope="row" className="px-4 py-4 font-semibold text-slate-900 md:px-6">
                Total
              </th>
              <td className="px-4 py-4 text-center text-lg font-extrabold text-slate-900 md:px-6">{totals.standard}</td>
              <td className="px-4 py-4 text-center text-lg font-extrabold text-brand-700 md:px-6">{totals.pro}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="rounded-2xl border border-dashed border-slate-300 p-6 lg:col-start-1 lg:row-start-2">
        <p className="m-0 flex items-start gap-3 text-[15px] text-slate-700">
          <Layers aria-hidden="true" size={20} strokeWidth={2} className="mt-0.5 shrink-0 text-teal-700" />
          <span>
            {coverage.more.text}{" "}
            <a href={coverage.more.href} className="text-link underline">
              {coverage.more.link}
            </a>
          </span>
        </p>
      </div>
    </div>
  );
}
