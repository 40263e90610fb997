/**
 * The pages a page view is counted under (decision 031, amended): the site's own public pages as the page
 * registry declares them (src/pages/index.ts), and for the pages with a route parameter only the addresses
 * that exist — the published posts and the archives the sitemap lists. Any other path is counted as
 * OTHER_VALUE by the beacon, so an invented path can neither take a row of the day's pages nor push a real
 * page into "(other)".
 *
 * No read per view: the fixed pages are known from the registry, and the posts' and archives' addresses are
 * read once per content version (every content write bumps it, and every instance hears of it as the page
 * cache does) and again when a scheduled post goes public — one string per post and archive, per instance.
 * A path that matches no page's pattern is refused without reading anything.
 */
import type { Database } from "../../db/client.ts";
import { listArchivesForSitemap } from "../../db/queries/archives.ts";
import { listPostsForSitemap, nextScheduledPublication } from "../../db/queries/posts.ts";
import { archivePath, postPath } from "../blog/blog.ts";
import type { PageDefinition } from "../render/define-page.ts";
import { canonicalPath } from "../shared/redirects.ts";
import { PAGE_VIEW_SKIP } from "../shared/traffic.ts";

/** What a page in the registry says about itself that matters here. */
export type RegisteredPage = Pick<PageDefinition<unknown>, "path" | "guard">;

/** The addresses of the content the site's dynamic pages show, and until when they stand. */
export interface SiteContentPaths {
  /** Every public address a dynamic page answers, in the site's own form (postPath, archivePath). */
  paths: string[];
  /** Epoch ms when a scheduled post goes public (the list is read again then); Infinity when none is scheduled. */
  expiresAt: number;
}

/**
 * The dynamic public pages whose addresses readSiteContentPaths lists. A dynamic public page missing here
 * would have every view counted as "(other)": known-pages.test.ts holds the registry to this list.
 */
export const DYNAMIC_PAGES_LISTED = ["/blog/:slug", "/blog/category/:slug", "/blog/tag/:slug", "/blog/author/:slug"] as const;

/**
 * The public addresses of the posts and archives (as /sitemap.xml lists them), with the next scheduled
 * publication read first: a post going public meanwhile can only make the list expire early.
 */
export async function readSiteContentPaths(db: Database): Promise<SiteContentPaths> {
  const expiresAt = await nextScheduledPublication(db);
  const [posts, archives] = await Promise.all([listPostsForSitemap(db), listArchivesForSitemap(db)]);
  const paths = posts.map((post) => postPath(post.slug));
  for (const kind of ["category", "tag", "author"] as const) for (const slug of archives[kind]) paths.push(archivePath(kind, slug));
  return { paths, expiresAt };
}

/** The pages that send a page view: public (not the dashboard's), not the admin or a preview (the loader skips those). */
export function reportingPages(pages: readonly RegisteredPage[]): RegisteredPage[] {
  return pages.filter((page) => page.guard !== "dashboard" && !PAGE_VIEW_SKIP.test(page.path));
}

/** A Hono pattern as a regular expression over canonical paths: each `:name` one segment. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

/** Canonical form → the site's own form, for every path given that has one. */
function byCanonical(paths: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const path of paths) {
    const canonical = canonicalPath(path);
    if (canonical !== undefined) map.set(canonical, path);
  }
  return map;
}

export class KnownPages {
  private readonly fixed: Map<string, string>;
  private readonly dynamic: RegExp[];
  private content: { version: number; expiresAt: number; paths: Map<string, string> } | undefined;
  private reading: { version: number; done: Promise<Map<string, string>> } | undefined;

  constructor(
    pages: readonly RegisteredPage[],
    private readonly read: () => Promise<SiteContentPaths>,
  ) {
    const reporting = reportingPages(pages);
    this.fixed = byCanonical(reporting.filter((page) => !page.path.includes(":") && !page.path.includes("*")).map((page) => page.path));
    this.dynamic = reporting.filter((page) => page.path.includes(":")).map((page) => patternOf(page.path));
  }

  /**
   * The name a view of `path` is counted under — the page's own path as the site writes it ("/about-us/"
   * is "/about-us") — or undefined when no page of the site has that address. `version` is the content
   * version this instance knows (deps.versions.current).
   * @example await known.pageOf("/blog/five-tips", versions.current) // "/blog/five-tips", if the post is published
   */
  async pageOf(path: string, version: number, now = Date.now()): Promise<string | undefined> {
    const canonical = canonicalPath(path);
    if (canonical === undefined) return undefined;
    const fixed = this.fixed.get(canonical);
    if (fixed !== undefined) return fixed;
    if (!this.dynamic.some((pattern) => pattern.test(canonical))) return undefined;
    return (await this.contentPaths(version, now)).get(canonical);
  }

  private async contentPaths(version: number, now: number): Promise<Map<string, string>> {
    const content = this.content;
    if (content !== undefined && content.version === version && now < content.expiresAt) return content.paths;
    if (this.reading?.version === version) return this.reading.done;
    const done = this.read().then(({ paths, expiresAt }) => {
      const read = byCanonical(paths);
      // An older read finishing after a newer one must not replace it.
      if (this.content === undefined || this.content.version <= version) this.content = { version, expiresAt, paths: read };
      return read;
    });
    const reading = { version, done };
    this.reading = reading;
    const forget = () => {
      if (this.reading === reading) this.reading = undefined;
    };
    // A failed read (the database was unreachable) is tried again by the next view.
    done.then(forget, forget);
    return done;
  }
}
