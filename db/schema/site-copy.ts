/**
 * The site's own copy as the owner edits it (src/site-copy/): per document (a page, the site identity), the
 * overrides of its defaults that are live, the ones scheduled to go live, the owner's draft, and the
 * revisions of every publish. Only `site_copy` is public: its writes bump the content version (migration
 * 0021), so every instance's page cache renews at its next request; a draft or a revision changes no page.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { apiKeys } from "./auth.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * What a document shows. `overrides` are live; `scheduled` replaces them from `scheduled_for` on, a
 * read-time rule like a scheduled post's, so the moment needs no job to arrive. `version` counts writes, for
 * the editor's check that nobody published in between.
 */
export const siteCopy = pgTable("site_copy", {
  key: text("key").primaryKey(),
  overrides: jsonb("overrides").notNull().default({}),
  publishedAt: at("published_at"),
  scheduled: jsonb("scheduled"),
  scheduledFor: at("scheduled_for"),
  /** The time zone the owner chose the moment in: how the editor shows it back. */
  scheduledZone: text("scheduled_zone"),
  version: integer("version").notNull().default(1),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** The owner's unpublished work on a document: saved by Save and by autosave, replaced by each, removed by Publish or Discard. */
export const siteCopyDrafts = pgTable("site_copy_drafts", {
  key: text("key").primaryKey(),
  overrides: jsonb("overrides").notNull(),
  /** Counts the draft's saves: a save that started from an older one is a conflict (another tab). */
  version: integer("version").notNull().default(1),
  sessionId: text("session_id"),
  apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
  savedAt: at("saved_at").notNull().defaultNow(),
});

/** Why a revision was written: a publish (now or later), a restore of an older one, an import, a reset of the whole page. */
export const COPY_REVISION_KINDS = ["publish", "schedule", "restore", "import"] as const;
export type CopyRevisionKind = (typeof COPY_REVISION_KINDS)[number];

/** A document's overrides as one publish made them, with when they went (or go) live and who published. */
export const siteCopyRevisions = pgTable(
  "site_copy_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    kind: text("kind", { enum: COPY_REVISION_KINDS }).notNull(),
    overrides: jsonb("overrides").notNull(),
    liveFrom: at("live_from").notNull(),
    sessionId: text("session_id"),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("site_copy_revisions_kind_check", sql`${t.kind} in ('publish', 'schedule', 'restore', 'import')`),
    index("site_copy_revisions_key_idx").on(t.key, t.createdAt.desc(), t.id.desc()),
  ],
);
