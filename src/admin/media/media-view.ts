/**
 * The Media tab's address: the search (file name or alt text) and the page, read from the query once (leniently:
 * a value that makes no sense falls back to its default) and written back with the defaults left out, so each
 * view has one address (/admin/media?q=harbour&page=2).
 */
import { z } from "zod";
import { cleanSearch } from "../../shared/post-list-view.ts";

export const MEDIA_PAGE = "/admin/media";

export interface MediaView {
  /** Searched in file names and alt text; "" for all. */
  q: string;
  page: number;
}

const param = z.string().optional();
export const MediaPageQuery = z.object({ q: param, page: param });

/** @example mediaViewFromQuery({ q: " van ", page: "x" }) // { q: "van", page: 1 } */
export function mediaViewFromQuery(query: z.output<typeof MediaPageQuery>): MediaView {
  const page = Number.parseInt(query.page ?? "1", 10);
  return { q: cleanSearch(query.q), page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1 };
}

/** @example mediaHref({ q: "van", page: 2 }) // "/admin/media?q=van&page=2" */
export function mediaHref(view: MediaView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.page > 1) params.set("page", String(view.page));
  return params.size > 0 ? `${MEDIA_PAGE}?${params}` : MEDIA_PAGE;
}
