/**
 * The Redirects tab's two lists as the API answers them, read once for both readers (the routes and the tab's
 * page): dates as ISO strings, the shared answer shapes.
 */
import type { Database } from "../../../db/client.ts";
import { listNotFound } from "../../../db/queries/not-found-log.ts";
import { listRedirects, type RedirectRow } from "../../../db/queries/redirects.ts";
import type { NotFoundQuery, RedirectsQuery } from "../../shared/redirect-schemas.ts";
import { type AdminRedirect, NOT_FOUND_PAGE_SIZE, type NotFoundPage, REDIRECTS_PAGE_SIZE, type RedirectPage, type RedirectsTabData } from "../../shared/redirects.ts";
import type { RedirectsView } from "./redirects-view.ts";

export function redirectJson(row: RedirectRow): AdminRedirect {
  return { ...row, lastHitAt: row.lastHitAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/redirects?q&page&limit. */
export async function readRedirectPage(db: Database, query: RedirectsQuery): Promise<RedirectPage> {
  const { rows, total } = await listRedirects(db, query);
  return { redirects: rows.map(redirectJson), total, page: query.page, limit: query.limit, q: query.q };
}

/** GET /api/admin/not-found-paths?sort&page&limit. */
export async function readNotFoundPage(db: Database, query: NotFoundQuery): Promise<NotFoundPage> {
  const { rows, total } = await listNotFound(db, query);
  const paths = rows.map((row) => ({ ...row, firstSeenAt: row.firstSeenAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() }));
  return { paths, total, page: query.page, limit: query.limit, sort: query.sort };
}

/** The Redirects tab: the page of redirects and the page of the 404 log the address names. */
export async function readRedirectsTab(db: Database, view: RedirectsView): Promise<RedirectsTabData> {
  const [redirects, notFound] = await Promise.all([
    readRedirectPage(db, { q: view.search, page: view.page, limit: REDIRECTS_PAGE_SIZE }),
    readNotFoundPage(db, { sort: view.log, page: view.logPage, limit: NOT_FOUND_PAGE_SIZE }),
  ]);
  return { redirects, notFound };
}
