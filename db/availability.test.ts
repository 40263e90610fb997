import { describe, expect, spyOn, test } from "bun:test";
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
      escalateAfterMs: 60_000,
      log: (level, line) => lines.push(`${level}: ${line}`),
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
    // An outage is a warning (the site copes), recovery is good news: neither pages anyone.
    expect(lines[0]).toBe("warn: The database is unavailable (ECONNREFUSED): answering 503 until it is back");
    expect(lines[1]).toMatch(/^info: The database is back after \d+\.\d s$/);
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

  test("down for longer than a restart takes: one error line, once", async () => {
    const lines: string[] = [];
    const g = new AvailabilityGate({
      probe: async () => {
        throw withCode("ECONNREFUSED");
      },
      probeEveryMs: 2,
      escalateAfterMs: 10,
      log: (level, line) => lines.push(`${level}: ${line}`),
    });
    g.observe(withCode("ECONNREFUSED"));
    await Bun.sleep(60);
    g.stop();
    expect(lines).toEqual([
      "warn: The database is unavailable (ECONNREFUSED): answering 503 until it is back",
      "error: The database is still unavailable after 0 s: check that PostgreSQL is running and reachable at DATABASE_URL",
    ]);
  });

  test("by default each line goes to the console method of its level: the recovery to console.info", async () => {
    const calls: string[] = [];
    const spies = (["info", "warn", "error"] as const).map((level) => spyOn(console, level).mockImplementation((line: unknown) => void calls.push(`${level}: ${String(line)}`)));
    let up = false;
    const g = new AvailabilityGate({
      probe: async () => {
        if (!up) throw withCode("ECONNREFUSED");
      },
      probeEveryMs: 2,
    });
    try {
      g.observe(withCode("ECONNREFUSED"));
      await Bun.sleep(10);
      up = true;
      for (let i = 0; i < 100 && !g.isOpen; i++) await Bun.sleep(5);
    } finally {
      g.stop();
      for (const spy of spies) spy.mockRestore();
    }
    expect(calls).toHaveLength(2);
    expect(calls[0]).toStartWith("warn: The database is unavailable");
    expect(calls[1]).toMatch(/^info: The database is back after \d+\.\d s$/);
  });
});
