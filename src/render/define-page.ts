/**
 * A page is one file: its path, an optional loader, its meta and its component.
 * Register it with one line in src/pages/index.ts.
 */
import type { Context } from "hono";
import type { ComponentType } from "react";
import type { AppEnv } from "../app-env.ts";
import type { PageMeta } from "./page-meta.ts";

export const NOT_FOUND = Symbol("not found");

export interface PageContext {
  c: Context<AppEnv>;
  url: URL;
}

export interface PageDefinition<Data> {
  /** Hono route pattern, e.g. /blog/:slug */
  path: string;
  load?: (ctx: PageContext) => Promise<Data | typeof NOT_FOUND> | Data | typeof NOT_FOUND;
  meta: (data: Data, ctx: PageContext) => PageMeta;
  Page: ComponentType<{ data: Data }>;
  /** "site" wraps the page in header and footer (default); "bare" renders it alone. */
  layout?: "site" | "bare";
  /** Listed in /sitemap.xml (default: every page without route parameters). */
  inSitemap?: boolean;
  /** Extra response headers, e.g. Cache-Control. */
  headers?: Record<string, string>;
}

/**
 * @example
 * export default definePage({ path: "/about-us", meta: () => ({ title: "About", description: "…" }), Page: About });
 */
export function definePage<Data = undefined>(definition: PageDefinition<Data>): PageDefinition<Data> {
  return definition;
}
