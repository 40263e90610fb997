/**
 * Redirects and the 404 log through the site, on PGlite and on PostgreSQL: the admin API (CRUD, chains,
 * loops, unsafe targets, stale versions, CSV), the front door's answers, the post write path's calls,
 * the 404 log's counts, probe groups and bound, and a second instance hearing of a redirect.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { NOT_FOUND_LOG_CAP } from "../../db/queries/not-found-log.ts";
import { applySlugChange, readRedirectRules, releasePath } from "../../db/queries/redirects.ts";
import { notFoundPaths, redirects } from "../../db/schema/index.ts";
import type { AdminRedirect, NotFoundPage, RedirectPage } from "../../src/shared/redirects.ts";
import { caughtUp, createSecondInstance, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { ADMIN_PASSWORD, adminRequest, adminSessionForFile, BLANK_POST, json } from "./admin-support.ts";

const admin = adminSessionForFile();

async function create(fromPath: string, toTarget: string, statusCode?: number): Promise<AdminRedirect> {
  const res = await admin.send("POST", "/api/admin/redirects", { fromPath, toTarget, statusCode });
  if (res.status !== 201) throw new Error(`create ${fromPath} → ${toTarget}: ${res.status} ${await res.text()}`);
  return json(res);
}

/** The whole table as from → to. */
async function table(): Promise<Record<string, string>> {
  const rows = await readRedirectRules(admin.t.deps.db);
  return Object.fromEntries(rows.map((r) => [r.fromPath, r.toTarget]).sort());
}

const visit = (path: string, init: RequestInit = {}) => admin.t.app.request(path, { redirect: "manual", ...init });

/** Empties the 404 log, after the counts this instance still holds in memory are written (listing it writes them). */
async function clearNotFoundLog() {
  await admin.send("GET", "/api/admin/not-found-paths");
  await admin.t.deps.db.delete(notFoundPaths);
}

beforeEach(async () => {
  await admin.t.deps.db.delete(redirects);
  await clearNotFoundLog();
  await admin.t.settle();
});

