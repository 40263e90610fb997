/**
 * Who did what in the admin: logins (with their outcome and factor), factor, password, session and
 * API-key changes, a key's first use each day, and every admin write. Never a password, token, secret
 * or a lead's contents: `detail` holds names and ids only. Kept for AUDIT_RETENTION_DAYS.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const AUDIT_ACTOR_KINDS = ["session", "api_key", "anonymous", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_OUTCOMES = ["success", "failure", "refused"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What happened, a dotted name: "login.password", "login.second_factor", "factor.add", "post.update", "api_key.use"… */
    action: text("action").notNull(),
    outcome: text("outcome", { enum: AUDIT_OUTCOMES }).notNull().default("success"),
    /** What it was done to: "post", "lead", "api_key", "factor", "session"… and its id, when there is one. */
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** Who: the session (its stored id, already a hash, cut to 16 characters), the API key's id, or nobody yet. */
    actorKind: text("actor_kind", { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: text("actor_id"),
    /** The client: the address as the limits see it, and the User-Agent cut to 256 characters. */
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** Names and ids that explain the entry (a key's name, a factor's kind), never a secret or a lead's contents. */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_action_at_idx").on(t.action, t.at)],
);
