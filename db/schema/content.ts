/** Blog content: authors, categories, tags, posts and the post↔tag links. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { CONTENT_FORMATS, POST_STATUSES, type PostStatus } from "../../src/shared/post-fields.ts";
import { postMetaColumns } from "./post-meta-columns.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/**
 * Counts the row's writes: an admin update names the version it started from and is refused (409) when
 * the row has moved on since, so a second tab's save never silently overwrites the first.
 */
const version = () => integer("version").notNull().default(1);

/**
 * What the admin's post search matches: the title first, then slug and excerpt, then the body, with the
 * 'simple' configuration (no stemming and no stop words: an owner searching for "the" or a product name finds
 * it as typed, in any language). An expression, indexed below, rather than a stored column, so that no
 * `select()` of a post carries it; a query must use this very expression for the index to serve it.
 */
export const postSearchDocument = sql`(setweight(to_tsvector('simple', coalesce("blog_posts"."title", '')), 'A') || setweight(to_tsvector('simple', replace("blog_posts"."slug", '-', ' ')), 'B') || setweight(to_tsvector('simple', coalesce("blog_posts"."excerpt", '')), 'B') || setweight(to_tsvector('simple', "blog_posts"."content"), 'C'))`;

export const authors = pgTable("authors", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** The author's page, /blog/author/{slug}: slugify(name), with -2, -3… when another author has it. */
  slug: text("slug").notNull().unique(),
  bio: text("bio"),
  imageUrl: text("image_url"),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tags = pgTable("tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  version: version(),
  createdAt: createdAt(),
});

export type { PostStatus };

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull().default(""),
    contentFormat: text("content_format", { enum: CONTENT_FORMATS }).notNull().default("html"),
    authorId: integer("author_id").references(() => authors.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    featuredImageUrl: text("featured_image_url"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    ...postMetaColumns(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    // The publishedAt a post had when it was last unpublished: publishing it again from the list gives it back, so a
    // September post published again stays a September post in the blog and the feed.
    previousPublishedAt: timestamp("previous_published_at", { withTimezone: true, mode: "date" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'published')`),
    check("blog_posts_content_format_check", sql`${t.contentFormat} in ('html', 'markdown')`),
    // The public list, feed and sitemap read published posts newest first.
    index("blog_posts_published_idx").on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    // /blog?category=… pages through one category's published posts.
    index("blog_posts_category_published_idx").on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    index("blog_posts_category_idx").on(t.categoryId),
    index("blog_posts_author_idx").on(t.authorId),
    // /blog/author/{slug} pages through one author's published posts.
    index("blog_posts_author_published_idx").on(t.authorId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    // The admin list: newest change first, and by title.
    index("blog_posts_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("blog_posts_title_idx").on(t.title, t.id),
    index("blog_posts_search_idx").using("gin", postSearchDocument),
  ],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId)],
);
