/**
 * Every JSON body, query string, route parameter and header a route reads goes through one of these
 * zod validators (@hono/zod-validator), and every failure through the one hook below, so that all routes
 * refuse alike: `{ error, issues }` with 400 (404 for a route parameter: no row has such an id), or the
 * route's own wording of it (login). Handlers then read `c.req.valid(target)`, typed by the schema.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { refuseUnreadableJson } from "../http/json-body-check.ts";
import { CHECK_FIELDS, type ErrorAnswer, jsonError, validationIssues } from "../http/json-errors.ts";
import { attachRouteFact } from "../http/route-facts.ts";

export interface Refusal {
  /** The answer's `error`: a 400's headline, or a route parameter's 404 text ("Category not found"). */
  error?: string;
  /** How the route words a refusal; `{ error, issues }` unless given. */
  answer?: ErrorAnswer;
}

const HEADLINES: Record<keyof ValidationTargets, string> = {
  json: CHECK_FIELDS,
  form: CHECK_FIELDS,
  query: "Invalid query",
  header: "Invalid headers",
  cookie: "Invalid cookies",
  param: "Not found",
};

type ValidationResult = ({ success: true } | { success: false; error: Parameters<typeof validationIssues>[0] }) & {
  target: keyof ValidationTargets;
};

/** The hook: nothing to say when the input passed; the refusal when it did not. */
export function refuseInvalid(refusal: Refusal = {}) {
  const answer = refusal.answer ?? jsonError;
  return function refuseInvalid(result: ValidationResult, c: Context): Response | undefined {
    if (result.success) return undefined;
    const error = refusal.error ?? HEADLINES[result.target];
    return result.target === "param" ? answer(c, 404, error) : answer(c, 400, error, validationIssues(result.error));
  };
}

/**
 * The JSON body through `schema`, after refuseUnreadableJson's checks (malformed, too deep, NUL): the
 * validator would otherwise read the body itself and throw on malformed JSON. Put jsonOnly() in front.
 * @example app.post("/", jsonOnly(), validJson(TagInput), (c) => create(c.req.valid("json")))
 */
export function validJson<Out>(schema: z.ZodType<Out>, refusal: Refusal = {}) {
  const validator = zValidator("json", schema, refuseInvalid(refusal));
  const answer = refusal.answer ?? jsonError;
  const checkedFirst: typeof validator = async (c, next) => (await refuseUnreadableJson(c, answer)) ?? validator(c, next);
  return attachRouteFact(checkedFirst, { kind: "validator", target: "json" });
}

/** A repeated query parameter counts by its first value, as the page cache keys it. */
function firstValues(query: Record<string, string | string[]>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/** @example app.get("/leads", validQuery(LeadsQuery), (c) => list(c.req.valid("query"))) */
export function validQuery<Out>(schema: z.ZodType<Out>, refusal: Refusal = {}) {
  const validator = zValidator("query", schema, refuseInvalid(refusal), {
    validationFunction: (querySchema, query) => querySchema.safeParseAsync(firstValues(query)),
  });
  return attachRouteFact(validator, { kind: "validator", target: "query" });
}

/** A route parameter that fails its schema names no row: 404 with `notFound`. */
export function validParam<Out>(schema: z.ZodType<Out>, notFound: string) {
  return attachRouteFact(zValidator("param", schema, refuseInvalid({ error: notFound })), { kind: "validator", target: "param" });
}

/** Header names in `schema` are matched whatever their case; an issue names the header as the schema spells it. */
export function validHeader<Out>(schema: z.ZodType<Out>, refusal: Refusal = {}) {
  return attachRouteFact(zValidator("header", schema, refuseInvalid(refusal)), { kind: "validator", target: "header" });
}
