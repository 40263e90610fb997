/**
 * What the writing desk keeps beside a post: its revisions, the owner's autosaved work that is not live
 * yet, and the preview links handed out for it. Each row goes with its post (on delete cascade).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CONTENT_FORMATS } from "../../src/shared/post-fields.ts";
import { apiKeys } from "./auth.ts";
import { blogPosts } from "./content.ts";
import { postMetaColumns } from "./post-meta-columns.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Why a revision was written: an explicit save (or create), an autosave of a draft, a restore of an older revision. */
export const REVISION_KINDS = ["save", "autosave", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * The post's words and meta as they were after one write, with who wrote it: the admin's session (its
 * stored id, already a hash) or an API key. Bounded per post by the rule in db/queries/post-revisions.ts.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's version this revision is (blog_posts.version right after the write). */
    postVersion: integer("post_version").notNull(),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    contentFormat: text("content_format", { enum: CONTENT_FORMATS }).notNull(),
    ...postMetaColumns(),
    sessionId: text("session_id"),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [check("post_revisions_kind_check", sql`${t.kind} in ('save', 'autosave', 'restore')`), index("post_revisions_post_idx").on(t.postId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Work on a post that the owner has not saved and that must not go live on its own: the editor's form
 * as it was at `savedAt`, and the post version it started from. One row per post and writer, replaced
 * by each autosave, removed by the save that applies it or by Discard.
 */
export const postAutosaves = pgTable(
  "post_autosaves",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    baseVersion: integer("base_version").notNull(),
    form: jsonb("form").notNull(),
    sessionId: text("session_id"),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    savedAt: at("saved_at").notNull().defaultNow(),
  },
  (t) => [index("post_autosaves_post_idx").on(t.postId, t.savedAt.desc())],
);

/**
 * A link that shows an unpublished post to whoever holds it. The token (32 random bytes, base64url) is
 * kept only as its SHA-256, like a session's or an API key's: a copy of the table, a backup or a read
 * replica opens no preview. The editor shows the whole link once, when it is made, and after that its
 * first characters (`token_hint`), enough to tell a post's links apart. Migration 0016 hashed the
 * tokens stored before, so the links handed out keep working.
 */
export const postPreviews = pgTable(
  "post_previews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The token's first PREVIEW_TOKEN_HINT_LENGTH characters (36 of its 256 bits), for the editor's list. */
    tokenHint: text("token_hint").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("post_previews_post_idx").on(t.postId)],
);
