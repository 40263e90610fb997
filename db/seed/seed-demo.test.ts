import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq, isNotNull } from "drizzle-orm";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import type { DatabaseHandle } from "../client.ts";
import { authors, blogPosts, categories, postTags } from "../schema/index.ts";
import { hasNoContent, seedDemoContent } from "./seed-demo.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe("seedDemoContent", () => {
  test("an empty database gets 2 authors, 3 categories, 6 published posts and 1 draft", async () => {
    const { db } = database;
    expect(await hasNoContent(db)).toBe(true);
    await seedDemoContent(db, new Date("2026-11-01T12:00:00Z"));
    expect(await hasNoContent(db)).toBe(false);

    const authorRows = await db.select().from(authors);
    expect(authorRows).toHaveLength(2);
    for (const a of authorRows) {
      expect(a.bio?.length ?? 0).toBeGreaterThan(40);
      expect(a.imageUrl).toMatch(/^\/static\/images\/authors\/.+\.svg$/);
    }
    expect(await db.select({ n: count() }).from(categories)).toEqual([{ n: 3 }]);

    const published = await db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
    const drafts = await db.select().from(blogPosts).where(eq(blogPosts.status, "draft"));
    expect(published).toHaveLength(6);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publishedAt).toBeNull();
    expect(await db.select({ n: count() }).from(postTags)).not.toEqual([{ n: 0 }]);
  });

  test("published posts carry real, readable content: headings, a list, a link and an image", async () => {
    const published = await database.db.select().from(blogPosts).where(isNotNull(blogPosts.publishedAt));
    for (const post of published) {
      expect(post.authorId).not.toBeNull();
      expect(post.categoryId).not.toBeNull();
      expect(post.content).toContain("<h2");
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.content).toMatch(/<a href="[^"]+"/);
      expect(post.content).toMatch(/<img [^>]*src="[^"]+"[^>]*alt="[^"]+"/);
      expect(post.content.split(/\s+/).length).toBeGreaterThan(400);
      expect(post.content).not.toMatch(/<script|<h1|style=/i);
    }
  });

  test("every image the demo refers to exists under static/", async () => {
    const rows = await database.db.select().from(blogPosts);
    const urls = new Set<string>();
    for (const post of rows) {
      if (post.featuredImageUrl) urls.add(post.featuredImageUrl);
      for (const m of post.content.matchAll(/src="([^"]+)"/g)) urls.add(m[1]!);
    }
    for (const a of await database.db.select().from(authors)) if (a.imageUrl) urls.add(a.imageUrl);
    for (const url of urls) {
      expect(url.startsWith("/static/")).toBe(true);
      expect(await Bun.file(`${import.meta.dir}/../../${url}`).exists()).toBe(true);
    }
  });
});

describe("seeding twice", () => {
  test("adds no second copy of any author, category, tag or post", async () => {
    const before = await Promise.all([authors, categories, blogPosts].map((t) => database.db.select({ n: count() }).from(t)));
    const summary = await seedDemoContent(database.db);
    expect(summary.posts).toBe(0);
    const after = await Promise.all([authors, categories, blogPosts].map((t) => database.db.select({ n: count() }).from(t)));
    expect(after).toEqual(before);
  });
});
