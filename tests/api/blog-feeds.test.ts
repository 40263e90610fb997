/**
 * /api/rss read by a real feed parser (Debian's python3-feedparser) item by item, its validators
 * (ETag, Last-Modified, 304), and /sitemap.xml listing every published post with lastmod.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { FEED_SIZE } from "../../src/blog/blog.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertAuthor, insertCategory, insertPost, insertTag } from "./blog-support.ts";
import { hasFeedparser, parseFeed } from "./feed-parser.ts";

let t: TestApp;
// Text that once broke out of a CDATA section (the library escapes only the first "]]>") or was read as HTML.
const TRICKY_TITLE = 'Tricky <title> & ]]> "quotes" A]]>B]]><item><title>Injected</title></item><![CDATA[ &amp;';
const TRICKY_EXCERPT = "Excerpt with <b>markup</b> & ampersand ]]> <script>x</script> &amp; &lt;";
const SITE = "https://www.example.test";
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 2, 1, 9);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const author = await insertAuthor(db, { name: "Daniel &amp; Costa ]]>", bio: "Writes." });
  const category = await insertCategory(db, { name: "Local SEO", slug: "local-seo" });
  const tag = await insertTag(db, { name: "Google ]]> Maps &lt;", slug: "google-maps" });
  await insertPost(db, {
    title: TRICKY_TITLE,
    slug: "tricky",
    excerpt: TRICKY_EXCERPT,
    content: '<h2>Hello</h2><p>See <a href="/blog/other">this</a> and <img src="/static/a.svg" alt="A"></p><script>alert(1)</script><p onclick="x()">]]&gt; end</p>',
    authorId: author.id,
    categoryId: category.id,
    tagIds: [tag.id],
    publishedAt: new Date(base),
    updatedAt: new Date(base),
  });
  // 55 older posts: the feed keeps the 50 newest.
  for (let i = 0; i < 55; i++) {
    const at = new Date(base - (i + 1) * DAY);
    await insertPost(db, { slug: `older-${i}`, title: `Older ${i}`, publishedAt: at, updatedAt: at });
  }
  await insertPost(db, { slug: "secret-draft", title: "Secret draft", status: "draft" });
}, 60_000);
afterAll(() => t.close());

describe("GET /api/rss", () => {
  test("RSS 2.0 with the right content type, cache headers and validators", async () => {
    const res = await t.app.request("/api/rss");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("last-modified")).toBe(new Date(base).toUTCString());
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const xml = await res.text();
    expect(xml).toStartWith('<?xml version="1.0" encoding="utf-8"?>');
    expect(xml).toContain(`<atom:link href="${SITE}/api/rss" rel="self" type="application/rss+xml"/>`);
    expect(xml).not.toContain("secret-draft");
  });

  test.skipIf(!hasFeedparser)("feedparser reads it without complaint, item by item", async () => {
    const feed = parseFeed(await (await t.app.request("/api/rss")).text());
    expect(feed.bozoException).toBeNull();
    expect(feed.bozo).toBe(false);
    expect(feed.version).toBe("rss20");
    expect(feed.feed).toEqual({ title: "BiziAgent Blog", link: `${SITE}/blog`, language: "en-us", selfLinks: [`${SITE}/api/rss`] });
    expect(feed.entries).toHaveLength(FEED_SIZE);

    const published = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
    const newest = published.sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime()).slice(0, FEED_SIZE);
    feed.entries.forEach((entry, i) => {
      const post = newest[i]!;
      expect(entry.title).toBe(post.title);
      expect(entry.link).toBe(`${SITE}/blog/${post.slug}`);
      expect(entry.id).toBe(`tag:www.example.test,2024:blog-post-${post.id}`);
      expect(Date.parse(entry.published)).toBe(post.publishedAt!.getTime() - (post.publishedAt!.getTime() % 1000));
      expect(entry.content).not.toMatch(/<script|onclick/i);
    });

    // Titles, excerpts, names and tags survive any text unchanged; nothing is injected.
    const tricky = feed.entries[0]!;
    expect(tricky.title).toBe(TRICKY_TITLE);
    expect(tricky.author).toBe("Daniel &amp; Costa ]]>");
    expect(tricky.tags).toEqual(["Local SEO", "Google ]]> Maps &lt;"]);
    // A description is HTML: the plain-text excerpt arrives escaped, and shows exactly as written.
    expect(tricky.summaryText).toBe(TRICKY_EXCERPT);
    expect(tricky.summary).not.toContain("<b>");
    expect(feed.entries.map((e) => e.title)).not.toContain("Injected");
    // Full, sanitized content with absolute URLs.
    expect(tricky.content).toContain("<h2>Hello</h2>");
    expect(tricky.content).toContain(`<a href="${SITE}/blog/other">this</a>`);
    expect(tricky.content).toContain(`src="${SITE}/static/a.svg"`);
    expect(tricky.content).toContain("]]&gt; end");
    expect(feed.entries[1]).toMatchObject({ title: "Older 0", author: null, tags: [] });
  });

  test("304 for a matching If-None-Match or an If-Modified-Since not older than the newest change", async () => {
    const first = await t.app.request("/api/rss");
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;

    const byEtag = await t.app.request("/api/rss", { headers: { "If-None-Match": etag } });
    expect(byEtag.status).toBe(304);
    expect(byEtag.headers.get("etag")).toBe(etag);
    expect(await byEtag.text()).toBe("");
    expect((await t.app.request("/api/rss", { headers: { "If-None-Match": `"other", ${etag.replace("W/", "")}` } })).status).toBe(304);
    expect((await t.app.request("/api/rss", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);

    expect((await t.app.request("/api/rss", { headers: { "If-Modified-Since": lastModified } })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await t.app.request("/api/rss", { headers: { "If-Modified-Since": before } })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await t.app.request("/api/rss", { headers: { "If-None-Match": '"other"', "If-Modified-Since": lastModified } })).status).toBe(200);
  });

  test("the ETag stays while nothing changes and changes with the content", async () => {
    const etag = async () => (await t.app.request("/api/rss")).headers.get("etag");
    const before = await etag();
    expect(await etag()).toBe(before);
    await t.deps.db
      .update(blogPosts)
      .set({ title: "Older 0, renamed", updatedAt: new Date(base - DAY) })
      .where(eq(blogPosts.slug, "older-0"));
    await t.settle(); // written straight to the database, as another instance would
    expect(await etag()).not.toBe(before);
  });
});

describe("GET /sitemap.xml", () => {
  test("lists every published post with lastmod, next to the static pages, and no draft", async () => {
    const res = await t.app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<url><loc>${SITE}/blog</loc></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/about-us</loc></url>`);
    const [tricky] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.slug, "tricky"));
    expect(xml).toContain(`<url><loc>${SITE}/blog/tricky</loc><lastmod>${tricky!.updatedAt.toISOString()}</lastmod></url>`);
    expect(xml.match(/<loc>[^<]*\/blog\/[^<]+<\/loc><lastmod>/g)).toHaveLength(56);
    expect(xml).not.toContain("secret-draft");
    expect(xml).not.toContain("/blog/:slug");
  });
});