describe("the admin API", () => {
  test("create, list, search, edit with its version, delete", async () => {
    const made = await create("/old-pricing", "/pricing", 302);
    expect(made).toMatchObject({ fromPath: "/old-pricing", toTarget: "/pricing", statusCode: 302, source: "owner", hits: 0, version: 1 });
    await create("/old-about", "https://example.org/about");

    const all = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects"));
    expect(all.total).toBe(2);
    expect(all.redirects.map((r) => r.fromPath)).toEqual(["/old-about", "/old-pricing"]);
    const found = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects?q=PRICING"));
    expect(found.redirects.map((r) => r.fromPath)).toEqual(["/old-pricing"]);
    const paged = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects?page=2&limit=1"));
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.redirects.map((r) => r.fromPath)).toEqual(["/old-pricing"]);

    const edited = await admin.send("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/old-pricing", toTarget: "/plans", statusCode: 301, version: 1 });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ toTarget: "/plans", statusCode: 301, version: 2 });

    expect((await admin.send("DELETE", `/api/admin/redirects/${made.id}`)).status).toBe(200);
    expect((await admin.send("DELETE", `/api/admin/redirects/${made.id}`)).status).toBe(404);
    expect(await table()).toEqual({ "/old-about": "https://example.org/about" });
  });

  test("a from-path is stored in one canonical form, and a second redirect from it is a 409", async () => {
    const made = await create("blog/Caf%c3%a9-Tips/?utm_source=x#top", "/blog/cafe-tips/?ref=old");
    expect(made.fromPath).toBe("/blog/Caf%C3%A9-Tips");
    expect(made.toTarget).toBe("/blog/cafe-tips?ref=old");
    const again = await admin.send("POST", "/api/admin/redirects", { fromPath: "/blog/Café-Tips/", toTarget: "/elsewhere" });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe("A redirect from /blog/Caf%C3%A9-Tips already exists");
  });

  test("unsafe or malformed input is a 400 naming the field, never a 5xx", async () => {
    const cases: [unknown, string][] = [
      [{ fromPath: "/a", toTarget: "javascript:alert(1)" }, "toTarget"],
      [{ fromPath: "/a", toTarget: "data:text/html,<script>alert(1)</script>" }, "toTarget"],
      [{ fromPath: "/a", toTarget: "//evil.example/path" }, "toTarget"],
      [{ fromPath: "/a", toTarget: "/\\evil.example" }, "toTarget"],
      [{ fromPath: "/a", toTarget: "https://user:pw@example.org/" }, "toTarget"],
      [{ fromPath: "/a", toTarget: "ftp://example.org/" }, "toTarget"],
      [{ fromPath: "/admin", toTarget: "/" }, "fromPath"],
      [{ fromPath: "/api/admin/redirects", toTarget: "/" }, "fromPath"],
      [{ fromPath: "/bad%zzescape", toTarget: "/" }, "fromPath"],
      [{ fromPath: "/a", toTarget: "/b", statusCode: 307 }, "statusCode"],
      [{ fromPath: `/${"x".repeat(3000)}`, toTarget: "/b" }, "fromPath"],
      [{ fromPath: "/a\u0000b", toTarget: "/b" }, "fromPath"],
    ];
    for (const [body, field] of cases) {
      const res = await admin.send("POST", "/api/admin/redirects", body);
      expect(`${JSON.stringify(body).slice(0, 60)} → ${res.status}`).toBe(`${JSON.stringify(body).slice(0, 60)} → 400`);
      expect((await json(res)).issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    const query = await admin.send("GET", `/api/admin/redirects?page=-1`);
    expect(query.status).toBe(400);
    expect((await admin.send("GET", `/api/admin/redirects?q=${"x".repeat(10_000)}`)).status).toBe(400);
    expect((await admin.send("GET", "/api/admin/not-found-paths?sort=oldest")).status).toBe(400);
    expect((await admin.send("DELETE", "/api/admin/not-found-paths")).status).toBe(400);
    expect(await table()).toEqual({});
  });

  test("chains collapse: A→B then B→C serves A→C; a new redirect to a redirected path goes straight to its end", async () => {
    await create("/a", "/b");
    await create("/b", "/c");
    expect(await table()).toEqual({ "/a": "/c", "/b": "/c" });
    await create("/x", "/a/");
    expect(await table()).toEqual({ "/a": "/c", "/b": "/c", "/x": "/c" });
    const res = await visit("/a");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/c");
  });

  test("a loop is refused with a clear 400, and so is a redirect to itself", async () => {
    await create("/p", "/q");
    const loop = await admin.send("POST", "/api/admin/redirects", { fromPath: "/q", toTarget: "/p" });
    expect(loop.status).toBe(400);
    expect((await json(loop)).error).toBe("This would make a loop: /q → /p → /q");
    const self = await admin.send("POST", "/api/admin/redirects", { fromPath: "/s", toTarget: "/s/?x=1" });
    expect(self.status).toBe(400);
    expect((await json(self)).error).toBe("A redirect cannot point to itself");
    expect(await table()).toEqual({ "/p": "/q" });
  });

  test("an edit from a stale version is a 409 with the redirect as it is now; nothing is written", async () => {
    const made = await create("/stale", "/one");
    const first = await admin.send("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/stale", toTarget: "/two", version: 1 });
    expect(first.status).toBe(200);
    const second = await admin.send("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/stale", toTarget: "/three", version: 1 });
    expect(second.status).toBe(409);
    const body = await json(second);
    expect(body.code).toBe("stale_version");
    expect(body.current).toMatchObject({ toTarget: "/two", version: 2 });
    expect((await admin.send("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/stale", toTarget: "/three" })).status).toBe(400);
    expect((await admin.send("PUT", "/api/admin/redirects/999999", { fromPath: "/stale", toTarget: "/three", version: 1 })).status).toBe(404);
    expect(await table()).toEqual({ "/stale": "/two" });
  });
});

