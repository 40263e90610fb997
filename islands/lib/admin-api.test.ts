import { afterEach, describe, expect, test } from "bun:test";
import { AdminApiError, adminGet, adminRequest, fieldErrorsOf, isUnauthorized } from "./admin-api.ts";

const realFetch = globalThis.fetch;
let calls: { url: string; init: RequestInit }[] = [];

function answer(status: number, body: string, statusText = "") {
  calls = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  }) as unknown as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("adminRequest", () => {
  test("includes credentials and sends JSON with a JSON content type", async () => {
    answer(201, '{"id":1}');
    const result = await adminRequest<{ id: number }>("POST", "/api/admin/tags", { name: "A", slug: "a" });
    expect(result).toEqual({ id: 1 });
    expect(calls[0]!.init.credentials).toBe("include");
    expect(calls[0]!.init.method).toBe("POST");
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"name":"A","slug":"a"}');
  });

  test("a read joins the key's segments with slashes and sends no body", async () => {
    answer(200, "[]");
    expect(await adminGet(["/api/admin", "tags"])).toEqual([]);
    expect(calls[0]!.url).toBe("/api/admin/tags");
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe("include");
  });

  test("a non-OK answer throws '<status>: <body text>' and keeps the field issues", async () => {
    answer(409, '{"error":"Slug taken","issues":[{"field":"slug","message":"That slug is already used"}]}');
    const error = await adminRequest("POST", "/api/admin/tags", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as Error).message).toBe('409: {"error":"Slug taken","issues":[{"field":"slug","message":"That slug is already used"}]}');
    expect(fieldErrorsOf(error)).toEqual({ slug: "That slug is already used" });
    expect((error as AdminApiError).serverMessage).toBe("Slug taken");
  });

  test("an empty error body falls back to the status text", async () => {
    answer(500, "", "Internal Server Error");
    await expect(adminRequest("DELETE", "/api/admin/tags/1")).rejects.toThrow("500: Internal Server Error");
  });

  test("a 401 is an error unless asked to yield an empty result", async () => {
    answer(401, '{"error":"Unauthorized"}');
    const error = await adminGet("/api/admin/tags").catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    answer(401, '{"error":"Unauthorized"}');
    expect(await adminGet("/api/admin/tags", { on401: "returnNull" })).toBeNull();
  });

  test("an empty OK body yields null", async () => {
    answer(200, "");
    expect(await adminRequest("DELETE", "/api/admin/tags/1")).toBeNull();
  });
});
