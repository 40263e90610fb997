import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { leads } from "../schema/index.ts";
import { addLeadNote, editLeadNote, listLeadNotes, noteEditableUntil } from "./lead-notes.ts";

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
  test("the edit window is decided against the clock given: open until its last moment, closed after", async () => {
    const written = new Date("2026-05-01T10:00:00Z");
    const note = (await addLeadNote(t.deps.db, leadId, { body: "Called", actor: "session:abc", now: written }))!;
    expect(noteEditableUntil(note, 10)).toEqual(new Date("2026-05-01T10:10:00Z"));
    const inside = await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called twice", now: new Date("2026-05-01T10:09:59Z"), windowMinutes: 10 });
    expect(inside.outcome).toBe("edited");
    const after = await editLeadNote(t.deps.db, { leadId, noteId: note.id, body: "Called thrice", now: new Date("2026-05-01T10:10:00Z"), windowMinutes: 10 });
    expect(after).toMatchObject({ outcome: "locked", note: { body: "Called twice" } });
    expect(await editLeadNote(t.deps.db, { leadId: crypto.randomUUID(), noteId: note.id, body: "x" })).toEqual({ outcome: "not-found" });
  });

  test("a note for a lead that does not exist is not written; notes list newest first", async () => {
    expect(await addLeadNote(t.deps.db, crypto.randomUUID(), { body: "Lost", actor: "session:abc" })).toBeUndefined();
    await addLeadNote(t.deps.db, leadId, { body: "Later", actor: "session:abc", now: new Date("2026-05-02T10:00:00Z") });
    expect((await listLeadNotes(t.deps.db, leadId)).map((n) => n.body)).toEqual(["Later", "Called twice"]);
  });
});
