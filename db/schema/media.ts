/**
 * Uploaded images: one row per upload (keyed by its bytes), the variants every instance serves (kept in the
 * database, so that a backup and a second instance need nothing more), and where each upload is used.
 * The use tables are kept by triggers on blog_posts and authors (migration 0011), whoever writes them.
 */
import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { authors, blogPosts } from "./content.ts";

/** bytea as bytes: postgres.js answers a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const media = pgTable(
  "media",
  {
    /** 16 hex digits of the SHA-256 of the uploaded bytes: the same file uploaded again is the same row. */
    key: text("key").primaryKey(),
    fileName: text("file_name").notNull(),
    alt: text("alt").notNull().default(""),
    decorative: boolean("decorative").notNull().default(false),
    /** As shown: orientation applied; the first frame of an animation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sourceFormat: text("source_format").notNull(),
    fallback: text("fallback", { enum: ["jpg", "png"] }).notNull(),
    uploadBytes: integer("upload_bytes").notNull(),
    storedBytes: integer("stored_bytes").notNull(),
    firstFrameOnly: boolean("first_frame_only").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("media_key_check", sql`${t.key} ~ '^[0-9a-f]{16}$'`),
    check("media_fallback_check", sql`${t.fallback} in ('jpg', 'png')`),
    index("media_created_at_idx").on(t.createdAt.desc(), t.key),
  ],
);

export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaKey: text("media_key")
      .notNull()
      .references(() => media.key, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: ["avif", "webp", "jpg", "png"] }).notNull(),
    bytes: bytea("bytes").notNull(),
    /** Of the bytes: a strong validator. */
    etag: text("etag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.width, t.format] }), check("media_variants_format_check", sql`${t.format} in ('avif', 'webp', 'jpg', 'png')`)],
);

/** A post whose body, featured image or OG image names an upload (the key need not exist: a post may outlive its image). */
export const mediaPostUses = pgTable(
  "media_post_uses",
  {
    mediaKey: text("media_key").notNull(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.postId] }), index("media_post_uses_post_idx").on(t.postId)],
);

/** An author whose picture is an upload. */
export const mediaAuthorUses = pgTable(
  "media_author_uses",
  {
    mediaKey: text("media_key").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.authorId] }), index("media_author_uses_author_idx").on(t.authorId)],
);
