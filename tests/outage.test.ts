/**
 * The outage test: PostgreSQL stopped for 3 s under lead load (the bench drills 8 s). Every answer
 * is a 2xx, a 404 or a 503 with Retry-After; none waits past the request deadline; leads are accepted
 * again soon after the restart, without restarting the app; every 201 has its row, none twice; the
 * cached pages are served throughout. Runs in the PostgreSQL pass, on a server of its own.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REQUEST_DEADLINE_MS } from "../src/middleware/request-deadline.ts";
import { runOutageDrill, timelineOf } from "./support/outage-drill.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL outage under lead load", () => {
  test("503 + Retry-After at once, no hang, recovery without a restart, every 201 stored once", async () => {
    const report = await runOutageDrill({ outageMs: 3000, beforeMs: 1500, afterMs: 3000, leadWorkers: 8 });
    if (!report) throw new Error("TEST_DATABASE_URL is set but no PostgreSQL binaries were found");
    const t = timelineOf(report);
    const context = JSON.stringify({ ...t, unexpected: t.unexpected.slice(0, 5) });

    expect(report.serverExitCode, report.serverLog).toBe(0);
    expect(t.unexpected, context).toEqual([]);
    expect(t.statuses["503"] ?? 0, context).toBeGreaterThan(0);
    expect(t.unavailableWithoutRetryAfter, context).toBe(0);
    // Bounds from the issue, far above what the drill measures (tens to hundreds of ms): they catch a hang, not noise.
    expect(t.firstUnavailableAfterMs!, context).toBeLessThanOrEqual(2000);
    expect(t.longestMs, context).toBeLessThanOrEqual(REQUEST_DEADLINE_MS + 500);
    expect(t.recoveryMs, context).toBeLessThanOrEqual(3000);
    // Sessions cut while PostgreSQL stays up: at most a brief 503, then back.
    expect(report.sessionsCut).toBeGreaterThan(0);
    expect(t.recoveryAfterCutMs, context).toBeLessThanOrEqual(3000);
    expect(t.cachedPageFailures, context).toBe(0);

    expect(report.created.length).toBeGreaterThan(0);
    expect(report.createdWithRow).toBe(report.created.length);
    expect(report.duplicateRows).toBe(0);
    expect(report.serverLog).toContain("The database is unavailable");
    expect(report.serverLog).toMatch(/The database is back after \d+\.\d s/);
    // Personal data never reaches the log, outage or not.
    expect(report.serverLog).not.toContain("@example.com");
  }, 90_000);
});

describe("the postgres.js patch (db/patches)", () => {
  test("is applied: a write scheduled before its socket closed cannot crash the process", () => {
    for (const build of ["src", "cjs/src"]) {
      const source = readFileSync(join(import.meta.dir, "..", "node_modules", "postgres", build, "connection.js"), "utf8");
      expect(source).toContain("Patched (porsager/postgres#1066");
    }
  });
});
