import { describe, expect, test } from "bun:test";
import { CacheKeys } from "../page-cache/cache-keys.ts";
import { PageCache } from "../page-cache/page-cache.ts";
import { createFrontDoor } from "./front-door.ts";
import { bufferedRequestLog, givenRequestId } from "./request-log.ts";

function capture(format: "json" | "pretty") {
  const written: string[] = [];
  const log = bufferedRequestLog({ format, write: (text) => void written.push(text) });
  const lines = () => {
    log.flush();
    return written.join("").trim().split("\n").filter(Boolean);
  };
  return { log, lines };
}

describe("request lines", () => {
  test("json: one object per line with time, id, method, path, status, ms and the cache outcome", () => {
    const { log, lines } = capture("json");
    log.record({ method: "GET", path: "/blog", status: 200, startedAt: performance.now() - 1.26, id: "abc-123", cache: "hit" });
    log.record({ method: "POST", path: "/api/leads", status: 201, startedAt: performance.now(), id: "def" });
    const [first, second] = lines().map((l) => JSON.parse(l));
    expect(Object.keys(first)).toEqual(["time", "id", "method", "path", "status", "ms", "cache"]);
    expect(first).toMatchObject({ id: "abc-123", method: "GET", path: "/blog", status: 200, cache: "hit" });
    expect(first.ms).toBeGreaterThanOrEqual(1.2);
    expect(new Date(first.time).toISOString()).toBe(first.time);
    expect(second).not.toHaveProperty("cache");
  });

  test("pretty: today's readable line", () => {
    const { log, lines } = capture("pretty");
    log.record({ method: "GET", path: "/blog", status: 200, startedAt: performance.now(), id: "x", cache: "miss" });
    expect(lines()[0]).toMatch(/^GET \/blog 200 \d+\.\dms miss$/);
  });

  test("the health check is not logged, in either format; a page beside it is", () => {
    for (const format of ["json", "pretty"] as const) {
      const { log, lines } = capture(format);
      log.record({ method: "GET", path: "/healthz", status: 200, startedAt: performance.now(), id: "probe" });
      log.record({ method: "GET", path: "/healthz", status: 503, startedAt: performance.now(), id: "probe-down" });
      log.record({ method: "GET", path: "/healthz/", status: 404, startedAt: performance.now(), id: "other" });
      expect(lines(), format).toHaveLength(1);
      expect(lines()[0], format).toContain("/healthz/");
    }
  });

  test("an X-Request-Id is taken only when it is a sane tracing id", () => {
    for (const ok of ["abc", "0f8fad5b-d9cb-469f-a165-70867728950e", "trace.1:2_3", "a".repeat(64)]) expect(givenRequestId(ok)).toBe(ok);
    for (const bad of [null, "", "a".repeat(65), "has space", "new\nline", "<script>", "é"]) expect(givenRequestId(bad)).toBeUndefined();
  });
});

describe("the front door and request ids", () => {
  function door(withLog: boolean) {
    const { log, lines } = capture("json");
    const cache = new PageCache({ maxBytes: 0, cacheControl: "no-cache", versions: { current: 1 }, render: async () => new Response("") });
    const app = { fetch: () => new Response("ok", { headers: { "content-type": "text/plain" } }) };
    return { fetch: createFrontDoor({ app, cache, keys: new CacheKeys([]), log: withLog ? log : undefined }), lines };
  }

  test("logged: every answer carries the id of its log line; a sane X-Request-Id is kept; the query string is never logged", async () => {
    const { fetch, lines } = door(true);
    const made = await fetch(new Request("http://localhost/contact?email=ana@example.com"));
    const kept = await fetch(new Request("http://localhost/contact", { headers: { "X-Request-Id": "lb-trace-42" } }));
    const replaced = await fetch(new Request("http://localhost/contact", { headers: { "X-Request-Id": "not a sane id" } }));
    const [a, b, c] = lines().map((l) => JSON.parse(l));
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).toBe(made.headers.get("x-request-id"));
    expect(a.path).toBe("/contact");
    expect(lines().join("\n")).not.toContain("ana@example.com");
    expect(kept.headers.get("x-request-id")).toBe("lb-trace-42");
    expect(b.id).toBe("lb-trace-42");
    expect(replaced.headers.get("x-request-id")).not.toBe("not a sane id");
    expect(c.id).toBe(replaced.headers.get("x-request-id"));
  });

  test("a preview link's token is never logged: its path is logged as the route's pattern, whatever the method or answer", async () => {
    const { fetch, lines } = door(true);
    const token = "q3Ab4xYzq3Ab4xYzq3Ab4xYzq3Ab4xYzq3Ab4xYzq3A";
    await fetch(new Request(`http://localhost/preview/${token}`));
    await fetch(new Request(`http://localhost/preview/${token}`, { method: "HEAD" }));
    await fetch(new Request(`http://localhost/preview/${token}/more`));
    await fetch(new Request(`http://localhost/%70review/${token}`));
    await fetch(new Request("http://localhost/leads/mark-contacted?token=lead-link-token-0123456789", { method: "POST", body: "token=lead-link-token-0123456789" }));
    const logged = lines().map((l) => JSON.parse(l) as { method: string; path: string });
    expect(logged.map((l) => `${l.method} ${l.path}`)).toEqual([
      "GET /preview/:token",
      "HEAD /preview/:token",
      "GET /preview/:token",
      "GET /preview/:token",
      "POST /leads/mark-contacted",
    ]);
    expect(lines().join("\n")).not.toContain("q3Ab4x");
    expect(lines().join("\n")).not.toContain("lead-link-token");
  });

  test("not logged: no id is made up, but a given one is still echoed", async () => {
    const { fetch } = door(false);
    expect((await fetch(new Request("http://localhost/x"))).headers.get("x-request-id")).toBeNull();
    const traced = await fetch(new Request("http://localhost/x", { headers: { "X-Request-Id": "abc" } }));
    expect(traced.headers.get("x-request-id")).toBe("abc");
  });
});
