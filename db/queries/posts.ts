/**
 * Public blog reads: published posts only, newest first (publishedAt, then id). Every query here
 * is served by an index — blog_posts_published_idx, blog_posts_category_published_idx, the slug key —
 * and reads at most one page of rows (tests/api/blog-scale.test.ts checks the plans at 10,000 posts).
 * What they return is safe to show: content through sanitizePostHtml, image URLs http(s) or
 * root-relative only (else null), whatever was stored.
 */
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { safeImageUrl } from "../../src/shared/blog.ts";
import { readingTimeMinutes } from "../../src/shared/reading-time.ts";
import { sanitizePostHtml } from "../../src/shared/sanitize-html.ts";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, postTags, tags } from "../schema/index.ts";

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
export interface PublishedPost extends Omit<PostSummary, "author"> {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
  updatedAt: Date;
  /** Minutes, from the text (src/shared/reading-time.ts). */
  readingTime: number;
  author: { name: string; bio: string | null; imageUrl: string | null } | null;
  tags: { name: string; slug: string }[];
}

const isPublished = eq(blogPosts.status, "published");
// Matches both partial indexes: published_at desc nulls first, id desc nulls first.
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

const summaryColumns = {
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

function toSummary(row: SummaryRow): PostSummary {
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

const publishedIn = (categoryId?: number) => (categoryId === undefined ? isPublished : and(isPublished, eq(blogPosts.categoryId, categoryId)));

/** A post's tags by name, as JSON, read in the same statement as the post (one round trip, not two). */
const tagsOfPost = sql<{ name: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('name', ${tags.name}, 'slug', ${tags.slug}) order by ${tags.name}, ${tags.id})
  from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId}
  where ${postTags.postId} = ${blogPosts.id}), '[]'::json)`;

const postColumns = {
  ...summaryColumns,
  tags: tagsOfPost,
  content: blogPosts.content,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  metaKeywords: blogPosts.metaKeywords,
  ogTitle: blogPosts.ogTitle,
  ogDescription: blogPosts.ogDescription,
  ogImageUrl: blogPosts.ogImageUrl,
  updatedAt: blogPosts.updatedAt,
  authorBio: authors.bio,
  authorImageUrl: authors.imageUrl,
};

type PostRow = { [K in Exclude<keyof typeof postColumns, "tags">]: (typeof postColumns)[K]["_"]["data"] | null } & {
  tags: { name: string; slug: string }[] | string;
};

/**
 * Sanitizing and counting words are the costliest steps of a post read (≈0.3 ms a post): done once per
 * distinct content and remembered, keyed by the stored HTML itself, for the most recent few hundred.
 */
const prepared = new Map<string, { content: string; readingTime: number }>();
const PREPARED_ENTRIES = 1000;

function preparedContent(html: string): { content: string; readingTime: number } {
  let ready = prepared.get(html);
  if (ready === undefined) {
    const content = sanitizePostHtml(html);
    ready = { content, readingTime: readingTimeMinutes(content) };
    if (prepared.size >= PREPARED_ENTRIES) prepared.delete(prepared.keys().next().value!);
    prepared.set(html, ready);
  }
  return ready;
}

function toPost(row: PostRow): PublishedPost {
  const summary = toSummary(row);
  const { content, readingTime } = preparedContent(row.content ?? "");
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
    author: row.authorName === null ? null : { name: row.authorName, bio: row.authorBio, imageUrl: safeImageUrl(row.authorImageUrl) },
    // PGlite and postgres.js both parse json; a driver that does not hands over the text.
    tags: typeof row.tags === "string" ? JSON.parse(row.tags) : row.tags,
  };
}

/**
 * The statements behind the functions below, as Drizzle builders: tests EXPLAIN them
 * (tests/api/blog-scale.test.ts) to prove each one is served by an index at 10,000 posts.
 */
export const publicPostStatements = {
  /**
   * The page's ids come from the partial index alone (an index-only scan, however deep the OFFSET);
   * only those rows are then read and joined.
   */
  page(db: Database, query: PostListQuery) {
    const page = db
      // The window count is taken before LIMIT: the page and the total in one statement.
      .select({ id: blogPosts.id, total: sql<number>`(count(*) over ())::int`.as("total") })
      .from(blogPosts)
      .where(publishedIn(query.categoryId))
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset ?? 0)
      .as("page");
    return db
      .select({ ...summaryColumns, total: page.total })
      .from(page)
      .innerJoin(blogPosts, eq(blogPosts.id, page.id))
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .orderBy(...newestFirst);
  },
  count(db: Database, query: { categoryId?: number }) {
    return db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(publishedIn(query.categoryId));
  },
  categoriesWithPosts(db: Database) {
    return db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(exists(db.select({ one: sql`1` }).from(blogPosts).where(and(isPublished, eq(blogPosts.categoryId, categories.id)))))
      .orderBy(categories.name, categories.id);
  },
  categoryBySlug(db: Database, slug: string) {
    return db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).limit(1);
  },
  bySlug(db: Database, slug: string) {
    return db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .where(and(eq(blogPosts.slug, slug), isPublished))
      .limit(1);
  },
  feed(db: Database, limit: number) {
    return db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .where(isPublished)
      .orderBy(...newestFirst)
      .limit(limit);
  },
  /** Reads every published row by design (a sitemap lists them all): two small columns each. */
  sitemap(db: Database) {
    return db.select({ slug: blogPosts.slug, lastModified: blogPosts.updatedAt }).from(blogPosts).where(isPublished).orderBy(...newestFirst);
  },
};

/**
 * One page of published posts, newest first, and how many there are in all (for page counts).
 * @example const { posts, total } = await listPublishedPage(db, { limit: 12, offset: 12 });
 */
export async function listPublishedPage(db: Database, query: PostListQuery): Promise<{ posts: PostSummary[]; total: number }> {
  const rows = await publicPostStatements.page(db, query);
  // Past the last page no row carries the total: only then is it counted on its own.
  const total = rows[0]?.total ?? ((query.offset ?? 0) > 0 ? await countPublishedPosts(db, query) : 0);
  return { posts: rows.map(toSummary), total };
}

/** How many published posts there are (in one category), for page counts. */
export async function countPublishedPosts(db: Database, query: { categoryId?: number } = {}): Promise<number> {
  const [row] = await publicPostStatements.count(db, query);
  return row?.n ?? 0;
}

/** The filter bar: every category with at least one published post, by name. */
export async function listCategoriesWithPublishedPosts(db: Database): Promise<CategoryLink[]> {
  return publicPostStatements.categoriesWithPosts(db);
}

export async function getCategoryBySlug(db: Database, slug: string): Promise<CategoryLink | undefined> {
  const [row] = await publicPostStatements.categoryBySlug(db, slug);
  return row;
}

/**
 * A published post by its slug; undefined for a missing slug or a draft.
 * @example const post = await getPublishedPostBySlug(db, "missed-calls-ai-receptionist");
 */
export async function getPublishedPostBySlug(db: Database, slug: string): Promise<PublishedPost | undefined> {
  const [row] = await publicPostStatements.bySlug(db, slug);
  return row ? toPost(row) : undefined;
}

/** The newest published posts in full, with tags: the RSS feed. */
export async function listPostsForFeed(db: Database, limit: number): Promise<PublishedPost[]> {
  return (await publicPostStatements.feed(db, limit)).map(toPost);
}

/** Every published post's address and last change, for /sitemap.xml. */
export async function listPostsForSitemap(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return publicPostStatements.sitemap(db);
}
