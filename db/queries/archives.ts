/**
 * Public reads of the blog's archives — /blog/category/{slug}, /blog/tag/{slug}, /blog/author/{slug} and
 * their feeds: the archive's own row by slug, one page of its published posts newest first, its feed's
 * posts, and the archives the sitemap lists (those with a published post). Same rules as posts.ts: only
 * public posts, in the published indexes' order; a category's pages are posts.ts's own (its counts are kept).
 */
import { and, eq, exists, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ArchiveKind } from "../../src/shared/archive-paths.ts";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, postTags, tags } from "../schema/index.ts";
import { perDatabase } from "./per-database.ts";
import {
  byNameThenSlug,
  type FeedPost,
  getCategoryBySlug,
  isPublic,
  listPublishedPage,
  newestFirst,
  type PostSummary,
  summaryColumns,
  tagsFrom,
  tagsOfPost,
  toSummary,
} from "./posts.ts";
import { safeImageUrl } from "./safe-image-url.ts";

/** An archive's own row: a category, a tag, or an author with the bio and image their page shows. */
export interface Archive {
  kind: ArchiveKind;
  id: number;
  name: string;
  slug: string;
  /** A category's description or an author's bio. */
  about: string | null;
  /** An author's picture (http(s) or root-relative, else null). */
  imageUrl: string | null;
}

type Param<T> = T | Placeholder;

/** The archive's posts among the public ones; a tag's through post_tags (its tag index, then the post's row). */
function inArchive(kind: ArchiveKind, id: Param<number>): SQL {
  if (kind === "category") return and(isPublic, eq(blogPosts.categoryId, id))!;
  if (kind === "author") return and(isPublic, eq(blogPosts.authorId, id))!;
  return and(isPublic, inArray(blogPosts.id, sql`(select ${postTags.postId} from ${postTags} where ${postTags.tagId} = ${id})`))!;
}

/** The statements behind the reads below, as Drizzle builders (a test can EXPLAIN them). */
export const archiveStatements = {
  /** The page's ids first, then only those rows joined; the total rides along (a count of the archive's public posts). */
  page(db: Database, kind: "tag" | "author", query: { id: Param<number>; limit: Param<number>; offset: Param<number> }) {
    const page = db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(inArchive(kind, query.id))
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset)
      .as("page");
    return db
      .select({ ...summaryColumns, total: sql<number>`(${archiveStatements.count(db, kind, query.id)})` })
      .from(page)
      .innerJoin(blogPosts, eq(blogPosts.id, page.id))
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .orderBy(...newestFirst);
  },
  count(db: Database, kind: "tag" | "author", id: Param<number>) {
    return db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(inArchive(kind, id));
  },
  feed(db: Database, kind: ArchiveKind, query: { id: Param<number>; limit: Param<number> }) {
    return db
      .select({ ...summaryColumns, updatedAt: blogPosts.updatedAt, tags: tagsOfPost("unordered"), revision: sql<string>`${blogPosts}.xmin::text` })
      .from(blogPosts)
      .leftJoin(authors, eq(authors.id, blogPosts.authorId))
      .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
      .where(inArchive(kind, query.id))
      .orderBy(...newestFirst)
      .limit(query.limit);
  },
  tagBySlug(db: Database, slug: Param<string>) {
    return db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).where(eq(tags.slug, slug)).limit(1);
  },
  authorBySlug(db: Database, slug: Param<string>) {
    return db.select({ id: authors.id, name: authors.name, slug: authors.slug, bio: authors.bio, imageUrl: authors.imageUrl }).from(authors).where(eq(authors.slug, slug)).limit(1);
  },
  /** Tags and authors with at least one public post (one probe of an index each); categories come from posts.ts. */
  sitemapTags(db: Database) {
    return db
      .select({ slug: tags.slug })
      .from(tags)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(postTags)
            .innerJoin(blogPosts, eq(blogPosts.id, postTags.postId))
            .where(and(eq(postTags.tagId, tags.id), isPublic)),
        ),
      )
      .orderBy(tags.slug);
  },
  sitemapAuthors(db: Database) {
    return db
      .select({ slug: authors.slug })
      .from(authors)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(blogPosts)
            .where(and(eq(blogPosts.authorId, authors.id), isPublic)),
        ),
      )
      .orderBy(authors.slug);
  },
  sitemapCategories(db: Database) {
    return db
      .select({ slug: categories.slug })
      .from(categories)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(blogPosts)
            .where(and(eq(blogPosts.categoryId, categories.id), isPublic)),
        ),
      )
      .orderBy(categories.slug);
  },
};

