import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { beaconAsJson } from "./beacon-as-json.ts";

const app = new Hono();
app.post("/beacon", beaconAsJson(), async (c) => {
  const server = c.env as { requestIP(request: Request): { address: string } | null };
  return c.json({ type: c.req.header("Content-Type"), body: await c.req.json(), address: server.requestIP(c.req.raw)?.address ?? null });
});

/** Like Bun.serve: the address is known only for the Request the server handed over. */
function send(contentType: string) {
  const request = new Request("http://localhost/beacon", { method: "POST", headers: { "Content-Type": contentType }, body: '{"step":1}' });
  return app.fetch(request, { requestIP: (asked: Request) => (asked === request ? { address: "203.0.113.9" } : null) });
}

describe("beaconAsJson", () => {
  test("a text/plain body is read as JSON, and the client's address stays readable", async () => {
    expect(await (await send("text/plain;charset=UTF-8")).json()).toEqual({ type: "application/json", body: { step: 1 }, address: "203.0.113.9" });
  });

  test("any other type is left as it is", async () => {
    for (const type of ["application/json", "application/x-www-form-urlencoded", "text/plainer"]) {
      expect(((await (await send(type)).json()) as { type: string }).type).toBe(type);
    }
  });
});
