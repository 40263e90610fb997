/**
 * Mounts every registered page and the 404 screen: request → guard → query (the page's zod schema) →
 * loader → component → HTML rendered to a string. Each page's guard and cache rule are declared on its
 * route, so the route map shows them.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { createElement } from "react";
import type { AppEnv } from "../app-context.ts";
import { anyone, requireDashboardSession } from "../auth/guards.ts";
import { SiteLayout } from "../components/layout/site-layout.tsx";
import { attachRouteFact } from "../http/route-facts.ts";
import { pageCached, resultsCached } from "../middleware/cache-rules.ts";
import { type QueryReader, queryReadAs } from "../page-cache/cache-keys.ts";
import { NotFoundPage, notFoundMetaOf } from "../pages/not-found.tsx";
import { UnavailablePage, unavailableMetaOf } from "../pages/unavailable.tsx";
import { NOT_FOUND, type PageDefinition, type PageQuery, pageQueryNames, parsePageQuery, redirectOf, unwrapStatus } from "../render/define-page.ts";
import { renderRequestPage, requestCopy } from "./request-page.ts";

export async function renderNotFound(c: Context<AppEnv>) {
  // The same page for everyone who follows a broken link, often from another site (securityHeaders).
  c.set("sharedPage", true);
  return renderRequestPage(c, { meta: notFoundMetaOf(await requestCopy(c)), body: createElement(SiteLayout, null, createElement(NotFoundPage)), status: 404 });
}

export async function renderUnavailable(c: Context<AppEnv>, headers: Record<string, string>) {
  return renderRequestPage(c, { meta: unavailableMetaOf(await requestCopy(c)), body: createElement(SiteLayout, null, createElement(UnavailablePage)), status: 503, headers });
}

declare module "hono" {
  interface ContextVariableMap {
    /** A page's query, as its schema parsed it (set before its loader runs). */
    pageQuery: Record<string, unknown>;
  }
}

/**
 * A page's query as its schema reads it, for the page-cache key: a value the schema turns into another
 * (`.catch()` a junk one, a page number) is keyed as read, so every junk variant of a page shares its entry
 * (`/?funnel=x` is `/`). A value read as something a URL cannot hold (a boolean) is keyed as given.
 */
function pageQueryReader(schema: PageQuery): QueryReader {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return undefined;
    const read: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(raw)) {
      const as = parsed.data[name];
      read[name] = as === undefined ? undefined : typeof as === "string" || typeof as === "number" ? String(as) : value;
    }
    return read;
  };
}

/**
 * A page's answer to this request: its loader, meta and component rendered, or its 404, redirect or status. A
 * route other than the page's own may answer with it (a form's answer that shows the form again, with its errors).
 */
// biome-ignore lint/suspicious/noExplicitAny: pages with different data and query types (PageDefinition is invariant in them)
export async function renderDefinedPage(c: Context<AppEnv>, page: PageDefinition<any, PageQuery>): Promise<Response> {
  const ctx = { c, query: c.get("pageQuery") ?? {}, copy: await requestCopy(c) };
  const loaded = page.load ? await page.load(ctx) : undefined;
  if (loaded === NOT_FOUND) return renderNotFound(c);
  const moved = redirectOf(loaded);
  if (moved) return c.redirect(moved.location, moved.status);
  const { status, data } = unwrapStatus(loaded);
  const body = createElement(page.Page, { data });
  const headers = typeof page.headers === "function" ? page.headers(data) : page.headers;
  return renderRequestPage(c, {
    meta: page.meta(data, ctx),
    body: page.layout === "bare" ? body : createElement(SiteLayout, null, body),
    status,
    headers,
    inlineStyles: page.cache !== false,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: pages with different data and query types (PageDefinition is invariant in them)
export function pageRoutes(pages: PageDefinition<any, PageQuery>[]) {
  const app = new Hono<AppEnv>();
  for (const page of pages) {
    const guard = page.guard === "dashboard" ? requireDashboardSession() : anyone();
    const keyQuery = page.query ? queryReadAs(pageQueryNames(page), pageQueryReader(page.query)) : [];
    const cacheRule =
      page.cache === false
        ? []
        : page.cache === "results"
          ? [resultsCached({ query: pageQueryNames(page) })]
          : [pageCached({ query: keyQuery, readsContent: page.readsContent ?? true })];
    // The page's query schema checks the parameters before the loader runs; a refused value is the 404 page.
    const checkQuery = page.query
      ? [
          attachRouteFact(
            async function pageQuery(c: Context<AppEnv>, next: () => Promise<void>) {
              const query = parsePageQuery(page, new URL(c.req.url));
              if (query === undefined) return renderNotFound(c);
              c.set("pageQuery", query);
              await next();
            },
            { kind: "validator", target: "query" },
          ),
        ]
      : [];
    const renderRoute = (c: Context<AppEnv>) => renderDefinedPage(c, page);
    app.get(page.path, guard, ...cacheRule, ...checkQuery, attachRouteFact(renderRoute, { kind: "page", name: page.Page.displayName ?? page.Page.name }));
  }
  return app;
}