function prepareStatements(db: Database) {
  const id = sql.placeholder("id");
  const limit = sql.placeholder("limit");
  const offset = sql.placeholder("offset");
  const slug = sql.placeholder("slug");
  return {
    tagPage: archiveStatements.page(db, "tag", { id, limit, offset }).prepare("blog_tag_page"),
    authorPage: archiveStatements.page(db, "author", { id, limit, offset }).prepare("blog_author_page"),
    tagCount: archiveStatements.count(db, "tag", id).prepare("blog_tag_count"),
    authorCount: archiveStatements.count(db, "author", id).prepare("blog_author_count"),
    categoryFeed: archiveStatements.feed(db, "category", { id, limit }).prepare("blog_category_feed"),
    tagFeed: archiveStatements.feed(db, "tag", { id, limit }).prepare("blog_tag_feed"),
    authorFeed: archiveStatements.feed(db, "author", { id, limit }).prepare("blog_author_feed"),
    tagBySlug: archiveStatements.tagBySlug(db, slug).prepare("blog_tag_by_slug"),
    authorBySlug: archiveStatements.authorBySlug(db, slug).prepare("blog_author_by_slug"),
  };
}

const statementsFor = perDatabase(prepareStatements);

/**
 * The archive a slug names, or undefined when there is none of that kind.
 * @example await findArchive(db, "author", "maria-costa") // { kind: "author", name: "Maria Costa", about: "…", … }
 */
export async function findArchive(db: Database, kind: ArchiveKind, slug: string): Promise<Archive | undefined> {
  if (kind === "category") {
    const row = await getCategoryBySlug(db, slug);
    if (!row) return undefined;
    const [described] = await db.select({ description: categories.description }).from(categories).where(eq(categories.id, row.id));
    return { kind, ...row, about: described?.description?.trim() || null, imageUrl: null };
  }
  if (kind === "tag") {
    const [row] = await statementsFor(db).tagBySlug.execute({ slug });
    return row ? { kind, ...row, about: null, imageUrl: null } : undefined;
  }
  const [row] = await statementsFor(db).authorBySlug.execute({ slug });
  return row ? { kind, id: row.id, name: row.name, slug: row.slug, about: row.bio?.trim() || null, imageUrl: safeImageUrl(row.imageUrl) } : undefined;
}

/** One page of an archive's published posts, newest first, and how many it has in all. */
export async function listArchivePage(
  db: Database,
  archive: Pick<Archive, "kind" | "id">,
  query: { limit: number; offset: number },
): Promise<{ posts: PostSummary[]; total: number }> {
  if (archive.kind === "category") return listPublishedPage(db, { ...query, categoryId: archive.id });
  const statements = statementsFor(db);
  const rows = await (archive.kind === "tag" ? statements.tagPage : statements.authorPage).execute({ id: archive.id, ...query });
  // Past the last page no row carries the total: only then is it read on its own.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [row] = await (archive.kind === "tag" ? statements.tagCount : statements.authorCount).execute({ id: archive.id });
    total = row?.n ?? 0;
  }
  return { posts: rows.map(toSummary), total };
}

/** An archive's newest published posts for its feed, without content (as listPostsForFeed). */
export async function listArchiveFeedPosts(db: Database, archive: Pick<Archive, "kind" | "id">, limit: number): Promise<FeedPost[]> {
  const statements = statementsFor(db);
  const statement = archive.kind === "category" ? statements.categoryFeed : archive.kind === "tag" ? statements.tagFeed : statements.authorFeed;
  const rows = await statement.execute({ id: archive.id, limit });
  return rows.map((row) => ({ ...toSummary(row), updatedAt: row.updatedAt, tags: tagsFrom(row.tags).sort(byNameThenSlug), revision: row.revision }));
}

/** The slugs of every archive with at least one published post, for /sitemap.xml. */
export async function listArchivesForSitemap(db: Database): Promise<Record<ArchiveKind, string[]>> {
  const [category, tag, author] = await Promise.all([archiveStatements.sitemapCategories(db), archiveStatements.sitemapTags(db), archiveStatements.sitemapAuthors(db)]);
  return { category: category.map((r) => r.slug), tag: tag.map((r) => r.slug), author: author.map((r) => r.slug) };
}
