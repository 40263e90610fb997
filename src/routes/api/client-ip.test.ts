import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { clientIp } from "./client-ip.ts";

async function ipOf(headers: Record<string, string>, trustProxy: boolean) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIp(c, trustProxy)));
  return (await app.request("/", { headers })).text();
}

describe("clientIp", () => {
  test("with TRUST_PROXY the proxy's own entry (the last) counts, not what the client prepended", async () => {
    expect(await ipOf({ "X-Forwarded-For": "6.6.6.6, 203.0.113.9" }, true)).toBe("203.0.113.9");
    expect(await ipOf({ "X-Forwarded-For": "203.0.113.9" }, true)).toBe("203.0.113.9");
  });

  test("without TRUST_PROXY the header is ignored", async () => {
    expect(await ipOf({ "X-Forwarded-For": "6.6.6.6" }, false)).toBe("unknown");
  });
});