describe("the front door", () => {
  test("301 and 302 with Location and Cache-Control, for GET and HEAD; the query is carried to a path target", async () => {
    await create("/moved", "/blog", 301);
    await create("/for-now", "/about-us#team", 302);
    await create("/away", "https://example.org/x?a=1", 301);

    const moved = await visit("/moved?utm_source=mail&x=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog?utm_source=mail&x=1");
    expect(moved.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await moved.text()).toBe("");

    const head = await visit("/moved/", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/blog");

    const temporary = await visit("/for-now?ref=1");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("/about-us?ref=1#team");
    expect(temporary.headers.get("cache-control")).toBe("no-cache");

    const away = await visit("/away?b=2");
    expect(away.headers.get("location")).toBe("https://example.org/x?a=1");

    // A POST is not redirected: it reaches the app as before.
    expect((await visit("/moved", { method: "POST" })).status).not.toBe(301);
  });

  test("a redirect is answered before the app: a path that would be a 404 redirects, and is no 404 in the log", async () => {
    expect((await visit("/no-such-page")).status).toBe(404);
    await create("/no-such-page", "/");
    const res = await visit("/no-such-page");
    expect(res.status).toBe(301);
    expect(res.headers.get("content-type")).toBeNull();
    await clearNotFoundLog();
    await visit("/no-such-page");
    const log = await json<NotFoundPage>(await admin.send("GET", "/api/admin/not-found-paths"));
    expect(log.paths).toEqual([]);
  });

  test("hits are counted in memory and written in a batch; the list shows them", async () => {
    const made = await create("/counted", "/blog");
    for (let i = 0; i < 3; i++) await visit("/counted");
    const [row] = await admin.t.deps.db.select({ hits: redirects.hits }).from(redirects).where(sql`${redirects.id} = ${made.id}`);
    expect(row!.hits).toBe(0);
    const page = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects"));
    expect(page.redirects[0]).toMatchObject({ fromPath: "/counted", hits: 3 });
    expect(page.redirects[0]!.lastHitAt).not.toBeNull();
  });

  test("a redirect deleted is no longer answered, on the very next request", async () => {
    const made = await create("/gone-soon", "/blog");
    expect((await visit("/gone-soon")).status).toBe(301);
    await admin.send("DELETE", `/api/admin/redirects/${made.id}`);
    expect((await visit("/gone-soon")).status).toBe(404);
  });
});

describe("what a redirect may take over, and where an API key may send it", () => {
  let key: string;
  beforeAll(async () => {
    const res = await admin.send("POST", "/api/admin/api-keys", { name: "Redirects integration", scopes: ["content:read", "content:write"], password: ADMIN_PASSWORD });
    expect(res.status).toBe(201);
    key = (await json<{ key: string }>(res)).key;
  });
  const asKey = (method: string, path: string, body?: unknown) => adminRequest(admin.t, path, { method, body, bearer: key });
  const importAsKey = (csv: string) => adminRequest(admin.t, "/api/admin/redirects/import", { method: "POST", bearer: key, body: csv, headers: { "Content-Type": "text/csv" } });
  const importAsOwner = (csv: string) =>
    adminRequest(admin.t, "/api/admin/redirects/import", { method: "POST", cookie: admin.cookie, body: csv, headers: { "Content-Type": "text/csv" } });
  const fieldsOf = async (res: Response) => (await json<{ issues?: { field: string }[] }>(res)).issues?.map((i) => i.field);

  test("a key cannot take over the owner's e-mail link, a preview or the home page, whatever the target", async () => {
    const cases: [string, string][] = [
      ["/leads/mark-contacted", "https://login.example-lookalike.com/"],
      ["/leads/mark-contacted/", "/blog"],
      ["/preview/x", "/blog"],
      ["/preview/x", "https://evil.example/"],
      ["/", "/blog"],
      ["/", "https://evil.example/"],
    ];
    for (const [fromPath, toTarget] of cases) {
      const res = await asKey("POST", "/api/admin/redirects", { fromPath, toTarget });
      expect(`${fromPath} → ${toTarget}: ${res.status}`).toBe(`${fromPath} → ${toTarget}: 400`);
      expect(await fieldsOf(res)).toEqual(["fromPath"]);
    }
    expect(await table()).toEqual({});
    await admin.t.settle();
    expect((await visit("/leads/mark-contacted?lead=1&token=t")).headers.get("location")).toBeNull();
  });

  test("nor can the owner's session: every address on the route map (fixed routes, and the prefixes of files, media and previews) is refused with a 400 naming From", async () => {
    const map = admin.t.app.map;
    // Every fixed route, and an address under each route with a parameter; an old post's or archive's address under /blog stays free.
    const samples = [...new Set(map.map((r) => r.path.replace(/:[^/]+/g, "x").replace(/\*/g, "x/y")))].filter((path) => !path.startsWith("/blog/"));
    expect(samples).toEqual(
      expect.arrayContaining(["/", "/leads/mark-contacted", "/preview/x", "/media/x", "/search", "/sitemap.xml", "/robots.txt", "/static/x/y", "/about-us", "/contact"]),
    );
    for (const fromPath of [...samples, "/media/x/y/z", "/preview", "/static", "/leads/some-other-link", "/sitemap.xml/", "/ABOUT-US/../about-us"]) {
      const res = await admin.send("POST", "/api/admin/redirects", { fromPath, toTarget: "/blog/somewhere" });
      expect(`${fromPath}: ${res.status}`).toBe(`${fromPath}: 400`);
      expect(await fieldsOf(res)).toEqual(["fromPath"]);
    }
    const leads = await json(await admin.send("POST", "/api/admin/redirects", { fromPath: "/leads/mark-contacted", toTarget: "/blog" }));
    expect(leads.error).toBe("From /leads/mark-contacted is an address the site itself answers; it cannot be redirected");
    // An edit cannot move a redirect onto one either.
    const made = await create("/old-leads-page", "/blog");
    const moved = await admin.send("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/leads/mark-contacted", toTarget: "/blog", version: made.version });
    expect(moved.status).toBe(400);
    expect(await fieldsOf(moved)).toEqual(["fromPath"]);
    expect(await table()).toEqual({ "/old-leads-page": "/blog" });
  });

  test("a CSV import applies the same rule to each row: the first reserved row refuses the file", async () => {
    const res = await importAsOwner("from,to,status\n/fine-old-page,/blog,301\n/leads/mark-contacted,/blog,302\n");
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toBe("Row 3: From /leads/mark-contacted is an address the site itself answers; it cannot be redirected. Nothing was imported.");
    expect(body.issues.map((i: { field: string }) => i.field)).toEqual(["row 3"]);
    expect((await importAsKey("from,to,status\n/preview/abc,/blog,301\n")).status).toBe(400);
    expect(await table()).toEqual({});
  });

  test("a key may make an on-site redirect from a free address, but one to another site needs the owner's session (403), on create, update and import", async () => {
    const onSite = await asKey("POST", "/api/admin/redirects", { fromPath: "/old-offer", toTarget: "/blog?ref=old" });
    expect(onSite.status).toBe(201);
    expect((await asKey("POST", "/api/admin/redirects", { fromPath: "/old-offer-2", toTarget: "https://www.example.test/about-us" })).status).toBe(201);

    const offSite = await asKey("POST", "/api/admin/redirects", { fromPath: "/old-partner", toTarget: "https://partner.example/login" });
    expect(offSite.status).toBe(403);
    expect(await json(offSite)).toEqual({
      error: "A redirect to another site needs the owner's session",
      issues: [{ field: "toTarget", message: "A redirect to another site needs the owner's session" }],
    });
    expect((await asKey("POST", "/api/admin/redirects", { fromPath: "/old-partner", toTarget: "http://www.example.test.evil.example/" })).status).toBe(403);

    // Update: an on-site redirect cannot be pointed off the site, nor an off-site one (the owner's) rewritten by a key.
    const made = await json<AdminRedirect>(onSite);
    const repointed = await asKey("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/old-offer", toTarget: "https://partner.example/", version: made.version });
    expect(repointed.status).toBe(403);
    const owners = await create("/old-partner", "https://partner.example/login");
    const rewritten = await asKey("PUT", `/api/admin/redirects/${owners.id}`, {
      fromPath: "/old-partner",
      toTarget: "https://partner.example/login",
      statusCode: 302,
      version: owners.version,
    });
    expect(rewritten.status).toBe(403);
    expect((await asKey("PUT", `/api/admin/redirects/${made.id}`, { fromPath: "/old-offer", toTarget: "/solutions", version: made.version })).status).toBe(200);

    const imported = await importAsKey("from,to,status\n/csv-on-site,/blog,301\n/csv-off-site,https://partner.example/,301\n");
    expect(imported.status).toBe(403);
    expect((await json(imported)).error).toBe("Row 3: A redirect to another site needs the owner's session. Nothing was imported.");
    expect(await table()).toEqual({ "/old-offer": "/solutions", "/old-offer-2": "https://www.example.test/about-us", "/old-partner": "https://partner.example/login" });

    // The owner's session may send a link off the site, one by one or in a file.
    expect((await importAsOwner("from,to,status\n/csv-off-site,https://partner.example/,301\n")).status).toBe(200);
    await admin.t.settle();
    expect((await visit("/csv-off-site")).headers.get("location")).toBe("https://partner.example/");
  });

  test("an old post's or archive's address can still be redirected; a published post's or a live archive's cannot", async () => {
    const post = await admin.send("POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Live post", slug: "live-post", status: "published", content: "<p>Here.</p>" });
    expect(post.status).toBe(201);
    const tag = await admin.send("POST", "/api/admin/tags", { name: "Live Tag", slug: "live-tag" });
    expect(tag.status).toBe(201);
    try {
      for (const fromPath of ["/blog/an-old-slug", "/blog/category/old-category", "/blog/tag/old-tag/rss.xml", "/blog/author/old-author"]) {
        expect(`${fromPath} ${(await asKey("POST", "/api/admin/redirects", { fromPath, toTarget: "/blog" })).status}`).toBe(`${fromPath} 201`);
      }
      for (const fromPath of ["/blog/live-post", "/blog/live-post/", "/blog/tag/live-tag", "/blog/tag/live-tag/rss.xml"]) {
        const res = await admin.send("POST", "/api/admin/redirects", { fromPath, toTarget: "/blog" });
        expect(`${fromPath} ${res.status}`).toBe(`${fromPath} 400`);
        expect(await fieldsOf(res)).toEqual(["fromPath"]);
      }
      expect((await json(await admin.send("POST", "/api/admin/redirects", { fromPath: "/blog/live-post", toTarget: "/blog" }))).error).toBe(
        "From /blog/live-post is a published post's address; a redirect would hide the post",
      );
      const csv = await importAsOwner("from,to,status\n/blog/another-old-slug,/blog,301\n/blog/tag/live-tag/rss.xml,/blog,301\n");
      expect(csv.status).toBe(400);
      expect((await json(csv)).error).toBe("Row 3: From /blog/tag/live-tag/rss.xml is the tag archive's address; a redirect would hide it. Nothing was imported.");
      expect(Object.keys(await table()).sort()).toEqual(["/blog/an-old-slug", "/blog/author/old-author", "/blog/category/old-category", "/blog/tag/old-tag/rss.xml"]);
      await admin.t.settle();
      expect((await visit("/blog/live-post")).status).toBe(200);
    } finally {
      await admin.send("DELETE", `/api/admin/blog-posts/${(await json(post)).id}`);
      await admin.send("DELETE", `/api/admin/tags/${(await json(tag)).id}`);
    }
  });
});

