/**
 * The lead pipeline's API in-process: one lead's detail, its status changes (from the status seen, racing
 * ones changing it once), its timeline (notes, logged calls and e-mails; editable at any time with every
 * earlier text kept — tested by back-dating a note, not by waiting — hostile input refused or kept as text), its export for a data-access request, the
 * scopes a key needs, and what each write leaves in the audit log (ids, never a note's words).
 */
import { describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, leadActionLinks, leadNotes, leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import type { LeadDetail, LeadNote, LeadStatusAnswer } from "../../src/shared/lead-admin.ts";
import { NOTE_MAX_LENGTH } from "../../src/shared/lead-pipeline.ts";
import { adminRequest, adminSessionForFile, json, sessionIdOf } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const admin = adminSessionForFile();
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function addLead(fields: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  const [row] = await admin.t.deps.db
    .insert(leads)
    .values({ ...LEAD_ANSWERS, email: `pipe-${crypto.randomUUID()}@example.com`, phone: "(555) 010-2000", businessName: "Taqueria Lopez", ...fields })
    .returning({ id: leads.id });
  return row!.id;
}

async function key(scopes: string[]): Promise<AdminApiKey> {
  const res = await admin.send("POST", "/api/admin/api-keys", { name: `Key ${scopes.join(" ")}`, scopes });
  expect(res.status).toBe(201);
  return json<AdminApiKey>(res);
}

const label = () => sessionIdOf(admin.cookie).slice(0, 16);

async function auditOf(action: string, targetId: string) {
  return admin.t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe("GET /api/admin/leads/:id", () => {
  test("the lead with its notes and history; 404 for an unknown lead or an id that is not one", async () => {
    const id = await addLead({ planInterest: "biziagent-pro", utmSource: "google", utmMedium: "cpc", referrerHost: "www.google.com", landingPage: "/biziagent-ai" });
    const res = await admin.send("GET", `/api/admin/leads/${id}`);
    expect(res.status).toBe(200);
    const detail = await json<LeadDetail>(res);
    expect(detail.lead).toMatchObject({ id, status: "new", planInterest: "biziagent-pro", utmSource: "google", referrerHost: "www.google.com", landingPage: "/biziagent-ai" });
    expect(detail.notes).toEqual([]);
    expect(detail.history).toEqual([]);
    expect((await admin.send("GET", `/api/admin/leads/${UNKNOWN}`)).status).toBe(404);
    expect((await admin.send("GET", "/api/admin/leads/not-a-uuid")).status).toBe(404);
  });
});

describe("PATCH /api/admin/leads/:id/status", () => {
  test("moves the lead, stamps the first contact, records who and when; the detail shows it", async () => {
    const id = await addLead();
    const res = await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "contacted", from: "new" });
    expect(res.status).toBe(200);
    const answer = await json<LeadStatusAnswer>(res);
    expect(answer).toMatchObject({ changed: true, from: "new", to: "contacted", lead: { id, status: "contacted" } });
    expect(answer.lead.firstContactedAt).toEqual(expect.any(String));
    const detail = await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`));
    expect(detail.history).toEqual([{ id: expect.any(Number), from: "new", to: "contacted", at: expect.any(String), by: "This session" }]);
    const [row] = await admin.t.deps.db
      .execute<{ actor: string }>(sql`select actor from lead_status_changes where lead_id = ${id}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { actor: string }[] }).rows));
    expect(row!.actor).toBe(`session:${label()}`);

    // The same status again changes nothing and is not an error (a double click).
    const again = await json<LeadStatusAnswer>(await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "contacted", from: "new" }));
    expect(again).toMatchObject({ changed: false, to: "contacted" });
    expect((await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`))).history).toHaveLength(1);
  });

  test("from a status the lead has left: 409 with the lead as it is now, nothing written", async () => {
    const id = await addLead();
    await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "qualified" });
    const res = await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "lost", from: "new" });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.code).toBe("status_moved");
    expect(body.error).toContain("Qualified");
    expect(body.current).toMatchObject({ id, status: "qualified" });
    const [lead] = await admin.t.deps.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    expect(lead!.status).toBe("qualified");
  });

  test("racing changes from the same status: one moves the lead, the others are told it moved", async () => {
    const id = await addLead();
    const targets = ["contacted", "qualified", "won", "lost", "contacted"] as const;
    const answers = await Promise.all(targets.map((status) => admin.send("PATCH", `/api/admin/leads/${id}/status`, { status, from: "new" })));
    const bodies = await Promise.all(answers.map((res) => json(res)));
    const moved = bodies.filter((b) => b.changed === true);
    expect(moved).toHaveLength(1);
    const winner = moved[0].to as string;
    for (const [i, res] of answers.entries()) {
      if (bodies[i].changed === true) continue;
      // Another request that asked for the winner's status finds it there already; the rest are refused.
      expect(res.status).toBe(targets[i] === winner ? 200 : 409);
    }
    const history = (await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`))).history;
    expect(history.map((h) => `${h.from}>${h.to}`)).toEqual([`new>${winner}`]);
  });

  test("bad input: 400 for an unknown status, 415 for a form, 404 for an unknown or malformed id", async () => {
    const id = await addLead();
    const bad = await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "archived" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues[0].field).toBe("status");
    expect((await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "won", from: "maybe" })).status).toBe(400);
    const form = await adminRequest(admin.t, `/api/admin/leads/${id}/status`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: "status=won",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await admin.send("PATCH", `/api/admin/leads/${UNKNOWN}/status`, { status: "won" })).status).toBe(404);
    expect((await admin.send("PATCH", "/api/admin/leads/nope/status", { status: "won" })).status).toBe(404);
  });

  test("audited as lead.status with the lead's id and the two statuses", async () => {
    const id = await addLead();
    await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "won", from: "new" });
    const [entry] = await auditOf("lead.status", id);
    expect(entry).toMatchObject({ outcome: "success", targetType: "lead", targetId: id, actorKind: "session", detail: { from: "new", to: "won" } });
  });
});

