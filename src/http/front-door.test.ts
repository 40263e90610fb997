import { afterAll, expect, test } from "bun:test";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CacheKeys } from "../page-cache/cache-keys.ts";
import { clientIp } from "./client-ip.ts";
import { createFrontDoor } from "./front-door.ts";

// A chunked body has no Content-Length, so bodyLimit reads it through a copy of the request.
const app = new Hono().post("/echo-ip", bodyLimit({ maxSize: 1024 }), async (c) => {
  await c.req.text();
  return c.text(clientIp(c, { trustedProxies: [], trustOneHop: false }));
});
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch: createFrontDoor({ app, cache: undefined as never, keys: new CacheKeys([]) }) as never,
});
afterAll(() => server.stop(true));

test("the app sees the client's address even when middleware copies the request (a chunked body)", async () => {
  const chunked = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("hello"));
      controller.close();
    },
  });
  const answers = await Promise.all([fetch(`${server.url}echo-ip`, { method: "POST", body: "hello" }), fetch(`${server.url}echo-ip`, { method: "POST", body: chunked })]);
  expect(await Promise.all(answers.map((a) => a.text()))).toEqual(["127.0.0.1", "127.0.0.1"]);
});

test("a lane's method and path go to its own handler, with the same peer; the socket is asked once however often the handler asks", async () => {
  const seen: string[] = [];
  let asked = 0;
  const peer = {
    requestIP: () => {
      asked++;
      return { address: "192.0.2.7" };
    },
  };
  const lane = new Hono().post("/api/traffic", (c) => {
    const server = c.env as typeof peer;
    seen.push(`lane ${server.requestIP()?.address} ${server.requestIP()?.address}`);
    return c.body(null, 204);
  });
  const main = new Hono().all("*", (c) => {
    seen.push(`app ${c.req.method} ${c.req.path}`);
    return c.text("app");
  });
  const door = createFrontDoor({ app: main, cache: undefined as never, keys: new CacheKeys([]), lane: { method: "POST", path: "/api/traffic", fetch: lane.fetch } });
  const send = (method: string, path: string) => door(new Request(`http://localhost${path}`, { method, body: method === "POST" ? "{}" : null }), { requestIP: peer.requestIP });
  expect((await send("POST", "/api/traffic")).status).toBe(204);
  expect(asked).toBe(1);
  await send("POST", "/api/traffic/more");
  await send("POST", "/api/leads");
  await send("GET", "/api/traffic");
  expect(seen).toEqual(["lane 192.0.2.7 192.0.2.7", "app POST /api/traffic/more", "app POST /api/leads", "app GET /api/traffic"]);
});
