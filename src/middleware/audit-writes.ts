/**
 * Every admin write (POST, PUT, PATCH, DELETE under /api/admin) leaves one audit entry: what (the
 * action named by src/admin/audit-write-actions.ts), to which row, by which session or API key, from
 * which client, and how it ended — recorded after the handler, from its status. Nothing of the body is
 * kept (a post's text, a lead, a key); only ids, and the few names and counts the action table allows.
 *
 * Not recorded: a request no guard let through (no actor: the login's and the guards' business), an
 * address no route answers, the routes that record their own events (login, logout, security), and an
 * action the handler already recorded itself through auditRequest.
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { recordedSince } from "../../db/queries/audit-log.ts";
import type { AuditOutcome } from "../../db/schema/index.ts";
import { auditActor, auditRequest } from "../admin/audit.ts";
import { type WriteAction, writeActionOf } from "../admin/audit-write-actions.ts";
import type { AppEnv } from "../app-context.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
type Detail = Record<string, string | number | boolean | null>;

/** 2xx (and 3xx) done; 401 or 403 for a known actor is a refusal (a key out of its scope); the rest failed. */
function outcomeOf(status: number): AuditOutcome {
  if (status < 400) return "success";
  return status === 401 || status === 403 ? "refused" : "failure";
}

/** The index of the route that handles the request (the last matched one a method names), or -1 when none does. */
function handlerIndex(c: Context): number {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) if (routes[i]!.method !== "ALL") return i;
  return -1;
}

/** The handler route's parameters, also when a guard or a validator answered before it ran. */
function paramsOf(c: Context, index: number): Record<string, string> {
  const answered = c.req.routeIndex;
  c.req.routeIndex = index;
  try {
    return c.req.param() as Record<string, string>;
  } finally {
    c.req.routeIndex = answered;
  }
}

/** What the validator let through (the body as the handler saw it), or undefined when it refused or there was none. */
function validJsonOf(c: Context): unknown {
  return (c.req as unknown as { valid(target: string): unknown }).valid("json");
}

const isScalar = (value: unknown): value is string | number | boolean => ["string", "number", "boolean"].includes(typeof value);

function detailOf(write: WriteAction, params: Record<string, string>, answer: unknown): Detail | undefined {
  const detail: Detail = {};
  for (const name of write.detailParams ?? []) if (params[name] !== undefined) detail[name] = params[name];
  if (typeof answer === "object" && answer !== null) {
    const fields = answer as Record<string, unknown>;
    for (const name of write.answerDetail ?? []) {
      const value = fields[name];
      if (isScalar(value)) detail[name] = value;
      // A list of names (the settings that changed) is kept as one line of them.
      else if (Array.isArray(value) && value.every((v) => typeof v === "string")) detail[name] = value.join(", ");
    }
  }
  return Object.keys(detail).length > 0 ? detail : undefined;
}

/** The id (or an upload's key) of the row a create answered with, when the answer is a JSON object that has one. */
function answerId(answer: unknown): string | number | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { id, key } = answer as Record<string, unknown>;
  const found = id ?? key;
  return typeof found === "string" || typeof found === "number" ? found : undefined;
}

/** The written row in an answer: the answer itself, or the field the route's action names. */
function rowOf(write: WriteAction, answer: unknown): unknown {
  if (!write.answerRow || typeof answer !== "object" || answer === null) return answer;
  return (answer as Record<string, unknown>)[write.answerRow];
}

/**
 * @example app.use(auditWrites());
 */
export function auditWrites(): MiddlewareHandler<AppEnv> {
  return async function auditWrites(c, next) {
    if (!WRITES.has(c.req.method)) return next();
    // The answer's object as the handler gave it to c.json, so the created row's id is read without
    // parsing (or copying) the body that goes out.
    let answer: unknown;
    const json = c.json;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      answer = object;
      return (json as (...args: unknown[]) => Response)(object, ...rest);
    }) as typeof c.json;
    await next();

    const actor = auditActor(c);
    if (actor.actorKind === "anonymous") return;
    const index = handlerIndex(c);
    if (index === -1) return;
    const write = writeActionOf(c.req.method, matchedRoutes(c)[index]!.path);
    if (!write) return;
    const params = paramsOf(c, index);
    const action = write.refine?.({ json: validJsonOf(c), query: c.req.query() }) ?? write.action;
    if (c.get("auditedActions")?.includes(action)) return;
    const outcome = outcomeOf(c.res.status);
    const targetId = write.targetParam ? params[write.targetParam] : outcome === "success" ? answerId(rowOf(write, answer)) : undefined;
    if (write.onceInMinutes && outcome === "success") {
      const since = new Date(Date.now() - write.onceInMinutes * 60_000);
      if (await recordedSince(c.var.deps.db, { action, targetId, ...actor }, since).catch(() => false)) return;
    }
    const detail = detailOf(write, params, outcome === "success" ? rowOf(write, answer) : undefined);
    await auditRequest(c, { action, outcome, targetType: write.targetType, targetId: targetId ?? null, ...(detail ? { detail } : {}) }, actor);
  };
}