describe("notes", () => {
  test("added with the time and the author, newest first; HTML is kept as the text it is", async () => {
    const id = await addLead();
    const first = await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "  Called, left a voicemail  " });
    expect(first.status).toBe(201);
    const note = await json<LeadNote>(first);
    expect(note).toMatchObject({ body: "Called, left a voicemail", editedAt: null, by: "This session" });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>\nline two';
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: html })).status).toBe(201);
    const detail = await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`));
    expect(detail.notes.map((n) => n.body)).toEqual([html, "Called, left a voicemail"]);
  });

  test("refused: a 100 KB note, a NUL, an empty one (400); an unknown lead (404); a form (415)", async () => {
    const id = await addLead();
    const long = await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "x".repeat(100 * 1024) });
    expect(long.status).toBe(400);
    expect((await json(long)).issues[0]).toEqual({ field: "body", message: `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters` });
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "x".repeat(NOTE_MAX_LENGTH) })).status).toBe(201);
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "before\u0000after" })).status).toBe(400);
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "   " })).status).toBe(400);
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, {})).status).toBe(400);
    expect((await admin.send("POST", `/api/admin/leads/${UNKNOWN}/notes`, { body: "Hello" })).status).toBe(404);
    const form = await adminRequest(admin.t, `/api/admin/leads/${id}/notes`, {
      method: "POST",
      cookie: admin.cookie,
      body: "body=hi",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const stored = await admin.t.deps.db.select({ body: leadNotes.body }).from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(stored).toHaveLength(1);
  });

  test("editable at any time, even long after: each earlier text kept with who changed it, newest first", async () => {
    const id = await addLead();
    const note = await json<LeadNote>(await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "Meeting Tuesday" }));
    const edited = await admin.send("PATCH", `/api/admin/leads/${id}/notes/${note.id}`, { body: "Meeting Wednesday" });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ id: note.id, body: "Meeting Wednesday", editedAt: expect.any(String), edits: [{ body: "Meeting Tuesday", by: "This session" }] });

    // Written a month ago: still the owner's to correct.
    await admin.t.deps.db.update(leadNotes).set({ createdAt: sql`now() - make_interval(days => 30)` }).where(eq(leadNotes.id, note.id));
    const late = await admin.send("PATCH", `/api/admin/leads/${id}/notes/${note.id}`, { body: "Meeting Thursday" });
    expect(late.status).toBe(200);
    const detail = await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`));
    expect(detail.notes[0]).toMatchObject({ body: "Meeting Thursday", edits: [{ body: "Meeting Wednesday" }, { body: "Meeting Tuesday" }] });
  });

  test("a call or an e-mail logged, with or without words; a note needs words; an unknown kind is refused", async () => {
    const id = await addLead();
    const call = await admin.send("POST", `/api/admin/leads/${id}/notes`, { kind: "call" });
    expect(call.status).toBe(201);
    expect(await json(call)).toMatchObject({ kind: "call", body: "" });
    expect(await json(await admin.send("POST", `/api/admin/leads/${id}/notes`, { kind: "email", body: "Sent the Pro brochure" }))).toMatchObject({ kind: "email" });
    const empty = await admin.send("POST", `/api/admin/leads/${id}/notes`, { kind: "note", body: " " });
    expect(empty.status).toBe(400);
    expect((await json(empty)).issues).toEqual([{ field: "body", message: "The note is required" }]);
    expect((await admin.send("POST", `/api/admin/leads/${id}/notes`, { kind: "fax", body: "x" })).status).toBe(400);
    const detail = await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`));
    expect(detail.notes.map((n) => n.kind)).toEqual(["email", "call"]);
  });

  test("an edit names its lead: another lead's note, an unknown note or lead is a 404; bad text a 400", async () => {
    const id = await addLead();
    const other = await addLead();
    const note = await json<LeadNote>(await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "Mine" }));
    const wrongLead = await admin.send("PATCH", `/api/admin/leads/${other}/notes/${note.id}`, { body: "Theirs" });
    expect(wrongLead.status).toBe(404);
    expect((await json(wrongLead)).error).toBe("Note not found");
    expect((await admin.send("PATCH", `/api/admin/leads/${id}/notes/999999999`, { body: "x" })).status).toBe(404);
    const noLead = await admin.send("PATCH", `/api/admin/leads/${UNKNOWN}/notes/${note.id}`, { body: "x" });
    expect((await json(noLead)).error).toBe("Lead not found");
    expect((await admin.send("PATCH", `/api/admin/leads/${id}/notes/abc`, { body: "x" })).status).toBe(404);
    expect((await admin.send("PATCH", `/api/admin/leads/${id}/notes/${note.id}`, { body: "x".repeat(NOTE_MAX_LENGTH + 1) })).status).toBe(400);
  });

  test("audited as lead.note_add and lead.note_edit with the lead's id (and the note's), never the words", async () => {
    const id = await addLead();
    const secret = `Private remark ${crypto.randomUUID()}`;
    const note = await json<LeadNote>(await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: secret }));
    await admin.send("PATCH", `/api/admin/leads/${id}/notes/${note.id}`, { body: `${secret}, amended` });
    expect(await auditOf("lead.note_add", id)).toHaveLength(1);
    const [edit] = await auditOf("lead.note_edit", id);
    expect(edit).toMatchObject({ targetType: "lead", targetId: id, detail: { noteId: String(note.id) } });
    const everything = JSON.stringify(await admin.t.deps.db.select().from(auditLog));
    expect(everything).not.toContain("Private remark");
  });
});

describe("API keys", () => {
  test("a key without leads:write reads a lead but may not move it or write a note (403); one with it may, named in the history", async () => {
    const id = await addLead();
    const reader = await key(["leads:read"]);
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}`, { bearer: reader.key })).status).toBe(200);
    for (const [method, path, body] of [
      ["PATCH", `/api/admin/leads/${id}/status`, { status: "won" }],
      ["POST", `/api/admin/leads/${id}/notes`, { body: "From a script" }],
      ["PATCH", `/api/admin/leads/${id}/notes/1`, { body: "From a script" }],
    ] as const) {
      const res = await adminRequest(admin.t, path, { method, body, bearer: reader.key });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
      expect((await json(res)).error).toBe("This API key may not change or delete leads (it needs the leads:write scope).");
    }
    const content = await key(["content:read"]);
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}`, { bearer: content.key })).status).toBe(403);
    expect((await adminRequest(admin.t, "/api/admin/lead-metrics", { bearer: content.key })).status).toBe(403);

    const writer = await key(["leads:read", "leads:write"]);
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}/status`, { method: "PATCH", body: { status: "contacted" }, bearer: writer.key })).status).toBe(200);
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}/notes`, { method: "POST", body: { body: "Synced from the CRM" }, bearer: writer.key })).status).toBe(201);
    const detail = await json<LeadDetail>(await admin.send("GET", `/api/admin/leads/${id}`));
    expect(detail.history[0]!.by).toBe(`API key “${writer.name}”`);
    expect(detail.notes[0]!.by).toBe(`API key “${writer.name}”`);
    const entries = await auditOf("lead.status", id);
    expect(entries.find((e) => e.outcome === "refused")).toMatchObject({ actorKind: "api_key", actorId: String(reader.id) });
    expect(entries.find((e) => e.outcome === "success")).toMatchObject({ actorKind: "api_key", actorId: String(writer.id) });
  });
});

describe("GET /api/admin/leads/:id/export", () => {
  test("everything stored about the person as a JSON attachment, without the outbox's messages or the links' tokens; audited", async () => {
    const id = await addLead({ clientIp: "203.0.113.9", userAgent: "Mozilla/5.0 Test", consentVersion: "2026-01", consentedAt: new Date("2026-01-02T03:04:05Z") });
    await admin.send("PATCH", `/api/admin/leads/${id}/status`, { status: "contacted" });
    await admin.send("POST", `/api/admin/leads/${id}/notes`, { body: "Asked for pricing" });
    await admin.t.deps.db.insert(leadNotificationOutbox).values([
      { leadId: id, channel: "email", payload: { secretLink: "https://example.com/token-abc" }, deliveredAt: new Date() },
      { leadId: id, channel: "webhook", payload: { hook: "x" }, lastError: "POST https://hooks.example/secret-path failed: 500" },
    ]);
    await admin.t.deps.db
      .insert(leadActionLinks)
      .values({ tokenHash: "hash-that-must-not-leave", leadId: id, action: "mark-contacted", expiresAt: new Date(Date.now() + 86_400_000) });

    const res = await admin.send("GET", `/api/admin/leads/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toStartWith("application/json");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="lead-${id}.json"`);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.lead).toMatchObject({
      id,
      clientIp: "203.0.113.9",
      userAgent: "Mozilla/5.0 Test",
      consentVersion: "2026-01",
      status: "contacted",
      email: expect.stringContaining("@example.com"),
    });
    expect(data.statusChanges).toHaveLength(1);
    expect(data.notes.map((n: { body: string }) => n.body)).toEqual(["Asked for pricing"]);
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications.find((n: { channel: string }) => n.channel === "webhook")).toMatchObject({ deliveredAt: null, failedAttempt: true });
    expect(data.actionLinks).toEqual([{ action: "mark-contacted", createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }]);
    for (const secret of ["token-abc", "secret-path", "hash-that-must-not-leave", "payload", "lastError", "tokenHash"]) expect(text).not.toContain(secret);
    expect(await auditOf("lead.export", id)).toHaveLength(1);
    expect((await admin.send("GET", `/api/admin/leads/${UNKNOWN}/export`)).status).toBe(404);
  });
});

describe("GET /api/admin/lead-metrics", () => {
  test("7, 30 or 90 days (30 by default); anything else 400", async () => {
    const body = await json(await admin.send("GET", "/api/admin/lead-metrics"));
    expect(body.days).toBe(30);
    expect(body.buckets.map((b: { bucket: string }) => b.bucket)).toEqual(["lt1h", "h1to8", "h8to24", "gt24h", "never"]);
    expect((await json(await admin.send("GET", "/api/admin/lead-metrics?days=7"))).days).toBe(7);
    for (const days of ["8", "abc", "-1"]) expect((await admin.send("GET", `/api/admin/lead-metrics?days=${days}`)).status).toBe(400);
  });
});
