/**
 * What every route does with input that fails its schema, across the app: a body that is not JSON is a
 * 415 on every route that takes JSON (walked from the app's own routes, so a route added without the
 * guard fails here), a route parameter that names no row is a 404, a query parameter is checked (a
 * repeated one by its first value), and the lead's idempotency key and honeypot are part of its request.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema/index.ts";
import type { TestApp } from "../support/test-app.ts";
import { sendLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, json, login, nextIp, PROTECTED_ADMIN_ROUTES } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
/** Writes that take no body at all; every other POST, PUT and PATCH under /api/ takes JSON. */
const NO_BODY = new Set([
  "POST /api/admin/logout",
  "POST /api/admin/security/sessions/end-others",
  // The dashboard's alert dismisses itself with a plain form: it reads no body.
  "POST /api/admin/security/alert/dismiss",
  "POST /api/admin/security/factors/totp/start",
  "POST /api/admin/security/factors/passkey/options",
  "POST /api/admin/security/factors/passkey/confirm-options",
  "POST /api/admin/site-copy/:key/revisions/:id/restore",
  "POST /api/admin/calls/:id/cancel",
  "POST /api/admin/calls/feed",
  "POST /api/admin/calls/feed-form",
  "POST /api/admin/calls/feed-revoke-form",
  "POST /api/admin/calls/busy-calendar-remove-form",
  "POST /api/admin/calls/caldav-remove-form",
]);
/**
 * Writes that take another body: the redirects' CSV import (its 415 says CSV; tests/api/redirects.test.ts),
 * an image upload (the image itself; tests/api/media-uploads.test.ts refuses a form there), the Site Copy and the Calls forms.
 */
const NOT_JSON = new Set([
  "POST /api/admin/redirects/import",
  "POST /api/admin/media",
  // The Site Copy editor's own forms, which work without JavaScript (tests/api/site-copy.test.ts).
  "POST /api/admin/site-copy/:key/form",
  "POST /api/admin/site-copy/import-form",
  "POST /api/admin/site-copy/:key/revisions/:id/restore-form",
  // The Calls tab's forms (tests/api/admin-calls.test.ts).
  "POST /api/admin/calls/availability-form",
  "POST /api/admin/calls/:id/outcome-form",
  "POST /api/admin/calls/:id/cancel-form",
  "POST /api/admin/calls/busy-calendar-form",
  "POST /api/admin/calls/caldav-form",
]);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000" });
  cookie = await login(t);
}, 60_000);
afterAll(() => t.close());

