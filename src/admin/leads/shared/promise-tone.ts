/** A promise pill's look by tone: the server's render and the page script's update (promise-clock.ts) agree. */
import type { PromiseAge } from "../../../shared/lead-admin.ts";

const toneClass: Record<PromiseAge["tone"], string> = {
  ok: "bg-slate-100 text-slate-700 ring-slate-500/20",
  close: "bg-amber-50 text-amber-800 ring-amber-600/30",
  overdue: "bg-red-50 text-red-800 ring-red-600/25",
};

export function promiseToneClass(tone: PromiseAge["tone"]): string {
  return `inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset ${toneClass[tone]}`;
}
