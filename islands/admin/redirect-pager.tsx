/** 'Showing 26–50 of 120' with Previous and Next, under a paged admin table. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";

export interface PagerProps {
  /** Names the navigation landmark ("Redirect pages"). */
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ label, page, limit, total, onPage }: PagerProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:px-5">
      <p className="m-0 tabular-nums" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button className="h-9 px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" size={16} />
            Previous
          </Button>
          <span className="px-1 tabular-nums">
            Page {page} of {pages}
          </span>
          <Button className="h-9 px-3" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
