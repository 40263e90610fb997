/**
 * A long paged list's pages (the Blog Posts and the Leads lists): "1–25 of 10,000", Previous / Next and the page
 * numbers near the current one with the first and the last, as links (each page is an address of its own). Rendered
 * by the server, the links are followed (or swapped in by the list region); an island passing onPage takes a plain
 * click itself, while a modified click still opens a new tab. On a phone only Previous, "Page N of M" and Next.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";

export interface NumberedPagerProps {
  /** Names the navigation landmark. */
  label?: string;
  page: number;
  limit: number;
  total: number;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
}

/** The page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

const linkClass =
  "keyboard-focus inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium no-underline transition-colors duration-150 motion-reduce:transition-none";

interface PageLinkProps {
  to: number;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
  label?: string;
  className?: string;
  children: ReactNode;
}

function PageLink({ to, hrefOf, onPage, label, className = "", children }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPage) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(to);
  };
  return (
    <a href={hrefOf(to)} aria-label={label} onClick={onClick} className={`${linkClass} text-slate-700 hover:bg-slate-100 hover:text-slate-950 ${className}`}>
      {children}
    </a>
  );
}

export function NumberedPager({ label = "Blog posts pages", page, limit, total, hrefOf, onPage }: NumberedPagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * limit + 1);
  const last = Math.min(total, page * limit);

  const disabled = `${linkClass} cursor-not-allowed text-slate-400`;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:px-5">
      <p className="m-0 tabular-nums" aria-live="polite">
        {`${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
      </p>
      <div className="flex items-center gap-1">
        {page > 1 ? (
          <PageLink to={page - 1} hrefOf={hrefOf} onPage={onPage}>
            <ChevronLeft aria-hidden="true" size={16} />
            Previous
          </PageLink>
        ) : (
          <span aria-disabled="true" className={disabled}>
            <ChevronLeft aria-hidden="true" size={16} />
            Previous
          </span>
        )}
        <span className="px-2 tabular-nums sm:hidden">{`Page ${page} of ${pages}`}</span>
        <ul className="m-0 hidden list-none items-center gap-0.5 p-0 sm:flex">
          {pageNumbers(page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={p}>
                {p === page ? (
                  <span aria-current="page" className={`${linkClass} bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200 tabular-nums`}>
                    {p}
                  </span>
                ) : (
                  <PageLink to={p} hrefOf={hrefOf} onPage={onPage} label={`Page ${p}`} className="tabular-nums">
                    {p}
                  </PageLink>
                )}
              </li>
            ),
          )}
        </ul>
        {page < pages ? (
          <PageLink to={page + 1} hrefOf={hrefOf} onPage={onPage}>
            Next
            <ChevronRight aria-hidden="true" size={16} />
          </PageLink>
        ) : (
          <span aria-disabled="true" className={disabled}>
            Next
            <ChevronRight aria-hidden="true" size={16} />
          </span>
        )}
      </div>
    </nav>
  );
}
