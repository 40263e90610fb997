/**
 * The owner's sessions in the Security tab's API: listed with device, network and times (this one marked),
 * ended one at a time or all others at once, last seen moved forward at most once a minute, lifetimes from
 * the environment; session only (no API key reaches any of it); each end is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { apiKeys, auditLog, sessions } from "../../db/schema/index.ts";
import { SESSION_LABEL_LENGTH } from "../../src/admin/audit.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import { sessionStoreFor } from "../../src/auth/lucia.ts";
import type { AdminSessionRow } from "../../src/shared/security.ts";
import type { TestApp } from "../support/test-app.ts";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, json, login, sessionIdOf, setCookieLine } from "./admin-support.ts";

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
}, 60_000);
afterAll(() => t?.close());

const labelOf = (cookie: string) => sessionIdOf(cookie).slice(0, SESSION_LABEL_LENGTH);

/** A login, then its row given the browser a real login records (the login route stores the request's). */
async function loginAs(userAgent: string, network: string): Promise<string> {
  const cookie = await login(t);
  await t.deps.db
    .update(sessions)
    .set({ userAgent, network })
    .where(eq(sessions.id, sessionIdOf(cookie)));
  return cookie;
}

async function listSessions(cookie: string): Promise<AdminSessionRow[]> {
  const res = await adminRequest(t, "/api/admin/security/sessions", { cookie });
  expect(res.status).toBe(200);
  return json<AdminSessionRow[]>(res);
}

async function isAdmin(cookie: string): Promise<boolean> {
  return (await json<{ isAdmin: boolean }>(await adminRequest(t, "/api/admin/check", { cookie }))).isAdmin;
}

async function auditActions(action: string) {
  return t.deps.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe("the sessions list", () => {
  test("each live session with its device, coarse network and times; this one marked; no stored id leaks", async () => {
    const laptop = await loginAs(CHROME_LINUX, "203.0.113.0/24");
    const phone = await loginAs(SAFARI_IPHONE, "2001:db8:abcd::/48");
    const rows = await listSessions(laptop);
    const mine = rows.find((r) => r.id === labelOf(laptop));
    const other = rows.find((r) => r.id === labelOf(phone));
    expect(mine).toEqual({
      id: labelOf(laptop),
      device: "Chrome 156 on Linux",
      network: "203.0.113.0/24",
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });
    expect(other).toMatchObject({ device: "Safari 17 on iPhone", network: "2001:db8:abcd::/48", current: false });
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(sessionIdOf(laptop));

    // The tab's whole data (first paint and re-reads) carries the same list.
    const tab = await json(await adminRequest(t, "/api/admin/security", { cookie: phone }));
    expect(tab).toMatchObject({ factors: expect.any(Array), recoveryCodesLeft: expect.any(Number) });
    expect(tab.sessions.find((r: AdminSessionRow) => r.current).id).toBe(labelOf(phone));
  });

  test("an expired session is not listed", async () => {
    const cookie = await login(t);
    const stale = await login(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(stale)));
    expect((await listSessions(cookie)).map((r) => r.id)).not.toContain(labelOf(stale));
  });
});

describe("ending sessions", () => {
  test("ending another session: it is signed out at once, this one stays; audited as session.end", async () => {
    const mine = await login(t);
    const other = await login(t);
    const res = await adminRequest(t, `/api/admin/security/sessions/${labelOf(other)}`, { method: "DELETE", cookie: mine });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, current: false });
    expect(await isAdmin(other)).toBe(false);
    expect(await isAdmin(mine)).toBe(true);
    expect((await listSessions(mine)).map((r) => r.id)).not.toContain(labelOf(other));
    const entries = (await auditActions("session.end")).filter((e) => e.targetId === labelOf(other));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ outcome: "success", actorKind: "session", actorId: labelOf(mine), targetType: "session" });
  });

  test("ending this browser's own session logs it out (the cookie is cleared)", async () => {
    const mine = await login(t);
    const res = await adminRequest(t, `/api/admin/security/sessions/${labelOf(mine)}`, { method: "DELETE", cookie: mine });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, current: true });
    expect(setCookieLine(res)).toMatch(/Max-Age=0/);
    expect(await isAdmin(mine)).toBe(false);
  });

  test("an unknown or malformed id is a 404, and ends nothing", async () => {
    const mine = await login(t);
    const before = (await listSessions(mine)).length;
    for (const id of ["0000000000000000", "not-a-session", "ABCDEF0123456789", labelOf(mine).slice(0, 8), "%25"]) {
      const res = await adminRequest(t, `/api/admin/security/sessions/${id}`, { method: "DELETE", cookie: mine });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: "Session not found" });
    }
    expect((await listSessions(mine)).length).toBe(before);
  });

  test("Sign out everywhere else: every other session ends, this one stays; audited with the count", async () => {
    const others = [await login(t), await login(t)];
    const mine = await login(t);
    const res = await adminRequest(t, "/api/admin/security/sessions/end-others", { method: "POST", cookie: mine });
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; ended: number }>(res);
    expect(body.success).toBe(true);
    expect(body.ended).toBeGreaterThanOrEqual(2);
    for (const cookie of others) expect(await isAdmin(cookie)).toBe(false);
    expect(await isAdmin(mine)).toBe(true);
    expect(await listSessions(mine)).toEqual([expect.objectContaining({ id: labelOf(mine), current: true })]);
    const [entry] = (await auditActions("session.end_others")).filter((e) => e.actorId === labelOf(mine));
    expect(entry?.detail).toEqual({ ended: body.ended });
  });

  test("writes need the same-origin check like every admin write", async () => {
    const mine = await login(t);
    const other = await login(t);
    const res = await adminRequest(t, `/api/admin/security/sessions/${labelOf(other)}`, {
      method: "DELETE",
      cookie: mine,
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await isAdmin(other)).toBe(true);
  });
});