describe("a post's address changes (the post write path's calls)", () => {
  test("applySlugChange adds old→new, collapses what pointed at the old path, and frees the new path; releasePath frees a path", async () => {
    const db = admin.t.deps.db;
    await create("/blog/first-title", "/blog/second-title");
    await db.transaction((tx) => applySlugChange(tx, { fromPath: "/blog/second-title", toPath: "/blog/third-title" }));
    expect(await table()).toEqual({ "/blog/first-title": "/blog/third-title", "/blog/second-title": "/blog/third-title" });
    // Back to an earlier title: its redirect goes (the live post must not be shadowed), no loop is left.
    await db.transaction((tx) => applySlugChange(tx, { fromPath: "/blog/third-title", toPath: "/blog/first-title" }));
    expect(await table()).toEqual({ "/blog/second-title": "/blog/first-title", "/blog/third-title": "/blog/first-title" });
    const [row] = await db.select({ source: redirects.source }).from(redirects).where(sql`${redirects.fromPath} = '/blog/third-title'`);
    expect(row!.source).toBe("slug-change");
    await db.transaction((tx) => releasePath(tx, "/blog/second-title/"));
    expect(await table()).toEqual({ "/blog/third-title": "/blog/first-title" });
    await admin.t.settle();
    expect((await visit("/blog/third-title?utm=1")).headers.get("location")).toBe("/blog/first-title?utm=1");
  });
});

