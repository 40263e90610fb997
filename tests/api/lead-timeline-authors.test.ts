/**
 * Who wrote each entry of a lead's timeline, as the detail names them: a session by the browser it last wrote
 * from (the audit log keeps it after the session ends), the reader's own as "This session", an API key by name,
 * and a session the log knows no browser of by the words alone.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { recordAudit } from "../../db/queries/audit-log.ts";
import { addLeadNote, editLeadNote } from "../../db/queries/lead-notes.ts";
import { apiKeys, leads } from "../../db/schema/index.ts";
import { readLeadDetail } from "../../src/admin/leads/read-leads.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

test("sessions by their browser, the reader's own as This session, keys by name, an unknown browser by the words alone", async () => {
  const db = t.deps.db;
  const [lead] = await db
    .insert(leads)
    .values({ ...LEAD_ANSWERS, email: `authors-${crypto.randomUUID()}@example.com` })
    .returning({ id: leads.id });
  const [key] = await db
    .insert(apiKeys)
    .values({ name: "Zapier", keyHash: `hash-${crypto.randomUUID()}`, keyFirstFour: "bza_", keyLastFour: "abcd" })
    .returning({ id: apiKeys.id });
  await recordAudit(db, { action: "lead.note_add", actorKind: "session", actorId: "aaaaaaaaaaaaaaaa", userAgent: MAC_CHROME });
  await recordAudit(db, { action: "lead.note_add", actorKind: "session", actorId: "bbbbbbbbbbbbbbbb", userAgent: IPHONE_SAFARI });
  const mine = (await addLeadNote(db, lead!.id, { body: "Mine", actor: "session:aaaaaaaaaaaaaaaa", now: new Date("2026-11-01T10:00:00Z") }))!;
  await addLeadNote(db, lead!.id, { kind: "call", body: "", actor: "session:bbbbbbbbbbbbbbbb", now: new Date("2026-11-02T10:00:00Z") });
  await addLeadNote(db, lead!.id, { body: "From the CRM", actor: `api_key:${key!.id}`, now: new Date("2026-11-03T10:00:00Z") });
  await addLeadNote(db, lead!.id, { body: "Old session", actor: "session:cccccccccccccccc", now: new Date("2026-11-04T10:00:00Z") });
  await editLeadNote(db, { leadId: lead!.id, noteId: mine.id, body: "Mine, corrected", actor: "session:bbbbbbbbbbbbbbbb" });

  const detail = (await readLeadDetail(db, lead!.id, "session:aaaaaaaaaaaaaaaa"))!;
  expect(detail.notes.map((n) => [n.kind, n.by])).toEqual([
    ["note", "Another admin session"],
    ["note", "API key “Zapier”"],
    ["call", "Another admin session · Safari 17 on iPhone"],
    ["note", "This session · Chrome 131 on macOS"],
  ]);
  expect(detail.notes[3]!.edits).toEqual([{ body: "Mine", at: expect.any(String), by: "Another admin session · Safari 17 on iPhone" }]);
});
