import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { leftOutNote, MAX_TOPICS_PER_SCOPE, throttledLog } from "./log-throttle.ts";

const T0 = Date.parse("2026-05-04T10:00:00Z");

function capture(everyMs = 60_000) {
  const lines: string[] = [];
  const log = throttledLog({ everyMs, write: (line) => void lines.push(line) });
  return { log, lines };
}

describe("throttledLog", () => {
  test("the first line at once, the rest of the period counted, the next line carries the count", () => {
    const { log, lines } = capture();
    const scope = {};
    for (let i = 0; i < 100; i++) log(scope, () => "healthz: the database did not answer", { now: T0 + i * 100 });
    expect(lines).toEqual(["healthz: the database did not answer"]);
    log(scope, () => "healthz: the database did not answer", { now: T0 + 60_000 });
    expect(lines).toEqual(["healthz: the database did not answer", "healthz: the database did not answer (99 more since 2026-05-04T10:00:00.000Z)"]);
    // Nothing left out since: no note.
    log(scope, () => "again", { now: T0 + 200_000 });
    expect(lines.at(-1)).toBe("again");
  });

  test("scopes and topics are counted apart", () => {
    const { log, lines } = capture();
    const a = {};
    const b = {};
    log(a, () => "a", { now: T0 });
    log(b, () => "b", { now: T0 });
    log(a, () => "a /x", { now: T0, topic: "/x" });
    log(a, () => "a again", { now: T0 + 1 });
    expect(lines).toEqual(["a", "b", "a /x"]);
  });

  test("the topics a scope keeps are bounded: beyond the bound they share one", () => {
    const { log, lines } = capture();
    const scope = {};
    for (let i = 0; i < MAX_TOPICS_PER_SCOPE + 50; i++) log(scope, () => `path ${i}`, { now: T0, topic: `/p${i}` });
    expect(lines).toHaveLength(MAX_TOPICS_PER_SCOPE + 1);
  });

  test("by default a warning goes to console.warn, an error to console.error", () => {
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    const error = spyOn(console, "error").mockImplementation(() => {});
    throttledLog({ everyMs: 1000 })({}, () => "w");
    throttledLog({ everyMs: 1000, level: "error" })({}, () => "e");
    expect(warn.mock.calls).toEqual([["w"]]);
    expect(error.mock.calls).toEqual([["e"]]);
  });

  afterEach(() => {
    (console.warn as unknown as { mockRestore?: () => void }).mockRestore?.();
    (console.error as unknown as { mockRestore?: () => void }).mockRestore?.();
  });

  test("the note", () => {
    expect(leftOutNote(0, T0)).toBe("");
    expect(leftOutNote(3, T0)).toBe(" (3 more since 2026-05-04T10:00:00.000Z)");
  });
});