describe("a published post's slug changes through the API", () => {
  test("its old addresses redirect to the new one in one hop; its own address is never shadowed", async () => {
    const base = { ...BLANK_POST, title: "Moving post", content: "<p>Words.</p>", status: "published" };
    const made = await admin.send("POST", "/api/admin/blog-posts", { ...base, slug: "moving-post-a" });
    expect(made.status).toBe(201);
    const { id } = await json(made);
    expect((await admin.send("PUT", `/api/admin/blog-posts/${id}`, { ...base, slug: "moving-post-b" })).status).toBe(200);
    const first = await visit("/blog/moving-post-a?utm_source=mail");
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe("/blog/moving-post-b?utm_source=mail");

    expect((await admin.send("PUT", `/api/admin/blog-posts/${id}`, { ...base, slug: "moving-post-c" })).status).toBe(200);
    expect((await visit("/blog/moving-post-a")).headers.get("location")).toBe("/blog/moving-post-c");
    expect((await visit("/blog/moving-post-b")).headers.get("location")).toBe("/blog/moving-post-c");
    expect((await visit("/blog/moving-post-c")).status).toBe(200);
    const rows = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects?q=moving-post"));
    expect(rows.redirects.map((r) => r.source)).toEqual(["slug-change", "slug-change"]);

    // Back to the first slug: the post lives there again, and nothing loops.
    expect((await admin.send("PUT", `/api/admin/blog-posts/${id}`, { ...base, slug: "moving-post-a" })).status).toBe(200);
    expect((await visit("/blog/moving-post-a")).status).toBe(200);
    expect((await visit("/blog/moving-post-c")).headers.get("location")).toBe("/blog/moving-post-a");
    expect(await table()).toEqual({ "/blog/moving-post-b": "/blog/moving-post-a", "/blog/moving-post-c": "/blog/moving-post-a" });
    await admin.send("DELETE", `/api/admin/blog-posts/${id}`);
  });
});

