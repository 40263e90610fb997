/**
 * "Keep reading": the three posts shown at the end of a post. Ranked by how many tags they share with it
 * (each shared tag counts), then by being in its category, then newest first; only public posts, never
 * the post itself. When too few share a tag or the category, the newest posts of the category and then
 * the newest overall fill the three, so a post always ends with somewhere to go (unless it is the only one).
 * One statement, read in a page's miss render and kept with the page by the page cache.
 */
import { and, desc, eq, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, union } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import { authors, blogPosts, categories, postTags } from "../schema/index.ts";
import { perDatabase } from "./per-database.ts";
import { isPublic, newestFirst, type PostSummary, summaryColumns, toSummary } from "./posts.ts";

/** How many related posts a post page shows. */
export const RELATED_POSTS = 3;

type Param<T> = T | Placeholder;

/**
 * The newest public posts among which the ranking looks for shared tags. Counting every post that
 * shares a tag is exact but grows with the archive: at 10,000 posts a common tag has thousands, and
 * that read took 10–40 ms on the embedded database. A window of the newest posts costs the same at any
 * size; a site with fewer public posts than this ranks all of them.
 */
export const RELATED_WINDOW = 100;

/**
 * The statement, as a Drizzle builder (tests/api/blog-scale.test.ts EXPLAINs it at 10,000 posts).
 *
 * Candidates are the newest RELATED_WINDOW public posts (blog_posts_published_idx, newest first) and
 * the newest `limit` of the post's category (blog_posts_category_published_idx), which fill the three
 * when the window holds too few of them. Each candidate's shared tags are counted from the post_tags
 * key (post_id, tag_id), against the post's own tags read once; candidates are ranked, cut to `limit`,
 * and only those rows are joined to their author and category.
 *
 * The post may be a draft (a preview): its tags and category are read by its id whatever its status.
 */
export function relatedPostsStatement(db: Database, postId: Param<number>, limit: number = RELATED_POSTS) {
  const source = alias(blogPosts, "source");
  const sourceCategory = db.select({ categoryId: source.categoryId }).from(source).where(eq(source.id, postId));
  // The post's own tags are read once (an InitPlan), then each candidate costs one probe of the
  // post_tags key (post_id, tag_id). Written out: Drizzle drops the table names of columns inside a
  // selected subquery, which would leave post_id ambiguous here.
  const shared = sql<number>`(select count(*)::int from ${postTags} sharing where sharing.post_id = ${blogPosts}.id
    and sharing.tag_id = any(array(select own.tag_id from ${postTags} own where own.post_id = ${postId})))`;

  const newestOf = (where: SQL | undefined, rows: number) =>
    db
      .select({ id: blogPosts.id, shared: shared.as("shared"), categoryId: blogPosts.categoryId, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(and(isPublic, ne(blogPosts.id, postId), where))
      .orderBy(...newestFirst)
      .limit(rows);
  // union, not union all: a post in both sets is one candidate (its row is the same in each).
  const candidates = union(newestOf(undefined, RELATED_WINDOW), newestOf(eq(blogPosts.categoryId, sourceCategory), limit)).as("candidates");
  const inSourceCategory = sql`coalesce(${candidates.categoryId} = (${sourceCategory}), false)`;
  const chosen = db
    .select({ id: candidates.id, shared: candidates.shared, sameCategory: sql<boolean>`${inSourceCategory}`.as("same_category") })
    .from(candidates)
    // A post without a category shares it with none (null = null is not true).
    .orderBy(desc(candidates.shared), desc(inSourceCategory), desc(candidates.publishedAt), desc(candidates.id))
    .limit(limit)
    .as("chosen");

  return db
    .select(summaryColumns)
    .from(chosen)
    .innerJoin(blogPosts, eq(blogPosts.id, chosen.id))
    .leftJoin(authors, eq(authors.id, blogPosts.authorId))
    .leftJoin(categories, eq(categories.id, blogPosts.categoryId))
    .orderBy(desc(chosen.shared), desc(chosen.sameCategory), ...newestFirst);
}

/** Prepared once per database: on PostgreSQL parsed and planned once per connection (see posts.ts). */
const statementFor = perDatabase((db) => relatedPostsStatement(db, sql.placeholder("postId")).prepare("blog_related_posts"));

/**
 * The posts to read after this one (by its id; it may be a draft), best first: at most three, fewer
 * only when there are fewer other public posts.
 * @example const related = await listRelatedPosts(db, post.id);
 */
export async function listRelatedPosts(db: Database, postId: number): Promise<PostSummary[]> {
  const rows = await statementFor(db).execute({ postId });
  return rows.map(toSummary);
}
