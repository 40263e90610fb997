/**
 * Notes on a lead: append-only, each one changeable only within NOTE_EDIT_WINDOW_MINUTES of being
 * written, and only its text (the edit is stamped). The window is decided by the statement that writes,
 * against the database's clock (which also stamped the note), so a late edit cannot slip through between
 * a check and the write.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { NOTE_EDIT_WINDOW_MINUTES } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { leadNotes } from "../schema/index.ts";
import { constraintViolation } from "./admin-db-errors.ts";

export type LeadNoteRow = typeof leadNotes.$inferSelect;

/** The moment a note stops being editable. */
export function noteEditableUntil(note: Pick<LeadNoteRow, "createdAt">, windowMinutes = NOTE_EDIT_WINDOW_MINUTES): Date {
  return new Date(note.createdAt.getTime() + windowMinutes * 60_000);
}

/** `now` for the statement: the database's own clock unless a test gives one. */
const clock = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * Adds a note to a lead; undefined when there is no such lead (also when it was deleted a moment before).
 * @example await addLeadNote(db, leadId, { body: "Called, voicemail", actor: "session:3f2a…" });
 */
export async function addLeadNote(db: Database, leadId: string, note: { body: string; actor: string; now?: Date }): Promise<LeadNoteRow | undefined> {
  try {
    // The insert itself finds out whether the lead exists (its foreign key), so a delete in between cannot slip past a check.
    const [row] = await db
      .insert(leadNotes)
      .values({ leadId, body: note.body, actor: note.actor, ...(note.now ? { createdAt: note.now } : {}) })
      .returning();
    return row;
  } catch (error) {
    if (constraintViolation(error)?.kind === "foreign-key") return undefined;
    throw error;
  }
}

export type NoteEdit = { outcome: "edited"; note: LeadNoteRow } | { outcome: "not-found" } | { outcome: "locked"; note: LeadNoteRow };

/**
 * Changes a note's text while its window is open; "locked" (nothing written) after it.
 * @example const edit = await editLeadNote(db, { leadId, noteId: 7, body: "Called twice" });
 */
export async function editLeadNote(db: Database, edit: { leadId: string; noteId: number; body: string; now?: Date; windowMinutes?: number }): Promise<NoteEdit> {
  const minutes = edit.windowMinutes ?? NOTE_EDIT_WINDOW_MINUTES;
  const now = clock(edit.now);
  const target = and(eq(leadNotes.id, edit.noteId), eq(leadNotes.leadId, edit.leadId));
  const [edited] = await db
    .update(leadNotes)
    .set({ body: edit.body, editedAt: sql`${now}` })
    .where(and(target, sql`${leadNotes.createdAt} > ${now} - make_interval(mins => ${minutes}::int)`))
    .returning();
  if (edited) return { outcome: "edited", note: edited };
  const [existing] = await db.select().from(leadNotes).where(target).limit(1);
  return existing ? { outcome: "locked", note: existing } : { outcome: "not-found" };
}

/** A lead's notes, newest first. */
export async function listLeadNotes(db: Database, leadId: string): Promise<LeadNoteRow[]> {
  return db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}
