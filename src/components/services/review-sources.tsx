/**
 * The grid of review-source tiles: a first-letter circle in the brand's colour (no copied logos), the name,
 * and a closing 'many more' tile. 24 tiles fill whole rows at 2, 3, 4 and 5 columns; the last tile then
 * spans a full row on smaller screens and takes the 25th cell on large ones.
 */
import type { ReviewSource } from "./types.ts";

export function ReviewSourceGrid({ sources, more, label }: { sources: ReviewSource[]; more: { name: string; badge: string; detail: string }; label: string }) {
  return (
    <ul aria-label={label} className="m-0 grid list-none grid-cols-2 gap-3 p-0 min-[360px]:grid-cols-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-5">
      {sources.map((source) => (
        <li key={source.name} data-testid="review-source" className="card flex flex-col items-center justify-start gap-3 px-2 py-5 text-center">
          <span aria-hidden="true" className={`inline-flex h-12 w-12 items-center justify-center rounded-full text-xl font-extrabold ${source.swatch}`}>
            {source.initial ?? source.name.charAt(0)}
          </span>
          <span className="text-sm font-semibold leading-snug text-slate-900">{source.name}</span>
        </li>
      ))}
      <li
        data-testid="review-source-more"
        className="col-span-2 flex items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 px-4 py-5 text-center min-[360px]:col-span-3 sm:col-span-4 lg:col-span-1 lg:flex-col"
      >
        <span aria-hidden="true" className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-extrabold text-white">
          {more.badge}
        </span>
        <span className="text-sm font-bold leading-snug text-brand-800">
          {more.name}
          <span className="sr-only"> ({more.detail})</span>
        </span>
      </li>
    </ul>
  );
}
