/**
 * How many published posts each category has, kept by triggers on blog_posts (migration 0003) in the
 * writing transaction, so that a blog page's total is a lookup and not a count over every post.
 * The blog's total is the sum of the rows; posts without a category are counted under key 0.
 */
import { integer, pgTable } from "drizzle-orm/pg-core";

/** The key of posts that have no category (category ids start at 1). */
export const UNCATEGORIZED_KEY = 0;

export const publishedPostCounts = pgTable("published_post_counts", {
  categoryKey: integer("category_key").primaryKey(),
  posts: integer("posts").notNull(),
});
