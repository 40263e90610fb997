/**
 * GET /admin/site-copy/:key/preview: the public page a document shows, rendered by its own definition (the
 * same loader, components and CSS as the site) with the owner's draft in place of the live copy; the live copy
 * when there is no draft. For the admin alone, never cached, framed only by the editor (this site).
 */
import { Hono } from "hono";
import { readCopyRecord } from "../../../db/queries/site-copy.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireDashboardSession } from "../../auth/guards.ts";
import type { PageDefinition, PageQuery } from "../../render/define-page.ts";
import { renderDefinedPage, renderNotFound } from "../../routes/pages.ts";
import { documentFor } from "./copy-actions.ts";

// biome-ignore lint/suspicious/noExplicitAny: pages with different data and query types (PageDefinition is invariant in them)
export function siteCopyPreviewRoutes(pages: PageDefinition<any, PageQuery>[]) {
  const app = new Hono<AppEnv>();
  app.get("/:key/preview", requireDashboardSession(), async function previewCopy(c) {
    const document = documentFor(c, c.req.param("key"));
    const store = c.var.deps.siteCopy;
    if (!document || !store) return renderNotFound(c);
    const record = await readCopyRecord(c.var.deps.db, document.key);
    const published = await store.current();
    c.set("siteCopy", record.draft ? published.withOverrides(document.key, record.draft.overrides) : published);
    c.set("renderPath", document.previewPath);
    c.set("renderFraming", { framedBySelf: true });
    const page = pages.find((candidate) => candidate.path === document.previewPath);
    const response = page ? await renderDefinedPage(c, page) : await renderNotFound(c);
    response.headers.set("X-Frame-Options", "SAMEORIGIN");
    response.headers.set("X-Robots-Tag", "noindex");
    return response;
  });
  return app;
}
