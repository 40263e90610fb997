import { describe, expect, test } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import { leadsFirst, StatementLanes, throughLanes } from "./statement-lanes.ts";

describe("StatementLanes", () => {
  test("one statement at a time; a lead's goes next, ahead of everything else waiting", async () => {
    const lanes = new StatementLanes();
    const order: string[] = [];
    const step = (name: string, ms = 5) =>
      lanes.run(async () => {
        order.push(name);
        await Bun.sleep(ms);
      });
    const running = [step("batch 1", 20), step("outbox"), step("batch 2"), step("prune")];
    expect(lanes.waiting).toEqual({ first: 0, rest: 3 });
    running.push(leadsFirst(() => step("lead")));
    await Promise.all(running);
    expect(order).toEqual(["batch 1", "lead", "outbox", "batch 2", "prune"]);
    expect(lanes.statements).toBe(5);
  });

  test("a failing statement lets the next one run", async () => {
    const lanes = new StatementLanes();
    const failed = lanes.run(async () => {
      throw new Error("no");
    });
    const next = lanes.run(async () => "ran");
    await expect(failed).rejects.toThrow("no");
    expect(await next).toBe("ran");
  });

  test("on PGlite: a lead's insert waits for the running statement only, not for the 20 queued behind it", async () => {
    const pg = new PGlite();
    await pg.waitReady;
    const lanes = new StatementLanes();
    const client = throughLanes(pg, lanes);
    await client.exec("create table log (n serial, what text)");
    const slow = Array.from({ length: 20 }, (_, n) => client.query("select pg_sleep(0.01)").then(() => client.query("insert into log (what) values ($1)", [`background ${n}`])));
    // A timer: it fires only if the queue lets the event loop turn between statements.
    await Bun.sleep(1);
    await leadsFirst(() => client.query("insert into log (what) values ('lead')"));
    await Promise.all(slow);
    const rows = (await client.query<{ what: string }>("select what from log order by n")).rows.map((r) => r.what);
    // The lead did not wait for the 20 statements queued before it, nor for the inserts queued behind them.
    expect(rows.indexOf("lead")).toBeLessThan(2);
    expect(rows).toHaveLength(21);
    await pg.close();
  }, 60_000);
});
