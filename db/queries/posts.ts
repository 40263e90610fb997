/**
 * Public blog reads: published posts only, newest first (publishedAt, then id). Every query here
 * is served by an index — blog_posts_published_idx, blog_posts_category_published_idx, the slug key —
 * and reads at most one page of rows (tests/api/blog-scale.test.ts checks the plans at 10,000 posts).
 * What they return is safe to show: content through sanitizePostHtml, image URLs http(s) or
 * root-relative only (else null), whatever was stored.
 */
import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
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

const postColumns = {
  ...summaryColumns,
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

type PostRow = { [K in keyof typeof postColumns]: (typeof postColumns)[K]["_"]["data"] | null };

/** Sanitizing is the costliest step of a post read: remember the last few hundred results, keyed by the HTML itself. */
const sanitized = new Map<string, string>();
const SANITIZED_ENTRIES = 500;

function sanitizeRemembered(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizePostHtml(html);
    if (sanitized.size >= SANITIZED_ENTRIES) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
  }
  return clean;
}

function toPost(row: PostRow, postTagList: { name: string; slug: string }[]): PublishedPost {
  const summary = toSummary(row);
  const content = sanitizeRemembered(row.content ?? "");
  return {
    ...summary,
    content,
    readingTime: readingTimeMinutes(content),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImageUrl: safeImageUrl(row.ogImageUrl),
    updatedAt: row.updatedAt!,
    author: row.authorName === null ? null : { name: row.authorName, bio: row.authorBio, imageUrl: safeImageUrl(row.authorImageUrl) },
    tags: postTagList,
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
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(publishedIn(query.categoryId))
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset ?? 0)
      .as("page");
    return db
      .select(summaryColumns)
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
  tags(db: Database, postIds: number[]) {
    return db
      .select({ postId: postTags.postId, name: tags.name, slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, postIds))
      .orderBy(tags.name);
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
 * One page of published posts, newest first.
 * @example const posts = await listPublishedPosts(db, { limit: 12, offset: 12 });
 */
export async function listPublishedPosts(db: Database, query: PostListQuery): Promise<PostSummary[]> {
  return (await publicPostStatements.page(db, query)).map(toSummary);
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

/** Tags of several posts at once (post_tags primary key), by tag name. */
async function tagsByPost(db: Database, postIds: number[]): Promise<Map<number, { name: string; slug: string }[]>> {
  const byPost = new Map<number, { name: string; slug: string }[]>();
  if (postIds.length === 0) return byPost;
  for (const row of await publicPostStatements.tags(db, postIds)) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ name: row.name, slug: row.slug });
    byPost.set(row.postId, list);
  }
  return byPost;
}

/**
 * A published post by its slug; undefined for a missing slug or a draft.
 * @example const post = await getPublishedPostBySlug(db, "missed-calls-ai-receptionist");
 */
export async function getPublishedPostBySlug(db: Database, slug: string): Promise<PublishedPost | undefined> {
  const [row] = await publicPostStatements.bySlug(db, slug);
  if (!row) return undefined;
  const postTagList = await tagsByPost(db, [row.id!]);
  return toPost(row, postTagList.get(row.id!) ?? []);
}

/** The newest published posts in full, with tags: the RSS feed. */
export async function listPostsForFeed(db: Database, limit: number): Promise<PublishedPost[]> {
  const rows = await publicPostStatements.feed(db, limit);
  const postTagList = await tagsByPost(db, rows.map((r) => r.id!));
  return rows.map((row) => toPost(row, postTagList.get(row.id!) ?? []));
}

/** Every published post's address and last change, for /sitemap.xml. */
export async function listPostsForSitemap(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return publicPostStatements.sitemap(db);
}
