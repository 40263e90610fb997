import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { z } from "zod";
import type { ErrorAnswer } from "../http/json-errors.ts";
import { validHeader, validJson, validParam, validQuery } from "./validation.ts";

const Body = z.object({ name: z.string().min(1, "Name is required"), tags: z.array(z.string()).optional() });
const plainAnswer: ErrorAnswer = (c, status, error, issues) => c.json({ success: false, message: issues?.[0]?.message ?? error }, status);

const app = new Hono();
app.post("/things", validJson(Body), (c) => c.json(c.req.valid("json")));
app.post("/headlined", validJson(Body, { error: "Invalid thing" }), (c) => c.json(c.req.valid("json")));
app.post("/worded", validJson(Body, { answer: plainAnswer }), (c) => c.json(c.req.valid("json")));
app.get("/things/:id", validParam(z.object({ id: z.string().regex(/^\d+$/).transform(Number) }), "Thing not found"), (c) => c.json(c.req.valid("param")));
app.get("/list", validQuery(z.object({ page: z.coerce.number().int().min(1, "page must be at least 1").default(1) })), (c) => c.json(c.req.valid("query")));
app.get("/keyed", validHeader(z.object({ "X-Key": z.string().length(4, "Four characters").optional() }), { error: "Bad key" }), (c) => c.json(c.req.valid("header")));

function postJson(path: string, body: string) {
  return app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });
}

describe("the validators and their one hook", () => {
  test("a valid body reaches the handler as the schema's output", async () => {
    const res = await postJson("/things", JSON.stringify({ name: "a", extra: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "a" });
  });

  test("field errors: 400 { error, issues } with the schema's messages and the field paths", async () => {
    const res = await postJson("/things", JSON.stringify({ name: "", tags: ["ok", 2] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please check the highlighted fields",
      issues: [
        { field: "name", message: "Name is required" },
        { field: "tags.1", message: "Invalid input: expected string, received number" },
      ],
    });
  });

  test("malformed JSON, JSON nested too deeply and a NUL character are refused before the schema", async () => {
    expect(await (await postJson("/things", "{nope")).json()).toEqual({ error: "The request body is not valid JSON" });
    expect(await (await postJson("/things", "[".repeat(100) + "]".repeat(100))).json()).toEqual({ error: "The request body is nested too deeply" });
    const nul = await postJson("/things", JSON.stringify({ name: "a", tags: ["b\u0000"] }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: "Please check the highlighted fields", issues: [{ field: "tags.0", message: "Must not contain a NUL character" }] });
  });

  test("a route words its own refusals: headline and shape", async () => {
    expect(await (await postJson("/headlined", JSON.stringify({}))).json()).toMatchObject({ error: "Invalid thing" });
    expect(await (await postJson("/worded", JSON.stringify({ name: "" }))).json()).toEqual({ success: false, message: "Name is required" });
    expect(await (await postJson("/worded", JSON.stringify([]))).json()).toEqual({ success: false, message: "Invalid input: expected object, received array" });
    expect(await (await postJson("/worded", "{")).json()).toEqual({ success: false, message: "The request body is not valid JSON" });
  });

  test("a route parameter that fails its schema is a 404 without issues", async () => {
    expect(await (await app.request("/things/12")).json()).toEqual({ id: 12 });
    const res = await app.request("/things/12a");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Thing not found" });
  });

  test("query: 400 'Invalid query' with issues; a repeated parameter counts by its first value", async () => {
    expect(await (await app.request("/list")).json()).toEqual({ page: 1 });
    const bad = await app.request("/list?page=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Invalid query", issues: [{ field: "page", message: "page must be at least 1" }] });
    expect(await (await app.request("/list?page=3&page=0")).json()).toEqual({ page: 3 });
    expect((await app.request("/list?page=0&page=3")).status).toBe(400);
  });

  test("headers are matched whatever their case; an issue names the header as the schema spells it", async () => {
    expect(await (await app.request("/keyed", { headers: { "x-key": "abcd" } })).json()).toEqual({ "X-Key": "abcd" });
    const res = await app.request("/keyed", { headers: { "X-KEY": "abc" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Bad key", issues: [{ field: "X-Key", message: "Four characters" }] });
  });
});
