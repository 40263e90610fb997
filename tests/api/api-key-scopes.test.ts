/**
 * Scoped API keys in-process: each route asks for its scope (content or leads, read or write), a key
 * without it gets 403 insufficient_scope; an expired key 401; no key reaches keys, sessions, security or
 * the audit log; creating a key long after the login asks for the password again; a key's use records its
 * client, and its first use of a day one audit entry.
 */
import { describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { apiKeys, auditLog, blogPosts, leads, sessions } from "../../db/schema/index.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import type { ApiKeyScope } from "../../src/shared/api-key-scopes.ts";
import { ADMIN_PASSWORD, adminRequest, adminSessionForFile, json, login, sessionIdOf } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const admin = adminSessionForFile();

async function generate(body: { name?: string; scopes?: ApiKeyScope[]; expiresInDays?: number | null } = {}) {
  const res = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name: "Integration", ...body } });
  expect(res.status).toBe(201);
  return json<AdminApiKey>(res);
}

async function addLead(email: string): Promise<string> {
  const [row] = await admin.t.deps.db
    .insert(leads)
    .values({ ...LEAD_ANSWERS, email, phone: null, businessName: null })
    .returning({ id: leads.id });
  return row!.id;
}

const post = (slug: string) => ({ title: `Post ${slug}`, slug, status: "draft" });

