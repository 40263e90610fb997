/**
 * Admin authentication in-process: login/check/logout contract, the session cookie, idle expiry and
 * absolute lifetime, session fixation, brute force (per IP and per browser; the site-wide ceiling has its own file), CSRF, no-store, the dashboard
 * redirect, and every /api/admin route refusing an anonymous caller.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adminDevices, sessions } from "../../db/schema/index.ts";
import { LOGIN_FAILURES_PER_DEVICE, LOGIN_FAILURES_PER_IP } from "../../src/auth/brute-force.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../src/auth/lucia.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  ADMIN_PASSWORD,
  adminRequest,
  createAdminTestApp,
  deviceCookieOf,
  json,
  login,
  nextIp,
  PROTECTED_ADMIN_ROUTES,
  sessionCookieOf,
  sessionIdOf,
  sessionTokenOf,
  setCookieLine,
} from "./admin-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
}, 60_000);
afterAll(() => t.close());

async function sessionRow(cookie: string) {
  const [row] = await t.deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(cookie)));
  return row;
}

describe("POST /api/admin/login", () => {
  test("200 with the contract's body and a session cookie", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, message: "Logged in successfully" });
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toStartWith("__Host-admin_session=");
    expect(await sessionRow(cookie)).toBeDefined();
  });

  test("401 Invalid password, no cookie", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: "wrong password" } });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ success: false, message: "Invalid password" });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  test("400 Password is required (missing, empty, not text); 400 bad JSON; 415 not JSON", async () => {
    for (const body of [{}, { password: "" }, { password: 12345678 }]) {
      const res = await adminRequest(t, "/api/admin/login", { method: "POST", body });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ success: false, message: "Password is required" });
    }
    const bad = await adminRequest(t, "/api/admin/login", { method: "POST", body: "{nope" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).success).toBe(false);
    const form = await adminRequest(t, "/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: undefined,
    });
    expect(form.status).toBe(415);
  });

  test("a password differing only in case or by a trailing space is wrong", async () => {
    for (const password of [ADMIN_PASSWORD.toUpperCase(), `${ADMIN_PASSWORD} `, ` ${ADMIN_PASSWORD}`]) {
      expect((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password } })).status).toBe(401);
    }
  });

  test("every login creates a fresh session and ends the one the browser sent", async () => {
    const first = await login(t);
    const second = await login(t, { cookie: first });
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect(await sessionRow(first)).toBeUndefined();
    expect((await adminRequest(t, "/api/admin/categories", { cookie: first })).status).toBe(401);
    expect((await adminRequest(t, "/api/admin/categories", { cookie: second })).status).toBe(200);
  });

  test("a session id planted by an attacker is never adopted", async () => {
    const planted = `__Host-admin_session=${"a".repeat(40)}`;
    const cookie = await login(t, { cookie: planted });
    expect(sessionTokenOf(cookie)).not.toBe("a".repeat(40));
  });

  test("the sessions table holds only the SHA-256 of the cookie's token, never the token", async () => {
    const cookie = await login(t);
    const token = sessionTokenOf(cookie);
    expect(token).toMatch(/^[a-z2-7]{40}$/);
    const rows = await t.deps.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.map((row) => row.id)).toContain(createHash("sha256").update(token).digest("hex"));
    // A row's id, as a read of the table or a backup would give it, is not a usable cookie.
    const stolen = `__Host-admin_session=${sessionIdOf(cookie)}`;
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie: stolen }))).toEqual({ isAdmin: false });
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie }))).toEqual({ isAdmin: true });
  });
});

describe("the session cookie", () => {
  test("https SITE_URL: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    const line = setCookieLine(res)!;
    expect(line).toStartWith("__Host-admin_session=");
    expect(line).toContain("; Secure");
    expect(line).toContain("; HttpOnly");
    expect(line).toContain("; SameSite=Lax");
    expect(line).toContain("; Path=/");
    expect(line).not.toContain("Domain=");
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)![1]);
    expect(maxAge).toBeGreaterThan(SESSION_IDLE_MS / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(SESSION_IDLE_MS / 1000);
  });

  test("http SITE_URL: no prefix, no Secure, still HttpOnly and SameSite=Lax", async () => {
    const local = await createAdminTestApp({ SITE_URL: "http://localhost:3000" });
    try {
      const res = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
      const line = setCookieLine(res)!;
      expect(line).toStartWith("admin_session=");
      expect(line).not.toContain("Secure");
      expect(line).toContain("; HttpOnly");
      expect(line).toContain("; SameSite=Lax");
      expect(line).toContain("; Path=/");
      // The un-prefixed name is not read on an https site, and vice versa.
      const cookie = sessionCookieOf(res)!;
      expect(await json(await adminRequest(local, "/api/admin/check", { cookie }))).toEqual({ isAdmin: true });
      expect(await json(await adminRequest(t, "/api/admin/check", { cookie }))).toEqual({ isAdmin: false });
    } finally {
      await local.close();
    }
  }, 60_000);
});

describe("GET /api/admin/check and POST /api/admin/logout", () => {
  test("check: isAdmin false without a session (never 401), true with one", async () => {
    const anonymous = await adminRequest(t, "/api/admin/check");
    expect(anonymous.status).toBe(200);
    expect(await json(anonymous)).toEqual({ isAdmin: false });
    const garbage = await adminRequest(t, "/api/admin/check", { cookie: "__Host-admin_session=not-a-session" });
    expect(await json(garbage)).toEqual({ isAdmin: false });
    expect(setCookieLine(garbage)).toContain("Max-Age=0");
    const cookie = await login(t);
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie }))).toEqual({ isAdmin: true });
  });

  test("logout ends the session on the server: the old cookie no longer works", async () => {
    const cookie = await login(t);
    const res = await adminRequest(t, "/api/admin/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    expect(setCookieLine(res)).toContain("Max-Age=0");
    expect(await sessionRow(cookie)).toBeUndefined();
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie }))).toEqual({ isAdmin: false });
    expect((await adminRequest(t, "/api/admin/blog-posts", { cookie })).status).toBe(401);
  });

  test("logout without a session still answers 200", async () => {
    expect((await adminRequest(t, "/api/admin/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("session lifetime", () => {
  test("idle expiry: a session whose expires_at has passed is refused and deleted", async () => {
    const cookie = await login(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const res = await adminRequest(t, "/api/admin/tags", { cookie });
    expect(res.status).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  test("sliding: use in the second half of the idle window renews it and re-sends the cookie", async () => {
    const cookie = await login(t);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const res = await adminRequest(t, "/api/admin/tags", { cookie });
    expect(res.status).toBe(200);
    expect(setCookieLine(res)).toContain(sessionTokenOf(cookie));
    const renewed = (await sessionRow(cookie))!.expiresAt.getTime();
    expect(renewed).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);
  });

  test("absolute lifetime: 30 days after created_at the session ends, however recently used", async () => {
    const cookie = await login(t);
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000), expiresAt: new Date(Date.now() + SESSION_IDLE_MS) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    expect((await adminRequest(t, "/api/admin/tags", { cookie })).status).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  test("near the absolute end, the cookie's Max-Age stops at it", async () => {
    const cookie = await login(t);
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS + 3600_000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const res = await adminRequest(t, "/api/admin/tags", { cookie });
    expect(res.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieLine(res)!)![1]);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  test("changing ADMIN_PASSWORD ends every session", async () => {
    const local = await createAdminTestApp();
    try {
      const cookie = await login(local);
      const { ensureAdminUser } = await import("../../src/auth/admin-user.ts");
      await ensureAdminUser(local.deps.db, "a brand new password");
      expect((await adminRequest(local, "/api/admin/tags", { cookie })).status).toBe(401);
    } finally {
      await local.close();
    }
  }, 60_000);
});

describe("brute force", () => {
  test(`per IP: ${LOGIN_FAILURES_PER_IP} failures in 15 minutes, then 429 with Retry-After, even for the right password`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      statuses.push((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `guess ${i}` }, ip })).status);
    }
    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_IP).fill(401));
    const limited = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    // The window slides: failures made in this window still weigh in the next one, so the wait can run
    // past the end of this window, but never past the next.
    expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    const body = await json(limited);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect(sessionCookieOf(limited)).toBeUndefined();
    // Another address is not affected.
    expect((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } })).status).toBe(200);
  });

  test("parallel guesses from one IP cannot get past the limit", async () => {
    const ip = nextIp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `parallel ${i}` }, ip })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_FAILURES_PER_IP);
  });

  test("successful logins are not counted as failures", async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP + 2; i++) {
      expect((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip })).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_FAILURES_PER_IP - 1; i++) {
      await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: "nope" }, ip });
    }
    expect((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip })).status).toBe(200);
  });

  // 12 addresses: enough to show that other clients' failures never reach the admin's browser, few enough
  // that their password checks (argon2, all at once) finish well inside the request deadline on a busy
  // 2-core machine. The thousand-address spray is bench:lockout's, against the real server.
  test("the lockout attack: 12 addresses and one IPv6 /64 spraying cannot keep the admin's browser out", async () => {
    const local = await createAdminTestApp({ LOGIN_CHECKS_PER_SECOND: "10" });
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    try {
      const first = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: "2001:db8:1:2::99" });
      const device = deviceCookieOf(first)!;
      expect(device).toMatch(/^__Host-admin_device=[A-Za-z0-9_-]{43}$/);

      const spray = [...Array.from({ length: 12 }, (_, i) => `198.18.0.${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`)];
      const statuses = (await Promise.all(spray.map((ip, i) => adminRequest(local, "/api/admin/login", { method: "POST", body: { password: `spray ${i}` }, ip })))).map(
        (r) => r.status,
      );
      expect(statuses.filter((s) => s === 401).length).toBe(17);
      // The /64 is one client: after five failures it is refused.
      expect(statuses.filter((s) => s === 429).length).toBe(5);

      // The admin's browser, from the attacked /64 itself: in at once.
      const back = await adminRequest(local, "/api/admin/login", {
        method: "POST",
        body: { password: ADMIN_PASSWORD },
        ip: "2001:db8:1:2::99",
        cookie: device,
      });
      expect(back.status).toBe(200);
      expect(sessionCookieOf(back)).toBeDefined();
      // The same token comes back with a renewed lifetime.
      expect(deviceCookieOf(back)).toBe(device);

      // Without the cookie, the same address is walled off by its own failures.
      const stranger = await adminRequest(local, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: "2001:db8:1:2::99" });
      expect(stranger.status).toBe(429);
    } finally {
      warn.mockRestore();
      await local.close();
    }
  }, 60_000);

  test(`a known browser has its own limit: ${LOGIN_FAILURES_PER_DEVICE} failures lock that browser only`, async () => {
    const ip = nextIp();
    const device = deviceCookieOf(await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip }))!;
    for (let i = 0; i < LOGIN_FAILURES_PER_DEVICE; i++) {
      const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `typo ${i}` }, ip: nextIp(), cookie: device });
      expect(res.status).toBe(401);
    }
    const locked = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip: nextIp(), cookie: device });
    expect(locked.status).toBe(429);
    // The failures were counted against the device, not the address: the address still gets in.
    expect((await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip })).status).toBe(200);
  });

  test("a forged or unknown device cookie is no cookie at all; the table holds only the token's hash", async () => {
    const forged = `__Host-admin_device=${"A".repeat(43)}`;
    const ip = nextIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: `forged ${i}` }, ip, cookie: forged });
    }
    const refused = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ip, cookie: forged });
    expect(refused.status).toBe(429);

    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    const token = sessionTokenOf(deviceCookieOf(res)!);
    const ids = (await t.deps.db.select().from(adminDevices)).map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids).toContain(createHash("sha256").update(token).digest("hex"));
  });

  test("the device cookie: __Host-, Secure, HttpOnly, SameSite=Strict, 180 days, and it outlives logout", async () => {
    const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
    const line = res.headers.getSetCookie().find((l) => l.startsWith("__Host-admin_device="))!;
    expect(line).toContain("Secure");
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Strict");
    expect(line).toContain("Path=/");
    expect(line).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
    expect(line).not.toContain("Domain");
    const logout = await adminRequest(t, "/api/admin/logout", { method: "POST", cookie: sessionCookieOf(res)! });
    expect(logout.headers.getSetCookie().some((l) => l.startsWith("__Host-admin_device="))).toBe(false);
  });

  test("no admin row at all: still 401 after a real hash check", async () => {
    const empty = await createAdminTestApp();
    try {
      await empty.deps.db.execute(sql`delete from admin_users`);
      const res = await adminRequest(empty, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ success: false, message: "Invalid password" });
    } finally {
      await empty.close();
    }
  }, 60_000);
});

describe("CSRF", () => {
  const writes: [string, string, unknown][] = [
    ["POST", "/api/admin/categories", { name: "Evil", slug: "evil" }],
    ["PUT", "/api/admin/api-keys/1/toggle", { isActive: "true" }],
    ["DELETE", "/api/admin/blog-posts/1", undefined],
    ["POST", "/api/admin/logout", undefined],
    ["POST", "/api/admin/login", { password: ADMIN_PASSWORD }],
  ];

  test("cross-site Sec-Fetch-Site: 403 for JSON and for form content types, nothing changes", async () => {
    const cookie = await login(t);
    for (const [method, path, body] of writes) {
      for (const contentType of ["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"]) {
        const res = await adminRequest(t, path, {
          method,
          cookie,
          headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": contentType, Origin: "https://evil.example" },
          body: body === undefined ? undefined : contentType === "application/json" ? body : "name=Evil&slug=evil",
        });
        expect(res.status).toBe(403);
        expect(await json(res)).toEqual({ error: "Cross-site request refused" });
      }
    }
    expect(await json(await adminRequest(t, "/api/admin/check", { cookie }))).toEqual({ isAdmin: true });
    expect(await json(await adminRequest(t, "/api/admin/categories", { cookie }))).not.toContainEqual(expect.objectContaining({ slug: "evil" }));
  });

  test("same-site (a sibling subdomain) is refused too", async () => {
    const cookie = await login(t);
    const res = await adminRequest(t, "/api/admin/categories", { method: "POST", cookie, body: { name: "X", slug: "x-same-site" }, headers: { "Sec-Fetch-Site": "same-site" } });
    expect(res.status).toBe(403);
  });

  test("no Sec-Fetch-Site: a foreign Origin, Origin null or no Origin at all are refused; our origins pass", async () => {
    const cookie = await login(t);
    const post = (headers: Record<string, string>, slug: string, contentType = "application/json") =>
      t.app.request("/api/admin/categories", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": contentType, ...headers },
        body: contentType === "application/json" ? JSON.stringify({ name: slug, slug }) : `name=${slug}&slug=${slug}`,
      });
    expect((await post({ Origin: "https://evil.example" }, "o1")).status).toBe(403);
    expect((await post({ Origin: "https://evil.example" }, "o2", "application/x-www-form-urlencoded")).status).toBe(403);
    expect((await post({ Origin: "https://www.example.test.evil.example" }, "o3")).status).toBe(403);
    expect((await post({ Origin: "null" }, "o4")).status).toBe(403);
    expect((await post({}, "o5")).status).toBe(403);
    expect((await post({ Origin: "https://www.example.test" }, "site-origin")).status).toBe(201);
    expect((await post({ Origin: "http://localhost" }, "own-host-origin")).status).toBe(201);
  });

  test("Bearer requests without the session cookie are exempt (no ambient authority)", async () => {
    const cookie = await login(t);
    const created = await json(await adminRequest(t, "/api/admin/api-keys", { method: "POST", cookie, body: { name: "csrf test" } }));
    const res = await adminRequest(t, "/api/admin/tags", {
      method: "POST",
      bearer: created.key,
      body: { name: "From integration", slug: "from-integration" },
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(201);
    // With the cookie as well, the origin check applies again.
    const both = await adminRequest(t, "/api/admin/tags", {
      method: "POST",
      bearer: created.key,
      cookie,
      body: { name: "Both", slug: "both" },
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(both.status).toBe(403);
  });

  test("JSON writes need application/json: 415 for other types from our own origin", async () => {
    const cookie = await login(t);
    const res = await adminRequest(t, "/api/admin/categories", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ name: "Plain", slug: "plain" }),
    });
    expect(res.status).toBe(415);
  });
});

describe("admin responses", () => {
  test("Cache-Control: no-store on every admin API answer and the admin pages", async () => {
    const cookie = await login(t);
    const answers = [
      await adminRequest(t, "/api/admin/check"),
      await adminRequest(t, "/api/admin/check", { cookie }),
      await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: "bad" } }),
      await adminRequest(t, "/api/admin/blog-posts"),
      await adminRequest(t, "/api/admin/blog-posts", { cookie }),
      await adminRequest(t, "/api/admin/leads.csv", { cookie }),
      await adminRequest(t, "/api/admin/nope", { cookie }),
      await adminRequest(t, "/api/admin/categories", { method: "POST", cookie, headers: { "Sec-Fetch-Site": "cross-site" }, body: {} }),
      await t.app.request("/admin"),
      await t.app.request("/admin/dashboard"),
      await t.app.request("/admin/dashboard", { headers: { Cookie: cookie } }),
    ];
    for (const res of answers) expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  test("/admin/dashboard without a valid session: 302 to /admin on the server", async () => {
    for (const headers of [{}, { Cookie: "__Host-admin_session=forged" }] as Record<string, string>[]) {
      const res = await t.app.request("/admin/dashboard", { headers, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin");
      expect(await res.text()).not.toContain("Admin Dashboard");
    }
    expect((await t.app.request("/admin/dashboard?tab=leads", { redirect: "manual" })).status).toBe(302);
    const cookie = await login(t);
    const expired = await login(t);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, sessionIdOf(expired)));
    expect((await t.app.request("/admin/dashboard", { headers: { Cookie: expired }, redirect: "manual" })).status).toBe(302);
    expect((await t.app.request("/admin/dashboard", { headers: { Cookie: cookie }, redirect: "manual" })).status).not.toBe(302);
  });

  test("unknown /api/admin paths answer JSON 404", async () => {
    const cookie = await login(t);
    const res = await adminRequest(t, "/api/admin/nope", { cookie });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: "Not found" });
  });

  test("every /api/admin route but login (and its second step), check and logout refuses an anonymous caller with 401", async () => {
    const open = new Set(["/api/admin/login", "/api/admin/login/passkey-options", "/api/admin/login/second-factor", "/api/admin/check", "/api/admin/logout"]);
    const routes = t.app.routes.filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL" && !open.has(r.path));
    const paths = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const expected of PROTECTED_ADMIN_ROUTES) {
      expect(paths).toContain(expected);
    }
    for (const route of routes) {
      const path = route.path.replace(":id", route.path.includes("leads") ? "00000000-0000-0000-0000-000000000000" : "1");
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      for (const cookie of [undefined, "__Host-admin_session=abcdefghijklmnopqrstuvwxyz234567abcdefgh"]) {
        const res = await adminRequest(t, path, { method: route.method, body, cookie });
        expect(`${route.method} ${path} ${res.status}`).toBe(`${route.method} ${path} 401`);
        expect(await json(res)).toEqual({ error: "Unauthorized" });
      }
    }
  });
});
