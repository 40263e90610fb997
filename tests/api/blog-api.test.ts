/** GET /api/blog-posts and /api/blog-posts/{slug}: the contract's shapes, published only, newest first, paging. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { API_MAX_LIMIT } from "../../src/routes/api/blog-posts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertAuthor, insertCategory, insertPost, insertTag } from "./blog-support.ts";

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 20, 12);
let ids: { full: number; bare: number; draft: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const author = await insertAuthor(db, { name: "Maria Costa", bio: "Co-founder.", imageUrl: "/static/images/authors/maria-costa.svg" });
  const category = await insertCategory(db, { name: "Local SEO", slug: "local-seo" });
  const other = await insertCategory(db, { name: "Online Reviews", slug: "online-reviews" });
  const [tagA, tagB] = [await insertTag(db, { name: "SMS", slug: "sms" }), await insertTag(db, { name: "Automation", slug: "automation" })];
  const full = await insertPost(db, {
    title: "The full post",
    slug: "full-post",
    excerpt: "Everything set.",
    content: `<h2>Hello</h2><p>${"word ".repeat(450)}</p><script>alert(1)</script>`,
    authorId: author.id,
    categoryId: category.id,
    featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
    ogImageUrl: "https://cdn.example/og.png",
    metaTitle: "Meta title",
    metaDescription: "Meta description",
    metaKeywords: "a, b",
    ogTitle: "OG title",
    ogDescription: "OG description",
    publishedAt: new Date(base),
    createdAt: new Date(base - 2 * DAY),
    tagIds: [tagA.id, tagB.id],
  });
  const bare = await insertPost(db, {
    title: "A bare post",
    slug: "bare-post",
    excerpt: null,
    publishedAt: new Date(base - DAY),
    createdAt: new Date(base - 3 * DAY),
    categoryId: other.id,
  });
  const draft = await insertPost(db, { title: "A draft", slug: "a-draft", status: "draft", authorId: author.id, categoryId: category.id });
  // Fifteen older posts for paging.
  for (let i = 0; i < 15; i++) await insertPost(db, { slug: `older-${i}`, publishedAt: new Date(base - (10 + i) * DAY), categoryId: category.id });
  ids = { full: full.id, bare: bare.id, draft: draft.id };
}, 60_000);
afterAll(() => t.close());

const get = (path: string) => t.app.request(path);

describe("GET /api/blog-posts", () => {
  test("a JSON array of published posts, newest first, in the contract's shape", async () => {
    const res = await get("/api/blog-posts");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("application/json");
    const posts = (await res.json()) as Record<string, unknown>[];
    expect(Array.isArray(posts)).toBe(true);
    expect(posts).toHaveLength(17);
    expect(posts.map((p) => p.id)).not.toContain(ids.draft);
    expect(posts[0]).toEqual({
      id: ids.full,
      slug: "full-post",
      title: "The full post",
      excerpt: "Everything set.",
      featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
      category: { name: "Local SEO", slug: "local-seo" },
      author: { name: "Maria Costa" },
      publishedAt: new Date(base).toISOString(),
      createdAt: new Date(base - 2 * DAY).toISOString(),
    });
    expect(posts[1]).toMatchObject({ slug: "bare-post", excerpt: null, featuredImageUrl: null, author: null, category: { name: "Online Reviews" } });
    const dates = posts.map((p) => Date.parse(p.publishedAt as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(res.headers.get("x-total-count")).toBe("17");
  });

  test("?page=&limit= pages through, with X-Total-Count and a Link header", async () => {
    const res = await get("/api/blog-posts?page=2&limit=5");
    const posts = (await res.json()) as { slug: string }[];
    expect(posts.map((p) => p.slug)).toEqual(["older-3", "older-4", "older-5", "older-6", "older-7"]);
    expect(res.headers.get("x-total-count")).toBe("17");
    expect(res.headers.get("link")).toBe(
      '</api/blog-posts?page=1&limit=5>; rel="first", </api/blog-posts?page=1&limit=5>; rel="prev", </api/blog-posts?page=3&limit=5>; rel="next", </api/blog-posts?page=4&limit=5>; rel="last"',
    );
    const last = (await (await get("/api/blog-posts?page=4&limit=5")).json()) as unknown[];
    expect(last).toHaveLength(2);
    expect(await (await get("/api/blog-posts?page=9&limit=5")).json()).toEqual([]);
  });

  test("the limit is capped, not refused", async () => {
    const res = await get(`/api/blog-posts?limit=${API_MAX_LIMIT * 10}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("link")).toContain(`</api/blog-posts?limit=${API_MAX_LIMIT}&page=1>; rel="first"`);
    expect(((await res.json()) as unknown[]).length).toBe(17);
  });

  test("?category=<slug> filters; an unknown one is a 404", async () => {
    const posts = (await (await get("/api/blog-posts?category=online-reviews")).json()) as { slug: string }[];
    expect(posts.map((p) => p.slug)).toEqual(["bare-post"]);
    const res = await get("/api/blog-posts?category=nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No category with the slug "nope"' });
  });

  test("400 with the field for a page or limit that is not a positive whole number", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "limit=0", "limit=1.5", "page=99999999"]) {
      const res = await get(`/api/blog-posts?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; issues: { field: string }[] };
      expect(body.issues[0]!.field).toBe(query.split("=")[0]!);
    }
  });
});

describe("GET /api/blog-posts/{slug}", () => {
  test("the post with nested author and category, readingTime, ogImage, tags; content sanitized", async () => {
    const res = await get("/api/blog-posts/full-post");
    expect(res.status).toBe(200);
    const post = (await res.json()) as Record<string, unknown>;
    expect(post).toMatchObject({
      id: ids.full,
      slug: "full-post",
      title: "The full post",
      excerpt: "Everything set.",
      featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
      author: { name: "Maria Costa", bio: "Co-founder.", imageUrl: "/static/images/authors/maria-costa.svg" },
      category: { name: "Local SEO", slug: "local-seo" },
      readingTime: 3,
      ogImage: "https://cdn.example/og.png",
      metaTitle: "Meta title",
      metaDescription: "Meta description",
      metaKeywords: "a, b",
      ogTitle: "OG title",
      ogDescription: "OG description",
      tags: [
        { name: "Automation", slug: "automation" },
        { name: "SMS", slug: "sms" },
      ],
      publishedAt: new Date(base).toISOString(),
      createdAt: new Date(base - 2 * DAY).toISOString(),
    });
    expect(post.content).toStartWith("<h2>Hello</h2><p>word word");
    expect(post.content).not.toContain("<script");
  });

  test("ogImage falls back to the featured image; missing author is null", async () => {
    await insertPost(t.deps.db, { slug: "og-fallback", featuredImageUrl: "/static/x.svg" });
    const post = (await (await get("/api/blog-posts/og-fallback")).json()) as Record<string, unknown>;
    expect(post).toMatchObject({ ogImage: "/static/x.svg", author: null, category: null, tags: [], readingTime: 1 });
    const bare = (await (await get("/api/blog-posts/bare-post")).json()) as Record<string, unknown>;
    expect(bare.ogImage).toBeNull();
  });

  test("404 JSON for a missing slug and for a draft", async () => {
    for (const slug of ["no-such-post", "a-draft"]) {
      const res = await get(`/api/blog-posts/${slug}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toStartWith("application/json");
      expect(await res.json()).toEqual({ error: "Blog post not found" });
    }
  });
});
