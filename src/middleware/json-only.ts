/**
 * 415 for a body not declared as JSON, before it is read. Every route that takes a JSON body puts this in
 * front of its json validator: the validator itself reads only a JSON-typed body and would check `{}` in
 * place of any other, so a form post would be refused with the wrong reason, or not at all.
 */
import type { Context, MiddlewareHandler } from "hono";
import { type ErrorAnswer, jsonError } from "../http/json-errors.ts";
import { attachRouteFact } from "../http/route-facts.ts";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export interface JsonOnlyOptions {
  /** The 415's text, for a route that says what it expects in its own words. */
  refusal?: string;
  answer?: ErrorAnswer;
}

/**
 * @example app.post("/", jsonOnly(), validJson(CategoryInput), (c) => …)
 */
export function jsonOnly(options: JsonOnlyOptions = {}): MiddlewareHandler {
  const { refusal = "Send JSON (Content-Type: application/json)", answer = jsonError } = options;
  return attachRouteFact(
    async function jsonOnly(c: Context, next: () => Promise<void>) {
      if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) return answer(c, 415, refusal);
      await next();
    },
    { kind: "json-only" },
  );
}
