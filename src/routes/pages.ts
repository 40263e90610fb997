/** Mounts every registered page and the 404 screen: request → loader → component → streamed HTML. */
import type { Context } from "hono";
import { Hono } from "hono";
import { createElement, type ReactNode } from "react";
import type { AppEnv } from "../app-context.ts";
import { SiteLayout } from "../components/layout/site-layout.tsx";
import { NotFoundPage, notFoundMeta } from "../pages/not-found.tsx";
import { UnavailablePage, unavailableMeta } from "../pages/unavailable.tsx";
import { NOT_FOUND, type PageDefinition, unwrapStatus } from "../render/define-page.ts";
import type { PageMeta } from "../render/page-meta.ts";
import { renderPage } from "../render/render-page.tsx";

function render(c: Context<AppEnv>, meta: PageMeta, body: ReactNode, status = 200, headers?: Record<string, string>) {
  const { assets, identity, env } = c.var.deps;
  return renderPage({ assets, identity, siteUrl: env.siteUrl, path: c.req.path, meta, body, status, headers });
}

export function renderNotFound(c: Context<AppEnv>) {
  return render(c, notFoundMeta, createElement(SiteLayout, null, createElement(NotFoundPage)), 404);
}

export function renderUnavailable(c: Context<AppEnv>, headers: Record<string, string>) {
  return render(c, unavailableMeta, createElement(SiteLayout, null, createElement(UnavailablePage)), 503, headers);
}

export function pageRoutes(pages: PageDefinition<unknown>[]) {
  const app = new Hono<AppEnv>();
  for (const page of pages) {
    app.get(page.path, async (c) => {
      const ctx = { c, url: new URL(c.req.url) };
      const loaded = page.load ? await page.load(ctx) : undefined;
      if (loaded === NOT_FOUND) return renderNotFound(c);
      const { status, data } = unwrapStatus(loaded);
      const body = createElement(page.Page, { data });
      return render(c, page.meta(data, ctx), page.layout === "bare" ? body : createElement(SiteLayout, null, body), status, page.headers);
    });
  }
  return app;
}
