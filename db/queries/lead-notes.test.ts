import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { leads } from "../schema/index.ts";
import { addLeadNote, editLeadNote, listLeadNotes, listNoteEdits } from "./lead-notes.ts";

let t: TestApp;
let leadId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.deps.db
    .insert(leads)
    .values({ businessType: "retail", painPoint: "missed-calls", goals: "automation", contactPreference: "email", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com" })
    .returning({ id: leads.id });
  leadId = row!.id;
}, 60_000);
afterAll(() => t.close());

describe("lead notes", () => {
  test("a note changes at any time, each earlier text kept with who changed it; the same text again changes nothing", async () => {
    const note = (await addLeadNote(t.deps.db, leadId, { body: "Called", actor: "session:abc", now: new Date("2026-05-01T10:00:00Z") }))!;
    expect(note.kind).toBe("note");
    const first = await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called twice", actor: "session:abc" });
    expect(first).toMatchObject({ outcome: "edited", note: { body: "Called twice", editedAt: expect.any(Date) } });
    await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called twice", actor: "session:abc" });
    await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called twice, no answer", actor: "api_key:7" });
    const edits = (await listNoteEdits(t.deps.db, [note.id])).get(note.id)!;
    expect(edits.map((e) => [e.previousBody, e.actor])).toEqual([
      ["Called twice", "api_key:7"],
      ["Called", "session:abc"],
    ]);
    expect(await editLeadNote(t.deps.db, { leadId: crypto.randomUUID(), noteId: note.id, body: "x", actor: "session:abc" })).toEqual({ outcome: "not-found" });
    await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called twice", actor: "session:abc" });
  });

  test("a call is logged as its own kind", async () => {
    const call = await addLeadNote(t.deps.db, leadId, { kind: "call", body: "", actor: "session:abc", now: new Date("2026-04-30T10:00:00Z") });
    expect(call).toMatchObject({ kind: "call", body: "" });
  });

  test("a note for a lead that does not exist is not written; notes list newest first", async () => {
    expect(await addLeadNote(t.deps.db, crypto.randomUUID(), { body: "Lost", actor: "session:abc" })).toBeUndefined();
    await addLeadNote(t.deps.db, leadId, { body: "Later", actor: "session:abc", now: new Date("2026-05-02T10:00:00Z") });
    expect((await listLeadNotes(t.deps.db, leadId)).map((n) => n.body)).toEqual(["Later", "Called twice", ""]);
  });
});
