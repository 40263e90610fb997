import { describe, expect, test } from "bun:test";
import { gunzipSync } from "node:zlib";
import { CacheKeys } from "./cache-keys.ts";
import { EXPIRES_HEADER } from "./cached-response.ts";
import { PageCache } from "./page-cache.ts";

const POLICY = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";
const keys = new CacheKeys([
  { path: "/blog", query: ["category", "page"], content: true },
  { path: "/blog/:slug", query: [], content: true },
  { path: "/about-us", query: [], content: false },
]);

/** A cache over a fake renderer that counts its calls; `answer` decides each response. */
function setup(
  answer: (path: string) => Response | Promise<Response> = (path) => new Response(`<p>${path}</p>`, { headers: { "content-type": "text/html" } }),
  nextContentChange?: () => Promise<number>,
) {
  const versions = { current: 1 };
  let clock = 1_000_000;
  const rendered: string[] = [];
  const cache = new PageCache({
    maxBytes: 1024 * 1024,
    cacheControl: POLICY,
    versions,
    now: () => clock,
    render: async (path) => {
      rendered.push(path);
      return answer(path);
    },
    nextContentChange,
  });
  const get = async (url: string, headers: Record<string, string> = {}, method = "GET") => {
    const request = new Request(`http://localhost${url}`, { method, headers });
    const u = new URL(request.url);
    const match = keys.match(u.pathname, u.search)!;
    const hit = cache.lookup(match.key);
    return hit ? cache.serve(hit, request) : cache.fill(match, request);
  };
  return { cache, versions, rendered, get, tick: (ms: number) => (clock += ms) };
}

describe("cache keys", () => {
  test("only the parameters a route reads, in its order; junk and order make no new key", () => {
    expect(keys.match("/blog", "?page=2&utm_source=x&category=seo")!.key).toBe("/blog?category=seo&page=2");
    expect(keys.match("/blog", "?category=seo&page=2")!.key).toBe("/blog?category=seo&page=2");
    expect(keys.match("/blog", "?fbclid=1")!.key).toBe("/blog");
    expect(keys.match("/about-us", "?page=2")!.key).toBe("/about-us");
    expect(keys.match("/blog", "?category=a%20b&page=1&page=9")!.key).toBe("/blog?category=a%20b&page=1");
    expect(keys.match("/blog/a-post", "?x=1")!.key).toBe("/blog/a-post");
  });

  test("no key for other paths, nested segments, huge keys or private areas", () => {
    expect(keys.match("/blog/a/b", "")).toBeUndefined();
    expect(keys.match("/blog/", "")).toBeUndefined();
    expect(keys.match("/nope", "")).toBeUndefined();
    expect(keys.match("/blog", `?category=${"x".repeat(600)}`)).toBeUndefined();
    expect(() => new CacheKeys([{ path: "/admin", query: [], content: false }])).toThrow(/private/);
    expect(() => new CacheKeys([{ path: "/api/admin/blog-posts", query: [], content: true }])).toThrow(/private/);
  });
});

describe("cache keys of a parameter segment with a fixed rest", () => {
  test("/blog/tag/:slug/rss.xml: one segment between its prefix and its rest, beside /blog/tag/:slug", () => {
    const feed = { path: "/blog/tag/:slug/rss.xml", query: [], content: true };
    const page = { path: "/blog/tag/:slug", query: ["page"], content: true };
    const archive = new CacheKeys([page, feed]);
    expect(archive.match("/blog/tag/google-maps/rss.xml", "?x=1")).toEqual({ key: "/blog/tag/google-maps/rss.xml", route: feed });
    expect(archive.match("/blog/tag/google-maps", "?page=2")).toEqual({ key: "/blog/tag/google-maps?page=2", route: page });
    expect(archive.match("/blog/tag//rss.xml", "")).toBeUndefined();
    expect(archive.match("/blog/tag/a/b/rss.xml", "")).toBeUndefined();
    expect(archive.match("/blog/tag/a/rss.xml/x", "")).toBeUndefined();
    expect(() => new CacheKeys([{ path: "/blog/:kind/:slug", query: [], content: true }])).toThrow(/one parameter segment/);
  });
});

