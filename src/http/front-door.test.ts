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
