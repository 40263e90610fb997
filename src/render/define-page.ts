/**
 * A page is one file: its path, who may see it, the query it reads (a zod schema), an optional loader,
 * its meta and its component. Register it with one line in src/pages/index.ts.
 */
import type { Context } from "hono";
import type { ComponentType } from "react";
import { z } from "zod";
import type { AppEnv } from "../app-context.ts";
import type { SiteIdentity } from "../content/identity.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
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

const REDIRECT = Symbol("redirect");
/** A loader's answer that the page has moved: a redirect instead of a render. */
export interface Redirect {
  [REDIRECT]: { location: string; status: 301 | 302 | 303 };
}
/**
 * @example load: ({ query }) => (moved(query.tab) ? redirectTo(`/admin/${query.tab}`) : readTab(query))
 */
export function redirectTo(location: string, status: 301 | 302 | 303 = 301): Redirect {
  return { [REDIRECT]: { location, status } };
}
/** Where a loader's answer sends the browser, if it is a redirect. */
export function redirectOf(result: unknown): Redirect[typeof REDIRECT] | undefined {
  return typeof result === "object" && result !== null && REDIRECT in result ? (result as Redirect)[REDIRECT] : undefined;
}
export type LoadResult<Data> = Data | WithStatus<Data> | Redirect | typeof NOT_FOUND;

/** A page's query parameters: each one a string or absent (the first value of a repeated one), checked and shaped by zod. */
export type PageQuery = z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;

const NO_QUERY = z.object({});

export interface PageContext<Query = Record<string, never>> {
  c: Context<AppEnv>;
  /** The page's query, as its schema parsed it: the only part of the URL a page reads. */
  query: Query;
  /** The site's copy this render shows (the published one, or a preview's draft). */
  copy: SiteCopy;
}

export interface PageDefinition<Data, Query extends PageQuery = typeof NO_QUERY> {
  /** Hono route pattern, e.g. /blog/:slug */
  path: string;
  /** "public" (default), or "dashboard": the admin's session, else a 302 to the login page before anything renders. */
  guard?: "public" | "dashboard";
  /**
   * The query parameters the page reads, as a zod object of optional strings: the loader sees only these,
   * parsed; the page-cache key is the path plus these parameters in this order, so a parameter left out
   * here never reaches the page. A value the schema refuses answers the site's 404 (`.catch()` a field
   * to fall back to a default instead).
   */
  query?: Query;
  /** Returns the data; NOT_FOUND for the site's 404 screen; withStatus(404, data) for the page's own 404 view; redirectTo(url) for a page that moved. */
  load?: (ctx: PageContext<z.output<Query>>) => Promise<LoadResult<Data>> | LoadResult<Data>;
  meta: (data: Data, ctx: PageContext<z.output<Query>>) => PageMeta;
  Page: ComponentType<{ data: Data }>;
  /** "site" wraps the page in header and footer (default); "bare" renders it alone. */
  layout?: "site" | "bare";
  /** Listed in /sitemap.xml (default: every page without route parameters). */
  inSitemap?: boolean;
  /** Extra response headers, e.g. Cache-Control; from the page data when they depend on it (Retry-After). */
  headers?: Record<string, string> | ((data: Data) => Record<string, string>);
  /**
   * false: never in the page cache (the admin pages); "results": rendered every time from the page's own
   * bounded cache of results, which its loader keeps (site search; see resultsCached()); default true.
   */
  cache?: boolean | "results";
  /**
   * Whether what the page shows comes from the database, so that a content write makes its cached copy
   * stale. Default: it does, as every page shows the site's copy (its header and footer at least).
   */
  readsContent?: boolean;
}

/**
 * @example
 * export default definePage({ path: "/about-us", meta: () => ({ title: "About", description: "…" }), Page: About });
 */
export function definePage<Data = undefined, Query extends PageQuery = typeof NO_QUERY>(definition: PageDefinition<Data, Query>): PageDefinition<Data, Query> {
  return definition;
}

/** The names of the query parameters a page reads, in key order. */
export function pageQueryNames(page: { query?: PageQuery }): string[] {
  return page.query ? Object.keys(page.query.shape) : [];
}

/**
 * The page's query from the URL, as its schema parses it; undefined when the schema refuses it.
 * @example parsePageQuery(blog, new URL("http://x/blog?page=2&utm_source=y")) // { page: 2 }
 */
export function parsePageQuery<Query extends PageQuery>(page: { query?: Query }, url: URL): z.output<Query> | undefined {
  const schema = page.query ?? NO_QUERY;
  const raw = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, url.searchParams.get(name) ?? undefined]));
  const parsed = schema.safeParse(raw);
  return parsed.success ? (parsed.data as z.output<Query>) : undefined;
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
 * Given a function, it reads the page's copy as this render has it.
 * @example meta: staticPageMeta({ path: "/about-us", title: "About Us", siteNameInTitle: true, description: "…", breadcrumb: "About Us" })
 * @example meta: staticPageMeta((copy) => ({ ...copy.get(aboutCopy).meta, path: "/about-us" }))
 */
export function staticPageMeta(pageOf: StaticPageCopy | ((copy: SiteCopy) => StaticPageCopy)): (data: unknown, ctx: PageContext<unknown>) => PageMeta {
  return (_data, { c, copy }) => {
    const page = typeof pageOf === "function" ? pageOf(copy) : pageOf;
    const { env } = c.var.deps;
    const identity = copy.identity;
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
