/**
 * The audit log in-process: every admin write leaves one entry with its action, target and actor
 * (this session or the API key), nothing of a body (no password, no lead, no key); the list's filters
 * and pages, the CSV export, session-only access, and the retention the hourly maintenance applies.
 */
import { describe, expect, test } from "bun:test";
import { desc, gt, sql } from "drizzle-orm";
import { pruneOldAuditEntries, startMaintenance } from "../../db/maintenance.ts";
import { createApiKey } from "../../db/queries/api-keys.ts";
import { recordAudit } from "../../db/queries/audit-log.ts";
import { auditLog } from "../../db/schema/index.ts";
import { SESSION_LABEL_LENGTH } from "../../src/admin/audit.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import type { AuditPage } from "../../src/shared/audit.ts";
import { ADMIN_PASSWORD, adminRequest, adminSessionForFile, BLANK_POST, json, sessionIdOf } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const admin = adminSessionForFile();
const db = () => admin.t.deps.db;
const sessionLabel = () => sessionIdOf(admin.cookie).slice(0, SESSION_LABEL_LENGTH);

async function lastId(): Promise<number> {
  const [row] = await db().select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

/** Runs `write` and returns the entries it left. */
async function entriesOf(write: () => Promise<Response>, status?: number) {
  const before = await lastId();
  const res = await write();
  if (status !== undefined) expect(res.status).toBe(status);
  const rows = await db().select().from(auditLog).where(gt(auditLog.id, before)).orderBy(auditLog.id);
  return { res, rows };
}

/** A key made straight in the database (this file tests the log, not key creation's own rules). */
async function makeKey(name: string) {
  const generated = generateApiKey();
  const row = await createApiKey(db(), { name, keyHash: generated.hash, keyFirstFour: generated.firstFour, keyLastFour: generated.lastFour });
  return { id: row.id, key: generated.key };
}

const asKey = (key: string, method: string, path: string, body?: unknown) => adminRequest(admin.t, path, { method, body, bearer: key });

describe("every admin write leaves one entry with its actor", () => {
  test("posts: create, update, publish, unpublish, delete — by this session", async () => {
    const created = await entriesOf(() => admin.send("POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Audited", slug: "audited", content: "<p>secret words</p>" }), 201);
    const post = await json(created.res);
    expect(created.rows).toHaveLength(1);
    expect(created.rows[0]).toMatchObject({
      action: "post.create",
      outcome: "success",
      targetType: "post",
      targetId: String(post.id),
      actorKind: "session",
      actorId: sessionLabel(),
      detail: null,
    });
    expect(created.rows[0]!.ip).toMatch(/^198\.51\./);

    const steps: Array<[string, unknown, string]> = [
      ["PUT", { ...BLANK_POST, title: "Audited again", slug: "audited" }, "post.update"],
      ["PUT", { status: "published" }, "post.publish"],
      ["PUT", { status: "draft" }, "post.unpublish"],
      ["DELETE", undefined, "post.delete"],
    ];
    for (const [method, body, action] of steps) {
      const { rows } = await entriesOf(() => admin.send(method, `/api/admin/blog-posts/${post.id}`, body), 200);
      expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.actorKind, r.outcome])).toEqual([[action, "post", String(post.id), "session", "success"]]);
    }
  });

  test("categories, tags and authors: create, update, delete", async () => {
    const cases = [
      ["categories", "category", { name: "Audit cat", slug: "audit-cat", description: "" }],
      ["tags", "tag", { name: "Audit tag", slug: "audit-tag" }],
      ["authors", "author", { name: "Audit author", bio: "", imageUrl: "" }],
    ] as const;
    for (const [path, thing, body] of cases) {
      const created = await entriesOf(() => admin.send("POST", `/api/admin/${path}`, body), 201);
      const id = String((await json(created.res)).id);
      expect(created.rows.map((r) => [r.action, r.targetId])).toEqual([[`${thing}.create`, id]]);
      const updated = await entriesOf(() => admin.send("PUT", `/api/admin/${path}/${id}`, { ...body, name: `${body.name} 2` }), 200);
      expect(updated.rows.map((r) => [r.action, r.targetId])).toEqual([[`${thing}.update`, id]]);
      const deleted = await entriesOf(() => admin.send("DELETE", `/api/admin/${path}/${id}`), 200);
      expect(deleted.rows.map((r) => [r.action, r.targetType, r.targetId, r.actorKind])).toEqual([[`${thing}.delete`, thing, id, "session"]]);
    }
  });

  test("API keys: create (its name, never the key), deactivate, activate, delete", async () => {
    const created = await entriesOf(() => admin.send("POST", "/api/admin/api-keys", { name: "Zapier" }), 201);
    const key = await json(created.res);
    const own = created.rows.filter((r) => r.action === "api_key.create");
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ targetType: "api_key", targetId: String(key.id), actorKind: "session", detail: { name: "Zapier" } });
    expect(JSON.stringify(created.rows)).not.toContain(key.key.slice(4, -4));

    const off = await entriesOf(() => admin.send("PUT", `/api/admin/api-keys/${key.id}/toggle`, { isActive: "false" }), 200);
    expect(off.rows.map((r) => [r.action, r.targetId])).toEqual([["api_key.disable", String(key.id)]]);
    const on = await entriesOf(() => admin.send("PUT", `/api/admin/api-keys/${key.id}/toggle`, { isActive: "true" }), 200);
    expect(on.rows.map((r) => [r.action, r.targetId])).toEqual([["api_key.enable", String(key.id)]]);
    const deleted = await entriesOf(() => admin.send("DELETE", `/api/admin/api-keys/${key.id}`), 200);
    expect(deleted.rows.map((r) => [r.action, r.targetId])).toEqual([["api_key.delete", String(key.id)]]);
  });

  test("redirects: create, import (its counts), delete", async () => {
    const created = await entriesOf(() => admin.send("POST", "/api/admin/redirects", { fromPath: "/audit-old", toTarget: "/blog" }), 201);
    const id = String((await json(created.res)).id);
    expect(created.rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([["redirect.create", "redirect", id]]);

    const imported = await entriesOf(
      () =>
        adminRequest(admin.t, "/api/admin/redirects/import", {
          method: "POST",
          cookie: admin.cookie,
          body: "from,to,status\r\n/audit-a,/blog,301\r\n/audit-b,/blog,302\r\n",
          headers: { "Content-Type": "text/csv" },
        }),
      200,
    );
    expect(imported.rows.map((r) => [r.action, r.outcome, r.detail])).toEqual([["redirect.import", "success", { imported: 2, created: 2, updated: 0 }]]);

    const deleted = await entriesOf(() => admin.send("DELETE", `/api/admin/redirects/${id}`), 200);
    expect(deleted.rows.map((r) => [r.action, r.targetId])).toEqual([["redirect.delete", id]]);
  });

  test("an API key's writes name the key; a lead's deletion keeps its id and nothing of the lead", async () => {
    const { id: keyId, key } = await makeKey("Make.com");
    const created = await entriesOf(() => asKey(key, "POST", "/api/admin/tags", { name: "Keyed", slug: "keyed" }), 201);
    const writes = created.rows.filter((r) => r.action === "tag.create");
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ actorKind: "api_key", actorId: String(keyId) });

    const lead = await admin.t.app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
      body: JSON.stringify({ ...VALID_LEAD, firstName: "Zebulon", email: "zebulon.audit@example.com" }),
    });
    expect(lead.status).toBe(201);
    const leadId = (await json(lead)).id as string;
    const deleted = await entriesOf(() => asKey(key, "DELETE", `/api/admin/leads/${leadId}`), 200);
    const own = deleted.rows.filter((r) => r.action === "lead.delete");
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ targetType: "lead", targetId: leadId, actorKind: "api_key", actorId: String(keyId), outcome: "success" });
  });

  test("a refused write is a failure with its target; a write no guard let through is no entry", async () => {
    const missing = await entriesOf(() => admin.send("DELETE", "/api/admin/categories/987654"), 404);
    expect(missing.rows.map((r) => [r.action, r.outcome, r.targetId, r.actorKind])).toEqual([["category.delete", "failure", "987654", "session"]]);

    const invalid = await entriesOf(() => admin.send("POST", "/api/admin/tags", { name: "" }), 400);
    expect(invalid.rows.map((r) => [r.action, r.outcome, r.targetId])).toEqual([["tag.create", "failure", null]]);

    const nobody = await entriesOf(() => adminRequest(admin.t, "/api/admin/tags", { method: "POST", body: { name: "x", slug: "x" } }), 401);
    expect(nobody.rows).toEqual([]);
    const forged = await entriesOf(() => asKey("bza_not-a-real-key", "DELETE", "/api/admin/tags/1"), 401);
    expect(forged.rows).toEqual([]);
  });

  test("a post's autosaves are recorded once per stretch of work", async () => {
    const post = await json(await admin.send("POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Draft", slug: "autosaved-draft" }));
    let version = post.version;
    const autosave = async (title: string) => {
      const res = await admin.send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, { baseVersion: version, post: { ...BLANK_POST, title, slug: "autosaved-draft" } });
      if (res.ok) version = (await res.clone().json()).post.version;
      return res;
    };
    const first = await entriesOf(() => autosave("Draft 1"), 200);
    expect(first.rows.map((r) => [r.action, r.targetId])).toEqual([["post.autosave", String(post.id)]]);
    const second = await entriesOf(() => autosave("Draft 12"), 200);
    expect(second.rows).toEqual([]);
  });

  test("no entry holds a password, a key, a post's words or a lead's contents", async () => {
    const everything = JSON.stringify(await db().select().from(auditLog));
    for (const secret of [ADMIN_PASSWORD, "secret words", "Zebulon", "zebulon.audit@example.com", VALID_LEAD.businessName, "bza_"]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("GET /api/admin/audit-log", () => {
  const list = async (query: string) => {
    const res = await admin.send("GET", `/api/admin/audit-log${query}`);
    expect(res.status).toBe(200);
    return json<AuditPage>(res);
  };

  test("filters by family, action, actor, outcome and days; pages of 50, newest first", async () => {
    for (let i = 0; i < 55; i++) await recordAudit(db(), { action: "widget.poke", actorKind: "system", targetType: "widget", targetId: i });
    const first = await list("?action=widget.poke");
    expect(first.total).toBe(55);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.targetId).toBe("54");
    const second = await list("?action=widget.poke&page=2");
    expect(second.rows.map((r) => r.targetId)).toEqual(["4", "3", "2", "1", "0"]);

    const posts = await list("?action=post");
    expect(posts.rows.length).toBeGreaterThan(0);
    expect(posts.rows.every((r) => r.action.startsWith("post.") || r.action.startsWith("preview_link."))).toBe(true);
    const keyed = await list("?actor=api_key");
    expect(keyed.rows.length).toBeGreaterThan(0);
    expect(keyed.rows.every((r) => r.actorKind === "api_key")).toBe(true);
    expect(keyed.rows.find((r) => r.action === "tag.create")).toMatchObject({ actorName: "Make.com", you: false });
    const failed = await list("?outcome=failure");
    expect(failed.rows.every((r) => r.outcome === "failure")).toBe(true);
    expect(failed.rows.map((r) => r.action)).toContain("category.delete");
    const mine = await list("?action=post.create");
    expect(mine.rows[0]).toMatchObject({ actorKind: "session", you: true });

    await db()
      .insert(auditLog)
      .values({ action: "widget.old", actorKind: "system", at: new Date("2024-03-10T12:00:00Z") });
    expect((await list("?action=widget.old&from=2024-03-10&to=2024-03-10")).total).toBe(1);
    expect((await list("?action=widget.old&from=2024-03-11")).total).toBe(0);
    expect((await list("?action=widget.old&to=2024-03-09")).total).toBe(0);
  });

  test("each row has the client's device in words", async () => {
    await recordAudit(db(), {
      action: "widget.device",
      actorKind: "system",
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    });
    const [row] = (await list("?action=widget.device")).rows;
    expect(row).toMatchObject({ ip: "203.0.113.9", device: "Chrome 131 on macOS" });
  });

  test("a bad filter is a 400 naming it", async () => {
    for (const [query, field] of [
      ["?actor=robot", "actor"],
      ["?outcome=maybe", "outcome"],
      ["?from=2024-13-45", "from"],
      ["?page=0", "page"],
      ["?action=DROP%20TABLE", "action"],
      ["?from=2024-05-02&to=2024-05-01", "to"],
    ] as const) {
      const res = await admin.send("GET", `/api/admin/audit-log${query}`);
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });

  test("an API key cannot read it or export it; without a session it is 401", async () => {
    const { key } = await makeKey("Reader");
    for (const path of ["/api/admin/audit-log", "/api/admin/audit-log/export"]) {
      expect((await adminRequest(admin.t, path, { bearer: key })).status).toBe(401);
      expect((await adminRequest(admin.t, path, { bearer: key, cookie: admin.cookie })).status).toBe(401);
      expect((await adminRequest(admin.t, path)).status).toBe(401);
    }
  });
});

describe("GET /api/admin/audit-log/export", () => {
  test("CSV of every matching entry, formulas defused, named for today", async () => {
    await recordAudit(db(), { action: "widget.csv", actorKind: "anonymous", ip: "198.51.100.4", userAgent: '=HYPERLINK("https://evil.example")' });
    const res = await admin.send("GET", "/api/admin/audit-log/export?action=widget.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toStartWith('"Time (UTC)","Action","Action name","Outcome"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"widget.csv"');
    expect(lines[1]).toContain('"No session"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"")"`);

    const all = await (await admin.send("GET", "/api/admin/audit-log/export?action=widget.poke")).text();
    expect(all.trim().split("\r\n")).toHaveLength(56);
  });
});

describe("retention", () => {
  test("entries older than AUDIT_RETENTION_DAYS go; newer ones stay (also when the maintenance starts)", async () => {
    const days = admin.t.deps.env.auditRetentionDays;
    const insertAged = async (action: string, ageDays: number) => {
      await db()
        .insert(auditLog)
        .values({ action, actorKind: "system", at: sql`now() - make_interval(days => ${ageDays})` });
    };
    await insertAged("widget.ancient", days + 1);
    await insertAged("widget.recent", days - 1);
    const count = async (action: string) => (await db().select().from(auditLog).where(sql`${auditLog.action} = ${action}`)).length;
    expect(await pruneOldAuditEntries(admin.t.deps.database, days)).toBeGreaterThanOrEqual(1);
    expect(await count("widget.ancient")).toBe(0);
    expect(await count("widget.recent")).toBe(1);

    await insertAged("widget.ancient", days + 2);
    const maintenance = await startMaintenance(admin.t.deps.database, () => 0, { auditRetentionDays: days });
    maintenance.stop();
    expect(await count("widget.ancient")).toBe(0);
    expect(await count("widget.recent")).toBe(1);
  });
});
