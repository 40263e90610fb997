/**
 * The one-click links of the owner's e-mails (Mark contacted): a random token in the link, only its SHA-256
 * in lead_action_links, so a copy of the table opens nothing. A link works until it expires or is used
 * once; using it and moving the lead happen in one transaction, so a link is never spent without effect.
 * A dead (used or expired) link tells its page only its lead's id, never who the lead is.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { LeadStatus } from "../../src/shared/lead-pipeline.ts";
import type { Database } from "../client.ts";
import { leadActionLinks, leads } from "../schema/index.ts";
import { changeLeadStatus, type StatusChange } from "./lead-pipeline.ts";

const TOKEN_BYTES = 32;

/** 32 random bytes in base64url without padding: 43 characters. Anything else names no link. */
export const LEAD_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token for a link: 32 random bytes, base64url. */
export function newLinkToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString("base64url");
}

/**
 * A new Mark contacted link for the lead, live for `days`; the token goes in the e-mail and nowhere else.
 * @example const token = await createMarkContactedLink(db, lead.id, 7); const url = `${siteUrl}/leads/mark-contacted?token=${token}`;
 */
export async function createMarkContactedLink(db: Database, leadId: string, days: number): Promise<string> {
  const token = newLinkToken();
  await db.insert(leadActionLinks).values({
    tokenHash: hashLinkToken(token),
    leadId,
    action: "mark-contacted",
    expiresAt: sql`now() + make_interval(days => ${days}::int)`,
  });
  return token;
}

/** What a link page may show of its lead: enough to recognise it, nothing more (the page needs no login). */
export interface LinkedLead {
  id: string;
  firstName: string;
  businessName: string | null;
  status: LeadStatus;
}

/**
 * A used or expired link names its lead by id only (for the audit log): its page needs no login, and a
 * link forwarded, leaked or found in an old inbox should not say whose it was once it opens nothing.
 */
export type LinkState =
  | { state: "unknown" }
  | { state: "expired"; leadId: string; expiresAt: Date }
  | { state: "used"; leadId: string; usedAt: Date }
  | { state: "valid"; lead: LinkedLead; expiresAt: Date };

async function readLink(db: Database, hash: string) {
  const [row] = await db
    .select({
      expiresAt: leadActionLinks.expiresAt,
      usedAt: leadActionLinks.usedAt,
      expired: sql<boolean>`${leadActionLinks.expiresAt} <= now()`,
      lead: { id: leads.id, firstName: leads.firstName, businessName: leads.businessName, status: leads.status },
    })
    .from(leadActionLinks)
    .innerJoin(leads, eq(leads.id, leadActionLinks.leadId))
    .where(and(eq(leadActionLinks.tokenHash, hash), eq(leadActionLinks.action, "mark-contacted")))
    .limit(1);
  return row;
}

/**
 * What a token opens, without changing anything (a GET, an e-mail scanner's prefetch).
 * @example const link = await readMarkContactedLink(db, token); if (link.state === "valid") link.lead.firstName
 */
export async function readMarkContactedLink(db: Database, token: string): Promise<LinkState> {
  if (!LEAD_LINK_TOKEN.test(token)) return { state: "unknown" };
  const row = await readLink(db, hashLinkToken(token));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used", leadId: row.lead.id, usedAt: row.usedAt };
  if (row.expired) return { state: "expired", leadId: row.lead.id, expiresAt: row.expiresAt };
  return { state: "valid", lead: row.lead, expiresAt: row.expiresAt };
}

export type LinkUse = Exclude<LinkState, { state: "valid" }> | { state: "done"; lead: LinkedLead; change: StatusChange };

/**
 * Spends the link and moves its lead from New to Contacted, in one transaction: the link is marked used
 * only while it is unused and live (so two clicks cannot both pass), and the lead moves only from New (so
 * a lead the owner already moved on stays where it is: `change.changed` is false, the link is spent anyway).
 * @example const use = await useMarkContactedLink(db, token); if (use.state === "done" && use.change.changed) …
 */
export async function useMarkContactedLink(db: Database, token: string): Promise<LinkUse> {
  if (!LEAD_LINK_TOKEN.test(token)) return { state: "unknown" };
  const hash = hashLinkToken(token);
  const spent = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(leadActionLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(leadActionLinks.tokenHash, hash), eq(leadActionLinks.action, "mark-contacted"), isNull(leadActionLinks.usedAt), gt(leadActionLinks.expiresAt, sql`now()`)))
      .returning({ leadId: leadActionLinks.leadId });
    if (!link) return undefined;
    const change = await changeLeadStatus(tx, link.leadId, { to: "contacted", from: "new", actor: "email-link" });
    return { leadId: link.leadId, change };
  });
  if (!spent) {
    // Not spent: say why (unknown, used, expired), as a GET would.
    const now = await readMarkContactedLink(db, token);
    return now.state === "valid" ? { state: "unknown" } : now;
  }
  // Spent by this request: the answer may still name the lead it just moved (or found moved on).
  const row = await readLink(db, hash);
  if (!row) return { state: "unknown" };
  return { state: "done", lead: row.lead, change: spent.change };
}

/**
 * Marks the first refusal of a dead link: true for the one request that should write it to the audit
 * log, false for every later one (a conditional update, so two at once cannot both be first). Knocking
 * on a dead link again and again then costs the log nothing.
 * @example if (await firstLinkRefusal(db, token)) await auditRequest(c, { action: "lead.status", outcome: "refused", … });
 */
export async function firstLinkRefusal(db: Database, token: string): Promise<boolean> {
  if (!LEAD_LINK_TOKEN.test(token)) return false;
  const rows = await db
    .update(leadActionLinks)
    .set({ refusalRecordedAt: sql`now()` })
    .where(and(eq(leadActionLinks.tokenHash, hashLinkToken(token)), isNull(leadActionLinks.refusalRecordedAt)))
    .returning({ leadId: leadActionLinks.leadId });
  return rows.length > 0;
}

/**
 * Deletes links that expired more than `graceDays` ago: they open nothing, and the page can still say
 * "expired" for a while rather than "not valid".
 */
export async function pruneLeadLinks(db: Database, graceDays = 30): Promise<void> {
  await db.delete(leadActionLinks).where(lt(leadActionLinks.expiresAt, sql`now() - make_interval(days => ${graceDays}::int)`));
}
