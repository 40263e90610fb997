/**
 * The pages the site-wide checks visit — the Nu HTML Checker (tests/nu-html-check.test.ts) and axe
 * (tests/e2e/page-audit.e2e.ts) — and the content they visit them on. Both start a server of their own
 * on `prepareCrawlSite()`'s data directory, so the admin tests' writes on the shared e2e server never
 * change what is checked. Runs under Bun and Node (Playwright loads it).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { demoAuthors, demoCategories, demoPosts, demoTags } from "../../db/seed/demo-content.ts";
import { adminTabIds, tabHref } from "../../src/admin/frame/tabs.ts";
import { addOns } from "../../src/content/local-boost-seo-copy.ts";
import { slugify } from "../../src/shared/slugify.ts";
import { migratedDataDir } from "../e2e/data-dir-template.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./sandbox.ts";

export interface CrawlPage {
  path: string;
  /** What the server answers: a missing page is a page people see too. */
  status: 200 | 404;
  /** The page has an FAQ accordion (`#faq`): axe reads it again with an answer open. */
  faq?: boolean;
}

const page = (path: string, extra: Partial<CrawlPage> = {}): CrawlPage => ({ path, status: 200, ...extra });

const demoPost = demoPosts.find((post) => post.status === "published")!.slug;

/** A live preview link of a draft, written by tests/support/crawl-site-content.ts (43 base64url characters). */
export const CRAWL_PREVIEW_TOKEN = "crawl-site-preview-token-0123456789abcdefgh";

/** Every public page, in each of its states that renders differently; the admin login page among them. */
export const publicPages: CrawlPage[] = [
  page("/"),
  // The funnel rendered open, as other pages link to it.
  page("/?funnel=true"),
  page("/biziagent-ai", { faq: true }),
  page("/trust-builder", { faq: true }),
  page("/local-boost-seo", { faq: true }),
  page("/solutions"),
  page("/login"),
  page("/about-us"),
  page("/contact"),
  // The contact page names the add-on a Local Boost SEO 'Add to Plan' link asked for.
  page(`/contact?addon=${addOns.items[0]!.slug}`),
  page("/privacy-policy"),
  page("/terms-of-service"),
  page("/business-scan.html"),
  page("/blog"),
  page("/blog?page=2"),
  page(`/blog?category=${demoCategories[0]!.slug}`),
  // One archive of each kind: a category's, a tag's, an author's (with picture and bio).
  page(`/blog/category/${demoCategories[0]!.slug}`),
  page(`/blog/tag/${demoTags[0]!.slug}`),
  page(`/blog/author/${slugify(demoAuthors[0]!.name)}`),
  page("/blog/tag/no-such-tag", { status: 404 }),
  page(`/blog/${demoPost}`),
  // Written by tests/e2e/blog-fixtures.ts: no author and no image; sanitized hostile markup.
  page("/blog/no-author-post"),
  page("/blog/hostile-html"),
  page("/blog/no-such-post", { status: 404 }),
  // A draft through its preview link, under the preview bar; a link that is not (or no longer) valid.
  page(`/preview/${CRAWL_PREVIEW_TOKEN}`),
  page("/preview/no-such-token", { status: 404 }),
  // Site search: asked nothing, some results (with marked words), and none.
  page("/search"),
  page("/search?q=reviews"),
  page("/search?q=zzqqxxvv"),
  page("/no-such-page", { status: 404 }),
  page("/admin"),
];

/** The dashboard, one page per tab, and Today; they need the admin's session. */
export const adminTabPages: CrawlPage[] = [
  ...adminTabIds.map((id) => page(tabHref(id))),
  page("/admin/overview"),
  page("/admin/site-copy/trust-builder"),
  page("/admin/site-copy/trust-builder/revisions/1"),
];

export const CRAWL_ADMIN_PASSWORD = "crawl-admin-password-123";

/** The settings a server started on the prepared directory needs besides its port. */
export const crawlSiteEnv = { ADMIN_PASSWORD: CRAWL_ADMIN_PASSWORD, DEMO_CONTENT: "false" };

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A new data directory holding the content the pages above assume (tests/support/crawl-site-content.ts). */
export function prepareCrawlSite(): string {
  const dataDir = migratedDataDir("crawl-site-");
  const filled = spawnSync(BUN, [NO_ENV_FILE, "tests/support/crawl-site-content.ts", dataDir], { cwd: root, encoding: "utf8", env: sandboxEnv() });
  if (filled.status !== 0) throw new Error(`crawl-site-content.ts failed:\n${filled.stdout}${filled.stderr}`);
  return dataDir;
}
