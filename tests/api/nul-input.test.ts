/**
 * A NUL character, which PostgreSQL can neither store nor compare, in an address or a JSON body: a
 * clear 400 everywhere, nothing counted against the sender, nothing personal in the log. Both databases.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, BLANK_POST, createAdminTestApp, login } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

let t: TestApp;
let cookie: string;
const logged: string[] = [];
const originalError = console.error;

beforeAll(async () => {
  t = await createAdminTestApp({ TRUST_PROXY: "true", LEAD_RATE_LIMIT: "1" });
  cookie = await login(t);
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
}, 60_000);

afterAll(async () => {
  console.error = originalError;
  await t?.close();
});

const lead = { ...VALID_LEAD, email: "ana.nul@example.com" };

function postLead(body: unknown) {
  return t.app.request("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.40" },
    body: JSON.stringify(body),
  });
}

describe("a NUL character", () => {
  test("in a lead's text: 400 naming the field, no rate-limit slot used, nothing logged", async () => {
    for (const field of ["firstName", "lastName", "businessName"] as const) {
      const res = await postLead({ ...lead, [field]: "A\u0000b" });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { issues: { field: string }[] }).issues[0]!.field).toBe(field);
    }
    // The limit is one lead per window: the refused ones did not use it.
    expect((await postLead(lead)).status).toBe(201);
    expect(logged).toEqual([]);
  });

  test("in an address: 400 on every route, GET and HEAD, never a 5xx", async () => {
    const paths = [
      "/blog/%00",
      "/blog?category=%00",
      "/blog?page=%00",
      "/api/blog-posts?category=%00",
      "/api/blog-posts/%00",
      "/static/%00",
      "/static/brand/%00.svg",
      "/admin/%00",
      "/%00",
    ];
    for (const path of paths) {
      for (const method of ["GET", "HEAD"]) {
        const res = await t.app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(400);
      }
    }
    const api = await t.app.request("/api/blog-posts/%00");
    expect(await api.json()).toEqual({ error: "The address contains a NUL character (%00)." });
    expect(logged).toEqual([]);
  });

  test("in any admin write: 400 naming the field", async () => {
    const writes: [string, string, Record<string, unknown>, string][] = [
      ["POST", "/api/admin/categories", { name: "Bad\u0000Name", slug: "bad-name", description: "" }, "name"],
      ["POST", "/api/admin/tags", { name: "Tag", slug: "tag\u0000x" }, "slug"],
      ["POST", "/api/admin/authors", { name: "Author", bio: "Bio\u0000", imageUrl: "" }, "bio"],
      ["POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Title\u0000", slug: "nul-title", content: "<p>x</p>" }, "title"],
      ["POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Title", slug: "nul-content", content: "<p>x\u0000</p>" }, "content"],
      ["POST", "/api/admin/api-keys", { name: "Key\u0000" }, "name"],
    ];
    for (const [method, path, body, field] of writes) {
      const res = await adminRequest(t, path, { method, body, cookie });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(((await res.json()) as { issues: { field: string }[] }).issues[0]!.field, path).toBe(field);
    }
    expect(logged).toEqual([]);
  });

  test("JSON nested past the limit (found by the fuzz test: it overflowed the stack): 400, not 500", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000); // 10 KB, within the lead route's body limit
    for (const path of ["/api/leads", "/api/admin/categories"]) {
      const res = await adminRequest(t, path, { method: "POST", body: deep, cookie });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: "The request body is nested too deeply" });
    }
    // A body of ordinary depth is unaffected.
    const ok = await adminRequest(t, "/api/admin/tags", { method: "POST", body: { name: "Deep enough", slug: "deep-enough" }, cookie });
    expect(ok.status).toBe(201);
    expect(logged).toEqual([]);
  });
});
