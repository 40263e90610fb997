/**
 * A page is one file: its path, an optional loader, its meta and its component.
 * Register it with one line in src/pages/index.ts.
 */
import type { Context } from "hono";
import type { ComponentType } from "react";
import type { AppEnv } from "../app-context.ts";
import type { SiteIdentity } from "../content/identity.ts";
import type { PageMeta } from "./page-meta.ts";
import { breadcrumbJsonLd } from "./structured-data.ts";

export const NOT_FOUND = Symbol("not found");

const STATUS = Symbol("status");

/** Page data answered with another HTTP status, e.g. a page's own not-found view with 404. */
export interface WithStatus<Data> {
  [STATUS]: number;
  data: Data;
}

/**
 * @example load: async () => (post ? { post } : withStatus(404, { post: null }))
 */
export function withStatus<Data>(status: number, data: Data): WithStatus<Data> {
  return { [STATUS]: status, data };
}

/** Splits a loader's answer into the status and the page data. */
export function unwrapStatus<Data>(result: Data | WithStatus<Data>): { status: number; data: Data } {
  if (typeof result === "object" && result !== null && STATUS in result) return { status: result[STATUS], data: result.data };
  return { status: 200, data: result as Data };
}

export type LoadResult<Data> = Data | WithStatus<Data> | typeof NOT_FOUND;

export interface PageContext {
  c: Context<AppEnv>;
  url: URL;
}

export interface PageDefinition<Data> {
  /** Hono route pattern, e.g. /blog/:slug */
  path: string;
  /** Returns the data; NOT_FOUND for the site's 404 screen; withStatus(404, data) for the page's own 404 view. */
  load?: (ctx: PageContext) => Promise<LoadResult<Data>> | LoadResult<Data>;
  meta: (data: Data, ctx: PageContext) => PageMeta;
  Page: ComponentType<{ data: Data }>;
  /** "site" wraps the page in header and footer (default); "bare" renders it alone. */
  layout?: "site" | "bare";
  /** Listed in /sitemap.xml (default: every page without route parameters). */
  inSitemap?: boolean;
  /** Extra response headers, e.g. Cache-Control. */
  headers?: Record<string, string>;
  /**
   * Query parameters the loader reads, in the order of the page-cache key. The loader sees only these:
   * a page is rendered from its key, so a parameter left out here never reaches it.
   */
  query?: readonly string[];
  /** false: never in the page cache (the admin pages); default true. */
  cache?: boolean;
  /**
   * Whether what the page shows comes from the database, so that a content write makes its cached copy
   * stale. Default: it does when it has a loader; false for a loader that reads only the query.
   */
  readsContent?: boolean;
}

/**
 * @example
 * export default definePage({ path: "/about-us", meta: () => ({ title: "About", description: "…" }), Page: About });
 */
export function definePage<Data = undefined>(definition: PageDefinition<Data>): PageDefinition<Data> {
  return definition;
}

/** What a page with fixed copy says about itself; `staticPageMeta` turns it into the page's meta. */
export interface StaticPageCopy {
  path: string;
  /** The whole <title>, or with `siteNameInTitle` the part before " | <site name>". */
  title: string;
  siteNameInTitle?: boolean;
  description: string;
  /** The page's name in the breadcrumb trail after Home. */
  breadcrumb: string;
  /**
   * The page's JSON-LD blocks in their order, given its breadcrumb list; default: the breadcrumb list alone.
   * `title` is the whole title, as the <title> shows it.
   */
  jsonLd?: (parts: { breadcrumb: object; title: string; siteUrl: string; identity: SiteIdentity }) => object[];
}

/**
 * The meta every page with fixed copy has: its title and description, its path as the canonical one and a
 * breadcrumb list from Home to it. It reads no page data, so it serves pages with a loader too.
 * @example meta: staticPageMeta({ path: "/about-us", title: "About Us", siteNameInTitle: true, description: "…", breadcrumb: "About Us" })
 */
export function staticPageMeta(page: StaticPageCopy): (data: unknown, ctx: PageContext) => PageMeta {
  return (_data, { c }) => {
    const { identity, env } = c.var.deps;
    const title = page.siteNameInTitle ? `${page.title} | ${identity.name}` : page.title;
    const breadcrumb = breadcrumbJsonLd(env.siteUrl, [{ name: page.breadcrumb, path: page.path }]);
    return {
      title,
      description: page.description,
      canonicalPath: page.path,
      jsonLd: page.jsonLd ? page.jsonLd({ breadcrumb, title, siteUrl: env.siteUrl, identity }) : [breadcrumb],
    };
  };
}
