/**
 * 10,000 published posts (db/seed/seed-scale.ts): every public blog statement is served by an index —
 * checked on the real query plans (EXPLAIN, JSON) — and every endpoint answers from one page of rows.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { getCategoryBySlug, publicPostStatements } from "../../db/queries/posts.ts";
import { listRelatedPosts, RELATED_WINDOW, relatedPostsStatement } from "../../db/queries/related-posts.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { BLOG_PAGE_SIZE, FEED_SIZE } from "../../src/blog/blog.ts";
import { SCALE_POSTS as POSTS, scalePosts } from "../support/database-bases.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { base: scalePosts });
  // Filled on first use, or waited for while another process fills it (tests/support/test-database.ts).
}, 300_000);
afterAll(() => t.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** EXPLAIN (FORMAT JSON) of a Drizzle builder, on PGlite or PostgreSQL. */
async function explain(builder: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql, params } = builder.toSQL();
  const client = (t.deps.db as unknown as { $client: unknown }).$client;
  const statement = `explain (format json) ${sql}`;
  const rows =
    t.deps.database.kind === "pglite"
      ? (await (client as { query(q: string, p: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }).query(statement, params)).rows
      : await (client as { unsafe(q: string, p: unknown[]): Promise<Record<string, unknown>[]> }).unsafe(statement, params as never[]);
  const cell = rows[0]!["QUERY PLAN"];
  const json = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return nodes(json[0]!.Plan);
}

/** blog_posts is read only through an index (one of those named), never by a sequential scan. */
function expectIndexed(plan: PlanNode[], indexes: string[]) {
  const scans = plan.filter((n) => n["Relation Name"] === "blog_posts");
  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(scan["Node Type"]).not.toBe("Seq Scan");
  }
  const used = plan.map((n) => n["Index Name"]).filter(Boolean);
  expect(used.some((name) => indexes.includes(name!))).toBe(true);
}

/**
 * Read from the counts the triggers keep (one row a category), less the scheduled posts: those are the
 * rows of a published index after now(), found by an index condition, never by counting posts.
 */
function expectNoPostScan(plan: PlanNode[], scheduledIndex: string) {
  expect(plan.some((n) => n["Relation Name"] === "published_post_counts")).toBe(true);
  const scans = plan.filter((n) => n["Relation Name"] === "blog_posts");
  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(scan["Index Name"]).toBe(scheduledIndex);
    expect(String(scan["Index Cond"])).toContain("published_at > now()");
  }
}

