/**
 * Site search's documents. Posts keep theirs in a stored column `blog_posts.search_vector` that is not part of
 * the Drizzle table (migration 0013 adds it with its GIN index), so that no `select()` of a post carries a
 * tsvector; the service pages, FAQs and plans are rows of `site_search_documents`, synced from src/content.
 * Both use the 'english' configuration (stemming, stop words) with the same weights: title A, summary B, body C.
 */
import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * A post's weighted document, kept by PostgreSQL as a generated column: the title (A), the excerpt (B) and
 * the body as text (C) — tags and entities stripped, so `<strong>` or `&amp;` are not words.
 */
export const postSearchVector = sql`"blog_posts"."search_vector"`;

/** A page of fixed copy cut into what a visitor looks for: one row a service page, an FAQ, a plan. */
export const siteSearchDocuments = pgTable(
  "site_search_documents",
  {
    /** Stable name of the piece of copy, e.g. "faq:/trust-builder:2". */
    key: text("key").primaryKey(),
    kind: text("kind", { enum: ["service", "faq", "plan"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    /** Where the result links: a page, or a page and an anchor. */
    url: text("url").notNull(),
    /** Order among equally ranked documents (the order the site shows them in). */
    position: integer("position").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')`,
      ),
  },
  (t) => [index("site_search_documents_vector_idx").using("gin", t.searchVector)],
);
