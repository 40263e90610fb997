/**
 * The Redirects tab's address: the search and page of the redirects, and the 404 log's order and page, read from
 * the query once (leniently: a value that makes no sense falls back to its default) and written back with the
 * defaults left out, so each view has one address (/admin/redirects?search=menu&log=recent).
 */
import { z } from "zod";
import { NOT_FOUND_SORTS, type NotFoundSort, REDIRECT_SEARCH_MAX } from "../../shared/redirects.ts";

export const REDIRECTS_PAGE = "/admin/redirects";

export interface RedirectsView {
  /** Searched in the from-path and the target; "" for all. */
  search: string;
  page: number;
  /** The 404 log's order and page. */
  log: NotFoundSort;
  logPage: number;
}

export const DEFAULT_REDIRECTS_VIEW: RedirectsView = { search: "", page: 1, log: "hits", logPage: 1 };

const param = z.string().optional();
export const RedirectsPageQuery = z.object({ search: param, page: param, log: param, logPage: param });

function pageOf(raw: string | undefined): number {
  const page = Number.parseInt(raw ?? "1", 10);
  return Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1;
}

/** @example redirectsViewFromQuery({ search: " menu ", log: "newest" }) // { search: "menu", page: 1, log: "hits", logPage: 1 } */
export function redirectsViewFromQuery(query: z.output<typeof RedirectsPageQuery>): RedirectsView {
  return {
    search: (query.search ?? "").replaceAll("\u0000", "").trim().slice(0, REDIRECT_SEARCH_MAX),
    page: pageOf(query.page),
    log: NOT_FOUND_SORTS.find((sort) => sort === query.log) ?? "hits",
    logPage: pageOf(query.logPage),
  };
}

/** @example redirectsHref({ ...view, page: 2 }) // "/admin/redirects?search=menu&page=2" */
export function redirectsHref(view: RedirectsView): string {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.log !== DEFAULT_REDIRECTS_VIEW.log) params.set("log", view.log);
  if (view.logPage > 1) params.set("logPage", String(view.logPage));
  return params.size > 0 ? `${REDIRECTS_PAGE}?${params}` : REDIRECTS_PAGE;
}