describe("CSV", () => {
  const importCsv = (body: string) =>
    admin.t.app.request("/api/admin/redirects/import", {
      method: "POST",
      headers: { "Content-Type": "text/csv", "Sec-Fetch-Site": "same-origin", Cookie: admin.cookie },
      body,
    });

  test("export, then import into an empty table, gives the same redirects", async () => {
    await create("/one", "/blog", 301);
    await create("/two", "https://example.org/a?b=1&c=2", 302);
    await create("/three,with-comma", "/about-us", 301);
    const exported = await admin.send("GET", "/api/admin/redirects.csv");
    expect(exported.headers.get("content-type")).toStartWith("text/csv");
    const csv = await exported.text();
    expect(csv).toContain('"from","to","status"\r\n');
    const before = await table();
    await admin.t.deps.db.delete(redirects);
    const imported = await importCsv(csv);
    expect(imported.status).toBe(200);
    expect(await json(imported)).toEqual({ imported: 3, created: 3, updated: 0 });
    expect(await table()).toEqual(before);
    const statuses = await readRedirectRules(admin.t.deps.db);
    expect(statuses.find((r) => r.fromPath === "/two")!.statusCode).toBe(302);
    await admin.t.settle();
    expect((await visit("/two")).status).toBe(302);
  });

  test("an import collapses chains with the table and between its rows, row by row as single writes would, and replaces a redirect from the same path", async () => {
    await create("/c", "/d");
    const res = await importCsv("from,to,status\n/a,/b,301\n/b,/c,301\n/c,/e,302\n/e,/f,301\n");
    expect(await json(res)).toEqual({ imported: 4, created: 3, updated: 1 });
    // /b→/c was written as /b→/d (where /c led then); /c→/e then /e→/f re-point /c to /f.
    expect(await table()).toEqual({ "/a": "/d", "/b": "/d", "/c": "/f", "/e": "/f" });
  });

  test("a broken line refuses the whole file, naming its row and reason; nothing is imported", async () => {
    await create("/kept", "/blog");
    const cases: [string, string][] = [
      ["from,to,status\n/ok,/blog,301\n/bad,javascript:alert(1),301\n", "Row 3: To must be a path on this site (starting with /) or an http(s) URL. Nothing was imported."],
      ["from,to,status\n/ok,/blog,301\n/x,/y\n", "Row 3: expected 3 cells (from,to,status), found 2. Nothing was imported."],
      ["from,to,status\n/ok,/blog,301\n/z,/y,308\n", "Row 3: Status must be 301 or 302. Nothing was imported."],
      ["from,to,status\n/ok,/old-list,301\n/old-list,/ok,301\n", "Row 3: this would make a loop: /old-list → /ok → /old-list. Nothing was imported."],
      ["from,to,status\n/ok,/blog,301\n/ok/,/other,301\n", "Row 3: /ok is already redirected by row 2. Nothing was imported."],
      ['from,to,status\n/ok,"/blog,301\n', "Row 2: a quoted cell is never closed. Nothing was imported."],
      ["to,from,status\n/ok,/blog,301\n", "Row 1: the header must be from,to,status. Nothing was imported."],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(csv);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe(message);
    }
    expect(await table()).toEqual({ "/kept": "/blog" });
  });

  test("10,000 rows are imported; 10,001 are a 400 and nothing is imported", async () => {
    const rows = (n: number) => `from,to,status\n${Array.from({ length: n }, (_, i) => `/bulk-${i},/blog,301`).join("\n")}\n`;
    const tooMany = await importCsv(rows(10_001));
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error).toBe("The file has 10,001 redirects; one import takes at most 10,000. Split it into smaller files.");
    expect(await table()).toEqual({});
    const full = await importCsv(rows(10_000));
    expect(await json(full)).toEqual({ imported: 10_000, created: 10_000, updated: 0 });
    await admin.t.settle();
    expect((await visit("/bulk-9999")).headers.get("location")).toBe("/blog");
  }, 60_000);

  test("an import must be CSV", async () => {
    const res = await admin.send("POST", "/api/admin/redirects/import", { csv: "from,to,status" });
    expect(res.status).toBe(415);
    expect((await json(res)).error).toBe("Send the CSV file itself (Content-Type: text/csv)");
  });
});

