/**
 * GET /api/rss (mounted there): RSS 2.0 of the 50 newest published posts (src/render/rss-feed.ts) and Last-Modified of
 * the newest change. The page cache keeps the built feed and answers conditional requests (ETag, 304).
 */
import { Hono } from "hono";
import { type FeedPost, listPostsForFeed, readPostContents } from "../../db/queries/posts.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { FEED_SIZE, postDate } from "../blog/blog.ts";
import { pageCached } from "../middleware/cache-rules.ts";
import { buildFeed, planFeed } from "../render/rss-feed.ts";

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

function lastChange(posts: FeedPost[]): Date | null {
  let latest = 0;
  for (const post of posts) latest = Math.max(latest, post.updatedAt.getTime(), postDate(post).getTime());
  return latest > 0 ? new Date(latest) : null;
}

export function rssRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", anyone(), pageCached({ query: [], readsContent: true }), async function rssFeed(c) {
    const { db, identity, env } = c.var.deps;
    const posts = await listPostsForFeed(db, FEED_SIZE);
    const plan = planFeed(posts, env.siteUrl);
    const contents = await readPostContents(db, plan.needContent);
    const modified = lastChange(posts);
    // HTTP dates have whole seconds; feed readers send it back as If-Modified-Since (the page cache answers 304).
    const lastModified = modified ? new Date(Math.floor(modified.getTime() / 1000) * 1000) : null;
    if (lastModified) c.header("Last-Modified", lastModified.toUTCString());
    return c.body(buildFeed(plan, contents, identity, env.siteUrl, lastModified ?? new Date(0)), 200, { "Content-Type": RSS_CONTENT_TYPE });
  });

  return app;
}