describe("PageCache", () => {
  test("50 concurrent misses render once and all get the same answer", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { rendered, get } = setup(async (path) => {
      await gate;
      return new Response(`<p>${path}</p>`);
    });
    const answers = Array.from({ length: 50 }, () => get("/blog?utm=1"));
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((r) => r.text()));
    expect(rendered).toEqual(["/blog"]);
    expect(new Set(bodies)).toEqual(new Set(["<p>/blog</p>"]));
  });

  test("a render in flight when content changes is not joined by later requests, and its result is not served", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    const { versions, rendered, get } = setup(async () => {
      const mine = ++n;
      if (mine === 1) await gate;
      return new Response(`render ${mine}`);
    });
    const before = get("/blog"); // starts at version 1 and waits
    versions.current = 2; // a write lands meanwhile
    const after = await get("/blog");
    release();
    expect(await after.text()).toBe("render 2");
    expect(await (await before).text()).toBe("render 1"); // its own waiters get what they asked for
    expect(await (await get("/blog")).text()).toBe("render 2");
    expect(rendered).toHaveLength(2);
  });

  test("a content write makes content routes stale, not the others", async () => {
    const { versions, rendered, get } = setup();
    await get("/blog");
    await get("/about-us");
    await get("/blog");
    await get("/about-us");
    expect(rendered).toEqual(["/blog", "/about-us"]);
    versions.current = 2;
    await get("/blog");
    await get("/about-us");
    expect(rendered).toEqual(["/blog", "/about-us", "/blog"]);
  });

  test("validators: strong ETag per coding, 304 for any of them, If-Modified-Since, Vary and the policy", async () => {
    const { get } = setup(() => new Response("<p>feed</p>", { headers: { "last-modified": "Sat, 01 Mar 2025 09:00:00 GMT", "content-type": "application/rss+xml" } }));
    const first = await get("/blog");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect(first.headers.get("cache-control")).toBe(POLICY);
    for (const tag of [etag, `W/${etag}`, etag.replace(/"$/, '-gz"'), `"nope", ${etag}`]) {
      const res = await get("/blog", { "if-none-match": tag });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
    }
    expect((await get("/blog", { "if-none-match": '"nope"' })).status).toBe(200);
    expect((await get("/blog", { "if-modified-since": "Sat, 01 Mar 2025 09:00:00 GMT" })).status).toBe(304);
    expect((await get("/blog", { "if-modified-since": "Fri, 28 Feb 2025 09:00:00 GMT" })).status).toBe(200);
  });

  test("gzip on first demand, brotli in the background, each with its own tag", async () => {
    const html = `<p>${"hello world ".repeat(500)}</p>`;
    const { cache, get } = setup(() => new Response(html));
    const identity = await get("/blog");
    const gzip = await get("/blog", { "accept-encoding": "gzip, br" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toBe(identity.headers.get("etag")!.replace(/"$/, '-gz"'));
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
    for (let i = 0; i < 100 && !cache.store.peek("/blog")!.body.br; i++) await Bun.sleep(10);
    const br = await get("/blog", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-length")).toBeNull(); // Bun sets it from the body
    expect((await get("/blog", { "accept-encoding": "br;q=0, gzip" })).headers.get("content-encoding")).toBe("gzip");
  });

  test("pages asked for while another's brotli is made get theirs in turn, without being asked again", async () => {
    const { cache, get } = setup((path) => new Response(`<p>${path} ${"hello world ".repeat(2000)}</p>`));
    const paths = ["/blog", "/blog/a", "/blog/b", "/blog/c"];
    // One request each, back to back, as after a content change: the first is compressing while the rest arrive.
    for (const path of paths) expect((await get(path, { "accept-encoding": "br, gzip" })).headers.get("content-encoding")).toBe("gzip");
    for (let i = 0; i < 200 && paths.some((path) => !cache.store.peek(path)!.body.br); i++) await Bun.sleep(10);
    for (const path of paths) expect((await get(path, { "accept-encoding": "br, gzip" })).headers.get("content-encoding")).toBe("br");
  });

  test("HEAD: the headers and length of GET, no body", async () => {
    const { get } = setup();
    const res = await get("/blog", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String("<p>/blog</p>".length));
    expect(await res.text()).toBe("");
  });

  test("never kept: a cookie, no-store, private, an error; answered as rendered", async () => {
    const answers: Record<string, () => Response> = {
      "/blog/cookie": () => new Response("c", { headers: { "set-cookie": "a=b" } }),
      "/blog/no-store": () => new Response("n", { headers: { "cache-control": "no-store" } }),
      "/blog/private": () => new Response("p", { headers: { "cache-control": "private, max-age=60" } }),
      "/blog/broken": () => new Response("e", { status: 500 }),
    };
    const { cache, rendered, get } = setup((path) => answers[path]!());
    for (const path of Object.keys(answers)) {
      const res = await get(path);
      expect(await res.text()).toBe(path === "/blog/broken" ? "e" : path.slice(6, 7));
      await get(path);
    }
    expect(rendered).toHaveLength(8);
    expect(cache.store.count).toBe(0);
    expect((await get("/blog/cookie")).headers.get("set-cookie")).toBe("a=b");
  });

  test("stale-if-error: a render answering 503 (database down) serves the copy it would have replaced", async () => {
    let down = false;
    const { cache, versions, get } = setup((path) =>
      down ? new Response("unavailable", { status: 503, headers: { "retry-after": "5" } }) : new Response(`<p>${path} v${versions.current}</p>`),
    );
    expect(await (await get("/blog")).text()).toBe("<p>/blog v1</p>");
    versions.current = 2;
    down = true;
    const stale = await get("/blog");
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe("<p>/blog v1</p>");
    expect(cache.stats.stale).toBe(1);
    // Nothing to fall back on: the 503 as rendered.
    const none = await get("/blog/never-rendered");
    expect(none.status).toBe(503);
    expect(none.headers.get("retry-after")).toBe("5");
    // Back up: the next miss renders the new version and replaces the old copy.
    down = false;
    expect(await (await get("/blog")).text()).toBe("<p>/blog v2</p>");
  });

  test("a 404 is kept (a dead link asked for again costs nothing) but never promoted", async () => {
    const { cache, rendered, get } = setup(() => new Response("gone", { status: 404 }));
    for (let i = 0; i < 3; i++) expect((await get("/blog/dead-link")).status).toBe(404);
    expect(rendered).toEqual(["/blog/dead-link"]);
    expect(cache.store.segmentOf("/blog/dead-link")).toBe("probation");
    expect((await get("/blog/dead-link")).headers.get("etag")).toBeNull();
  });

  test("an entry expires at the time its route gave", async () => {
    const { rendered, get, tick } = setup(() => new Response("soon", { headers: { [EXPIRES_HEADER]: String(1_000_000 + 60_000) } }));
    const first = await get("/blog");
    expect(first.headers.get(EXPIRES_HEADER)).toBeNull();
    await get("/blog");
    tick(59_999);
    await get("/blog");
    expect(rendered).toHaveLength(1);
    tick(1);
    await get("/blog");
    expect(rendered).toHaveLength(2);
  });

  test("content entries live until the next scheduled moment, read once per version and moment; a failed read keeps nothing", async () => {
    let next = 1_000_000 + 5_000;
    let reads = 0;
    let failing = false;
    const { versions, rendered, get, tick } = setup(undefined, async () => {
      reads++;
      if (failing) throw new Error("connection refused");
      return next;
    });
    await get("/blog");
    await get("/blog/a");
    await get("/about-us");
    expect(reads).toBe(1); // one read for both content routes; none for a page without content
    await get("/blog");
    tick(4_999);
    await get("/blog");
    expect(rendered).toEqual(["/blog", "/blog/a", "/about-us"]);
    // The moment comes: content entries go, the static page stays; the next moment is read anew.
    tick(1);
    next = Number.POSITIVE_INFINITY;
    await get("/blog");
    await get("/blog/a");
    await get("/about-us");
    expect(rendered).toEqual(["/blog", "/blog/a", "/about-us", "/blog", "/blog/a"]);
    expect(reads).toBe(2);
    // A write reads it again.
    versions.current = 2;
    failing = true;
    await get("/blog");
    expect(reads).toBe(3);
    // Unknown while the read fails: served, not kept.
    await get("/blog");
    expect(rendered.filter((p) => p === "/blog")).toHaveLength(4);
  });

  test("100,000 distinct keys stay within the byte budget and the pages people read stay cached", async () => {
    const { cache, rendered, get } = setup((path) => new Response(`<p>${path}</p>${"x".repeat(2000)}`));
    const hot = ["/blog", "/about-us", "/blog/popular"];
    for (const url of hot) {
      await get(url);
      await get(url);
    }
    let peak = 0;
    for (let i = 0; i < 100_000; i++) {
      await get(i % 2 ? `/blog?page=${i}` : `/blog/random-${i}`);
      if (i % 1000 === 0) peak = Math.max(peak, cache.store.bytes);
    }
    expect(Math.max(peak, cache.store.bytes)).toBeLessThanOrEqual(1024 * 1024);
    const before = rendered.length;
    for (const url of hot) await get(url);
    expect(rendered.length).toBe(before);
  }, 60_000);
});