describe("the 404 log", () => {
  const log = async (sort = "hits") => json<NotFoundPage>(await admin.send("GET", `/api/admin/not-found-paths?sort=${sort}&limit=100`));

  test("counts repeated 404s with the referrer host; not /api or /assets; a row is deleted, the log cleared", async () => {
    await visit("/blog/a-broken-link", { headers: { Referer: "https://news.example.com/story?id=1" } });
    await visit("/blog/a-broken-link/");
    await visit("/blog/a-broken-link", { method: "HEAD" });
    // A later millisecond: in-process requests can share one, and "recent" orders by the time seen.
    await Bun.sleep(2);
    await visit("/another-missing-page");
    await visit("/api/blog-posts/no-such-post");
    await visit("/assets/missing.js");
    const page = await log();
    expect(page.paths.map((p) => [p.path, p.hits, p.referrerHost])).toEqual([
      ["/blog/a-broken-link", 3, "news.example.com"],
      ["/another-missing-page", 1, null],
    ]);
    expect((await log("recent")).paths[0]!.path).toBe("/another-missing-page");
    const one = await admin.send("DELETE", `/api/admin/not-found-paths?path=${encodeURIComponent("/another-missing-page")}`);
    expect(one.status).toBe(200);
    expect((await log()).total).toBe(1);
    expect(await json(await admin.send("DELETE", "/api/admin/not-found-paths?all=true"))).toEqual({ success: true, deleted: 1 });
    expect((await log()).total).toBe(0);
  });

  test("obvious probes are grouped into one row per group", async () => {
    for (const path of ["/wp-login.php", "/wp-admin/setup-config.php", "/blog/wp-includes/x.js", "/xmlrpc.php", "/.env", "/.git/config", "/shell.php", "/cgi-bin/test.cgi"]) {
      await visit(path);
    }
    await visit("/blog/wp-tips-for-owners");
    const page = await log();
    expect(Object.fromEntries(page.paths.map((p) => [p.probeGroup ?? p.path, p.hits]))).toEqual({
      wordpress: 4,
      dotfiles: 2,
      php: 1,
      "cgi-bin": 1,
      "/blog/wp-tips-for-owners": 1,
    });
  });

  test(`a flood of 5,000 distinct paths leaves at most ${NOT_FOUND_LOG_CAP} rows, the newest kept`, async () => {
    const batch = 50;
    for (let i = 0; i < 5000; i += batch) {
      await Promise.all(Array.from({ length: batch }, (_, j) => visit(`/flood/${i + j}`)));
    }
    await Bun.sleep(2);
    await visit("/flood/last-one");
    const page = await log("recent");
    expect(page.total).toBeLessThanOrEqual(NOT_FOUND_LOG_CAP);
    expect(page.total).toBeGreaterThan(NOT_FOUND_LOG_CAP / 2);
    expect(page.paths[0]!.path).toBe("/flood/last-one");
  }, 120_000);
});

