/**
 * 'Showing 26–50 of 120' with Previous and Next under a paged admin list, as links to the neighbouring pages'
 * addresses: without JavaScript they load the page, with it the list region swaps (list-region.ts). A link that
 * leads nowhere (Previous on the first page) is a disabled-looking span, not a link.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "./shared/ui.tsx";

export interface PagerProps {
  /** Names the navigation landmark ("Audit log pages"). */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** The address of page n of the same view. */
  hrefOf: (page: number) => string;
}

const stepClass = `${buttonClass.secondary} h-9 px-3`;

function Step({ href, rel, children }: { href: string | null; rel: "prev" | "next"; children: ReactNode }) {
  if (!href)
    return (
      <span aria-disabled="true" className={`${stepClass} pointer-events-none`}>
        {children}
      </span>
    );
  return (
    <a href={href} rel={rel} className={`${stepClass} no-underline`}>
      {children}
    </a>
  );
}

/** @example <Pager label="Audit log pages" page={2} limit={50} total={120} hrefOf={(n) => `/admin/audit?page=${n}`} /> */
export function Pager({ label, page, limit, total, hrefOf }: PagerProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = Math.min(total, (page - 1) * limit + 1);
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:px-5">
      <p className="m-0 tabular-nums" aria-live="polite">
        {`Showing ${first}–${last} of ${total}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Step href={page > 1 ? hrefOf(Math.min(page - 1, pages)) : null} rel="prev">
            <ChevronLeft aria-hidden="true" size={16} />
            Previous
          </Step>
          <span className="px-1 tabular-nums">{`Page ${page} of ${pages}`}</span>
          <Step href={page < pages ? hrefOf(page + 1) : null} rel="next">
            Next
            <ChevronRight aria-hidden="true" size={16} />
          </Step>
        </div>
      ) : null}
    </nav>
  );
}
