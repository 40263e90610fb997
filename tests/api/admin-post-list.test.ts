/**
 * The admin's post list at 10,000 posts (seeded once for the file), on whichever database the run uses:
 * paging, search (a title word, a body word, a slug, a partial last word; operators, NUL and 10 KB refused
 * or harmless, never a 5xx), filters (status with Scheduled, category, author, tag), the three orders with
 * their tiebreak, the counts per status, bad parameters answered 400 with the parameter named, the
 * array API's headers, one post by id — and the plans: the search through the GIN index, never a
 * sequential scan computing the document row by row.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { inArray, sql } from "drizzle-orm";
import { adminPostListStatements, withSearchPlan } from "../../db/queries/admin-post-list.ts";
import { authors, blogPosts, categories, postTags, tags } from "../../db/schema/index.ts";
import type { AdminPost, PostListPage } from "../../src/shared/admin-api.ts";
import { DEFAULT_POST_LIST_VIEW, type PostListView } from "../../src/shared/post-list-view.ts";
import { SCALE_POSTS as POSTS, scalePosts } from "../support/database-bases.ts";
import { adminSessionForFile, json } from "./admin-support.ts";

const admin = adminSessionForFile({}, { base: scalePosts });
const id = Date.now().toString(36);

/** A few posts of our own among the 10,000, with words no generated post has. */
const ours = {
  draft: { title: `Zebra crossings draft ${id}`, slug: `zebra-draft-${id}`, content: "<p>A body about quokkas.</p>", status: "draft" },
  scheduled: { title: `Zebra parade ${id}`, slug: `zebra-parade-${id}`, content: "<p>Marching soon.</p>", status: "published", publishedAt: "2099-06-01T09:00:00.000Z" },
  live: { title: `Aardvark habits ${id}`, slug: `aardvark-habits-${id}`, excerpt: "Burrowing facts", content: "<p>Termites.</p>", status: "published" },
};
const created: Record<keyof typeof ours, AdminPost> = {} as never;
let tagId = 0;
let categoryId = 0;
let authorId = 0;

beforeAll(async () => {
  const { db } = admin.t.deps;
  const [tag] = await db
    .insert(tags)
    .values({ name: `Zoo ${id}`, slug: `zoo-${id}` })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: `Animals ${id}`, slug: `animals-${id}` })
    .returning();
  const [author] = await db
    .insert(authors)
    .values({ name: `Keeper ${id}`, slug: `keeper-${id}` })
    .returning();
  tagId = tag!.id;
  categoryId = category!.id;
  authorId = author!.id;
  for (const [key, body] of Object.entries(ours) as [keyof typeof ours, Record<string, unknown>][]) {
    const res = await admin.send("POST", "/api/admin/blog-posts", { ...body, tagIds: [tagId], categoryId, authorId: key === "live" ? null : authorId });
    expect(res.status).toBe(201);
    created[key] = await json(res);
  }
}, 240_000);

async function page(query = ""): Promise<PostListPage> {
  const res = await admin.send("GET", `/api/admin/blog-posts/page${query ? `?${query}` : ""}`);
  expect(res.status, query).toBe(200);
  return json(res);
}

const titles = (p: PostListPage) => p.posts.map((post) => post.title);

