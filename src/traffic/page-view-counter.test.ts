import { describe, expect, test } from "bun:test";
import type { PendingView } from "../../db/queries/traffic.ts";
import { MemoryRateLimit } from "../http/memory-rate-limit.ts";
import { PageViewCounter } from "./page-view-counter.ts";

const source = { referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
const view = (visitor: string, path = "/", startsVisit = false) => ({ visitor, client: `client-${visitor}`, path, device: "desktop" as const, startsVisit, source });
const NOON = new Date("2026-11-30T12:00:00Z");

/** A counter whose writes are kept (or fail while `failing` says so). */
function recording(options: { chunkSize?: number; maxPending?: number } = {}) {
  const written: { day: string; views: PendingView[] }[] = [];
  const state = { failing: false };
  const counter = new PageViewCounter({
    ...options,
    flushEveryMs: 60_000,
    async write(day, views) {
      if (state.failing) throw new Error("connection refused");
      written.push({ day, views: [...views] });
    },
  });
  return { counter, written, state };
}

describe("PageViewCounter", () => {
  test("views wait in memory and are written in statements of at most chunkSize, by UTC day", async () => {
    const { counter, written } = recording({ chunkSize: 200 });
    for (let i = 0; i < 450; i++) counter.count(view(`v${i}`, "/", true), NOON);
    counter.count(view("late", "/", true), new Date("2026-12-01T00:00:01Z"));
    expect(written).toHaveLength(0);
    expect(counter.waiting).toBe(451);
    await counter.flush();
    expect(written.map((w) => [w.day, w.views.length])).toEqual([
      ["2026-11-30", 200],
      ["2026-11-30", 200],
      ["2026-11-30", 50],
      ["2026-12-01", 1],
    ]);
    expect(counter.stats).toEqual({ counted: 451, dropped: 0, statements: 4, failures: 0 });
  });

  test("a reader's repeated views of one page (not entries) are one row with a count; entries stay apart", async () => {
    const { counter, written } = recording();
    for (let i = 0; i < 5; i++) counter.count(view("ana", "/blog"), NOON);
    counter.count(view("ana", "/blog", true), NOON);
    counter.count(view("ana", "/blog", true), NOON);
    counter.count(view("ana", "/about-us"), NOON);
    await counter.flush();
    expect(written[0]!.views.map((v) => [v.path, v.startsVisit, v.views])).toEqual([
      ["/blog", false, 5],
      ["/blog", true, 1],
      ["/blog", true, 1],
      ["/about-us", false, 1],
    ]);
  });

  test("a failed write keeps its views for the next batch once; a second failure drops them", async () => {
    const { counter, written, state } = recording();
    counter.count(view("a"), NOON);
    counter.count(view("b"), NOON);
    state.failing = true;
    await counter.flush();
    expect(counter.waiting).toBe(2);
    expect(counter.stats.failures).toBe(1);
    state.failing = false;
    counter.count(view("c"), NOON);
    await counter.flush();
    expect(written.flatMap((w) => w.views.map((v) => v.visitor)).sort()).toEqual(["a", "b", "c"]);
    expect(counter.stats.dropped).toBe(0);

    counter.count(view("d"), NOON);
    state.failing = true;
    await counter.flush();
    await counter.flush();
    expect(counter.waiting).toBe(0);
    expect(counter.stats.dropped).toBe(1);
  });

  test("past maxPending, new views are dropped and counted; a twin of a waiting view still counts", async () => {
    const { counter } = recording({ maxPending: 3 });
    expect([1, 2, 3, 4].map((n) => counter.count(view(`v${n}`), NOON))).toEqual([true, true, true, false]);
    expect(counter.count(view("v1"), NOON)).toBe(true);
    expect(counter.stats).toMatchObject({ counted: 4, dropped: 1 });
  });

  test("flushVisitor writes the batch only when that visitor has a view waiting", async () => {
    const { counter, written } = recording();
    counter.count(view("ana"), NOON);
    await counter.flushVisitor("ben");
    expect(written).toHaveLength(0);
    await counter.flushVisitor("ana");
    expect(written).toHaveLength(1);
  });

  test("the batch is written by itself a flushEveryMs after its first view", async () => {
    const written: number[] = [];
    const counter = new PageViewCounter({ flushEveryMs: 20, write: async (_day, views) => void written.push(views.length) });
    counter.count(view("a"), NOON);
    counter.count(view("b"), NOON);
    await Bun.sleep(80);
    expect(written).toEqual([2]);
  });

  test("the timer's batch lets a lead go first before each statement; one the lead waits for does not wait", async () => {
    const order: string[] = [];
    let leadDone: () => void = () => {};
    let leadBusy = false;
    const counter = new PageViewCounter({
      flushEveryMs: 5,
      chunkSize: 2,
      write: async (_day, views) => void order.push(`wrote ${views.map((v) => v.visitor).join(",")}`),
      yieldTo: () => (leadBusy ? new Promise<void>((resolve) => (leadDone = resolve)) : undefined),
    });
    leadBusy = true;
    for (const visitor of ["a", "b", "c"]) counter.count(view(visitor), NOON);
    await Bun.sleep(40);
    expect(order).toEqual([]); // the timer fired; its first statement waits for the lead
    leadBusy = false;
    leadDone();
    await counter.flush();
    expect(order).toEqual(["wrote a,b", "wrote c"]);

    // A lead whose own visitor's views are in the waiting batch cuts the wait short: it must not wait for itself.
    leadBusy = true;
    counter.count(view("d"), NOON);
    counter.count(view("e"), NOON);
    await Bun.sleep(40);
    expect(order).toHaveLength(2);
    await counter.flushVisitor("d");
    expect(order.at(-1)).toBe("wrote d,e");
  });

  test("a visitor with nothing waiting does not wait for a batch of others' views being written", async () => {
    let finish: () => void = () => {};
    const counter = new PageViewCounter({ flushEveryMs: 60_000, write: () => new Promise<void>((resolve) => (finish = resolve)) });
    counter.count(view("crowd"), NOON);
    const crowd = counter.flush();
    await Bun.sleep(5);
    let done = false;
    await Promise.race([counter.flushVisitor("someone else").then(() => (done = true)), Bun.sleep(50)]);
    expect(done).toBe(true);
    let crowdDone = false;
    const own = counter.flushVisitor("crowd").then(() => (crowdDone = true));
    await Bun.sleep(20);
    expect(crowdDone).toBe(false); // its view is in the batch being written
    finish();
    await Promise.all([crowd, own]);
    expect(crowdDone).toBe(true);
  });
  test("past maxBehind unwritten views, a beacon waits for the writes to catch up; not while they fail, nor past maxBehindWaitMs", async () => {
    const finishes: (() => void)[] = [];
    const state = { failing: false };
    const counter = new PageViewCounter({
      flushEveryMs: 60_000,
      chunkSize: 2,
      maxBehind: 4,
      maxBehindWaitMs: 300,
      write: () => (state.failing ? Promise.reject(new Error("connection refused")) : new Promise<void>((resolve) => finishes.push(resolve))),
    });
    /** Lets the next statement finish, once the counter has sent it. */
    const finishNext = async () => {
      while (finishes.length === 0) await Bun.sleep(1);
      finishes.shift()?.();
    };
    for (const visitor of ["a", "b", "c"]) counter.count(view(visitor), NOON);
    let early = false;
    await counter.caughtUp().then(() => (early = true));
    expect(early).toBe(true); // 3 behind, under 4

    counter.count(view("d"), NOON);
    expect(counter.behind).toBe(4);
    let caught = false;
    const waiting = counter.caughtUp().then(() => (caught = true));
    await Bun.sleep(10);
    expect(caught).toBe(false);
    expect(finishes).toHaveLength(1); // the batch started at once, not a flushEveryMs later
    await finishNext();
    await waiting;
    expect(caught).toBe(true);
    expect(counter.behind).toBe(2);
    await finishNext();
    await counter.flush();
    expect(counter.behind).toBe(0);

    // A database that takes its time: the beacon is answered after maxBehindWaitMs all the same.
    for (const visitor of ["e", "f", "g", "h"]) counter.count(view(visitor), NOON);
    const started = performance.now();
    await counter.caughtUp();
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    await finishNext();
    await finishNext();
    await counter.flush();

    // An outage: the views wait in memory, the beacons do not.
    state.failing = true;
    for (const visitor of ["i", "j", "k", "l"]) counter.count(view(visitor), NOON);
    await counter.flush();
    expect(counter.stats.failures).toBeGreaterThan(0);
    const outage = performance.now();
    await counter.caughtUp();
    expect(performance.now() - outage).toBeLessThan(250);
  });
  test("held beacons go oldest first, as many as the written views leave room for", async () => {
    const finishes: (() => void)[] = [];
    const counter = new PageViewCounter({ flushEveryMs: 60_000, chunkSize: 2, maxBehind: 4, write: () => new Promise<void>((resolve) => finishes.push(resolve)) });
    const finishNext = async () => {
      while (finishes.length === 0) await Bun.sleep(1);
      finishes.shift()?.();
      await Bun.sleep(1);
    };
    const gone: string[] = [];
    const hold = (visitor: string) => {
      counter.count(view(visitor), NOON);
      void counter.caughtUp().then(() => gone.push(visitor));
    };
    for (const visitor of ["a", "b", "c"]) counter.count(view(visitor), NOON);
    hold("d");
    hold("e");
    hold("f");
    await finishNext(); // a, b written: 4 behind, no room
    expect(gone).toEqual([]);
    await finishNext(); // c, d written: 2 behind, room for two
    expect(gone).toEqual(["d", "e"]);
    await finishNext(); // e, f written at once, not a flushEveryMs later
    expect(gone).toEqual(["d", "e", "f"]);
    expect(counter.behind).toBe(0);
  });
});

describe("MemoryRateLimit", () => {
  test("a client's limit per window, Retry-After to the window's end, a new window starts again", () => {
    let now = 1_000_000;
    const limit = new MemoryRateLimit({ limit: 3, windowMs: 60_000, maxClients: 10, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.hit("a").allowed)).toEqual([true, true, true, false]);
    expect(limit.hit("b").allowed).toBe(true);
    expect(limit.hit("a").retryAfterSeconds).toBe(20); // the window began at 960,000
    now += 20_000;
    expect(limit.hit("a").allowed).toBe(true);
    expect(limit.clients).toBe(1);
  });

  test("past maxClients a new client is refused, the ones counted go on", () => {
    const limit = new MemoryRateLimit({ limit: 5, windowMs: 60_000, maxClients: 2, now: () => 0 });
    expect(limit.hit("a").allowed).toBe(true);
    expect(limit.hit("b").allowed).toBe(true);
    expect(limit.hit("c").allowed).toBe(false);
    expect(limit.hit("a").allowed).toBe(true);
  });
});
