/**
 * The page cache through the whole site, on the embedded database and on PostgreSQL: an admin write is
 * on the very next request of every public route it touches; conditional requests; nothing private is
 * kept; single flight; the byte bound under a flood; and, on PostgreSQL, a second instance that hears
 * of a write at once, even after its LISTEN connection was killed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { LISTENER_APPLICATION_NAME } from "../../db/postgres-listener.ts";
import { caughtUp, createSecondInstance, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { adminRequest, BLANK_POST, createAdminTestApp, json, login } from "./admin-support.ts";

let t: TestApp;
let cookie: string;
const send = (method: string, path: string, body?: unknown, on: TestApp = t) => adminRequest(on, path, { method, body, cookie });
const get = (path: string, headers: Record<string, string> = {}, on: TestApp = t) => on.app.request(path, { headers });
const text = async (path: string, on: TestApp = t) => (await get(path, {}, on)).text();

interface Post {
  id: number;
  slug: string;
}

function postBody(overrides: Record<string, unknown>) {
  return { ...BLANK_POST, title: "First title", slug: "cache-test-post", excerpt: "An excerpt", content: "<p>First body</p>", status: "published", ...overrides };
}

let author: { id: number };
let category: { id: number };
let post: Post;

beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await login(t);
  author = await json(await send("POST", "/api/admin/authors", { name: "Ana Writer", bio: "Writes.", imageUrl: "" }));
  category = await json(await send("POST", "/api/admin/categories", { name: "Growth", slug: "growth", description: "" }));
  post = await json(await send("POST", "/api/admin/blog-posts", postBody({ authorId: author.id, categoryId: category.id })));
}, 60_000);
afterAll(() => t.close());

const PUBLIC = ["/blog", "/blog/cache-test-post", "/api/rss", "/api/blog-posts", "/api/blog-posts/cache-test-post", "/sitemap.xml", "/blog?category=growth"];

/** Reads every public route twice, and checks that the second read was a hit. */
async function warm(on: TestApp = t) {
  for (const path of PUBLIC) await get(path, {}, on);
  const { hits, renders } = on.pageCache.stats;
  for (const path of PUBLIC) await get(path, {}, on);
  expect(on.pageCache.stats.renders).toBe(renders);
  expect(on.pageCache.stats.hits).toBe(hits + PUBLIC.length);
}

describe("an admin write is on the very next request", () => {
  test("editing a post: the list, the post, the feed, the JSON API and the sitemap", async () => {
    await warm();
    const sitemapBefore = await text("/sitemap.xml");
    const res = await send(
      "PUT",
      `/api/admin/blog-posts/${post.id}`,
      postBody({ title: "Second title", content: "<p>Second body</p>", authorId: author.id, categoryId: category.id }),
    );
    expect(res.status).toBe(200);
    expect(await text("/blog")).toContain("Second title");
    expect(await text("/blog?category=growth")).toContain("Second title");
    const page = await text("/blog/cache-test-post");
    expect(page).toContain("Second title");
    expect(page).toContain("Second body");
    expect(await text("/api/rss")).toContain("Second title");
    expect((await json<{ title: string }[]>(await get("/api/blog-posts")))[0]!.title).toBe("Second title");
    expect((await json<{ content: string }>(await get("/api/blog-posts/cache-test-post"))).content).toContain("Second body");
    expect(await text("/sitemap.xml")).not.toBe(sitemapBefore); // lastmod moved
  });

  test("renaming the author or the category shows on the pages that name them", async () => {
    await warm();
    await send("PUT", `/api/admin/authors/${author.id}`, { name: "Ana Renamed", bio: "Writes.", imageUrl: "" });
    expect(await text("/blog/cache-test-post")).toContain("Ana Renamed");
    expect(await text("/api/rss")).toContain("Ana Renamed");
    await send("PUT", `/api/admin/categories/${category.id}`, { name: "Growth Hacks", slug: "growth", description: "" });
    expect(await text("/blog?category=growth")).toContain("Growth Hacks");
    expect(await text("/blog")).toContain("Growth Hacks");
  });

  test("unpublishing answers 404 at once everywhere; publishing brings it back; deleting removes it", async () => {
    await warm();
    expect((await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "draft" })).status).toBe(200);
    expect((await get("/blog/cache-test-post")).status).toBe(404);
    expect((await get("/api/blog-posts/cache-test-post")).status).toBe(404);
    for (const path of ["/blog", "/api/rss", "/api/blog-posts", "/sitemap.xml"]) expect(await text(path)).not.toContain("cache-test-post");

    await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "published" });
    expect((await get("/blog/cache-test-post")).status).toBe(200);
    expect(await text("/sitemap.xml")).toContain("cache-test-post");

    await warm();
    expect((await send("DELETE", `/api/admin/blog-posts/${post.id}`)).status).toBe(200);
    expect((await get("/blog/cache-test-post")).status).toBe(404);
    expect(await text("/api/rss")).not.toContain("cache-test-post");
    post = await json(await send("POST", "/api/admin/blog-posts", postBody({ authorId: author.id, categoryId: category.id })));
    expect((await get("/blog/cache-test-post")).status).toBe(200);
  });

  test("pages that show only the site's copy renew at a content write too, each once: About, /?funnel=true, /contact?addon=…", async () => {
    // The site's copy is content (the Site Copy tab publishes it like a post), and every page shows it.
    const paths = ["/about-us", "/?funnel=true", "/contact?addon=citation-builder"];
    for (const path of paths) await get(path);
    const renders = t.pageCache.stats.renders;
    for (const path of paths) await get(path);
    expect(t.pageCache.stats.renders).toBe(renders);
    await send("PUT", `/api/admin/categories/${category.id}`, { name: "Growth", slug: "growth", description: "" });
    for (const path of paths) await get(path);
    for (const path of paths) await get(path);
    expect(t.pageCache.stats.renders).toBe(renders + paths.length);
  });
});