describe("the Redirects tab", () => {
  test("its first HTML has the redirects the address names and the 404 log, as the API reads them", async () => {
    await create("/first-paint-old", "/blog");
    await create("/another-old", "/about-us", 302);
    await visit("/first-paint-missing");
    await admin.send("GET", "/api/admin/not-found-paths");
    const res = await admin.send("GET", "/admin/redirects?search=first-paint");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-island="redirect-dialogs"');
    expect(html).toContain("/first-paint-old");
    expect(html).not.toContain("/another-old");
    expect(html).toContain("/first-paint-missing");
    expect(html).toContain(">Redirects</");
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSecondInstance(admin.t);
    for (let i = 0; i < 100 && !b.versions.isListening; i++) await Bun.sleep(10);
  }, 60_000);
  afterAll(() => b?.close());

  test("a redirect created through instance A is served by instance B on its next request, and its removal too", async () => {
    expect((await b.app.request("/moved-on-a", { redirect: "manual" })).status).toBe(404);
    const made = await create("/moved-on-a", "/blog");
    await caughtUp(b, admin.t);
    const res = await b.app.request("/moved-on-a?x=1", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog?x=1");
    await admin.send("DELETE", `/api/admin/redirects/${made.id}`);
    await caughtUp(b, admin.t);
    expect((await b.app.request("/moved-on-a", { redirect: "manual" })).status).toBe(404);
  });

  test("a slug change through instance A redirects the old address in one hop on instance B's next request", async () => {
    const base = { ...BLANK_POST, title: "Post on two instances", content: "<p>Words.</p>", status: "published" };
    const { id } = await json(await admin.send("POST", "/api/admin/blog-posts", { ...base, slug: "two-instances-a" }));
    await caughtUp(b, admin.t);
    expect((await b.app.request("/blog/two-instances-a")).status).toBe(200);
    await admin.send("PUT", `/api/admin/blog-posts/${id}`, { ...base, slug: "two-instances-b" });
    await admin.send("PUT", `/api/admin/blog-posts/${id}`, { ...base, slug: "two-instances-c" });
    await caughtUp(b, admin.t);
    const res = await b.app.request("/blog/two-instances-a", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog/two-instances-c");
    expect((await b.app.request("/blog/two-instances-c")).status).toBe(200);
    await admin.send("DELETE", `/api/admin/blog-posts/${id}`);
  });
});

describe("a redirect stored before its path was reserved", () => {
  test("is not served: the e-mail link's own page answers", async () => {
    const t = await createTestApp();
    try {
      await t.deps.db.insert(redirects).values({ fromPath: "/leads/mark-contacted", toTarget: "https://login.example-lookalike.com/", statusCode: 301, source: "owner" });
      await t.deps.versions.refresh();
      const res = await t.app.request("/leads/mark-contacted?token=x");
      expect(res.status).not.toBe(301);
      expect(res.headers.get("Location")).toBeNull();
    } finally {
      await t.close();
    }
  }, 60_000);
});