describe("who may call it", () => {
  test("an API key (even an active one with every scope) reaches none of the security routes", async () => {
    const generated = generateApiKey();
    await t.deps.db.insert(apiKeys).values({ name: "integration", keyHash: generated.hash, keyFirstFour: generated.firstFour, keyLastFour: generated.lastFour });
    const victim = await login(t);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/security"],
      ["GET", "/api/admin/security/sessions"],
      ["POST", "/api/admin/security/sessions/end-others"],
      ["DELETE", `/api/admin/security/sessions/${labelOf(victim)}`],
      ["PUT", "/api/admin/security/password", { currentPassword: "x", newPassword: "correct-horse-battery-staple-7" }],
      ["POST", "/api/admin/security/password-strength", { password: "x" }],
    ];
    for (const [method, path, body] of calls) {
      const res = await adminRequest(t, path, { method, body, bearer: generated.key });
      expect(res.status, `${method} ${path}`).toBe(401);
      // Nor without anything at all.
      expect((await adminRequest(t, path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await isAdmin(victim)).toBe(true);
  });
});

describe("last seen", () => {
  test("moves forward when the session is used a minute or more after it was last written, not within the minute", async () => {
    const cookie = await login(t);
    const id = sessionIdOf(cookie);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await t.deps.db.update(sessions).set({ lastSeenAt: fiveMinutesAgo }).where(eq(sessions.id, id));
    expect((await adminRequest(t, "/api/admin/tags", { cookie })).status).toBe(200);
    const [moved] = await t.deps.db.select().from(sessions).where(eq(sessions.id, id));
    expect(moved!.lastSeenAt.getTime()).toBeGreaterThan(fiveMinutesAgo.getTime() + 4 * 60_000);

    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await t.deps.db.update(sessions).set({ lastSeenAt: halfAMinuteAgo }).where(eq(sessions.id, id));
    expect((await adminRequest(t, "/api/admin/tags", { cookie })).status).toBe(200);
    const [kept] = await t.deps.db.select().from(sessions).where(eq(sessions.id, id));
    expect(kept!.lastSeenAt.getTime()).toBe(halfAMinuteAgo.getTime());
  });
});

describe("lifetimes from the environment", () => {
  test("SESSION_IDLE_DAYS=1, SESSION_ABSOLUTE_DAYS=2: a one-day cookie and expiry; past two days the session ends", async () => {
    const local = await createAdminTestApp({ SESSION_IDLE_DAYS: "1", SESSION_ABSOLUTE_DAYS: "2" });
    try {
      const day = 24 * 60 * 60 * 1000;
      const res = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
      const line = setCookieLine(res)!;
      const maxAge = Number(/Max-Age=(\d+)/.exec(line)![1]);
      expect(maxAge).toBeGreaterThan(day / 1000 - 60);
      expect(maxAge).toBeLessThanOrEqual(day / 1000);
      const cookie = line.split(";")[0]!;
      const [row] = await local.deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(cookie)));
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + day);
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + day - 60_000);

      // Used every day (never idle), but made more than two days ago: over.
      await local.deps.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 2 * day - 1000), expiresAt: new Date(Date.now() + day) })
        .where(eq(sessions.id, sessionIdOf(cookie)));
      expect((await adminRequest(local, "/api/admin/tags", { cookie })).status).toBe(401);
    } finally {
      await local.close();
    }
  }, 60_000);

  test("a store made with a one-day idle lifetime: the session it creates expires in a day and ends 30 days after it began", async () => {
    const day = 24 * 60 * 60 * 1000;
    const store = sessionStoreFor(t.deps.db, { sessionIdleMs: day, sessionAbsoluteMs: 30 * day });
    const [admin] = await t.deps.db.select({ userId: sessions.userId }).from(sessions).limit(1);
    const session = await store.createSession(admin!.userId, { userAgent: CHROME_LINUX, network: "203.0.113.0/24", authMethod: "totp" });
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(day - 60_000);
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(day);
    expect(session.endsAt.getTime() - session.createdAt.getTime()).toBe(30 * day);
    // What the login gives it is kept for the Security tab.
    const [row] = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, session.id), eq(sessions.userId, admin!.userId)));
    expect(row).toMatchObject({ userAgent: CHROME_LINUX, network: "203.0.113.0/24", authMethod: "totp" });
    expect(await store.validateSession(session.token)).toMatchObject({ id: session.id, authMethod: "totp" });
  });
});
