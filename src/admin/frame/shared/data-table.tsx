/**
 * The admin table (calm and dense, zebra rows, right-aligned actions): the contract's columns,
 * skeleton rows while a load runs with no rows to show (3 for posts, 2 elsewhere: the table keeps its shape), an empty
 * state and a load error with Retry. Scrolls sideways inside its card on narrow screens; below md each row is a small
 * card with a labelled line per column. Its rows and cells are the admin-row and admin-cell… shortcuts (src/render/uno-config.ts).
 */
import type { ReactNode } from "react";
import { SKELETON_ROW_CLASS, skeletonBarClass, skeletonCellClass } from "./skeleton.ts";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and the cells (widths, wrapping). */
  className?: string;
  align?: "left" | "right";
  /** Hidden visually, still announced (e.g. nothing). */
  srOnlyHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: Column<T>[];
  rows: T[] | null;
  rowKey: (row: T) => string | number;
  loading: boolean;
  skeletonRows: number;
  empty: ReactNode;
  error?: string | null;
  onRetry?: () => void;
  /** Retry as a link (a server-rendered list: the same address again), where there is no onRetry. */
  retryHref?: string;
}

const retryClass = "keyboard-focus mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function DataTable<T>({ label, columns, rows, rowKey, loading, skeletonRows, empty, error, onRetry, retryHref }: DataTableProps<T>) {
  const showSkeleton = loading && rows === null;
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} aria-busy={loading || undefined} data-skeleton-rows={skeletonRows} className="w-full border-collapse text-left text-sm max-md:block">
        <thead className="max-md:hidden">
          <tr className="border-b border-slate-200 bg-slate-50">
            {columns.map((col) => (
              <th
                key={col.header}
                scope="col"
                className={`admin-cell-pad whitespace-nowrap text-xs font-semibold uppercase tracking-wide text-slate-600 ${col.align === "right" ? "text-right" : ""} ${col.className ?? ""}`}
              >
                {col.srOnlyHeader ? <span className="sr-only">{col.header}</span> : col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {showSkeleton
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} data-testid="skeleton-row" className={SKELETON_ROW_CLASS}>
                  {columns.map((col, c) => (
                    <td key={col.header} className={skeletonCellClass(col.align)}>
                      <span aria-hidden="true" className={skeletonBarClass(c, col.align)} />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!showSkeleton && error && rows === null ? (
            <tr className="max-md:block">
              <td colSpan={columns.length} className="px-5 py-10 text-center max-md:block">
                <p className="m-0 text-sm text-slate-700">{error}</p>
                {onRetry ? (
                  <button type="button" onClick={onRetry} className={retryClass}>
                    Retry
                  </button>
                ) : retryHref ? (
                  <a href={retryHref} className={`${retryClass} inline-block no-underline`}>
                    Retry
                  </a>
                ) : null}
              </td>
            </tr>
          ) : null}
          {!showSkeleton && rows && rows.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={columns.length} className="px-5 py-10 text-center text-sm text-slate-500 max-md:block">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="admin-row">
              {columns.map((col, i) => (
                <td
                  key={col.header}
                  data-label={col.header}
                  className={`${col.align === "right" ? "admin-cell-actions" : i === 0 ? "admin-cell-title" : "admin-cell"} ${col.className ?? ""}`}
                >
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Right-aligned row actions that never wrap. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-0.5 whitespace-nowrap">{children}</div>;
}

/**
 * The last column: a row's buttons, right-aligned. Its header is said to screen readers only where the
 * table's columns on screen are the spec's and name no Actions column.
 * @example actionsColumn((post) => <IconButton label={`Edit ${post.title}`} … />)
 */
export function actionsColumn<T>(actions: (row: T) => ReactNode, options: { srOnlyHeader?: boolean } = {}): Column<T> {
  return { header: "Actions", align: "right", className: "md:w-px", ...options, cell: (row) => <RowActions>{actions(row)}</RowActions> };
}
