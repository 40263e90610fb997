/**
 * One address per view: a tab whose view lives in its address (filters, search, page) answers any other spelling
 * of that view (a filter form's blank fields, nonsense values, a page past the last) with a 302 to the view's own
 * address, so history, reloads and shared links hold one form.
 */
import { type Redirect, redirectTo } from "../../render/define-page.ts";

/** A 302 to `own` when the request spelled the view another way; null when it asked for `own` itself. */
export function toOwnAddress(requestUrl: string, own: string, ignore: readonly [name: string, value: string][] = []): Redirect | null {
  const asked = new URL(requestUrl);
  const params = new URLSearchParams(asked.search);
  for (const [name, value] of ignore) if (params.get(name) === value) params.delete(name);
  const spelled = params.size > 0 ? `${asked.pathname}?${params}` : asked.pathname;
  return spelled === own ? null : redirectTo(own, 302);
}

/** @example lastPage(0, 25) // 1; lastPage(51, 25) // 3 */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
