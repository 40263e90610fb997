/**
 * GET /api/rss (mounted there): RSS 2.0 of the 50 newest published posts (src/render/rss-feed.ts) and Last-Modified of
 * the newest change; GET /blog/{category|tag|author}/{slug}/rss.xml: the same for one archive's posts (an unknown
 * slug is a 404). The page cache keeps the built feeds and answers conditional requests (ETag, 304).
 */
import { type Context, Hono } from "hono";
import { findArchive, listArchiveFeedPosts } from "../../db/queries/archives.ts";
import { type FeedPost, listPostsForFeed, readPostContents } from "../../db/queries/posts.ts";
import type { AppEnv } from "../app-context.ts";
import { anyone } from "../auth/guards.ts";
import { type ArchiveKind, archiveCopy, archiveFeedPath, archivePath, FEED_SIZE, postDate } from "../blog/blog.ts";
import { pageCached } from "../middleware/cache-rules.ts";
import { buildFeed, type FeedChannel, planFeed } from "../render/rss-feed.ts";
import { renderNotFound } from "./pages.ts";

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

function lastChange(posts: FeedPost[]): Date | null {
  let latest = 0;
  for (const post of posts) latest = Math.max(latest, post.updatedAt.getTime(), postDate(post).getTime());
  return latest > 0 ? new Date(latest) : null;
}

/** The feed of these posts as the answer, with Last-Modified. */
async function feedResponse(c: Context<AppEnv>, posts: FeedPost[], channel?: FeedChannel) {
  const { db, identity, env } = c.var.deps;
  const plan = planFeed(posts, env.siteUrl);
  const contents = await readPostContents(db, plan.needContent);
  const modified = lastChange(posts);
  // HTTP dates have whole seconds; feed readers send it back as If-Modified-Since (the page cache answers 304).
  const lastModified = modified ? new Date(Math.floor(modified.getTime() / 1000) * 1000) : null;
  if (lastModified) c.header("Last-Modified", lastModified.toUTCString());
  return c.body(buildFeed(plan, contents, identity, env.siteUrl, lastModified ?? new Date(0), channel), 200, { "Content-Type": RSS_CONTENT_TYPE });
}

export function rssRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", anyone(), pageCached({ query: [], readsContent: true }), async function rssFeed(c) {
    return feedResponse(c, await listPostsForFeed(c.var.deps.db, FEED_SIZE));
  });

  return app;
}

/** An archive's feed: its 50 newest posts, titled and linked to the archive; the site's 404 page for an unknown slug. */
function archiveFeed(kind: ArchiveKind) {
  return async function archiveRssFeed(c: Context<AppEnv>) {
    const { db } = c.var.deps;
    const archive = await findArchive(db, kind, c.req.param("slug") ?? "");
    if (!archive) return renderNotFound(c);
    const channel: FeedChannel = {
      name: archive.name,
      description: archiveCopy(kind, archive.name).description,
      path: archivePath(kind, archive.slug),
      feedPath: archiveFeedPath(kind, archive.slug),
    };
    return feedResponse(c, await listArchiveFeedPosts(db, archive, FEED_SIZE), channel);
  };
}

/** Mounted at /: /blog/category/{slug}/rss.xml, /blog/tag/{slug}/rss.xml, /blog/author/{slug}/rss.xml. */
export function archiveFeedRoutes() {
  const app = new Hono<AppEnv>();
  for (const kind of ["category", "tag", "author"] as const) {
    app.get(`/blog/${kind}/:slug/rss.xml`, anyone(), pageCached({ query: [], readsContent: true }), archiveFeed(kind));
  }
  return app;
}
