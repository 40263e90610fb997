import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { sameOriginWrites } from "./csrf.ts";

const app = new Hono();
app.use("/api/admin/*", sameOriginWrites({ siteUrl: "https://www.example.com", sessionCookieName: "__Host-admin_session" }));
app.all("/api/admin/x", (c) => c.json({ ok: true }));

function call(method: string, headers: Record<string, string> = {}, url = "http://localhost/api/admin/x") {
  return app.request(url, { method, headers });
}

describe("sameOriginWrites", () => {
  test("reads pass whatever their origin", async () => {
    expect((await call("GET", { "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
  });

  test("Sec-Fetch-Site decides when present", async () => {
    expect((await call("POST", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await call("DELETE", { "Sec-Fetch-Site": "none" })).status).toBe(200);
    for (const site of ["cross-site", "same-site"]) {
      const res = await call("POST", { "Sec-Fetch-Site": site, Origin: "https://www.example.com" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    }
  });

  test("without Sec-Fetch-Site, Origin must be the site's or the request's own", async () => {
    expect((await call("PUT", { Origin: "https://www.example.com" })).status).toBe(200);
    expect((await call("PUT", { Origin: "http://localhost" })).status).toBe(200);
    expect((await call("PUT", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await call("PUT", { Origin: "https://www.example.com.evil.example" })).status).toBe(403);
    expect((await call("PUT", { Origin: "null" })).status).toBe(403);
    expect((await call("PATCH")).status).toBe(403);
  });

  test("Bearer without the session cookie is exempt; with the cookie it is not", async () => {
    expect((await call("POST", { Authorization: "Bearer abc", "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    const withCookie = await call("POST", { Authorization: "Bearer abc", Cookie: "__Host-admin_session=x", Origin: "https://evil.example" });
    expect(withCookie.status).toBe(403);
    // Browsers attach Basic credentials on their own: no exemption.
    expect((await call("POST", { Authorization: "Basic YTpi", Origin: "https://evil.example" })).status).toBe(403);
  });
});
