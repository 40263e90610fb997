/**
 * Every route the page cache answers: each page (but the admin's), the blog JSON API, the feed, the
 * sitemap and robots.txt. A page that reads no content (no loader, or one that reads only the query) is left be by content writes.
 */
import type { CacheableRoute } from "../page-cache/cache-keys.ts";
import type { PageDefinition } from "../render/define-page.ts";
import { BLOG_POSTS_QUERY } from "./api/blog-posts.ts";

export function cacheableRoutes(pages: readonly PageDefinition<unknown>[]): CacheableRoute[] {
  return [
    ...pages.filter((page) => page.cache !== false).map((page) => ({ path: page.path, query: page.query ?? [], content: page.readsContent ?? page.load !== undefined })),
    { path: "/api/blog-posts", query: BLOG_POSTS_QUERY, content: true },
    { path: "/api/blog-posts/:slug", query: [], content: true },
    { path: "/api/rss", query: [], content: true },
    { path: "/sitemap.xml", query: [], content: true },
    { path: "/robots.txt", query: [], content: false },
  ];
}
