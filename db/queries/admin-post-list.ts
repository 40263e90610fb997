/**
 * The admin's post list at any size: one page of small rows (no body, no SEO fields), searched, filtered
 * and sorted in SQL, with the counts per status for the same search and filters in one grouped statement.
 * The search matches the indexed document of db/schema/content.ts (title, slug, excerpt, body; the
 * 'simple' configuration) with to_tsquery over the words typed (searchTerms: letters and digits only, so no text is ever a
 * syntax error or an operator), and the last word matches as a prefix ("remind" finds "reminders"), so a
 * list narrows while the owner is still typing. The same SQL on PGlite and PostgreSQL; the statements are exposed so that
 * tests/api/admin-post-list.test.ts can check their plans at 10,000 posts.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PostStatusCounts } from "../../src/shared/admin-api.ts";
import type { IdFilter, PostListSort, PostListStatus, PostListView } from "../../src/shared/post-list-view.ts";
import type { Database } from "../client.ts";
import { blogPosts, postSearchDocument, postTags, publishedPostCounts } from "../schema/index.ts";
import { tagIdsByPost } from "./admin-posts.ts";

/** What a row of the list carries: enough to show, link and act on it; the dialog reads the rest. */
const rowColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  status: blogPosts.status,
  authorId: blogPosts.authorId,
  categoryId: blogPosts.categoryId,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  version: blogPosts.version,
};

type RowFields = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"] | ((typeof rowColumns)[K]["_"]["notNull"] extends true ? never : null) };
export type AdminPostListRow = RowFields & { tagIds: number[] };

/** What narrows the list, apart from the status (which the counts are per). */
export type PostListFilter = Pick<PostListView, "q" | "category" | "author" | "tag">;

// now() is the statement's transaction time: one read never counts a post as both scheduled and public.
const isScheduled = and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, sql`now()`))!;
// A published row without a time (written before the admin set one) has always been public.
const isPublic = and(eq(blogPosts.status, "published"), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)))!;
const byStatus: Record<Exclude<PostListStatus, "all">, SQL> = { draft: eq(blogPosts.status, "draft"), published: isPublic, scheduled: isScheduled };

/**
 * The search as the owner means it: every word must match, or either side of an `or`; the last word as a
 * prefix. Words are runs of letters and digits; everything else separates them. So nothing typed can be
 * an operator, a phrase or a NOT: the index cannot answer those alone (a phrase is checked against each
 * candidate's document, a NOT against every post's), and "1=1" or a quoted pair of common words would
 * compute thousands of documents. A slug's hyphens separate words, as the document splits slugs.
 * @example searchTerms('"missed calls" -guide') // "missed & calls & guide:*"
 */
export function searchTerms(q: string): string {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let terms = "";
  let orNext = false;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    // `or` between two words joins them; first or last it is a word like any other.
    if (word === "or" && terms !== "" && !last) {
      orNext = true;
      return;
    }
    const term = last ? `${word}:*` : word;
    terms += terms === "" ? term : `${orNext ? " | " : " & "}${term}`;
    orNext = false;
  });
  return terms;
}

/** The search as a tsquery; the terms reach the database only as a bound parameter. Nothing to look for matches nothing. */
export function searchQuery(q: string): SQL {
  const terms = searchTerms(q);
  return terms ? sql`to_tsquery('simple', ${terms})` : sql`''::tsquery`;
}

function idFilter(column: typeof blogPosts.authorId | typeof blogPosts.categoryId, value: IdFilter): SQL {
  return value === "none" ? isNull(column) : eq(column, value);
}

/** The filter's conditions, each one an index can serve: the search document (GIN), author, category, tag. */
function filterConditions(db: Database, filter: PostListFilter): SQL[] {
  const conditions: SQL[] = [];
  // The very expression of blog_posts_search_idx, or the index is not used.
  if (filter.q) conditions.push(sql`${postSearchDocument} @@ ${searchQuery(filter.q)}`);
  if (filter.category !== null) conditions.push(idFilter(blogPosts.categoryId, filter.category));
  if (filter.author !== null) conditions.push(idFilter(blogPosts.authorId, filter.author));
  if (filter.tag !== null) conditions.push(inArray(blogPosts.id, db.select({ postId: postTags.postId }).from(postTags).where(eq(postTags.tagId, filter.tag))));
  return conditions;
}

