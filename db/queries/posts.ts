/**
 * Public blog reads: published posts whose time has come, newest first (publishedAt, then id). A post
 * published with a publishedAt still ahead is scheduled: no public read returns it before that moment
 * (nextScheduledPublication says when the page cache must look again). Every query here
 * is served by an index — blog_posts_published_idx, blog_posts_category_published_idx, the slug key —
 * and reads at most one page of rows (tests/api/blog-scale.test.ts checks the plans at 10,000 posts).
 * What they return is safe to show: content through sanitizePostHtml, image URLs http(s) or
 * root-relative only (else null), whatever was stored.
 */
import { and, desc, eq, gt, inArray, isNull, lte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type ContentFormat, renderPostContent } from "../../src/shared/post-content.ts";
import type { PostSeoFields } from "../../src/shared/post-fields.ts";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, postTags, publishedPostCounts, tags } from "../schema/index.ts";
import { perDatabase } from "./per-database.ts";
import { readingTimeMinutes } from "./reading-time.ts";
import { safeImageUrl } from "./safe-image-url.ts";

export interface CategoryLink {
  id: number;
  name: string;
  slug: string;
}

/** A card in the list: what /blog and GET /api/blog-posts show. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  author: { name: string } | null;
  category: { name: string; slug: string } | null;
}

/** One post with everything its page, the API and the feed need; content already sanitized. */
export interface PublishedPost extends Omit<PostSummary, "author">, PostSeoFields {
  content: string;
  updatedAt: Date;
  /** Minutes, from the text (reading-time.ts). */
  readingTime: number;
  /** slug: the author's page, /blog/author/{slug}. */
  author: { name: string; slug: string; bio: string | null; imageUrl: string | null } | null;
  tags: { name: string; slug: string }[];
}

/**
 * A post as the feed shows it, without its content (read only when the feed has no item written for
 * this revision of the row, see readPostContents).
 */
export interface FeedPost extends PostSummary {
  updatedAt: Date;
  tags: { name: string; slug: string }[];
  /** Changes with every write of the post's row (PostgreSQL's xmin: the transaction that wrote this version). */
  revision: string;
}

const isPublished = eq(blogPosts.status, "published");
// now() is the statement's transaction time, so one read never sees a post both scheduled and public.
// A published row without a publishedAt (written before the admin set one) has always been public.
export const isPublic = and(isPublished, or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)))!;
const isScheduled = and(isPublished, gt(blogPosts.publishedAt, sql`now()`))!;
// Matches both partial indexes: published_at desc nulls first, id desc nulls first.
export const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  featuredImageUrl: blogPosts.featuredImageUrl,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  authorName: authors.name,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null };

export function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id!,
    slug: row.slug!,
    title: row.title!,
    excerpt: row.excerpt,
    featuredImageUrl: safeImageUrl(row.featuredImageUrl),
    publishedAt: row.publishedAt,
    createdAt: row.createdAt!,
    author: row.authorName === null ? null : { name: row.authorName },
    category: row.categoryName === null ? null : { name: row.categoryName, slug: row.categorySlug! },
  };
}

export interface PostListQuery {
  limit: number;
  offset?: number;
  /** Only this category's posts. */
  categoryId?: number;
}

/** A statement's parameter: a value, or a placeholder filled in when a prepared statement runs. */
type Param<T> = T | Placeholder;
type StatementListQuery = { limit: Param<number>; offset?: Param<number>; categoryId?: Param<number> };

const inCategory = (condition: SQL, categoryId?: Param<number>) => (categoryId === undefined ? condition : and(condition, eq(blogPosts.categoryId, categoryId))!);

/**
 * Scheduled posts (of one category): the few newest rows of a published index, counted to take them off
 * the published counts, which the triggers keep by status alone (they cannot know when a moment passes).
 */
const scheduledCount = (categoryId?: Param<number> | SQL) =>
  sql`(select count(*) from ${blogPosts} where ${categoryId === undefined ? isScheduled : and(isScheduled, eq(blogPosts.categoryId, categoryId))})`;

