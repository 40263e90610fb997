/**
 * Numbered pages under the /blog grid: Previous, a window of page links around the current one, Next.
 * Each lands on the list (#posts), not above the hero.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { blogListHref } from "./list-anchor.ts";

/** 1 … 4 5 [6] 7 8 … 834: the first, the last, and two either side of the current page. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push(p - previous === 2 ? p - 1 : "gap");
    items.push(p);
  });
  return items;
}

const itemClass = "keyboard-focus inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold no-underline";

/** `pageHref` for another list than /blog (an archive's pages); by default /blog's, of `category`. */
export function Pagination({ page, pageCount, category = null, pageHref }: { page: number; pageCount: number; category?: string | null; pageHref?: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const href = pageHref ?? ((p: number) => blogListHref({ category, page: p }));
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-2">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={`${itemClass} gap-1 border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`}>
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </a>
      ) : null}
      {/* Phones get the position in words; the numbered links need the room of a wider screen. */}
      <p className="px-2 text-sm font-medium text-slate-600 sm:hidden">
        Page {page} of {pageCount.toLocaleString("en-US")}
      </p>
      <ul className="m-0 hidden list-none flex-wrap items-center gap-1 p-0 sm:flex">
        {pageWindow(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={`${itemClass} ${item === page ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next" className={`${itemClass} gap-1 border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`}>
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </a>
      ) : null}
    </nav>
  );
}
