import { describe, expect, test } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import { LANE_MAX_WAIT_MS, leadsFirst, StatementLanes, throughLanes } from "./statement-lanes.ts";

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

  test("a background statement that has waited LANE_MAX_WAIT_MS goes before the leads still arriving", async () => {
    let now = 0;
    const lanes = new StatementLanes(() => now);
    const order: string[] = [];
    const step = (name: string) =>
      lanes.run(async () => {
        order.push(name);
        await Bun.sleep(1);
      });
    const running = [step("running"), step("copy read")];
    running.push(...[1, 2, 3].map((n) => leadsFirst(() => step(`lead ${n}`))));
    now = LANE_MAX_WAIT_MS;
    await Promise.all(running);
    expect(order).toEqual(["running", "copy read", "lead 1", "lead 2", "lead 3"]);
  });

  test("in a burst of leads, the leads that arrived first are finished first; the last one waits for them", async () => {
    const lanes = new StatementLanes();
    const order: string[] = [];
    const lead = (name: string) =>
      leadsFirst(async () => {
        for (let n = 1; n <= 3; n++) {
          await lanes.run(async () => {
            order.push(`${name}.${n}`);
            await Bun.sleep(1);
          });
        }
      });
    await Promise.all([lead("a"), lead("b"), lead("c")]);
    // Each turn goes to the earliest lead waiting; a and b take turns (each asks for its next while the other's runs).
    expect(order).toEqual(["a.1", "b.1", "a.2", "b.2", "a.3", "b.3", "c.1", "c.2", "c.3"]);
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
    // A clock that stands still: no background statement becomes overdue, whatever the machine's speed.
    const lanes = new StatementLanes(() => 0);
    const client = throughLanes(pg, lanes);
    await client.exec("create table log (n serial, what text)");
    const running = client.query("select pg_sleep(0.05)");
    const queued = Array.from({ length: 20 }, (_, n) => client.query("insert into log (what) values ($1)", [`background ${n}`]));
    const lead = leadsFirst(() => client.query("insert into log (what) values ('lead')"));
    await Promise.all([running, lead, ...queued]);
    const rows = (await client.query<{ what: string }>("select what from log order by n")).rows.map((r) => r.what);
    expect(rows[0]).toBe("lead");
    expect(rows).toHaveLength(21);
    await pg.close();
  }, 60_000);
});