/** Each order ends with the id, so a page boundary never splits or repeats rows that tie. */
const ORDER: Record<PostListSort, SQL[]> = {
  // Exactly blog_posts_updated_idx's order (desc nulls last), or the index cannot serve it.
  updated: [sql`${blogPosts.updatedAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`],
  // Drafts have no time: they come after every published post.
  published: [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.id)],
  // blog_posts_title_idx.
  title: [asc(blogPosts.title), asc(blogPosts.id)],
};

/** The statements, as builders a test can EXPLAIN. */
export const adminPostListStatements = {
  page(db: Database, view: PostListView, limit: number) {
    const conditions = filterConditions(db, view);
    if (view.status !== "all") conditions.push(byStatus[view.status]);
    return db
      .select(rowColumns)
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(...ORDER[view.sort])
      .limit(limit)
      .offset((view.page - 1) * limit);
  },
  /**
   * A search's page and its counts in one pass over the matches: the search index is read and the
   * matching rows fetched once (twice, as two statements, was most of a search's time at 10,000 posts on
   * PostgreSQL). The counts ride on every row of the page; a page with no rows has none (see listAdminPostPage).
   */
  searchPage(db: Database, view: PostListView, limit: number) {
    const matches = db
      .select({
        ...rowColumns,
        inView: (view.status === "all" ? sql<boolean>`true` : sql<boolean>`(${byStatus[view.status]})`).as("in_view"),
        allCount: sql<number>`count(*) over ()`.mapWith(Number).as("all_count"),
        draftCount: sql<number>`count(*) filter (where ${byStatus.draft}) over ()`.mapWith(Number).as("draft_count"),
        scheduledCount: sql<number>`count(*) filter (where ${isScheduled}) over ()`.mapWith(Number).as("scheduled_count"),
      })
      .from(blogPosts)
      .where(and(...filterConditions(db, view)))
      .as("matches");
    const order: Record<PostListSort, SQL[]> = {
      updated: [sql`${matches.updatedAt} desc nulls last`, sql`${matches.id} desc nulls last`],
      published: [sql`${matches.publishedAt} desc nulls last`, desc(matches.id)],
      title: [asc(matches.title), asc(matches.id)],
    };
    return db
      .select()
      .from(matches)
      .where(sql`${matches.inView}`)
      .orderBy(...order[view.sort])
      .limit(limit)
      .offset((view.page - 1) * limit);
  },
  /** One pass over the matching rows: how many in all, and how many drafts and scheduled posts among them. */
  counts(db: Database, filter: PostListFilter) {
    return db
      .select({
        all: count(),
        draft: sql<number>`count(*) filter (where ${byStatus.draft})`.mapWith(Number),
        scheduled: sql<number>`count(*) filter (where ${isScheduled})`.mapWith(Number),
      })
      .from(blogPosts)
      .where(and(...filterConditions(db, filter)));
  },
};

/**
 * Runs a search's statements with the row-by-row plans turned off. Matching the document row by row means
 * computing it (to_tsvector over each body: seconds at 10,000 posts), but the planner prices that like the
 * index's recheck and so picks a sequential scan, or a walk down the sort index, whenever a word is common.
 * The GIN index finds the matches without computing anything; sorting a few thousand small rows is cheap.
 */
export async function withSearchPlan<T>(db: Database, view: PostListFilter, read: (db: Database) => Promise<T>): Promise<T> {
  if (!view.q) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return read(tx as unknown as Database);
  });
}

/**
 * The counts with nothing narrowing the list (the tab as it opens), without reading the posts: the total
 * from the smallest index (index-only where the visibility map allows), the published ones from the kept
 * counts, the scheduled ones as a range of the published index. Grouping every row instead reads the whole
 * table, bodies and all: 9 ms at 10,000 posts on the embedded database, the list's main cost.
 */