/** A post's tags as JSON, read in the same statement as the post (one round trip, not two). */
export const tagsOfPost = (order: "by name" | "unordered") => sql<{ name: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('name', ${tags.name}, 'slug', ${tags.slug})${order === "by name" ? sql` order by ${tags.name}, ${tags.id}` : sql``})
  from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId}
  where ${postTags.postId} = ${blogPosts.id}), '[]'::json)`;

/** Every column a post's page reads (db/queries/post-previews.ts reads the same for a preview). */
export const postColumns = {
  ...summaryColumns,
  tags: tagsOfPost("by name"),
  content: blogPosts.content,
  contentFormat: blogPosts.contentFormat,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  metaKeywords: blogPosts.metaKeywords,
  ogTitle: blogPosts.ogTitle,
  ogDescription: blogPosts.ogDescription,
  ogImageUrl: blogPosts.ogImageUrl,
  updatedAt: blogPosts.updatedAt,
  authorSlug: authors.slug,
  authorBio: authors.bio,
  authorImageUrl: authors.imageUrl,
};

type PostRow = { [K in Exclude<keyof typeof postColumns, "tags">]: (typeof postColumns)[K]["_"]["data"] | null } & {
  tags: { name: string; slug: string }[] | string;
};

/**
 * Rendering Markdown, sanitizing and counting words are the costliest steps of a post read (≈0.3 ms a
 * post): done once per post and stored content, and remembered for the most recent thousand posts. Kept
 * by post id and checked against what is stored, which costs a comparison where hashing 50 posts'
 * content as map keys would not.
 */
const prepared = new Map<number, { stored: string; format: ContentFormat; content: string; readingTime: number }>();
const PREPARED_ENTRIES = 1000;

function preparedContent(id: number, stored: string, format: ContentFormat): { content: string; readingTime: number } {
  let ready = prepared.get(id);
  if (ready === undefined || ready.stored !== stored || ready.format !== format) {
    const content = renderPostContent(stored, format);
    ready = { stored, format, content, readingTime: readingTimeMinutes(content) };
    prepared.delete(id);
    if (prepared.size >= PREPARED_ENTRIES) prepared.delete(prepared.keys().next().value!);
    prepared.set(id, ready);
  }
  return ready;
}

export const byNameThenSlug = (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;

// PGlite and postgres.js both parse json; a driver that does not hands over the text.
export const tagsFrom = (tags: { name: string; slug: string }[] | string): { name: string; slug: string }[] => (typeof tags === "string" ? JSON.parse(tags) : tags);

export function toPost(row: PostRow): PublishedPost {
  const summary = toSummary(row);
  const { content, readingTime } = preparedContent(summary.id, row.content ?? "", row.contentFormat ?? "html");
  return {
    ...summary,
    content,
    readingTime,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImageUrl: safeImageUrl(row.ogImageUrl),
    updatedAt: row.updatedAt!,
    author: row.authorName === null ? null : { name: row.authorName, slug: row.authorSlug!, bio: row.authorBio, imageUrl: safeImageUrl(row.authorImageUrl) },
    tags: tagsFrom(row.tags),
  };
}

/**
 * The statements behind the functions below, as Drizzle builders: tests EXPLAIN them
 * (tests/api/blog-scale.test.ts) to prove each one is served by an index at 10,000 posts.
 */
export const publicPostStatements = {
  /**
   * The page's ids come from the partial index alone (an index-only scan, however deep the OFFSET);
   * only those rows are then read and joined. The total rides along from the counts the triggers keep.
   */
  page(db: Database, query: StatementListQuery) {
    const page = db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(inCategory(isPublic, query.categoryId))
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset ?? 0)
      .as("page");
    return db
      .select({ ...summaryColumns, total: sql<number>`(${publicPostStatements.count(db, query)})` })
      .from(page)
      .innerJoin(blogPosts, eq(blogPosts.id, page.id))
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .orderBy(...newestFirst);
  },
  /** A handful of rows (one per category) summed, or one row, less the scheduled: never a scan of the posts. */
  count(db: Database, query: { categoryId?: Param<number> }) {
    return db
      .select({ n: sql<number>`(coalesce(sum(${publishedPostCounts.posts}), 0) - ${scheduledCount(query.categoryId)})::int` })
      .from(publishedPostCounts)
      .where(query.categoryId === undefined ? undefined : eq(publishedPostCounts.categoryKey, query.categoryId));
  },
  categoriesWithPosts(db: Database) {
    return db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .innerJoin(publishedPostCounts, eq(publishedPostCounts.categoryKey, categories.id))
      .where(gt(publishedPostCounts.posts, scheduledCount(sql`${categories.id}`)))
      .orderBy(categories.name, categories.id);
  },
  categoryBySlug(db: Database, slug: Param<string>) {
    return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).limit(1);
  },
  bySlug(db: Database, slug: Param<string>) {
    return db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .where(and(eq(blogPosts.slug, slug), isPublic))
      .limit(1);
  },
  feed(db: Database, limit: Param<number>) {
    return (
      db
        // Tags unordered: a sort per post is a third of this read on PGlite; listPostsForFeed orders them.
        .select({ ...summaryColumns, updatedAt: blogPosts.updatedAt, tags: tagsOfPost("unordered"), revision: sql<string>`${blogPosts}.xmin::text` })
        .from(blogPosts)
        .leftJoin(authors, eq(authors.id, blogPosts.authorId))
        .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
        .where(isPublic)
        .orderBy(...newestFirst)
        .limit(limit)
    );
  },
  contents(db: Database, ids: number[]) {
    return db.select({ id: blogPosts.id, content: blogPosts.content, contentFormat: blogPosts.contentFormat }).from(blogPosts).where(inArray(blogPosts.id, ids));
  },
  /** Reads every published row by design (a sitemap lists them all): two small columns each. */
  sitemap(db: Database) {
    return db
      .select({ slug: blogPosts.slug, lastModified: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublic)
      .orderBy(...newestFirst);
  },
  /** The first row of the published index after now(): one index probe. */
  nextScheduled(db: Database) {
    return db
      .select({ at: sql<string | null>`min(${blogPosts.publishedAt})` })
      .from(blogPosts)
      .where(isScheduled);
  },
};

/**
 * The statements above, prepared once per database: built once, and on PostgreSQL parsed and planned
 * once per connection (an unprepared Drizzle query is planned on every run, ≈0.3 ms of a 1 ms read).
 */
function prepareStatements(db: Database) {
  const limit = sql.placeholder("limit");
  const offset = sql.placeholder("offset");
  const categoryId = sql.placeholder("categoryId");
  const slug = sql.placeholder("slug");
  return {
    page: publicPostStatements.page(db, { limit, offset }).prepare("blog_page"),
    pageInCategory: publicPostStatements.page(db, { limit, offset, categoryId }).prepare("blog_page_in_category"),
    count: publicPostStatements.count(db, {}).prepare("blog_count"),
    countInCategory: publicPostStatements.count(db, { categoryId }).prepare("blog_count_in_category"),
    categoriesWithPosts: publicPostStatements.categoriesWithPosts(db).prepare("blog_categories"),
    categoryBySlug: publicPostStatements.categoryBySlug(db, slug).prepare("blog_category_by_slug"),
    bySlug: publicPostStatements.bySlug(db, slug).prepare("blog_post_by_slug"),
    feed: publicPostStatements.feed(db, limit).prepare("blog_feed"),
    sitemap: publicPostStatements.sitemap(db).prepare("blog_sitemap"),
    nextScheduled: publicPostStatements.nextScheduled(db).prepare("blog_next_scheduled"),
  };
}

const statementsFor = perDatabase(prepareStatements);

/**
 * One page of published posts, newest first, and how many there are in all (for page counts).
 * @example const { posts, total } = await listPublishedPage(db, { limit: 12, offset: 12 });
 */
export async function listPublishedPage(db: Database, query: PostListQuery): Promise<{ posts: PostSummary[]; total: number }> {
  const statements = statementsFor(db);
  const values = { limit: query.limit, offset: query.offset ?? 0, categoryId: query.categoryId };
  const rows = await (query.categoryId === undefined ? statements.page : statements.pageInCategory).execute(values);
  // Past the last page no row carries the total: only then is it read on its own.
  const total = rows[0]?.total ?? ((query.offset ?? 0) > 0 ? await countPublishedPosts(db, query) : 0);
  return { posts: rows.map(toSummary), total };
}

/** How many published posts there are (in one category), for page counts. */
export async function countPublishedPosts(db: Database, query: { categoryId?: number } = {}): Promise<number> {
  const statements = statementsFor(db);
  const [row] = await (query.categoryId === undefined ? statements.count.execute() : statements.countInCategory.execute({ categoryId: query.categoryId }));
  return row?.n ?? 0;
}

/** The filter bar: every category with at least one published post, by name. */
export async function listCategoriesWithPublishedPosts(db: Database): Promise<CategoryLink[]> {
  return statementsFor(db).categoriesWithPosts.execute();
}

export async function getCategoryBySlug(db: Database, slug: string): Promise<CategoryLink | undefined> {
  const [row] = await statementsFor(db).categoryBySlug.execute({ slug });
  return row;
}

/**
 * A published post by its slug; undefined for a missing slug or a draft.
 * @example const post = await getPublishedPostBySlug(db, "missed-calls-ai-receptionist");
 */
export async function getPublishedPostBySlug(db: Database, slug: string): Promise<PublishedPost | undefined> {
  const [row] = await statementsFor(db).bySlug.execute({ slug });
  return row ? toPost(row) : undefined;
}

/** The newest published posts with their tags and revisions, without content: the RSS feed. */
export async function listPostsForFeed(db: Database, limit: number): Promise<FeedPost[]> {
  const rows = await statementsFor(db).feed.execute({ limit });
  return rows.map((row) => ({ ...toSummary(row), updatedAt: row.updatedAt, tags: tagsFrom(row.tags).sort(byNameThenSlug), revision: row.revision }));
}

/** Posts' sanitized content by id (any status: the caller chose the ids). */
export async function readPostContents(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await publicPostStatements.contents(db, ids);
  return new Map(rows.map((row) => [row.id, preparedContent(row.id, row.content, row.contentFormat).content]));
}

/** Every published post's address and last change, for /sitemap.xml. */
export async function listPostsForSitemap(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return statementsFor(db).sitemap.execute();
}

/**
 * When the next scheduled post goes public (epoch ms), or Infinity when none is scheduled: the moment
 * until which what the public reads return cannot change without a write.
 */
export async function nextScheduledPublication(db: Database): Promise<number> {
  const [row] = await statementsFor(db).nextScheduled.execute();
  return row?.at ? new Date(row.at).getTime() : Number.POSITIVE_INFINITY;
}
