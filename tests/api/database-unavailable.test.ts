/**
 * The database unreachable, in-process: every route that needs it answers 503 with Retry-After (JSON
 * under /api/, a page elsewhere), cached pages keep being served, and a request that gets no answer in
 * time is cut off with the same 503. The real outage, on PostgreSQL, is tests/outage.test.ts.
 */
import { afterAll, beforeAll, describe, expect, setSystemTime, spyOn, test } from "bun:test";
import { Hono } from "hono";
import { DatabaseUnavailableError } from "../../db/availability.ts";
import type { Database } from "../../db/client.ts";
import { FAILED_REQUEST_LOG_EVERY_MS } from "../../src/app.ts";
import type { AppEnv } from "../../src/app-context.ts";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../../src/http/service-unavailable.ts";
import { LATE_REQUEST_LOG_EVERY_MS, requestDeadline } from "../../src/middleware/request-deadline.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { VALID_LEAD } from "./lead-support.ts";

/** A database whose every use fails with an error that is not an outage: a bug, a 500. */
const broken = new Proxy({} as Database, {
  get() {
    return () => {
      throw new Error('relation "posts" does not exist');
    };
  },
});

/** console.warn and console.error while `run` runs, each line with its level. */
async function logLines(run: () => Promise<void>): Promise<{ level: "warn" | "error"; line: string }[]> {
  const lines: { level: "warn" | "error"; line: string }[] = [];
  const warn = spyOn(console, "warn").mockImplementation((...parts: unknown[]) => void lines.push({ level: "warn", line: parts.join(" ") }));
  const error = spyOn(console, "error").mockImplementation((...parts: unknown[]) => void lines.push({ level: "error", line: parts.join(" ") }));
  try {
    await run();
  } finally {
    setSystemTime();
    warn.mockRestore();
    error.mockRestore();
  }
  return lines;
}

const START = Date.parse("2026-05-04T10:00:00Z");

/** A database whose every use fails as a closed gate fails it. */
const unreachable = new Proxy({} as Database, {
  get() {
    return () => {
      throw new DatabaseUnavailableError();
    };
  },
});

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
}, 60_000);
afterAll(() => t.close());

async function whileDown<T>(run: () => Promise<T>): Promise<T> {
  t.deps.db = unreachable;
  try {
    return await run();
  } finally {
    t.deps.db = db;
  }
}

describe("the database unreachable", () => {
  test("a lead: 503 JSON with Retry-After and a message to retry; nothing logged about the visitor", async () => {
    const errors = spyOn(console, "error");
    const res = await whileDown(() =>
      t.app.request("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "unreachable-lead-1" },
        body: JSON.stringify(VALID_LEAD),
      }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(errors.mock.calls.flat().join("\n")).not.toContain(VALID_LEAD.email);
    errors.mockRestore();
  });

  test("a page the cache does not hold: the 503 page, never cached; the API reads: 503 JSON", async () => {
    const page = await whileDown(() => t.app.request("/blog/a-post-nobody-asked-for"));
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.headers.get("Content-Type")).toStartWith("text/html");
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).toContain('name="robots" content="noindex');
    const api = await whileDown(() => t.app.request("/api/blog-posts"));
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    // Up again: the same page renders (its 503 was not kept).
    expect((await t.app.request("/blog/a-post-nobody-asked-for")).status).toBe(404);
  });

  test("cached pages keep being served, and a page gone stale is served from its old copy", async () => {
    const fresh = await t.app.request("/blog");
    expect(fresh.status).toBe(200);
    const before = await fresh.text();
    expect((await whileDown(() => t.app.request("/blog"))).status).toBe(200);
    // A write this instance has not rendered yet, then the database goes: the old copy, not a 503.
    t.versions.current += 1;
    const stale = await whileDown(() => t.app.request("/blog"));
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(before);
  });
});

describe("lines a visitor can repeat at will", () => {
  test("an outage: 100 requests log nothing about themselves (the gate's one line is the outage's)", async () => {
    const lines = await logLines(async () => {
      for (let i = 0; i < 100; i++) expect((await whileDown(() => t.app.request("/api/blog-posts"))).status).toBe(503);
    });
    expect(lines).toEqual([]);
  });

  test("100 requests that fail unexpectedly: one error line for the route; the next after the interval counts the 99 left out", async () => {
    const lines = await logLines(async () => {
      t.deps.db = broken;
      try {
        setSystemTime(new Date(START));
        for (let i = 0; i < 100; i++) expect((await t.app.request(`/api/blog-posts?page=${i + 1}`)).status).toBe(500);
        setSystemTime(new Date(START + FAILED_REQUEST_LOG_EVERY_MS));
        expect((await t.app.request("/api/blog-posts")).status).toBe(500);
      } finally {
        t.deps.db = db;
      }
    });
    expect(lines.map((l) => l.level)).toEqual(["error", "error"]);
    expect(lines[0]!.line).toStartWith("GET /api/blog-posts failed: Error: relation");
    expect(lines[1]!.line).toContain("(99 more since 2026-05-04T10:00:00.000Z)");
  });
});

describe("the request deadline", () => {
  function appWithDeadline(ms: number) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("deps", t.deps);
      await next();
    });
    app.use(requestDeadline(ms));
    app.get("/api/hangs", () => new Promise<Response>(() => {}));
    app.get("/hangs", () => new Promise<Response>(() => {}));
    app.get("/api/quick", (c) => c.json({ ok: true }));
    return app;
  }

  test("a request with no answer in time gets the 503 (JSON or page) and Retry-After; a quick one is untouched", async () => {
    const app = appWithDeadline(50);
    const api = await app.request("/api/hangs");
    expect(api.status).toBe(503);
    expect(api.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await api.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    const page = await app.request("/hangs");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("right back");
    const quick = await app.request("/api/quick");
    expect(quick.status).toBe(200);
    expect(await quick.json()).toEqual({ ok: true });
  });

  test("100 requests past the deadline: one line for the route; the next after the interval counts the 99 left out", async () => {
    const app = appWithDeadline(1);
    const lines = await logLines(async () => {
      setSystemTime(new Date(START));
      const answers = await Promise.all(Array.from({ length: 100 }, () => app.request("/api/hangs")));
      expect(answers.every((answer) => answer.status === 503)).toBe(true);
      // Another route has a line of its own.
      expect((await app.request("/hangs")).status).toBe(503);
      setSystemTime(new Date(START + LATE_REQUEST_LOG_EVERY_MS));
      expect((await app.request("/api/hangs")).status).toBe(503);
    });
    expect(lines.map((l) => l.line)).toContain("GET /hangs answered 503: no answer within 1 ms");
    lines.splice(
      lines.findIndex((l) => l.line.startsWith("GET /hangs ")),
      1,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]!.line).toBe("GET /api/hangs answered 503: no answer within 1 ms");
    expect(lines[1]!.line).toBe("GET /api/hangs answered 503: no answer within 1 ms (99 more since 2026-05-04T10:00:00.000Z)");
  });
});