describe("a key holds a parameter's value as the page reads it", () => {
  /** Reads `path` and says whether the page cache rendered it and whether its entries grew. */
  async function read(path: string) {
    const before = { renders: t.pageCache.stats.renders, entries: t.pageCache.store.count };
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    return { html, rendered: t.pageCache.stats.renders > before.renders, grew: t.pageCache.store.count > before.entries };
  }

  test("?funnel: any value but true is the page without it, one entry; ?funnel=true still opens the funnel", async () => {
    const plain = await read("/");
    for (const junk of ["/?funnel=junk-one", "/?funnel=junk-two&utm_source=x", "/?funnel=TRUE", "/?funnel="]) {
      const answer = await read(junk);
      expect(`${junk} rendered ${answer.rendered}, grew ${answer.grew}`).toBe(`${junk} rendered false, grew false`);
      expect(answer.html).toBe(plain.html);
    }
    const open = await read("/?funnel=true");
    expect(open.html).not.toBe(plain.html);
    expect((await read("/?funnel=true&junk=1")).rendered).toBe(false);
  });

  test("?addon: an unknown add-on is the page without one, one entry; a known one is still named", async () => {
    const plain = await read("/contact");
    for (const junk of ["/contact?addon=junk-one", "/contact?addon=junk-two", "/contact?addon=Citation-Builder"]) {
      const answer = await read(junk);
      expect(`${junk} rendered ${answer.rendered}, grew ${answer.grew}`).toBe(`${junk} rendered false, grew false`);
      expect(answer.html).toBe(plain.html);
    }
    const known = await read("/contact?addon=citation-builder");
    expect(known.html).not.toBe(plain.html);
    expect(known.html).toContain('id="addon-request"');
    expect(plain.html).not.toContain('id="addon-request"');
  });

  test("a flood of random ?funnel values renders the home page once", async () => {
    await get("/");
    const { renders } = t.pageCache.stats;
    const entries = t.pageCache.store.count;
    for (let i = 0; i < 200; i++) expect((await get(`/?funnel=${crypto.randomUUID()}`)).status).toBe(200);
    expect(t.pageCache.stats.renders).toBe(renders);
    expect(t.pageCache.store.count).toBe(entries);
  });
});

