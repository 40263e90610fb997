/**
 * The Redirects tab's API, session or an active API key (CSRF for the session's writes, as everywhere
 * under /api/admin):
 *   GET    /redirects?q&page&limit      one page, newest first, searched in from-path and target
 *   POST   /redirects                   {fromPath, toTarget, statusCode?} → 201 (chains collapse; a loop is a 400)
 *   PUT    /redirects/:id               the same and the `version` it started from (stale: 409 with the current row)
 *   DELETE /redirects/:id
 *   GET    /redirects.csv               every redirect: from,to,status
 *   POST   /redirects/import            that CSV back (text/csv), all or nothing, at most 10,000 rows
 *   GET    /not-found-paths?sort&page&limit    the 404 log, by most hits or most recent
 *   DELETE /not-found-paths?path=…      one row; ?all=true: the whole log
 *
 * No redirect may start at an address the app answers itself (400, src/http/reserved-paths.ts), nor where
 * a post or an archive lives (400, db/queries/redirects.ts). A redirect to another site needs the owner's
 * session: an API key's is a 403, on create, update and import, so a leaked key cannot turn the site's
 * links into a way onto someone else's.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { clearNotFound, deleteNotFound } from "../../../db/queries/not-found-log.ts";
import { createRedirect, deleteRedirect, ImportRowRefused, importRedirects, RedirectRefused, redirectBatches, updateRedirect } from "../../../db/queries/redirects.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonError } from "../../http/json-errors.ts";
import { reservedPathsOf } from "../../http/reserved-paths.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { csvRow } from "../../routes/admin/csv.ts";
import { notFound, RowIdParam, staleVersion } from "../../routes/admin/request.ts";
import { validJson, validParam, validQuery } from "../../routes/validation.ts";
import { NotFoundQuery, RedirectInput, RedirectsQuery, RedirectUpdate } from "../../shared/redirect-schemas.ts";
import { leavesSite, OFF_SITE_NEEDS_SESSION } from "../../shared/redirects.ts";
import { readNotFoundPage, readRedirectPage, redirectJson } from "./read-redirects.ts";
import { parseRedirectCsv } from "./redirect-csv.ts";

/** Lets Excel read the file as UTF-8; other readers skip it. */
const BOM = "\uFEFF";
const CSV_TYPE = /^text\/(?:csv|plain)\s*(;|$)/i;

const NotFoundDelete = z
  .object({ path: z.string().min(1).max(2000).optional(), all: z.literal("true").optional() })
  .refine((q) => (q.path === undefined) !== (q.all === undefined), { message: "Give either path=… (one row) or all=true (the whole log)" });

/** The answer to a refused write: 400 or 409 with the field to fix; a stale version also carries the current row. */
function refused(c: Context, error: RedirectRefused) {
  if (error.current) return staleVersion(c, "redirect", redirectJson(error.current));
  return jsonError(c, error.status, error.message, [{ field: error.field, message: error.message }]);
}

async function written(c: Context, write: () => Promise<Response>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RedirectRefused) return refused(c, error);
    throw error;
  }
}

/** Whether an API key (not the owner's session) is writing: the guard set it. */
const byApiKey = (c: Context<AppEnv>) => c.get("apiKeyId") !== undefined;

/**
 * The refusal of a redirect this caller may not write, before the database is asked: 400 for a from-path
 * the app answers itself, 403 for an API key's target on another site. undefined: go on.
 */
async function refusedByRule(c: Context<AppEnv>, data: { fromPath: string; toTarget: string }): Promise<Response | undefined> {
  const reserved = (await reservedPathsOf(c.var.deps)).problem(data.fromPath);
  if (reserved !== undefined) return jsonError(c, 400, reserved, [{ field: "fromPath", message: reserved }]);
  if (byApiKey(c) && leavesSite(data.toTarget, c.var.deps.env.siteUrl)) {
    return jsonError(c, 403, OFF_SITE_NEEDS_SESSION, [{ field: "toTarget", message: OFF_SITE_NEEDS_SESSION }]);
  }
  return undefined;
}

