/**
 * The admin tables' skeleton rows, drawn by the server while a list has no rows yet and by the page script while
 * a swap of the list is pending (client/list-swaps.ts): one set of classes, so both draw the same rows.
 */
export type CellAlign = "left" | "right" | undefined;

export const SKELETON_ROW_CLASS = "border-b border-slate-100 last:border-b-0 max-md:block max-md:px-4 max-md:py-3";

export function skeletonCellClass(align: CellAlign): string {
  return `admin-cell-pad max-md:block max-md:px-0 max-md:py-1 ${align === "right" ? "text-right" : ""}`;
}

export function skeletonBarClass(column: number, align: CellAlign): string {
  return `inline-block h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${column === 0 ? "w-40" : align === "right" ? "w-16" : "w-24"}`;
}
