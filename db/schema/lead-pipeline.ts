/**
 * The owner's pipeline beside each lead: every status change with its time and who made it, append-only
 * notes, and the one-click links of the owner's e-mails (Mark contacted), stored as hashes and used once.
 * All are deleted with their lead.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LEAD_NOTE_KINDS } from "../../src/shared/lead-admin.ts";
import { LEAD_STATUSES } from "../../src/shared/lead-pipeline.ts";
import { inList } from "./in-list.ts";
import { leads } from "./leads.ts";

export const leadStatusChanges = pgTable(
  "lead_status_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: LEAD_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: LEAD_STATUSES }).notNull(),
    /** "session:<label>", "api_key:<id>" or "email-link": who moved it. */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_status_changes_lead_idx").on(t.leadId, t.at),
    check("lead_status_changes_from_check", sql`${t.fromStatus} in (${inList(LEAD_STATUSES)})`),
    check("lead_status_changes_to_check", sql`${t.toStatus} in (${inList(LEAD_STATUSES)})`),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEAD_NOTE_KINDS }).notNull().default("note"),
    body: text("body").notNull(),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Set when the note was last changed; what it said before is in lead_note_edits. */
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt), check("lead_notes_kind_check", sql`${t.kind} in (${inList(LEAD_NOTE_KINDS)})`)],
);

/** Every earlier text of a changed note, with who changed it and when: a note can be changed, never silently. */
export const leadNoteEdits = pgTable(
  "lead_note_edits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    noteId: bigint("note_id", { mode: "number" })
      .notNull()
      .references(() => leadNotes.id, { onDelete: "cascade" }),
    /** The text before this edit. */
    previousBody: text("previous_body").notNull(),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("lead_note_edits_note_idx").on(t.noteId, t.at)],
);

export const LEAD_LINK_ACTIONS = ["mark-contacted"] as const;

export const leadActionLinks = pgTable(
  "lead_action_links",
  {
    /** SHA-256 of the token in the link: a copy of the table opens nothing. */
    tokenHash: text("token_hash").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    action: text("action", { enum: LEAD_LINK_ACTIONS }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    /** When a POST of the used or expired link was first refused: the audit log records that once per link, not per request. */
    refusalRecordedAt: timestamp("refusal_recorded_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("lead_action_links_lead_idx").on(t.leadId), check("lead_action_links_action_check", sql`${t.action} in (${inList(LEAD_LINK_ACTIONS)})`)],
);