describe(`at ${POSTS.toLocaleString("en-US")} published posts`, () => {
  test("the seed made them, published, fast enough to be useful", async () => {
    const [row] = await t.deps.db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "published"));
    expect(row!.n).toBe(POSTS);
  });

  test("list pages (first, middle, last) take their ids from the published index", async () => {
    const last = Math.floor((POSTS - 1) / BLOG_PAGE_SIZE) * BLOG_PAGE_SIZE;
    for (const offset of [0, 5_000, last]) {
      const plan = await explain(publicPostStatements.page(t.deps.db, { limit: BLOG_PAGE_SIZE, offset }));
      expectIndexed(plan, ["blog_posts_published_idx"]);
      // The full rows are fetched by primary key for the page only.
      expect(plan.some((n) => n["Index Name"] === "blog_posts_pkey")).toBe(true);
    }
    const apiPage = await explain(publicPostStatements.page(t.deps.db, { limit: 100, offset: 9_900 }));
    expectIndexed(apiPage, ["blog_posts_published_idx"]);
  });

  test("a category's pages use the category index", async () => {
    const category = await getCategoryBySlug(t.deps.db, "automation");
    expect(category).toBeDefined();
    for (const offset of [0, 600]) {
      expectIndexed(await explain(publicPostStatements.page(t.deps.db, { categoryId: category!.id, limit: BLOG_PAGE_SIZE, offset })), ["blog_posts_category_published_idx"]);
    }
    expectNoPostScan(await explain(publicPostStatements.count(t.deps.db, { categoryId: category!.id })), "blog_posts_category_published_idx");
  });

  test("counting and the filter bar read the kept counts; a post by slug, the feed and its tags use indexes", async () => {
    expectNoPostScan(await explain(publicPostStatements.count(t.deps.db, {})), "blog_posts_published_idx");
    expectNoPostScan(await explain(publicPostStatements.categoriesWithPosts(t.deps.db)), "blog_posts_category_published_idx");
    expectIndexed(await explain(publicPostStatements.bySlug(t.deps.db, "some-slug")), ["blog_posts_slug_unique"]);
    const feedPlan = await explain(publicPostStatements.feed(t.deps.db, FEED_SIZE));
    expectIndexed(feedPlan, ["blog_posts_published_idx"]);
    // Each post's tags, read in the same statement, come from the post_tags primary key.
    const postTagScans = feedPlan.filter((n) => n["Relation Name"] === "post_tags");
    expect(postTagScans.length).toBeGreaterThan(0);
    for (const scan of postTagScans) expect(scan["Node Type"]).not.toBe("Seq Scan");
  });

  test("every endpoint answers, and the deepest page is the oldest posts", async () => {
    const timings: string[] = [];
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await t.app.request(path);
      const body = await res.text();
      timings.push(`${path} ${res.status} ${(performance.now() - started).toFixed(1)} ms`);
      return { res, body };
    };
    const lastPage = Math.ceil(POSTS / BLOG_PAGE_SIZE);
    expect((await timed("/blog")).res.status).toBe(200);
    const deepest = await timed(`/blog?page=${lastPage}`);
    expect(deepest.res.status).toBe(200);
    expect(deepest.body.split("<article").length - 1).toBe(POSTS - (lastPage - 1) * BLOG_PAGE_SIZE);
    expect((await timed(`/blog?page=${lastPage + 1}`)).res.status).toBe(404);
    expect((await timed("/blog?category=automation&page=3")).res.status).toBe(200);
    const list = await timed("/api/blog-posts?page=50&limit=100");
    expect(list.res.headers.get("x-total-count")).toBe(String(POSTS));
    const slug = (JSON.parse(list.body) as { slug: string }[])[0]!.slug;
    expect((await timed(`/blog/${slug}`)).res.status).toBe(200);
    expect((await timed(`/api/blog-posts/${slug}`)).res.status).toBe(200);
    const rss = await timed("/api/rss");
    expect(rss.body.split("<item>").length - 1).toBe(FEED_SIZE);
    const sitemap = await timed("/sitemap.xml");
    expect(sitemap.body.split("<lastmod>").length - 1).toBe(POSTS);
    console.log(`  ${t.deps.database.kind}, ${POSTS} posts:\n    ${timings.join("\n    ")}`);
  }, 60_000);

  test("related posts: a window of the newest posts and the category's, tags counted from the post_tags key", async () => {
    // Every 167th post (60 of them), old and new alike.
    const ids = (await t.deps.db.select({ id: blogPosts.id }).from(blogPosts).orderBy(blogPosts.id)).map((r) => r.id).filter((_, i) => i % 167 === 0);
    const plan = await explain(relatedPostsStatement(t.deps.db, ids[ids.length >> 1]!));
    expectIndexed(plan, ["blog_posts_published_idx"]);
    const used = plan.map((n) => n["Index Name"]);
    expect(used).toContain("blog_posts_category_published_idx");
    // Each candidate's shared tags: one probe of the key (post_id, tag_id), never a scan of a tag's posts.
    const tagScans = plan.filter((n) => n["Relation Name"] === "post_tags");
    expect(tagScans.length).toBeGreaterThan(0);
    for (const scan of tagScans) expect(scan["Index Name"]).toBe("post_tags_post_id_tag_id_pk");
    // Server time: each of those posts' related read in turn (prepared, as the page runs it).
    const times: number[] = [];
    for (const postId of ids) {
      const started = performance.now();
      expect(await listRelatedPosts(t.deps.db, postId)).toHaveLength(3);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    const scans = plan.filter((n) => n["Relation Name"]).map((n) => `${n["Node Type"]} ${n["Relation Name"]}${n["Index Name"] ? ` (${n["Index Name"]})` : ""}`);
    console.log(
      `  ${t.deps.database.kind}, ${POSTS} posts, related posts (window ${RELATED_WINDOW}), ${times.length} posts: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms\n    plan: ${scans.join("\n          ")}`,
    );
  }, 60_000);
});
