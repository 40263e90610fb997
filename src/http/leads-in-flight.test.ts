import { describe, expect, test } from "bun:test";
import { afterLeads, asLead, leadsInFlight, VIEWS_LET_GO_PER_TURN } from "./leads-in-flight.ts";

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

  test("the views held for a lead go a few per event-loop turn; a lead that comes meanwhile holds the rest again", async () => {
    let finish!: () => void;
    const first = asLead(() => new Promise<void>((resolve) => (finish = resolve)));
    let gone = 0;
    const views = Array.from({ length: VIEWS_LET_GO_PER_TURN * 3 }, () => afterLeads(10_000)!.then(() => void gone++));
    finish();
    await first;
    // The first few go in the turn the lead ends; the others wait for later turns.
    await Promise.resolve();
    expect(gone).toBe(VIEWS_LET_GO_PER_TURN);
    let finishSecond!: () => void;
    const second = asLead(() => new Promise<void>((resolve) => (finishSecond = resolve)));
    await new Promise<void>((resolve) => setImmediate(resolve));
    await Bun.sleep(5);
    expect(gone).toBe(VIEWS_LET_GO_PER_TURN);
    finishSecond();
    await second;
    await Promise.all(views);
    expect(gone).toBe(VIEWS_LET_GO_PER_TURN * 3);
  });
});