describe("scopes", () => {
  test("a content:read key reads content but may not write it nor read leads: 403 insufficient_scope, with RFC 6750's header", async () => {
    const { key, scopes } = await generate({ name: "Read-only CMS", scopes: ["content:read"] });
    expect(scopes).toEqual(["content:read"]);
    for (const path of ["/api/admin/blog-posts", "/api/admin/categories", "/api/admin/tags", "/api/admin/authors", "/api/admin/redirects", "/api/admin/not-found-paths"]) {
      expect(`${path} ${(await adminRequest(admin.t, path, { bearer: key })).status}`).toBe(`${path} 200`);
    }
    const write = await adminRequest(admin.t, "/api/admin/blog-posts", { method: "POST", bearer: key, body: post("read-only-write") });
    expect(write.status).toBe(403);
    expect(await json(write)).toEqual({ error: "This API key may not change content (it needs the content:write scope).", code: "insufficient_scope" });
    expect(write.headers.get("WWW-Authenticate")).toBe('Bearer realm="admin", error="insufficient_scope", scope="content:write"');
    expect(await admin.t.deps.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, "read-only-write"))).toHaveLength(0);

    for (const path of ["/api/admin/leads", "/api/admin/leads.csv", "/api/admin/funnel-stats", "/api/admin/traffic-stats"]) {
      const res = await adminRequest(admin.t, path, { bearer: key });
      expect(`${path} ${res.status}`).toBe(`${path} 403`);
      expect((await json(res)).error).toBe("This API key may not read leads (it needs the leads:read scope).");
    }
    const tag = await adminRequest(admin.t, "/api/admin/tags", { method: "POST", bearer: key, body: { name: "Nope", slug: "nope" } });
    expect(tag.status).toBe(403);
  });

  test("a leads:read key reads and exports leads but may not delete one, nor read content", async () => {
    const { key } = await generate({ name: "CRM export", scopes: ["leads:read"] });
    const id = await addLead("scoped-read@example.com");
    expect((await adminRequest(admin.t, "/api/admin/leads", { bearer: key })).status).toBe(200);
    expect((await adminRequest(admin.t, "/api/admin/leads.csv", { bearer: key })).status).toBe(200);
    const removed = await adminRequest(admin.t, `/api/admin/leads/${id}`, { method: "DELETE", bearer: key });
    expect(removed.status).toBe(403);
    expect(await json(removed)).toEqual({ error: "This API key may not change or delete leads (it needs the leads:write scope).", code: "insufficient_scope" });
    expect(await admin.t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, id))).toHaveLength(1);
    expect((await adminRequest(admin.t, "/api/admin/blog-posts", { bearer: key })).status).toBe(403);
  });

  test("leads:write deletes a lead; content:write writes content (a write scope does not include reading)", async () => {
    const leadsKey = await generate({ scopes: ["leads:write"] });
    const id = await addLead("scoped-delete@example.com");
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}`, { method: "DELETE", bearer: leadsKey.key })).status).toBe(200);
    const writer = await generate({ scopes: ["content:write"] });
    expect((await adminRequest(admin.t, "/api/admin/blog-posts", { method: "POST", bearer: writer.key, body: post("written-by-writer") })).status).toBe(201);
    expect((await adminRequest(admin.t, "/api/admin/blog-posts", { bearer: writer.key })).status).toBe(403);
  });

  test("a key made before scopes existed (the column's default) keeps every scope: content and leads, read and write", async () => {
    const generated = generateApiKey();
    // Inserted as the migration left the keys of before: no scopes named, so the column's default.
    await admin.t.deps.db.execute(
      sql`insert into api_keys (name, key_hash, key_first_four, key_last_four) values ('Old key', ${generated.hash}, ${generated.firstFour}, ${generated.lastFour})`,
    );
    const key = generated.key;
    for (const path of [
      "/api/admin/blog-posts",
      "/api/admin/tags",
      "/api/admin/leads",
      "/api/admin/leads.csv",
      "/api/admin/funnel-stats",
      "/api/admin/traffic-stats",
      "/api/admin/redirects",
    ]) {
      expect(`${path} ${(await adminRequest(admin.t, path, { bearer: key })).status}`).toBe(`${path} 200`);
    }
    expect((await adminRequest(admin.t, "/api/admin/blog-posts", { method: "POST", bearer: key, body: post("old-key-post") })).status).toBe(201);
    const id = await addLead("old-key@example.com");
    expect((await adminRequest(admin.t, `/api/admin/leads/${id}`, { method: "DELETE", bearer: key })).status).toBe(200);
    const listed = (await json<AdminApiKey[]>(await adminRequest(admin.t, "/api/admin/api-keys", { cookie: admin.cookie }))).find((k) => k.name === "Old key");
    expect(listed?.scopes).toEqual(["content:read", "content:write", "leads:read", "leads:write"]);
  });

  test("bad scopes and expiries get a 400 that names the field", async () => {
    const cases: [unknown, string, string][] = [
      [{ scopes: [] }, "scopes", "Choose at least one thing this key may do"],
      [{ scopes: ["admin"] }, "scopes.0", "A scope must be one of content:read, content:write, leads:read, leads:write"],
      [{ scopes: "content:read" }, "scopes", "scopes must be a list of scopes"],
      [{ expiresInDays: 0 }, "expiresInDays", "expiresInDays must be a whole number of days from 1 to 3650, or null for a key that never expires"],
      [{ expiresInDays: 1.5 }, "expiresInDays", "expiresInDays must be a whole number of days from 1 to 3650, or null for a key that never expires"],
      [{ expiresInDays: "30" }, "expiresInDays", "expiresInDays must be a whole number of days from 1 to 3650, or null for a key that never expires"],
      [{ password: "x".repeat(10_000) }, "password", "Password is too long"],
    ];
    for (const [body, field, message] of cases) {
      const res = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name: "Bad", ...(body as object) } });
      expect(res.status).toBe(400);
      expect((await json(res)).issues).toEqual([{ field, message }]);
    }
  });
});

describe("expiry", () => {
  test("a key with an expiry works until then; after it, 401 saying when it expired, and its use is not recorded", async () => {
    const created = await generate({ name: "Quarterly", expiresInDays: 90 });
    const days = (Date.parse(created.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await adminRequest(admin.t, "/api/admin/tags", { bearer: created.key })).status).toBe(200);

    await admin.t.deps.db
      .update(apiKeys)
      .set({ expiresAt: new Date("2026-01-05T10:30:00Z"), lastUsedAt: null })
      .where(eq(apiKeys.id, created.id));
    const res = await adminRequest(admin.t, "/api/admin/tags", { bearer: created.key });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: "This API key expired on 2026-01-05 10:30 UTC.", code: "expired_api_key" });
    expect(res.headers.get("WWW-Authenticate")).toContain('error="invalid_token"');
    const [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.lastUsedAt).toBeNull();
  });
});

describe("no key manages keys, sessions, security or the audit log", () => {
  test("every such route answers a key with every scope 401, also with the owner's cookie alongside", async () => {
    const { key, id } = await generate({ name: "All scopes" });
    const routes = admin.t.app.map.filter((e) => /^\/api\/admin\/(api-keys|security|audit-log)(\/|$)/.test(e.path));
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/api/admin/api-keys", "/api/admin/audit-log"]));
    expect(routes.some((r) => r.path.startsWith("/api/admin/security"))).toBe(true);
    for (const route of routes) {
      expect(`${route.method} ${route.path} ${route.guards.join()}`).toBe(`${route.method} ${route.path} admin session`);
      const path = route.path.replace(/:\w+/g, String(id));
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      for (const cookie of [undefined, admin.cookie]) {
        const res = await adminRequest(admin.t, path, { method: route.method, body, bearer: key, cookie });
        expect(`${route.method} ${path} ${res.status}`).toBe(`${route.method} ${path} 401`);
      }
    }
  });
});

describe("creating a key asks for the password again when the login is not recent", () => {
  async function staleSession(): Promise<string> {
    const cookie = await login(admin.t);
    await admin.t.deps.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    return cookie;
  }
  const create = (cookie: string, body: object) => adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie, body: { name: "Later key", ...body } });

  test("a login just made counts: {name} alone creates the key", async () => {
    const cookie = await login(admin.t);
    expect((await create(cookie, {})).status).toBe(201);
  });

  test("20 minutes after the login: 403 reauth_required; a wrong password 401; the right one creates it and counts for the next", async () => {
    const cookie = await staleSession();
    const before = (await admin.t.deps.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n;

    const asked = await create(cookie, {});
    expect(asked.status).toBe(403);
    expect(await json(asked)).toEqual({ error: "Enter your password again to create an API key.", code: "reauth_required" });
    expect((await create(cookie, { password: "" })).status).toBe(403);

    const wrong = await create(cookie, { password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ error: "The password is not right.", code: "reauth_required" });
    expect((await admin.t.deps.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n).toBe(before);

    const right = await create(cookie, { password: ADMIN_PASSWORD, scopes: ["content:read"] });
    expect(right.status).toBe(201);
    expect((await json<AdminApiKey>(right)).scopes).toEqual(["content:read"]);
    // The session is now freshly authenticated: the next key needs no password.
    expect((await create(cookie, {})).status).toBe(201);
  });

  test("five wrong passwords in a session, then 429 with Retry-After even for the right one", async () => {
    const cookie = await staleSession();
    for (let i = 0; i < 5; i++) expect((await create(cookie, { password: `wrong ${i}` })).status).toBe(401);
    const limited = await create(cookie, { password: ADMIN_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("last use: time, client, and the audit log once a day", () => {
  test("the use stores the coarse network and the User-Agent (cut to 256); the list shows them as one line", async () => {
    const { key, id } = await generate({ name: "Client check" });
    await adminRequest(admin.t, "/api/admin/tags", { bearer: key, ip: "203.0.113.77", headers: { "User-Agent": "curl/8.5.0" } });
    let [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedNetwork).toBe("203.0.113.0/24");
    expect(row!.lastUsedUserAgent).toBe("curl/8.5.0");
    const listed = (await json<AdminApiKey[]>(await adminRequest(admin.t, "/api/admin/api-keys", { cookie: admin.cookie }))).find((k) => k.id === id);
    expect(listed?.lastUsedClient).toBe("203.0.113.0/24 · curl 8");

    await adminRequest(admin.t, "/api/admin/tags", { bearer: key, ip: "2001:db8:abcd:12::1", headers: { "User-Agent": `Robot/1 ${"x".repeat(600)}` } });
    [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedNetwork).toBe("2001:db8:abcd::/48");
    expect(row!.lastUsedUserAgent).toHaveLength(256);
  });

  test("api_key.use is recorded on the key's first use of a day only, with the key as the actor", async () => {
    const { key, id } = await generate({ name: "Daily" });
    const uses = () =>
      admin.t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "api_key.use"), eq(auditLog.targetId, String(id))));
    expect(await uses()).toHaveLength(0);
    await Promise.all([1, 2, 3].map(() => adminRequest(admin.t, "/api/admin/tags", { bearer: key, headers: { "User-Agent": "sync/2" } })));
    await adminRequest(admin.t, "/api/admin/categories", { bearer: key });
    const first = await uses();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ actorKind: "api_key", actorId: String(id), targetType: "api_key", outcome: "success", userAgent: "sync/2" });

    // The last use was yesterday: the next use is the first of today.
    await admin.t.deps.db.update(apiKeys).set({ lastUsedAt: sql`now() - interval '1 day'` }).where(eq(apiKeys.id, id));
    await adminRequest(admin.t, "/api/admin/tags", { bearer: key });
    await adminRequest(admin.t, "/api/admin/tags", { bearer: key });
    expect(await uses()).toHaveLength(2);
  });
});
