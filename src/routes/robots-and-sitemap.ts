/** /robots.txt and /sitemap.xml: every public page, crawlers kept out of /admin, /api and preview links. */
import { Hono } from "hono";
import { listArchivesForSitemap } from "../../db/queries/archives.ts";
import { listPostsForSitemap } from "../../db/queries/posts.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { archivePath, postPath } from "../blog/blog.ts";
import { pageCached } from "../middleware/cache-rules.ts";
import type { PageDefinition } from "../render/define-page.ts";
import { escapeHtml } from "../render/escape-html.ts";

export function robotsAndSitemapRoutes(pages: readonly Pick<PageDefinition<unknown>, "path" | "inSitemap">[]) {
  const app = new Hono<AppEnv>();
  const paths = pages.filter((p) => !p.path.includes(":") && p.inSitemap !== false).map((p) => p.path);

  app.get("/robots.txt", anyone(), pageCached({ query: [], readsContent: false }), function robotsTxt(c) {
    const { siteUrl } = c.var.deps.env;
    return c.text(["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /preview/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n"));
  });

  app.get("/sitemap.xml", anyone(), pageCached({ query: [], readsContent: true }), async function sitemapXml(c) {
    const { siteUrl } = c.var.deps.env;
    const urls = paths.map((path) => `  <url><loc>${escapeHtml(siteUrl + path)}</loc></url>`);
    // Every published post, with the time it last changed: crawlers revisit what changed.
    for (const post of await listPostsForSitemap(c.var.deps.db)) {
      urls.push(`  <url><loc>${escapeHtml(siteUrl + postPath(post.slug))}</loc><lastmod>${post.lastModified.toISOString()}</lastmod></url>`);
    }
    // Each category, tag and author archive that lists at least one published post.
    const archives = await listArchivesForSitemap(c.var.deps.db);
    for (const kind of ["category", "tag", "author"] as const) {
      for (const slug of archives[kind]) urls.push(`  <url><loc>${escapeHtml(siteUrl + archivePath(kind, slug))}</loc></url>`);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });

  return app;
}