/** The app's JSON routes: every POST, PUT and PATCH under /api/ but the ones that take no body. */
function jsonRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes.filter((route) => {
    const name = `${route.method} ${route.path}`;
    if (!["POST", "PUT", "PATCH"].includes(route.method) || !route.path.startsWith("/api/") || NO_BODY.has(name) || NOT_JSON.has(name) || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

describe("a body that is not JSON", () => {
  test("every JSON route answers 415 to a form, before reading it, whatever else the request gets right", async () => {
    const routes = jsonRoutes();
    const names = routes.map((r) => `${r.method} ${r.path}`);
    const writes = PROTECTED_ADMIN_ROUTES.filter((route) => /^(POST|PUT|PATCH) /.test(route) && !NOT_JSON.has(route) && !NO_BODY.has(route));
    for (const expected of ["POST /api/leads", "POST /api/funnel-events", "POST /api/admin/login", ...writes]) {
      expect(names).toContain(expected);
    }
    for (const route of routes) {
      const path = route.path
        .replace(/:id\b/, "1")
        .replace(/:key\b/, "0123456789abcdef")
        .replace(/:\w+/g, "x");
      for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
        const res = await t.app.request(path, {
          method: route.method,
          headers: {
            ...(contentType ? { "Content-Type": contentType } : {}),
            Cookie: cookie,
            "Sec-Fetch-Site": "same-origin",
            "User-Agent": CHROME,
            "X-Forwarded-For": nextIp(),
          },
          body: "name=Form&slug=form&password=x",
        });
        expect(`${route.method} ${path} ${contentType} → ${res.status}`).toBe(`${route.method} ${path} ${contentType} → 415`);
        const body = await json<{ error?: string; message?: string }>(res);
        expect(body.error ?? body.message).toMatch(/json/i);
      }
    }
  });
});

describe("route parameters", () => {
  test("an :id that is not a positive int32 names no row: 404 with the thing's name, before the body is looked at", async () => {
    const things: [string, string][] = [
      ["/api/admin/categories", "Category"],
      ["/api/admin/tags", "Tag"],
      ["/api/admin/authors", "Author"],
      ["/api/admin/blog-posts", "Blog post"],
      ["/api/admin/api-keys", "API key"],
    ];
    for (const [base, thing] of things) {
      for (const id of ["0", "-1", "1.5", "1e3", "abc", "%201", "2147483648", "99999999999"]) {
        for (const [method, suffix] of [
          ["PUT", base.endsWith("api-keys") ? "/toggle" : ""],
          ["DELETE", ""],
        ] as const) {
          const res = await adminRequest(t, `${base}/${id}${suffix}`, {
            method,
            cookie,
            headers: { "Content-Type": "text/plain" },
            body: method === "PUT" ? "not json" : undefined,
          });
          expect(`${method} ${base}/${id}${suffix} ${res.status}`).toBe(`${method} ${base}/${id}${suffix} 404`);
          expect(await json(res)).toEqual({ error: `${thing} not found` });
        }
      }
    }
    // The largest int32 is an id like any other: no such row.
    expect(await json(await adminRequest(t, "/api/admin/tags/2147483647", { method: "DELETE", cookie }))).toEqual({ error: "Tag not found" });
  });

  test("a lead's id must be a UUID; a post's slug no longer than any the admin can save", async () => {
    const lead = await adminRequest(t, "/api/admin/leads/not-a-uuid", { method: "DELETE", cookie });
    expect(lead.status).toBe(404);
    expect(await json(lead)).toEqual({ error: "Lead not found" });
    const long = await t.app.request(`/api/blog-posts/${"a".repeat(201)}`);
    expect(long.status).toBe(404);
    expect(await json(long)).toEqual({ error: "Blog post not found" });
  });
});

describe("query strings", () => {
  test("checked against the route's schema: 400 { error, issues } naming the parameter", async () => {
    const leadsPage = await adminRequest(t, "/api/admin/leads?page=0", { cookie });
    expect(leadsPage.status).toBe(400);
    expect(await json(leadsPage)).toEqual({ error: "Invalid query", issues: [{ field: "page", message: "page must be a whole number of at least 1" }] });
    const blog = await t.app.request("/api/blog-posts?limit=ten");
    expect(blog.status).toBe(400);
    expect(await json(blog)).toEqual({ error: "Invalid query parameters", issues: [{ field: "limit", message: "limit must be a positive whole number" }] });
  });

  test("a repeated parameter counts by its first value, as the page cache keys it", async () => {
    expect((await json(await adminRequest(t, "/api/admin/leads?limit=2&limit=500", { cookie }))).limit).toBe(2);
    expect((await json(await adminRequest(t, "/api/admin/funnel-stats?days=7&days=oops", { cookie }))).days).toBe(7);
    expect((await adminRequest(t, "/api/admin/funnel-stats?days=oops&days=7", { cookie })).status).toBe(400);
    expect((await t.app.request("/api/blog-posts?limit=1&limit=ten")).status).toBe(200);
  });
});

describe("the lead's request", () => {
  const postLead = (changes: Record<string, unknown>, headers: Record<string, string> = {}) => sendLead(t, { ...VALID_LEAD, ...changes }, headers);
  async function storedCount(email: string) {
    return (await t.deps.db.select().from(leads).where(eq(leads.email, email))).length;
  }

  test("an Idempotency-Key header that is not a key: 400 with the header named, nothing stored", async () => {
    for (const key of ["short", "has space in it", "x".repeat(101), "slash/is/no/key"]) {
      const res = await postLead({ email: "header-key@example.com" }, { "Idempotency-Key": key });
      expect(res.status, key).toBe(400);
      expect(await json(res)).toEqual({
        error: "Idempotency-Key must be 8 to 100 letters, digits, - or _",
        issues: [{ field: "Idempotency-Key", message: "Invalid idempotency key" }],
      });
    }
    expect(await storedCount("header-key@example.com")).toBe(0);
  });

  test("an idempotencyKey in the body is a field like the others: checked, and used when no header is sent", async () => {
    for (const key of ["short", 12345678, null, ["abcdefgh"]]) {
      const res = await postLead({ email: "body-key@example.com", idempotencyKey: key });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await json(res)).toEqual({ error: "Please check the highlighted fields", issues: [{ field: "idempotencyKey", message: "Invalid idempotency key" }] });
    }
    expect(await storedCount("body-key@example.com")).toBe(0);

    const key = `body-${crypto.randomUUID()}`;
    const first = await json<{ id: string }>(await postLead({ email: "body-key@example.com", idempotencyKey: key }));
    const again = await json<{ id: string }>(await postLead({ email: "body-key@example.com", idempotencyKey: key }));
    expect(again.id).toBe(first.id);
    // The header wins over the body: this lead is stored under the header's key.
    const header = `header-${crypto.randomUUID()}`;
    const both = await json<{ id: string }>(await postLead({ email: "body-key@example.com", idempotencyKey: `other-${crypto.randomUUID()}` }, { "Idempotency-Key": header }));
    expect((await json<{ id: string }>(await postLead({ email: "body-key@example.com" }, { "Idempotency-Key": header }))).id).toBe(both.id);
    expect(await storedCount("body-key@example.com")).toBe(2);
  });

  test("the honeypot: anything but blank text or nothing is stored as spam, and answered 201 all the same", async () => {
    const cases: [unknown, boolean][] = [
      [undefined, false],
      ["", false],
      ["   ", false],
      [null, false],
      ["http://spam.example", true],
      [0, true],
      [false, true],
      [{}, true],
    ];
    for (const [index, [website, spam]] of cases.entries()) {
      const res = await postLead({ email: `honeypot-${index}@example.com`, website });
      expect(res.status, JSON.stringify(website)).toBe(201);
      const { id } = await json<{ id: string }>(res);
      const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
      expect(row!.isSpam, JSON.stringify(website)).toBe(spam);
    }
  });
});