async function unfilteredTally(db: Database): Promise<Tally> {
  // The published ones (scheduled included) are the kept per-category counts the public blog totals
  // with (db/schema/published-post-counts.ts), moved by triggers in each writing transaction: a few rows.
  const publishedCount = db
    .select({ n: sql<number>`coalesce(sum(${publishedPostCounts.posts}), 0)::int`.mapWith(Number) })
    .from(publishedPostCounts)
    .then(([row]) => row?.n ?? 0);
  const [all, published, scheduled] = await Promise.all([db.$count(blogPosts), publishedCount, db.$count(blogPosts, isScheduled)]);
  return { all, draft: all - published, scheduled };
}

/** The counts for a filter: one grouped pass over the matching rows, or the kept indexes when nothing narrows the list. */
async function tallyOf(db: Database, filter: PostListFilter): Promise<Tally> {
  const narrowed = filter.q !== "" || filter.category !== null || filter.author !== null || filter.tag !== null;
  if (!narrowed) return unfilteredTally(db);
  const [tally] = await adminPostListStatements.counts(db, filter);
  return tally;
}

/** A search's rows and counts from its one statement; the counts alone when the page is past the last row. */
async function searchPageAndTally(db: Database, view: PostListView, limit: number): Promise<[RowFields[], Tally]> {
  const found = await adminPostListStatements.searchPage(db, view, limit);
  const first = found[0];
  const tally: Tally = first ? { all: first.allCount, draft: first.draftCount, scheduled: first.scheduledCount } : await tallyOf(db, view);
  const rows = found.map(({ inView: _v, allCount: _a, draftCount: _d, scheduledCount: _s, ...row }) => row);
  return [rows, tally];
}

export interface AdminPostListPage {
  rows: AdminPostListRow[];
  counts: PostStatusCounts;
}

/**
 * One page of the list (rows of the view's status), and the counts per status for its search and filters.
 * @example const { rows, counts } = await listAdminPostPage(db, { ...DEFAULT_POST_LIST_VIEW, q: "reviews" }, 25);
 */
export function listAdminPostPage(db: Database, view: PostListView, limit: number): Promise<AdminPostListPage> {
  return withSearchPlan(db, view, async (db) => {
    const [rows, tally] = view.q ? await searchPageAndTally(db, view, limit) : await Promise.all([adminPostListStatements.page(db, view, limit), tallyOf(db, view)]);
    const tagsOf = await tagIdsByPost(
      db,
      rows.map((r) => r.id),
    );
    return { rows: rows.map((row) => ({ ...row, tagIds: tagsOf.get(row.id) ?? [] })), counts: countsOf(tally) };
  });
}

type Tally = { all: number; draft: number; scheduled: number } | undefined;

function countsOf(tally: Tally): PostStatusCounts {
  const all = tally?.all ?? 0;
  const draft = tally?.draft ?? 0;
  const scheduled = tally?.scheduled ?? 0;
  return { all, published: all - draft - scheduled, scheduled, draft };
}

function countOf(tally: Tally, status: PostListStatus): number {
  return countsOf(tally)[status];
}

export type AdminPostFull = typeof blogPosts.$inferSelect & { tagIds: number[] };

/**
 * The same page as whole posts (body and SEO fields included), for the API's list: the page's ids from
 * the list's statement, then those rows by primary key, in the page's order.
 */
export async function listAdminPostsFull(db: Database, view: PostListView, limit: number): Promise<{ posts: AdminPostFull[]; total: number }> {
  const [ids, tally] = await withSearchPlan(db, view, (db) => Promise.all([adminPostListStatements.page(db, view, limit), tallyOf(db, view)]));
  const order = ids.map((r) => r.id);
  const [rows, tagsOf] =
    order.length === 0 ? [[], new Map<number, number[]>()] : await Promise.all([db.select().from(blogPosts).where(inArray(blogPosts.id, order)), tagIdsByPost(db, order)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const posts = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, tagIds: tagsOf.get(id) ?? [] }] : [];
  });
  return { posts, total: countOf(tally, view.status) };
}