/** 415 unless the body is declared CSV (or plain text), before it is read. */
async function csvOnly(c: Context, next: () => Promise<void>) {
  if (!CSV_TYPE.test(c.req.header("Content-Type") ?? "")) return jsonError(c, 415, "Send the CSV file itself (Content-Type: text/csv)");
  await next();
}

export function adminRedirectRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");
  const rowId = validParam(RowIdParam, "Redirect not found");

  app.get("/redirects", read, validQuery(RedirectsQuery), async function listRedirectsPage(c) {
    await c.var.deps.flushCounts?.();
    return c.json(await readRedirectPage(c.var.deps.db, c.req.valid("query")));
  });

  app.post("/redirects", write, jsonOnly(), validJson(RedirectInput), async function createRedirectRow(c) {
    const data = c.req.valid("json");
    const refusal = await refusedByRule(c, data);
    if (refusal) return refusal;
    return written(c, async () => c.json(redirectJson(await createRedirect(c.var.deps.db, data)), 201));
  });

  app.put("/redirects/:id", write, rowId, jsonOnly(), validJson(RedirectUpdate), async function updateRedirectRow(c) {
    const data = c.req.valid("json");
    const refusal = await refusedByRule(c, data);
    if (refusal) return refusal;
    return written(c, async () => {
      const row = await updateRedirect(c.var.deps.db, c.req.valid("param").id, data);
      return row ? c.json(redirectJson(row)) : notFound(c, "Redirect");
    });
  });

  app.delete("/redirects/:id", write, rowId, async function deleteRedirectRow(c) {
    if (!(await deleteRedirect(c.var.deps.db, c.req.valid("param").id))) return notFound(c, "Redirect");
    return c.json({ success: true });
  });

  app.get("/redirects.csv", read, async function exportRedirectsCsv(c) {
    const parts = [BOM, csvRow(["from", "to", "status"])];
    for await (const batch of redirectBatches(c.var.deps.db)) {
      for (const r of batch) parts.push(csvRow([r.fromPath, r.toTarget, r.statusCode]));
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(parts.join(""), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="redirects-${day}.csv"`,
    });
  });

  app.post("/redirects/import", write, csvOnly, async function importRedirectsCsv(c) {
    const reserved = await reservedPathsOf(c.var.deps);
    const parsed = parseRedirectCsv(await c.req.text(), (path) => reserved.problem(path));
    if (!parsed.ok) return jsonError(c, 400, parsed.error, [{ field: parsed.row ? `row ${parsed.row}` : "body", message: parsed.error }]);
    const offSite = byApiKey(c) ? parsed.rows.find((row) => leavesSite(row.toTarget, c.var.deps.env.siteUrl)) : undefined;
    if (offSite) {
      return jsonError(c, 403, `Row ${offSite.row}: ${OFF_SITE_NEEDS_SESSION}. Nothing was imported.`, [{ field: `row ${offSite.row}`, message: OFF_SITE_NEEDS_SESSION }]);
    }
    try {
      const { created, updated } = await importRedirects(c.var.deps.db, parsed.rows);
      return c.json({ imported: parsed.rows.length, created, updated });
    } catch (error) {
      if (!(error instanceof ImportRowRefused)) throw error;
      const message = `Row ${error.row}: ${error.reason}. Nothing was imported.`;
      return jsonError(c, 400, message, [{ field: `row ${error.row}`, message: error.reason }]);
    }
  });

  app.get("/not-found-paths", read, validQuery(NotFoundQuery), async function listNotFoundPaths(c) {
    await c.var.deps.flushCounts?.();
    return c.json(await readNotFoundPage(c.var.deps.db, c.req.valid("query")));
  });

  app.delete("/not-found-paths", write, validQuery(NotFoundDelete), async function deleteNotFoundPaths(c) {
    const { path } = c.req.valid("query");
    if (path === undefined) return c.json({ success: true, deleted: await clearNotFound(c.var.deps.db) });
    if (!(await deleteNotFound(c.var.deps.db, path))) return notFound(c, "404 log row");
    return c.json({ success: true, deleted: 1 });
  });

  return app;
}
