/**
 * The route map's rules, on the app itself: every route has one guard decision and every GET one cache
 * rule; a JSON body is read only behind the 415 guard; an admin route answers an anonymous caller with 401
 * (the API) or a redirect to /admin (the dashboard) and nothing else; a route the page cache keeps never
 * sets a cookie, whatever cookies the request brings. The first block shows each rule catching a broken route.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { anyone, requireAdminOrApiKey } from "../src/auth/guards.ts";
import { formatRouteMap, type RouteEntry, routeMap, routeProblems } from "../src/http/route-map.ts";
import { noStore, pageCached } from "../src/middleware/cache-rules.ts";
import { jsonOnly } from "../src/middleware/json-only.ts";
import { validJson } from "../src/routes/validation.ts";
import { createAdminTestApp, login, nextIp } from "./api/admin-support.ts";
import type { TestApp } from "./support/test-app.ts";

const Body = z.object({ name: z.string() });

describe("the rules catch a broken route", () => {
  test("a route without a guard, a GET without a cache rule, a JSON body without the 415 guard, an anonymous handler", () => {
    const app = new Hono();
    app.get("/no-guard", noStore(), function noGuard(c) {
      return c.text("x");
    });
    app.get("/no-cache-rule", anyone(), function noCacheRule(c) {
      return c.text("x");
    });
    app.post("/no-415", anyone(), validJson(Body), function no415(c) {
      return c.text("x");
    });
    app.get("/anonymous", anyone(), noStore(), (c) => c.text("x"));
    expect(routeProblems(routeMap(app))).toEqual([
      "GET /no-guard has no guard",
      "GET /no-cache-rule has no cache rule",
      "POST /no-415 reads a JSON body without the 415 guard in front",
      "GET /anonymous has an anonymous handler (name it, so the map says what handles it)",
    ]);
  });

  test("two guards, two cache rules, a write or a private route in the page cache", () => {
    const app = new Hono();
    app.use("/api/admin/*", requireAdminOrApiKey("content:read") as never);
    app.get("/api/admin/posts", anyone(), pageCached({ query: [], readsContent: true }), noStore(), function listPosts(c) {
      return c.text("x");
    });
    app.post("/form", anyone(), pageCached({ query: [], readsContent: false }), jsonOnly(), validJson(Body), function form(c) {
      return c.text("x");
    });
    expect(routeProblems(routeMap(app))).toEqual([
      "GET /api/admin/posts has 2 guards (session or API key (content:read), public)",
      "GET /api/admin/posts has 2 cache rules",
      "GET /api/admin/posts is private and may not be in the page cache",
      "POST /form is in the page cache but is not a GET",
    ]);
  });

  test("use() middleware counts exactly where the router applies it, and only up to the route's handler", () => {
    const app = new Hono();
    app.use("/admin/*", noStore());
    app.get("/admin", anyone(), function login(c) {
      return c.text("x");
    });
    app.get("/administrator", anyone(), function other(c) {
      return c.text("x");
    });
    const [admin, other] = routeMap(app);
    expect(admin).toMatchObject({ path: "/admin", handler: "login", guards: ["public"], cacheRules: [{ kind: "no-store" }] });
    expect(other).toMatchObject({ path: "/administrator", handler: "other", guards: ["public"], cacheRules: [] });
  });
});

describe("the site's route map", () => {
  let t: TestApp;
  let map: RouteEntry[];
  beforeAll(async () => {
    t = await createAdminTestApp();
    map = t.app.map;
  }, 60_000);
  afterAll(() => t?.close());

  const samplePath = (path: string) => path.replace("/leads/:id", "/leads/00000000-0000-0000-0000-000000000000").replace(/:id\b/, "1").replace(/:\w+/g, "x").replace(/\*$/, "x");

  test("every route keeps the rules", () => {
    expect(routeProblems(map)).toEqual([]);
  });

  test("bun run routes prints one line a route: method, path, handler, guard, checks, cache rule", () => {
    const lines = formatRouteMap(map, "CDN 10 s");
    expect(lines).toHaveLength(map.length + 1);
    expect(lines.find((line) => line.includes(" /api/admin/leads.csv "))?.split(/\s{2,}/)).toEqual([
      "GET",
      "/api/admin/leads.csv",
      "exportLeadsCsv",
      "session or API key (leads:read)",
      "query",
      "no-store",
    ]);
    // The traffic beacon and its numbers: public with the 415 guard and a body check, never cached; the numbers need leads:read.
    expect(lines.find((line) => line.includes(" /api/traffic "))?.split(/\s{2,}/)).toEqual(["POST", "/api/traffic", "countPageView", "public", "415 json", "no-store"]);
    expect(lines.find((line) => line.includes(" /api/admin/traffic-stats "))?.split(/\s{2,}/)).toEqual([
      "GET",
      "/api/admin/traffic-stats",
      "trafficStats",
      "session or API key (leads:read)",
      "query",
      "no-store",
    ]);
    expect(lines.find((line) => line.startsWith("GET     /blog "))?.split(/\s{2,}/)).toEqual([
      "GET",
      "/blog",
      "page BlogList",
      "public",
      "query",
      "page cache ?category&page; CDN 10 s",
    ]);
  });

  test("the command itself runs without a database and prints the map (the funnel's call booking on it)", () => {
    const run = Bun.spawnSync([process.execPath, "src/cli/routes.ts"], { cwd: join(import.meta.dir, ".."), env: { ...process.env, DATABASE_URL: "" } });
    const out = run.stdout.toString();
    expect({ exit: run.exitCode, stderr: run.stderr.toString().slice(0, 500) }).toEqual({ exit: 0, stderr: "" });
    expect(
      out
        .split("\n")
        .find((line) => line.includes(" /api/calls/slots "))
        ?.split(/\s{2,}/),
    ).toEqual(["GET", "/api/calls/slots", "callSlots", "public", "query", "no-store"]);
    expect(
      out
        .split("\n")
        .find((line) => line.startsWith("POST    /api/calls "))
        ?.split(/\s{2,}/),
    ).toEqual(["POST", "/api/calls", "bookCallRequest", "public", "415 json", "-"]);
  });

  test("the routes of the product's API are all on the map, each with the guard it must have", () => {
    const guardOf = (route: string) => map.find((e) => `${e.method} ${e.path}` === route)?.guards.join(" + ");
    const expected: Record<string, string> = {
      "POST /api/leads": "public",
      "GET /api/blog-posts": "public",
      "GET /api/blog-posts/:slug": "public",
      "GET /api/rss": "public",
      "POST /api/admin/login": "public",
      "GET /api/admin/check": "public",
      "POST /api/admin/logout": "public",
      "GET /api/admin/blog-posts": "session or API key (content:read)",
      "POST /api/admin/blog-posts": "session or API key (content:write)",
      "PUT /api/admin/blog-posts/:id": "session or API key (content:write)",
      "DELETE /api/admin/blog-posts/:id": "session or API key (content:write)",
      "GET /api/admin/authors": "session or API key (content:read)",
      "GET /api/admin/categories": "session or API key (content:read)",
      "GET /api/admin/tags": "session or API key (content:read)",
      "GET /api/admin/api-keys": "admin session",
      "POST /api/admin/api-keys": "admin session",
      "PUT /api/admin/api-keys/:id/toggle": "admin session",
      "DELETE /api/admin/api-keys/:id": "admin session",
      "GET /api/admin/leads.csv": "session or API key (leads:read)",
      "DELETE /api/admin/leads/:id": "session or API key (leads:write)",
      "GET /admin": "public",
      "GET /admin/dashboard": "dashboard session",
      "GET /blog/:slug": "public",
    };
    expect(Object.fromEntries(Object.keys(expected).map((route) => [route, guardOf(route)]))).toEqual(expected);
  });

  test("an admin route answers an anonymous caller with 401 (the API) or a redirect to /admin (the dashboard), with or without a forged cookie", async () => {
    const guarded = map.filter((e) => e.guards[0] !== "public");
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const path = samplePath(route.path);
      for (const cookie of [undefined, "__Host-admin_session=abcdefghijklmnopqrstuvwxyz234567abcdefgh; admin_session=forged"]) {
        const res = await t.app.request(path, {
          method: route.method,
          redirect: "manual",
          headers: {
            "Sec-Fetch-Site": "same-origin",
            "X-Forwarded-For": nextIp(),
            ...(cookie ? { Cookie: cookie } : {}),
            ...(route.method === "GET" || route.method === "DELETE" ? {} : { "Content-Type": "application/json" }),
          },
          body: route.method === "GET" || route.method === "DELETE" ? undefined : "{}",
        });
        const answer = route.guards[0] === "dashboard session" ? `${res.status} ${res.headers.get("Location")}` : `${res.status} ${JSON.stringify(await res.json())}`;
        const expected = route.guards[0] === "dashboard session" ? "302 /admin" : '401 {"error":"Unauthorized"}';
        expect(`${route.method} ${path} → ${answer}`).toBe(`${route.method} ${path} → ${expected}`);
      }
    }
  });

  test("a route the page cache keeps sets no cookie, whatever cookies the request brings (a real session's included)", async () => {
    const cached = map.filter((e) => e.cacheRules.some((rule) => rule.kind === "page cache"));
    expect(cached.map((e) => e.path)).toEqual(expect.arrayContaining(["/", "/blog", "/blog/:slug", "/api/blog-posts", "/api/rss", "/sitemap.xml"]));
    const session = await login(t);
    const cookies = ["__Host-admin_session=abcdefghijklmnopqrstuvwxyz234567abcdefgh; admin_session=forged; __Host-admin_device=forged", session];
    for (const route of cached) {
      for (const cookie of cookies) {
        const res = await t.app.request(samplePath(route.path), { headers: { Cookie: cookie } });
        await res.arrayBuffer();
        expect(`${route.path} ${res.status} set-cookie: ${res.headers.getSetCookie().join("; ")}`).toBe(`${route.path} ${res.status} set-cookie: `);
      }
    }
  });

  test("the page cache keeps what a route declared, under the key of the parameters it reads", async () => {
    const blog = map.find((e) => e.path === "/blog")!;
    expect(blog.cacheRules).toEqual([{ kind: "page cache", query: ["category", "page"], readsContent: true }]);
    expect(blog.checks).toEqual(["query"]);
    await (await t.app.request("/blog?utm_source=mail&page=1&category=")).arrayBuffer();
    expect(t.pageCache.lookup("/blog?category=&page=1")).toBeDefined();
    expect(t.pageCache.lookup("/blog?page=1&utm_source=mail&category=")).toBeUndefined();
    // An admin answer is never kept: no entry, and no-store for everyone else.
    const dashboard = await t.app.request("/admin/dashboard", { redirect: "manual" });
    expect(dashboard.headers.get("Cache-Control")).toBe("no-store");
    expect(t.pageCache.lookup("/admin/dashboard")).toBeUndefined();
  });
});
