/**
 * API keys in-process: the key shown once and stored only as a hash, masked lists, toggling, deleting, and
 * Bearer access to the content and leads routes (lastUsedAt), refused when inactive, deleted, forged or
 * used on API-key management.
 */
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { apiKeys } from "../../db/schema/index.ts";
import { hashApiKey } from "../../src/auth/api-keys.ts";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import { adminRequest, adminSessionForFile, json } from "./admin-support.ts";

const admin = adminSessionForFile();

async function generate(name = "Integration") {
  const res = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name } });
  expect(res.status).toBe(201);
  return json<AdminApiKey>(res);
}

describe("API key management", () => {
  test("POST → 201 with the full key once; stored as SHA-256 plus its ends; listed masked", async () => {
    const created = await generate("Production API Key");
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Production API Key",
      key: expect.stringMatching(/^bza_[A-Za-z0-9_-]{43}$/),
      isActive: "true",
      lastUsedAt: null,
      createdAt: expect.any(String),
      // {name} alone: every scope and no expiry, as keys always had.
      scopes: ["content:read", "content:write", "leads:read", "leads:write"],
      expiresAt: null,
      lastUsedClient: null,
    });

    const [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(4, -4));

    const list = await json(await adminRequest(admin.t, "/api/admin/api-keys", { cookie: admin.cookie }));
    const listed = list.find((k: { id: number }) => k.id === created.id);
    expect(listed).toEqual({ ...created, key: `bza_••••••••${created.key.slice(-4)}` });
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  test("keys are unique and random", async () => {
    const keys = await Promise.all([generate("a"), generate("b"), generate("c")]);
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);
  });

  test("toggle → 200 with the masked key and isActive as text; 400 for anything but 'true'/'false'; 404 unknown", async () => {
    const created = await generate();
    const off = await adminRequest(admin.t, `/api/admin/api-keys/${created.id}/toggle`, { method: "PUT", cookie: admin.cookie, body: { isActive: "false" } });
    expect(off.status).toBe(200);
    const body = await json(off);
    expect(body).toMatchObject({ id: created.id, isActive: "false", key: `bza_••••••••${created.key.slice(-4)}` });
    for (const isActive of [false, "yes", 1, null]) {
      const bad = await adminRequest(admin.t, `/api/admin/api-keys/${created.id}/toggle`, { method: "PUT", cookie: admin.cookie, body: { isActive } });
      expect(bad.status).toBe(400);
      expect((await json(bad)).issues).toEqual([{ field: "isActive", message: "isActive must be 'true' or 'false'" }]);
    }
    expect((await adminRequest(admin.t, "/api/admin/api-keys/987654/toggle", { method: "PUT", cookie: admin.cookie, body: { isActive: "true" } })).status).toBe(404);
  });

  test("name is required", async () => {
    const res = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name: "   " } });
    expect(res.status).toBe(400);
    expect((await json(res)).issues).toEqual([{ field: "name", message: "Name is required" }]);
  });

  test("delete → 200 {success:true}, then 404", async () => {
    const created = await generate();
    const res = await adminRequest(admin.t, `/api/admin/api-keys/${created.id}`, { method: "DELETE", cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    expect((await adminRequest(admin.t, `/api/admin/api-keys/${created.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(404);
  });

  test("API-key management refuses Bearer, even an active key (no key can mint or re-enable keys)", async () => {
    const { key, id } = await generate();
    for (const [method, path, body] of [
      ["GET", "/api/admin/api-keys", undefined],
      ["POST", "/api/admin/api-keys", { name: "minted by a key" }],
      ["PUT", `/api/admin/api-keys/${id}/toggle`, { isActive: "false" }],
      ["DELETE", `/api/admin/api-keys/${id}`, undefined],
    ] as const) {
      const res = await adminRequest(admin.t, path, { method, body, bearer: key });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ error: "Unauthorized" });
      // Also when the admin's cookie rides along: the Bearer header decides.
      expect((await adminRequest(admin.t, path, { method, body, bearer: key, cookie: admin.cookie })).status).toBe(401);
    }
  });
});

describe("Bearer access", () => {
  test("an active key reads and writes content and leads, and lastUsedAt is recorded", async () => {
    const { key, id } = await generate("CMS sync");
    for (const path of ["/api/admin/blog-posts", "/api/admin/categories", "/api/admin/tags", "/api/admin/authors", "/api/admin/leads", "/api/admin/leads.csv"]) {
      const res = await adminRequest(admin.t, path, { bearer: key, headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
    }
    const created = await adminRequest(admin.t, "/api/admin/blog-posts", { method: "POST", bearer: key, body: { title: "Via API", slug: "via-api", status: "published" } });
    expect(created.status).toBe(201);
    const [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(Math.abs(row!.lastUsedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const listed = (await json(await adminRequest(admin.t, "/api/admin/api-keys", { cookie: admin.cookie }))).find((k: { id: number }) => k.id === id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  test("an inactive key gets 401; switched on again it works", async () => {
    const { key, id } = await generate();
    await adminRequest(admin.t, `/api/admin/api-keys/${id}/toggle`, { method: "PUT", cookie: admin.cookie, body: { isActive: "false" } });
    const res = await adminRequest(admin.t, "/api/admin/blog-posts", { bearer: key });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: "Unauthorized" });
    expect(res.headers.get("WWW-Authenticate")).toContain("Bearer");
    const [row] = await admin.t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toBeNull();
    await adminRequest(admin.t, `/api/admin/api-keys/${id}/toggle`, { method: "PUT", cookie: admin.cookie, body: { isActive: "true" } });
    expect((await adminRequest(admin.t, "/api/admin/blog-posts", { bearer: key })).status).toBe(200);
  });

  test("a deleted key gets 401", async () => {
    const { key, id } = await generate();
    await adminRequest(admin.t, `/api/admin/api-keys/${id}`, { method: "DELETE", cookie: admin.cookie });
    expect((await adminRequest(admin.t, "/api/admin/leads", { bearer: key })).status).toBe(401);
  });

  test("forged, truncated, masked or malformed tokens get 401 — and never fall back to the cookie", async () => {
    const { key } = await generate();
    const masked = `bza_xxxxxxxx${key.slice(-4)}`;
    const forged = `bza_${"A".repeat(43)}`;
    for (const token of [forged, key.slice(0, -1), `${key}x`, masked, key.toUpperCase(), "' or 1=1 --"]) {
      const res = await admin.t.app.request("/api/admin/blog-posts", { headers: { Authorization: `Bearer ${token}`, Cookie: admin.cookie } });
      expect(res.status).toBe(401);
    }
    for (const header of ["Bearer", "Bearer ", `Bearer  ${key} extra`]) {
      expect((await admin.t.app.request("/api/admin/tags", { headers: { Authorization: header, Cookie: admin.cookie } })).status).toBe(401);
    }
    // Another scheme (e.g. Basic from a protecting proxy) is ignored: the cookie decides.
    expect((await admin.t.app.request("/api/admin/tags", { headers: { Authorization: "Basic YTpi", Cookie: admin.cookie } })).status).toBe(200);
    expect((await admin.t.app.request("/api/admin/tags", { headers: { Authorization: "Basic YTpi" } })).status).toBe(401);
  });

  test("a key does not make /api/admin/check report an admin, nor open the dashboard", async () => {
    const { key } = await generate();
    expect(await json(await adminRequest(admin.t, "/api/admin/check", { bearer: key }))).toEqual({ isAdmin: false });
    expect((await admin.t.app.request("/admin/dashboard", { headers: { Authorization: `Bearer ${key}` }, redirect: "manual" })).status).toBe(302);
  });
});