describe("HTTP caching", () => {
  test("a strong ETag, 304 on a match, Vary and a CDN policy on public answers", async () => {
    for (const path of ["/blog", "/", "/api/rss", "/api/blog-posts", "/robots.txt"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const etag = res.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-z]+"$/);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
      const again = await get(path, { "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect((await get(path, { "If-None-Match": '"something-else"' })).status).toBe(200);
    }
  });

  test("the HTML is served with brotli and gzip too, each variant with its own tag", async () => {
    const gzip = await get("/about-us", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    let br = await get("/about-us", { "Accept-Encoding": "br, gzip" });
    for (let i = 0; i < 100 && br.headers.get("content-encoding") !== "br"; i++) {
      await Bun.sleep(10);
      br = await get("/about-us", { "Accept-Encoding": "br, gzip" });
    }
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toMatch(/-br"$/);
    const html = brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString();
    expect(html).toContain("About");
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
  });

  test("nothing under /admin or /api/admin is cached; answers that set a cookie are not either", async () => {
    const before = { ...t.pageCache.stats, entries: t.pageCache.store.count };
    for (let i = 0; i < 2; i++) {
      for (const path of ["/admin", "/admin/dashboard", "/api/admin/check", "/api/admin/blog-posts"]) {
        const res = await adminRequest(t, path, { cookie });
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("etag")).toBeNull();
      }
      const loggedIn = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: "correct horse battery staple" } });
      expect(loggedIn.headers.getSetCookie().length).toBeGreaterThan(0);
    }
    expect(t.pageCache.stats).toMatchObject({ hits: before.hits, misses: before.misses, renders: before.renders });
    expect(t.pageCache.store.count).toBe(before.entries);
  });
});

describe("load", () => {
  test("50 concurrent misses of one page render it once", async () => {
    const fresh = await createTestApp();
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fresh.app.request(`/blog?utm_campaign=${i}`)));
      const bodies = new Set(await Promise.all(answers.map((r) => r.text())));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(bodies.size).toBe(1);
      expect(fresh.pageCache.stats.renders).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  test("a flood of distinct URLs stays within PAGE_CACHE_MB and the pages people read stay cached", async () => {
    // 2 MB: about a dozen pages as they are kept (each carries its CSS, and its three codings).
    const small = await createTestApp({ PAGE_CACHE_MB: "2" });
    try {
      const hot = ["/", "/blog", "/about-us", "/api/rss"];
      for (let round = 0; round < 2; round++) for (const path of hot) await small.app.request(path);
      const flood = [
        ...Array.from({ length: 300 }, (_, i) => `/blog?page=${i + 2}`),
        ...Array.from({ length: 300 }, (_, i) => `/blog/no-such-post-${i}`),
        ...Array.from({ length: 300 }, (_, i) => `/api/blog-posts?page=${i + 1}&limit=1`),
        ...Array.from({ length: 300 }, (_, i) => `/about-us?junk=${i}&more=${"x".repeat(i)}`),
      ];
      let peak = 0;
      for (let i = 0; i < flood.length; i += 25) {
        await Promise.all(flood.slice(i, i + 25).map((path) => small.app.request(path).then((r) => r.arrayBuffer())));
        peak = Math.max(peak, small.pageCache.store.bytes);
      }
      expect(peak).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(small.pageCache.store.evictions).toBeGreaterThan(0);
      const renders = small.pageCache.stats.renders;
      for (const path of hot) expect((await small.app.request(path)).status).toBe(200);
      expect(small.pageCache.stats.renders).toBe(renders); // all four were still hits
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSecondInstance(t);
    for (let i = 0; i < 100 && !b.versions.isListening; i++) await Bun.sleep(10);
  }, 60_000);
  afterAll(() => b?.close());

  test("a write on A is on B's next request", async () => {
    await warm(b);
    for (let i = 1; i <= 5; i++) {
      await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ title: `Title from A, edit ${i}`, authorId: author.id }));
      await caughtUp(b, t);
      expect(await text("/blog/cache-test-post", b)).toContain(`Title from A, edit ${i}`);
      expect(await text("/api/rss", b)).toContain(`Title from A, edit ${i}`);
    }
  });

  test("with its LISTEN connection killed, B catches up within a bounded time, then hears of writes at once again", async () => {
    await warm(b);
    const killed = await t.deps.db.execute(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect((killed as unknown as unknown[]).length).toBeGreaterThanOrEqual(2); // A's and B's
    await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ title: "Written while B was deaf", authorId: author.id }));
    const started = performance.now();
    let seen = false;
    while (!seen && performance.now() - started < 5000) {
      seen = (await text("/blog/cache-test-post", b)).includes("Written while B was deaf");
      if (!seen) await Bun.sleep(20);
    }
    expect(seen).toBe(true);
    for (let i = 0; i < 300 && !b.versions.isListening; i++) await Bun.sleep(10);
    expect(b.versions.isListening).toBe(true);
    await warm(b);
    await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ title: "Heard again", authorId: author.id }));
    expect(await text("/blog/cache-test-post", b)).toContain("Heard again");
  }, 30_000);
});
