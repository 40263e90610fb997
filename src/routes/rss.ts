/**
 * GET /api/rss: RSS 2.0 (made with `feed`) of the 50 newest published posts — full sanitized content
 * in content:encoded with absolute URLs, category and tags, dc:creator, atom:self — and Last-Modified of
 * the newest change. The page cache keeps the built feed and answers conditional requests (ETag, 304).
 */
import { Feed } from "feed";
import { Hono } from "hono";
import { listPostsForFeed, type PublishedPost } from "../../db/queries/posts.ts";
import type { AppEnv } from "../app-env.ts";
import type { SiteConfig } from "../content/site.ts";
import { absoluteUrl } from "../render/page-meta.ts";
import { blogListPath, FEED_SIZE, postDate, postPath } from "../shared/blog.ts";

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/** Feed readers have no base URL: root-relative links and images in sanitized HTML become absolute. */
export function absolutizeHtml(html: string, siteUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`);
}

function lastChange(posts: PublishedPost[]): Date | null {
  let latest = 0;
  for (const post of posts) latest = Math.max(latest, post.updatedAt.getTime(), postDate(post).getTime());
  return latest > 0 ? new Date(latest) : null;
}

export function buildFeed(posts: PublishedPost[], site: SiteConfig, siteUrl: string, updated: Date): string {
  const blogUrl = absoluteUrl(siteUrl, "/blog");
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: "Practical guides for small and medium business owners on AI receptionists, local SEO and online reviews.",
    id: blogUrl,
    link: blogUrl,
    language: "en-us",
    image: absoluteUrl(siteUrl, "/static/brand/icon-512.png"),
    favicon: absoluteUrl(siteUrl, "/static/brand/favicon.ico"),
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    // Fixed by the content, not the clock, so an unchanged feed keeps its ETag.
    updated,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(siteUrl, "/api/rss") },
    ttl: 60,
  });
  for (const post of posts) {
    const url = absoluteUrl(siteUrl, postPath(post.slug));
    const categories = [
      ...(post.category ? [{ name: post.category.name, domain: absoluteUrl(siteUrl, blogListPath({ category: post.category.slug })) }] : []),
      ...post.tags.map((tag) => ({ name: tag.name })),
    ];
    feed.addItem({
      title: post.title,
      // A tag URI on the post's id: stable when the slug is edited, so readers never see it twice.
      guid: `tag:${new URL(siteUrl).hostname},2024:blog-post-${post.id}`,
      link: url,
      date: postDate(post),
      description: post.excerpt ?? undefined,
      content: absolutizeHtml(post.content, siteUrl),
      category: categories,
      // RSS <author> must be an e-mail address; Dublin Core carries a name (the namespace comes with content:encoded).
      extensions: post.author ? [{ name: "dc:creator", objects: { _text: post.author.name } }] : undefined,
    });
  }
  return feed.rss2();
}

export function rssRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/api/rss", async (c) => {
    const { db, site, env } = c.var.deps;
    const posts = await listPostsForFeed(db, FEED_SIZE);
    const modified = lastChange(posts);
    // HTTP dates have whole seconds; feed readers send it back as If-Modified-Since (the page cache answers 304).
    const lastModified = modified ? new Date(Math.floor(modified.getTime() / 1000) * 1000) : null;
    if (lastModified) c.header("Last-Modified", lastModified.toUTCString());
    return c.body(buildFeed(posts, site, env.siteUrl, lastModified ?? new Date(0)), 200, { "Content-Type": RSS_CONTENT_TYPE });
  });

  return app;
}