describe(`the list at ${POSTS.toLocaleString("en-US")} posts`, () => {
  test("one page of 25 small rows (no body), the newest change first, the total and the counts per status", async () => {
    const first = await page();
    expect(first.posts).toHaveLength(25);
    expect(first.page).toBe(1);
    expect(first.limit).toBe(25);
    expect(first.total).toBe(first.counts.all);
    expect(first.counts.all).toBeGreaterThanOrEqual(POSTS + 3);
    expect(first.counts.scheduled).toBeGreaterThanOrEqual(1);
    expect(first.counts.draft).toBeGreaterThanOrEqual(1);
    expect(first.counts.all).toBe(first.counts.published + first.counts.scheduled + first.counts.draft);
    expect(Object.keys(first.posts[0]!).sort()).toEqual(
      ["authorId", "categoryId", "createdAt", "id", "publishedAt", "slug", "status", "tagIds", "title", "updatedAt", "version"].sort(),
    );
    // Our three posts are the last written.
    expect(titles(first).slice(0, 3)).toEqual([ours.live.title, ours.scheduled.title, ours.draft.title]);
    const stamps = first.posts.map((p) => Date.parse(p.updatedAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    // The JSON of a page stays small whatever the posts hold.
    expect(JSON.stringify(first).length).toBeLessThan(12_000);
  });

  test("pages follow each other without a gap or a repeat; the last page is partial, one past it is empty", async () => {
    const [p1, p2] = [await page("limit=50&page=1"), await page("limit=50&page=2")];
    const ids = [...p1.posts, ...p2.posts].map((p) => p.id);
    expect(new Set(ids).size).toBe(100);
    const lastPage = Math.ceil(p1.total / 100);
    const last = await page(`limit=100&page=${lastPage}`);
    expect(last.posts.length).toBe(p1.total - (lastPage - 1) * 100);
    expect((await page(`limit=100&page=${lastPage + 1}`)).posts).toEqual([]);
  });

  test("search: a title word, a body word, a slug, an excerpt word, a partial last word, two words", async () => {
    expect(titles(await page(`q=zebra`))).toEqual([ours.scheduled.title, ours.draft.title]);
    expect(titles(await page(`q=quokkas`))).toEqual([ours.draft.title]);
    expect(titles(await page(`q=${ours.live.slug}`))).toEqual([ours.live.title]);
    expect(titles(await page(`q=burrowing`))).toEqual([ours.live.title]);
    // Still typing: the last word matches as a prefix.
    expect(titles(await page(`q=aardv`))).toEqual([ours.live.title]);
    expect(titles(await page(`q=${encodeURIComponent("zebra parad")}`))).toEqual([ours.scheduled.title]);
    // Case does not matter; a common word finds thousands and still answers one page.
    expect(titles(await page(`q=ZEBRA`))).toHaveLength(2);
    const common = await page(`q=customers`);
    expect(common.total).toBeGreaterThan(1_000);
    expect(common.posts).toHaveLength(25);
  });

  test("search text with full-text operators, quotes, NUL or 10 KB: an answer or a clear 400, never a 5xx", async () => {
    for (const q of ["'&|!():*", "zebra & !", "(zebra", 'zebra "parade', "zebra:*", "-zebra", "zebra or", "' or 1=1 --", "!!!", "\\", "é", "日本語", "%", "_"]) {
      const res = await admin.send("GET", `/api/admin/blog-posts/page?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(Array.isArray((await json<PostListPage>(res)).posts)).toBe(true);
    }
    // Every word must match; quotes, '-' and other signs only separate words (a phrase or a NOT would compute each post's document).
    expect(titles(await page(`q=${encodeURIComponent('"zebra parade"')}`))).toEqual([ours.scheduled.title]);
    expect(titles(await page(`q=${encodeURIComponent("-zebra parade")}`))).toEqual([ours.scheduled.title]);
    expect(titles(await page(`q=${encodeURIComponent("quokkas or termites")}`)).sort()).toEqual([ours.draft.title, ours.live.title].sort());
    const long = await admin.send("GET", `/api/admin/blog-posts/page?q=${"a".repeat(10_240)}`);
    expect(long.status).toBe(400);
    expect(await json(long)).toEqual({ error: "Invalid query parameters", issues: [{ field: "q", message: "q (the search) must be at most 200 characters" }] });
    const nul = await admin.send("GET", "/api/admin/blog-posts/page?q=a%00b");
    expect(nul.status).toBe(400);
  });

  test("filters: status (Scheduled is published with a time ahead), category, author or none, tag; counts follow the search and filters", async () => {
    const scheduled = await page(`status=scheduled&q=zebra`);
    expect(titles(scheduled)).toEqual([ours.scheduled.title]);
    expect(scheduled.counts).toEqual({ all: 2, published: 0, scheduled: 1, draft: 1 });
    expect(titles(await page(`status=draft&q=zebra`))).toEqual([ours.draft.title]);
    expect(titles(await page(`status=published&category=${categoryId}`))).toEqual([ours.live.title]);
    const byTag = await page(`tag=${tagId}`);
    expect(byTag.counts).toEqual({ all: 3, published: 1, scheduled: 1, draft: 1 });
    expect(titles(await page(`author=${authorId}&tag=${tagId}`)).sort()).toEqual([ours.draft.title, ours.scheduled.title].sort());
    expect(titles(await page(`author=none&tag=${tagId}`))).toEqual([ours.live.title]);
    // The seed leaves about one post in 40 without an author.
    const noAuthor = await page("author=none");
    expect(noAuthor.total).toBeGreaterThan(100);
    expect(noAuthor.posts.every((p) => p.authorId === null)).toBe(true);
    const noCategory = await page("category=none&limit=100");
    expect(noCategory.posts.every((p) => p.categoryId === null)).toBe(true);
    const published = await page("status=published");
    expect(published.total).toBe(published.counts.published);
    expect(published.posts.every((p) => p.status === "published" && Date.parse(p.publishedAt!) <= Date.now())).toBe(true);
  });

  test("orders: updated (default), published (drafts last), title A→Z; ties broken by id, stable across pages", async () => {
    const byTitle = await page(`sort=title&tag=${tagId}`);
    expect(titles(byTitle)).toEqual([ours.live.title, ours.draft.title, ours.scheduled.title]);
    const byPublished = await page(`sort=published&tag=${tagId}`);
    expect(titles(byPublished)).toEqual([ours.scheduled.title, ours.live.title, ours.draft.title]);
    // Many generated posts share a title: the id orders them, so two pages never overlap.
    const [a, b] = [await page("sort=title&limit=100&page=3"), await page("sort=title&limit=100&page=4")];
    const rows = [...a.posts, ...b.posts];
    expect(new Set(rows.map((p) => p.id)).size).toBe(200);
    for (let i = 1; i < rows.length; i++) {
      const [prev, next] = [rows[i - 1]!, rows[i]!];
      if (prev.title === next.title) expect(next.id).toBeGreaterThan(prev.id);
    }
  });

  test("bad parameters: 400 naming the parameter, never a 5xx", async () => {
    const cases: [string, string, string][] = [
      ["status=deleted", "status", "status must be one of all, published, scheduled, draft"],
      ["sort=random", "sort", "sort must be one of updated, published, title"],
      ["page=999999999", "page", "page must be a whole number from 1 to 100000"],
      ["page=-1", "page", "page must be a whole number from 1 to 100000"],
      ["page=0", "page", "page must be a whole number from 1 to 100000"],
      ["page=1.5", "page", "page must be a whole number from 1 to 100000"],
      ["limit=101", "limit", "limit must be between 1 and 100"],
      ["limit=0", "limit", "limit must be between 1 and 100"],
      ["category=abc", "category", "category must be a category id or none"],
      ["author=99999999999", "author", "author must be an author id or none"],
      ["tag=none", "tag", "tag must be a tag id"],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ["/api/admin/blog-posts/page", "/api/admin/blog-posts"]) {
        const res = await admin.send("GET", `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(await json(res), query).toEqual({ error: "Invalid query parameters", issues: [{ field, message }] });
      }
    }
  });

  test("GET /api/admin/blog-posts: still an array of whole posts, one page of 100 by default, paging in X-Total-Count and Link", async () => {
    const res = await admin.send("GET", "/api/admin/blog-posts");
    expect(res.status).toBe(200);
    const posts = await json<AdminPost[]>(res);
    expect(Array.isArray(posts)).toBe(true);
    expect(posts).toHaveLength(100);
    expect(posts[0]).toEqual(created.live);
    const total = Number(res.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(POSTS + 3);
    const lastPage = Math.ceil(total / 100);
    expect(res.headers.get("link")).toBe(
      `</api/admin/blog-posts?page=1>; rel="first", </api/admin/blog-posts?page=2>; rel="next", </api/admin/blog-posts?page=${lastPage}>; rel="last"`,
    );

    const searched = await admin.send("GET", `/api/admin/blog-posts?q=zebra&limit=1&page=2`);
    expect(await json(searched)).toEqual([created.draft]);
    expect(searched.headers.get("x-total-count")).toBe("2");
    expect(searched.headers.get("link")).toBe(
      '</api/admin/blog-posts?q=zebra&limit=1&page=1>; rel="first", </api/admin/blog-posts?q=zebra&limit=1&page=1>; rel="prev", </api/admin/blog-posts?q=zebra&limit=1&page=2>; rel="last"',
    );
  });

  test("GET /api/admin/blog-posts/:id: the whole post, as the edit dialog opens it; 404 for an unknown or malformed id", async () => {
    const res = await admin.send("GET", `/api/admin/blog-posts/${created.scheduled.id}`);
    expect(res.status).toBe(200);
    const post = await json<AdminPost>(res);
    expect(post).toEqual(created.scheduled);
    expect(post.content).toBe("<p>Marching soon.</p>");
    expect(post.tagIds).toEqual([tagId]);
    expect(post.version).toEqual(expect.any(Number));
    for (const bad of ["999999999", "abc", "-1", "1.5"]) {
      const missing = await admin.send("GET", `/api/admin/blog-posts/${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(await json(missing)).toEqual({ error: "Blog post not found" });
    }
  });
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe("the plans", () => {
  /** EXPLAIN (FORMAT JSON) of a statement, run under the same settings as the list runs it. */
  async function explain(view: PostListView, which: "page" | "searchPage" | "counts"): Promise<PlanNode[]> {
    return withSearchPlan(admin.t.deps.db, view, async (db) => {
      const builder = which === "counts" ? adminPostListStatements.counts(db, view) : adminPostListStatements[which](db, view, 25);
      const { sql: text, params } = builder.toSQL();
      const result = await db.execute(sql.raw(`explain (format json) ${inline(text, params)}`));
      const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
      const cell = rows[0]!["QUERY PLAN"];
      const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      return nodes(plan[0]!.Plan);
    });
  }

  /** The statement with its parameters written in (numbers and quoted text only, as these tests pass). */
  function inline(text: string, params: unknown[]): string {
    return text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
  }

  test("a search, common or rare, reads blog_posts through the search index and never scans it", async () => {
    for (const q of ["customers", "quokkas", "zebra parad", "the", '"the the"', "-the", "the or -and"]) {
      for (const which of ["page", "searchPage", "counts"] as const) {
        const plan = await explain({ ...DEFAULT_POST_LIST_VIEW, q }, which);
        const scans = plan.filter((n) => n["Relation Name"] === "blog_posts");
        expect(scans.length, `${q} ${which}`).toBeGreaterThan(0);
        for (const scan of scans) expect(scan["Node Type"], `${q} ${which}`).not.toBe("Seq Scan");
        expect(
          plan.some((n) => n["Index Name"] === "blog_posts_search_idx"),
          `${q} ${which}`,
        ).toBe(true);
      }
    }
  });

  test("the default page walks the updated index; a title page the title index", async () => {
    const updated = await explain(DEFAULT_POST_LIST_VIEW, "page");
    expect(updated.some((n) => n["Index Name"] === "blog_posts_updated_idx")).toBe(true);
    const byTitle = await explain({ ...DEFAULT_POST_LIST_VIEW, sort: "title" }, "page");
    expect(byTitle.some((n) => n["Index Name"] === "blog_posts_title_idx")).toBe(true);
  });

  test("the seed made them", async () => {
    const { db } = admin.t.deps;
    expect(await db.$count(blogPosts)).toBeGreaterThanOrEqual(POSTS);
    expect(await db.$count(postTags, inArray(postTags.tagId, [tagId]))).toBe(3);
  });
});
