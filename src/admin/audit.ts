/**
 * An audit entry from a request: who (the session or API key the guard set, else nobody yet) and the
 * client (address as the limits see it, User-Agent), so that callers name only what happened.
 */
import type { Context } from "hono";
import { type AuditEntry, recordAudit } from "../../db/queries/audit-log.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The actions this request recorded itself: the admin-write recorder (auditWrites) does not repeat them. */
    auditedActions: string[];
  }
}

/** How much of a session's stored id (a SHA-256, not the token) names it in the log and the Security tab. */
export const SESSION_LABEL_LENGTH = 16;

export type RequestAuditEntry = Omit<AuditEntry, "actorKind" | "actorId" | "ip" | "userAgent">;

/** The actor of this request, read after its guard ran. */
export function auditActor(c: Context<AppEnv>): Pick<AuditEntry, "actorKind" | "actorId"> {
  const apiKeyId = c.get("apiKeyId");
  if (apiKeyId !== undefined) return { actorKind: "api_key", actorId: apiKeyId };
  const session = c.get("adminSession");
  if (session) return { actorKind: "session", actorId: session.id.slice(0, SESSION_LABEL_LENGTH) };
  return { actorKind: "anonymous", actorId: null };
}

/**
 * @example await auditRequest(c, { action: "api_key.create", targetType: "api_key", targetId: row.id, detail: { name } });
 */
export function auditRequest(c: Context<AppEnv>, entry: RequestAuditEntry, actor = auditActor(c)): Promise<void> {
  const { db, env } = c.var.deps;
  c.set("auditedActions", [...(c.get("auditedActions") ?? []), entry.action]);
  return recordAudit(db, { ...entry, ...actor, ip: clientIp(c, env.proxyTrust), userAgent: c.req.header("User-Agent") ?? null });
}
