import { afterEach, describe, expect, test } from "bun:test";
import { connectableUrl, listeningOn, logFormatOf, sendConsoleTo, serverLog } from "./server-log.ts";

function capture(format: "json" | "pretty") {
  const out: string[] = [];
  const err: string[] = [];
  const log = serverLog(format, { out: (text) => void out.push(text), err: (text) => void err.push(text) });
  return { log, out, err };
}

describe("the server's own lines", () => {
  test("json: one object per line with time, level and message; info to stdout, warnings and errors to stderr", () => {
    const { log, out, err } = capture("json");
    log.info("Listening on http://127.0.0.1:3000 (PostgreSQL), ready in 12 ms");
    log.warn('TRUST_PROXY: "x" ignored');
    log.error("Start-up failed: Error: boom\n    at here (a.ts:1:1)");
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(2);
    for (const text of [...out, ...err]) expect(text.endsWith("\n") && text.indexOf("\n") === text.length - 1).toBe(true);
    const [info] = out.map((text) => JSON.parse(text));
    expect(Object.keys(info)).toEqual(["time", "level", "message"]);
    expect(info).toMatchObject({ level: "info", message: "Listening on http://127.0.0.1:3000 (PostgreSQL), ready in 12 ms" });
    expect(new Date(info.time).toISOString()).toBe(info.time);
    const [warn, error] = err.map((text) => JSON.parse(text));
    expect(warn).toMatchObject({ level: "warn", message: 'TRUST_PROXY: "x" ignored' });
    expect(error).toMatchObject({ level: "error", message: "Start-up failed: Error: boom\n    at here (a.ts:1:1)" });
  });

  test("pretty: the message alone, as a terminal always showed it", () => {
    const { log, out, err } = capture("pretty");
    log.info("Stopped.");
    log.error("Invalid environment variable PORT: must be a port number");
    expect(out).toEqual(["Stopped.\n"]);
    expect(err).toEqual(["Invalid environment variable PORT: must be a port number\n"]);
  });

  test("the format before the environment is parsed: LOG_FORMAT when valid, else json in production", () => {
    expect(logFormatOf({ NODE_ENV: "production" })).toBe("json");
    expect(logFormatOf({ NODE_ENV: "production", LOG_FORMAT: "pretty" })).toBe("pretty");
    expect(logFormatOf({ NODE_ENV: "production", LOG_FORMAT: "xml" })).toBe("json");
    expect(logFormatOf({})).toBe("pretty");
    expect(logFormatOf({ LOG_FORMAT: "json" })).toBe("json");
  });
});

describe("console lines sent through the log", () => {
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  afterEach(() => Object.assign(console, original));

  test("console.log, warn and error become one JSON line each, an error object described without its properties", () => {
    const { log, out, err } = capture("json");
    sendConsoleTo(log);
    console.log("Seeded demo content:", 7, "posts");
    console.warn("leads: too many");
    const failure = Object.assign(new Error("connection refused"), { parameters: ["ana@example.com"] });
    console.error("Writing failed:", failure);
    Object.assign(console, original);
    expect(out.map((text) => JSON.parse(text).message)).toEqual(["Seeded demo content: 7 posts"]);
    const [warn, error] = err.map((text) => JSON.parse(text));
    expect(warn).toMatchObject({ level: "warn", message: "leads: too many" });
    expect(error.level).toBe("error");
    expect(error.message).toStartWith("Writing failed: Error: connection refused\n");
    expect(error.message).not.toContain("ana@example.com");
  });
});

describe("the address in the Listening line", () => {
  test("names the address the server is bound to, never localhost for another one", () => {
    expect(listeningOn("0.0.0.0", 3000)).toBe("http://0.0.0.0:3000 (all IPv4 interfaces; on this machine http://localhost:3000)");
    expect(listeningOn("::", 3000)).toBe("http://[::]:3000 (all interfaces; on this machine http://localhost:3000)");
    expect(listeningOn("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(listeningOn("localhost", 8080)).toBe("http://localhost:8080");
    expect(listeningOn("192.0.2.10", 3000)).toBe("http://192.0.2.10:3000");
    expect(listeningOn("::1", 3000)).toBe("http://[::1]:3000");
    expect(listeningOn("2001:db8::5", 3000)).toBe("http://[2001:db8::5]:3000");
    for (const host of ["127.0.0.1", "192.0.2.10", "::1"]) expect(listeningOn(host, 3000)).not.toContain("localhost");
  });

  test("the URL a client on this machine connects to", () => {
    expect(connectableUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(connectableUrl("::", 3000)).toBe("http://localhost:3000");
    expect(connectableUrl("192.0.2.10", 3000)).toBe("http://192.0.2.10:3000");
    expect(connectableUrl("::1", 3000)).toBe("http://[::1]:3000");
  });
});
