/**
 * The published-post counts kept by triggers (migration 0003) against a real count, after every kind of
 * write that can change them — through the admin API and in raw SQL as a script or another tool would —
 * on the embedded database and on PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { blogPosts, categories, publishedPostCounts } from "../../db/schema/index.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, BLANK_POST, createAdminTestApp, json, login } from "./admin-support.ts";

let t: TestApp;
let cookie: string;
const send = (method: string, path: string, body?: unknown) => adminRequest(t, path, { method, body, cookie });

beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await login(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** What the counts should be, counted from the posts themselves: category key (0: none) → posts. */
async function truth(): Promise<Record<number, number>> {
  const rows = await t.deps.db
    .select({ key: sql<number>`coalesce(${blogPosts.categoryId}, 0)::int`, n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(sql`${blogPosts.status} = 'published'`)
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

async function kept(): Promise<Record<number, number>> {
  const rows = await t.deps.db.select().from(publishedPostCounts);
  return Object.fromEntries(rows.map((r) => [r.categoryKey, r.posts]));
}

async function expectCountsTrue() {
  const expected = await truth();
  expect(await kept()).toEqual(expected);
  const total = Object.values(expected).reduce((a, b) => a + b, 0);
  const list = await t.app.request("/api/blog-posts?limit=1");
  expect(list.headers.get("x-total-count")).toBe(String(total));
}

test("every write that publishes, unpublishes, moves or removes a post moves the counts with it", async () => {
  await expectCountsTrue();
  const growth = await json<{ id: number }>(await send("POST", "/api/admin/categories", { name: "Growth", slug: "growth", description: "" }));
  const tools = await json<{ id: number }>(await send("POST", "/api/admin/categories", { name: "Tools", slug: "tools", description: "" }));
  const post = (slug: string, extra: Record<string, unknown>) => ({ ...BLANK_POST, title: slug, slug, content: "<p>Body</p>", ...extra });

  const a = await json<{ id: number }>(await send("POST", "/api/admin/blog-posts", post("count-a", { status: "published", categoryId: growth.id })));
  const b = await json<{ id: number }>(await send("POST", "/api/admin/blog-posts", post("count-b", { status: "draft", categoryId: growth.id })));
  await send("POST", "/api/admin/blog-posts", post("count-c", { status: "published" }));
  await expectCountsTrue();

  // Publish, move to another category, unpublish, an edit that changes neither.
  expect((await send("PUT", `/api/admin/blog-posts/${b.id}`, post("count-b", { status: "published", categoryId: growth.id }))).status).toBe(200);
  expect((await send("PUT", `/api/admin/blog-posts/${a.id}`, post("count-a", { status: "published", categoryId: tools.id }))).status).toBe(200);
  await expectCountsTrue();
  expect((await send("PUT", `/api/admin/blog-posts/${b.id}`, post("count-b", { status: "draft", categoryId: growth.id }))).status).toBe(200);
  expect((await send("PUT", `/api/admin/blog-posts/${a.id}`, post("count-a", { status: "published", categoryId: tools.id, title: "Renamed" }))).status).toBe(200);
  await expectCountsTrue();

  // A category deleted: its posts lose their category in the same statement (ON DELETE SET NULL).
  expect((await send("DELETE", `/api/admin/categories/${tools.id}`)).status).toBeLessThan(300);
  await expectCountsTrue();
  expect((await kept())[tools.id]).toBeUndefined();

  expect((await send("DELETE", `/api/admin/blog-posts/${a.id}`)).status).toBeLessThan(300);
  await expectCountsTrue();
});

test("raw SQL, many rows a statement, is counted too: bulk insert, bulk update, bulk delete, truncate", async () => {
  const [category] = await t.deps.db.insert(categories).values({ name: "Bulk", slug: "bulk" }).returning();
  const rows = Array.from({ length: 40 }, (_, i) => ({
    title: `Bulk ${i}`,
    slug: `bulk-${i}`,
    content: "<p>x</p>",
    status: i % 3 === 0 ? ("draft" as const) : ("published" as const),
    categoryId: i % 2 === 0 ? category!.id : null,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + i)),
  }));
  await t.deps.db.insert(blogPosts).values(rows);
  await t.settle();
  await expectCountsTrue();

  await t.deps.db.update(blogPosts).set({ status: "published" }).where(sql`${blogPosts.slug} like 'bulk-%'`);
  await t.deps.db.update(blogPosts).set({ categoryId: null }).where(sql`${blogPosts.slug} in ('bulk-0', 'bulk-2')`);
  await t.settle();
  await expectCountsTrue();

  await t.deps.db.delete(blogPosts).where(sql`${blogPosts.slug} like 'bulk-1%'`);
  await t.settle();
  await expectCountsTrue();

  // One transaction that rolls back leaves the counts as they were.
  const before = await kept();
  await expect(
    t.deps.db.transaction(async (tx) => {
      await tx.update(blogPosts).set({ status: "draft" });
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  expect(await kept()).toEqual(before);

  await t.deps.db.execute(sql`truncate ${blogPosts} cascade`);
  await t.settle();
  await expectCountsTrue();
  expect(await kept()).toEqual({});
});
