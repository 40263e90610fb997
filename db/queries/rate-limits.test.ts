import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import type { DatabaseHandle } from "../client.ts";
import { hitRateLimit } from "./rate-limits.ts";

const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;
// A window boundary: 2026-01-01T00:10:00Z is a multiple of ten minutes.
const boundary = Date.UTC(2026, 0, 1, 0, 10);
let database: DatabaseHandle;
let subjects = 0;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const hit = (subject: string, at: number) => hitRateLimit(database.db, { bucket: "test", subject, limit: 5, windowMs: WINDOW, now: new Date(at) });

/** A fresh subject with five hits one second before a window boundary. */
async function fullBeforeBoundary(): Promise<string> {
  const subject = `s${++subjects}`;
  for (let i = 0; i < 5; i++) expect((await hit(subject, boundary - 1000)).allowed).toBe(true);
  return subject;
}

test("five hits just before a boundary leave no room just after it (a fixed window let five more through)", async () => {
  const subject = await fullBeforeBoundary();
  const after = await hit(subject, boundary + 1000);
  expect(after.allowed).toBe(false);
  expect(after.retryAfterSeconds).toBeGreaterThan(60);
});

test("the earlier hits fade as the window slides on, and a full window later all is clear", async () => {
  const halfway = await fullBeforeBoundary();
  // Half a window on, half of the five still count: 2.5 + this one.
  const result = await hit(halfway, boundary + WINDOW / 2);
  expect(result.allowed).toBe(true);
  expect(result.recent).toBeCloseTo(3.5, 1);

  const later = await fullBeforeBoundary();
  expect((await hit(later, boundary + WINDOW)).allowed).toBe(true);
});

test("Retry-After is when the next hit is allowed, not sooner", async () => {
  const refused = await fullBeforeBoundary();
  const { retryAfterSeconds } = await hit(refused, boundary + 1000);

  // Two subjects in the same state as `refused`: one asks again a few seconds early, one on time.
  const early = await fullBeforeBoundary();
  await hit(early, boundary + 1000);
  expect((await hit(early, boundary + 1000 + (retryAfterSeconds - 5) * 1000)).allowed).toBe(false);

  const onTime = await fullBeforeBoundary();
  await hit(onTime, boundary + 1000);
  expect((await hit(onTime, boundary + 1000 + retryAfterSeconds * 1000)).allowed).toBe(true);
});

test("Retry-After never runs past the end of the next window, however often a refused client knocks", async () => {
  const subject = `s${++subjects}`;
  const start = boundary + 1000; // just after a boundary: the worst case, a whole window of hits ahead
  let last = 0;
  for (let i = 0; i < 50; i++) last = (await hit(subject, start)).retryAfterSeconds;
  expect(last).toBeGreaterThan(WINDOW / 1000 - 2);
  expect(last).toBeLessThanOrEqual((2 * WINDOW) / 1000);
});
