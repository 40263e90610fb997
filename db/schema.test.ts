/** The schema's real constraints, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { LEAD_ANSWERS } from "../tests/api/lead-support.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { authors, blogPosts, categories, leads, postTags, rateLimits, tags } from "./schema/index.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const lead = LEAD_ANSWERS;

/** The error a query fails with; fails the test when the query succeeds. */
async function failureOf(query: PromiseLike<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail, but it succeeded");
}

function errorText(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string; code?: string } };
  return `${e.message ?? ""} ${e.cause?.message ?? ""} ${e.cause?.code ?? ""}`;
}

describe("schema constraints", () => {
  test("slugs are unique for posts, categories and tags", async () => {
    const { db } = database;
    await db.insert(blogPosts).values({ title: "A", slug: "same-slug" });
    expect(errorText(await failureOf(db.insert(blogPosts).values({ title: "B", slug: "same-slug" })))).toContain("unique");
    await db.insert(categories).values({ name: "C", slug: "cat" });
    expect(errorText(await failureOf(db.insert(categories).values({ name: "C2", slug: "cat" })))).toContain("unique");
    await db.insert(tags).values({ name: "T", slug: "tag" });
    expect(errorText(await failureOf(db.insert(tags).values({ name: "T2", slug: "tag" })))).toContain("unique");
  });

  test("deleting an author or category keeps the post and clears the link", async () => {
    const { db } = database;
    const [author] = await db.insert(authors).values({ name: "Writer", slug: "writer" }).returning();
    const [category] = await db.insert(categories).values({ name: "News", slug: "news" }).returning();
    const [post] = await db.insert(blogPosts).values({ title: "Kept", slug: "kept", authorId: author!.id, categoryId: category!.id }).returning();
    await db.delete(authors).where(eq(authors.id, author!.id));
    await db.delete(categories).where(eq(categories.id, category!.id));
    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(after).toMatchObject({ title: "Kept", authorId: null, categoryId: null });
  });

  test("a post refuses an author that does not exist", async () => {
    const insert = database.db.insert(blogPosts).values({ title: "X", slug: "orphan", authorId: 999_999 });
    expect(errorText(await failureOf(insert))).toContain("foreign key");
  });

  test("deleting a post or tag removes its links", async () => {
    const { db } = database;
    const [post] = await db.insert(blogPosts).values({ title: "Tagged", slug: "tagged" }).returning();
    const [tag] = await db.insert(tags).values({ name: "AI", slug: "ai" }).returning();
    await db.insert(postTags).values({ postId: post!.id, tagId: tag!.id });
    await db.delete(tags).where(eq(tags.id, tag!.id));
    expect(await db.select().from(postTags).where(eq(postTags.postId, post!.id))).toHaveLength(0);
  });

  test("a post's status is draft by default and only draft or published", async () => {
    const { db } = database;
    const [post] = await db.insert(blogPosts).values({ title: "New", slug: "new-post" }).returning();
    expect(post!.status).toBe("draft");
    const failure = await failureOf(db.execute(sql`insert into blog_posts (title, slug, status) values ('Bad', 'bad-status', 'archived')`));
    expect(errorText(failure)).toContain("blog_posts_status_check");
  });

  test("leads: option sets are enforced, idempotency keys are unique, spam defaults to false", async () => {
    const { db } = database;
    const [stored] = await db
      .insert(leads)
      .values({ ...lead, idempotencyKey: "key-1" })
      .returning();
    expect(stored).toMatchObject({ isSpam: false, isRepeat: false });
    expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(errorText(await failureOf(db.insert(leads).values({ ...lead, idempotencyKey: "key-1" })))).toContain("unique");
    const failure = await failureOf(
      db.execute(
        sql`insert into leads (business_type, pain_point, goals, contact_preference, first_name, last_name, email)
            values ('casino', 'missed-calls', 'automation', 'email', 'A', 'B', 'a@b.co')`,
      ),
    );
    expect(errorText(failure)).toContain("leads_business_type_check");
  });

  test("rate-limit counters add up per bucket, subject and window", async () => {
    const { db } = database;
    const windowStart = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 3; i++) {
      await db
        .insert(rateLimits)
        .values({ bucket: "lead", subject: "1.2.3.4", windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.subject, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        });
    }
    const [row] = await db.select().from(rateLimits);
    expect(row!.hits).toBe(3);
  });

  test("published posts are read newest first through the published-by-date index, without a sort", async () => {
    const { db } = database;
    await db.execute(sql`
      insert into blog_posts (title, slug, status, published_at)
      select 'Post ' || n, 'bulk-' || n, case when n % 10 = 0 then 'draft' else 'published' end,
             now() - (n || ' minutes')::interval
      from generate_series(1, 3000) as n`);
    await db.execute(sql`analyze blog_posts`);
    const plan = await db.execute(sql`explain select id from blog_posts where status = 'published' order by published_at desc, id desc limit 12 offset 120`);
    const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<string, string>[];
    const text = rows.map((r) => Object.values(r)[0]).join("\n");
    expect(text).toContain("blog_posts_published_idx");
    expect(text).not.toContain("Sort");
  });
});
