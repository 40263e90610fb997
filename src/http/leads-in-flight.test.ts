import { describe, expect, test } from "bun:test";
import { afterLeads, asLead, leadsInFlight, VIEWS_PER_TURN, viewTurn } from "./leads-in-flight.ts";

describe("leads in flight", () => {
  test("no lead: a page view does not wait at all", () => {
    expect(afterLeads(250)).toBeUndefined();
  });

  test("a page view waits for the leads being taken, and goes on when the last one is done", async () => {
    const order: string[] = [];
    let finish!: () => void;
    const lead = asLead(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void order.push("lead stored")));
    expect(leadsInFlight()).toBe(1);
    const view = afterLeads(10_000)!.then(() => void order.push("view counted"));
    await Bun.sleep(5);
    expect(order).toEqual([]);
    finish();
    await Promise.all([lead, view]);
    expect(order).toEqual(["lead stored", "view counted"]);
    expect(leadsInFlight()).toBe(0);
  });

  test("a page view waits at most maxWaitMs; a failing lead still leaves", async () => {
    let fail!: (error: Error) => void;
    const lead = asLead(() => new Promise<void>((_, reject) => (fail = reject)));
    const started = performance.now();
    await afterLeads(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    fail(new Error("database down"));
    await expect(lead).rejects.toThrow("database down");
    expect(leadsInFlight()).toBe(0);
  });

  test("page views take turns: a few per turn of the event loop, oldest first", async () => {
    const gone: number[] = [];
    const views = Array.from({ length: VIEWS_PER_TURN * 2 + 1 }, (_, n) => viewTurn(10_000).then(() => void gone.push(n)));
    expect(gone).toEqual([]);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(gone).toEqual(Array.from({ length: VIEWS_PER_TURN }, (_, n) => n));
    await Promise.all(views);
    expect(gone).toEqual(Array.from({ length: VIEWS_PER_TURN * 2 + 1 }, (_, n) => n));
  });

  test("no view takes its turn while a lead is being taken, until it has waited maxWaitMs; then the rest go when the lead ends", async () => {
    let finish!: () => void;
    const lead = asLead(() => new Promise<void>((resolve) => (finish = resolve)));
    let gone = 0;
    // Turns of the event loop, not milliseconds, between the checks: a busy machine's timers may run late, and
    // the early view's wait is long enough that no such delay reaches it before the first check.
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    const early = viewTurn(300).then(() => void gone++);
    await turns(3);
    const late = Array.from({ length: VIEWS_PER_TURN * 2 }, () => viewTurn(10_000).then(() => void gone++));
    await turns(3);
    expect(gone).toBe(0);
    await early;
    expect(gone).toBe(1);
    await turns(3);
    expect(gone).toBe(1);
    finish();
    await lead;
    await Promise.all(late);
    expect(gone).toBe(VIEWS_PER_TURN * 2 + 1);
  });
});
