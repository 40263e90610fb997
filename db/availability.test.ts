import { describe, expect, test } from "bun:test";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { AvailabilityGate, DatabaseUnavailableError, isConnectionFailure } from "./availability.ts";

const withCode = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

describe("isConnectionFailure", () => {
  test("lost, refused or cut connections, bare or wrapped by Drizzle", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "57P01", "57P03", "53300", "08006", "08001"]) {
      expect(isConnectionFailure(withCode(code))).toBe(true);
      expect(isConnectionFailure(new DrizzleQueryError("select 1", [], withCode(code)))).toBe(true);
    }
    expect(isConnectionFailure(new DatabaseUnavailableError())).toBe(true);
  });

  test("a wrong query, a constraint, a plain error or no error at all is not one", () => {
    for (const error of [withCode("23505"), withCode("42P01"), withCode("22021"), new Error("boom"), "text", null, undefined, 42]) {
      expect(isConnectionFailure(error)).toBe(false);
    }
    expect(isConnectionFailure(new DrizzleQueryError("insert …", [], withCode("23505")))).toBe(false);
  });
});

describe("AvailabilityGate", () => {
  function gate(probeAnswers: () => boolean) {
    const lines: string[] = [];
    let probes = 0;
    const g = new AvailabilityGate({
      probe: async () => {
        probes++;
        if (!probeAnswers()) throw withCode("ECONNREFUSED");
      },
      probeEveryMs: 5,
      log: (line) => lines.push(line),
    });
    return { g, lines, probes: () => probes };
  }

  test("closes on a connection failure, fails queries at once, opens when a probe gets through", async () => {
    let up = false;
    const { g, lines, probes } = gate(() => up);
    expect(g.isOpen).toBe(true);
    g.check();
    expect(g.observe(withCode("ECONNREFUSED"))).toBe(true);
    expect(g.isOpen).toBe(false);
    expect(() => g.check()).toThrow(DatabaseUnavailableError);
    await Bun.sleep(30);
    expect(g.isOpen).toBe(false);
    expect(probes()).toBeGreaterThan(1);
    up = true;
    for (let i = 0; i < 100 && !g.isOpen; i++) await Bun.sleep(5);
    expect(g.isOpen).toBe(true);
    g.check();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("The database is unavailable (ECONNREFUSED): answering 503 until it is back");
    expect(lines[1]).toMatch(/^The database is back after \d+\.\d s$/);
    g.stop();
  });

  test("other errors, and its own refusals, leave it as it is", () => {
    const { g, lines } = gate(() => false);
    expect(g.observe(withCode("23505"))).toBe(false);
    expect(g.observe(new DatabaseUnavailableError())).toBe(true);
    expect(g.isOpen).toBe(true);
    expect(lines).toEqual([]);
    g.stop();
  });

  test("many failures at once: one log line", async () => {
    const { g, lines } = gate(() => false);
    for (let i = 0; i < 50; i++) g.observe(withCode("CONNECTION_CLOSED"));
    await Bun.sleep(20);
    expect(lines).toHaveLength(1);
    g.stop();
  });
});
