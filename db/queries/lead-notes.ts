/**
 * A lead's timeline entries: notes, and calls and e-mails the owner logged (`kind`). Any entry's text can be
 * changed at any time, never silently: each change keeps the text before it in lead_note_edits, with who
 * changed it and when, in the same transaction. No route deletes one (they go with their lead).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { LeadNoteKind } from "../../src/shared/lead-admin.ts";
import type { Database } from "../client.ts";
import { leadNoteEdits, leadNotes } from "../schema/index.ts";
import { constraintViolation } from "./admin-db-errors.ts";

export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type LeadNoteEditRow = typeof leadNoteEdits.$inferSelect;

/**
 * Adds an entry to a lead's timeline; undefined when there is no such lead (also when it was deleted a moment before).
 * @example await addLeadNote(db, leadId, { kind: "call", body: "Voicemail", actor: "session:3f2a…" });
 */
export async function addLeadNote(db: Database, leadId: string, note: { body: string; actor: string; kind?: LeadNoteKind; now?: Date }): Promise<LeadNoteRow | undefined> {
  try {
    // The insert itself finds out whether the lead exists (its foreign key), so a delete in between cannot slip past a check.
    const [row] = await db
      .insert(leadNotes)
      .values({ leadId, kind: note.kind ?? "note", body: note.body, actor: note.actor, ...(note.now ? { createdAt: note.now } : {}) })
      .returning();
    return row;
  } catch (error) {
    if (constraintViolation(error)?.kind === "foreign-key") return undefined;
    throw error;
  }
}

export type NoteEdit = { outcome: "edited"; note: LeadNoteRow } | { outcome: "not-found" };

/**
 * Changes an entry's text, keeping the text before it; the same text again changes nothing.
 * @example const edit = await editLeadNote(db, { leadId, noteId: 7, body: "Called twice", actor: "session:3f2a…" });
 */
export async function editLeadNote(db: Database, edit: { leadId: string; noteId: number; body: string; actor: string }): Promise<NoteEdit> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leadNotes)
      .where(and(eq(leadNotes.id, edit.noteId), eq(leadNotes.leadId, edit.leadId)))
      .for("update");
    if (!current) return { outcome: "not-found" } as const;
    if (current.body === edit.body) return { outcome: "edited", note: current } as const;
    const now = new Date();
    await tx.insert(leadNoteEdits).values({ noteId: current.id, previousBody: current.body, actor: edit.actor, at: now });
    const [changed] = await tx.update(leadNotes).set({ body: edit.body, editedAt: now }).where(eq(leadNotes.id, current.id)).returning();
    return { outcome: "edited", note: changed! } as const;
  });
}

/** A lead's timeline entries, newest first. */
export async function listLeadNotes(db: Database, leadId: string): Promise<LeadNoteRow[]> {
  return db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

/** The earlier texts of these entries, newest first, by entry. */
export async function listNoteEdits(db: Database, noteIds: number[]): Promise<Map<number, LeadNoteEditRow[]>> {
  const byNote = new Map<number, LeadNoteEditRow[]>();
  if (noteIds.length === 0) return byNote;
  const rows = await db.select().from(leadNoteEdits).where(inArray(leadNoteEdits.noteId, noteIds)).orderBy(desc(leadNoteEdits.at), desc(leadNoteEdits.id));
  for (const row of rows) byNote.set(row.noteId, [...(byNote.get(row.noteId) ?? []), row]);
  return byNote;
}
