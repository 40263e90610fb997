/** API keys: list, create, toggle, delete, and the one-statement check that authenticates a request. */
import { desc, eq, sql } from "drizzle-orm";
import type { ApiKeyScope } from "../../src/shared/api-key-scopes.ts";
import type { Database } from "../client.ts";
import { apiKeys } from "../schema/index.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What the client of a use leaves on the key: its coarse network and its User-Agent (cut to this length). */
export const LAST_USED_USER_AGENT_LENGTH = 256;

export function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export interface NewApiKey {
  name: string;
  keyHash: string;
  keyFirstFour: string;
  keyLastFour: string;
  /** Absent: all four, as every key had before scopes existed. */
  scopes?: ApiKeyScope[];
  /** null or absent: the key never expires. */
  expiresAt?: Date | null;
}

export async function createApiKey(db: Database, input: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(input).returning();
  return row!;
}

export async function setApiKeyActive(db: Database, id: number, isActive: boolean): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set({ isActive }).where(eq(apiKeys.id, id)).returning();
  return row;
}

export async function deleteApiKey(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The answer of authenticateApiKey for an active key with that hash. */
export type ApiKeyUse =
  | { kind: "used"; id: number; scopes: ApiKeyScope[] /** No use was recorded earlier on this day (UTC). */; firstUseToday: boolean }
  | { kind: "expired"; id: number; expiresAt: Date };

/** The client of a use, as the key's row keeps it. */
export interface ApiKeyClient {
  network: string | null;
  userAgent: string | null;
}

interface UseRow {
  id: number | string;
  /** The scopes as one comma-separated text: both drivers read it alike (text[] parsing differs). */
  scopes: string | null;
  /** Milliseconds since the epoch, as text for the same reason. */
  expires_at_ms: string | number | null;
  used: boolean;
  first_use_today: boolean | null;
}

/**
 * Authenticates by hash and records the use in the same statement: only an active key matches, so a
 * key switched off or deleted a moment earlier can never pass; an expired one is reported, not used.
 * The row is locked while it is read (FOR UPDATE), so of two first uses on the same day exactly one sees
 * the day's previous use as missing — PostgreSQL has no OLD in RETURNING, hence the CTE.
 * @example const use = await authenticateApiKey(db, hashApiKey(token), { network, userAgent }); if (use?.kind !== "used") return 401;
 */
export async function authenticateApiKey(db: Database, keyHash: string, client: ApiKeyClient): Promise<ApiKeyUse | undefined> {
  const userAgent = client.userAgent?.slice(0, LAST_USED_USER_AGENT_LENGTH) ?? null;
  const result = await db.execute(sql`
    with found as (
      select id, last_used_at, (expires_at is not null and expires_at <= now()) as expired, expires_at
        from ${apiKeys}
       where key_hash = ${keyHash} and is_active
         for update
    ), used as (
      update ${apiKeys} k
         set last_used_at = now(), last_used_network = ${client.network}, last_used_user_agent = ${userAgent}
        from found
       where k.id = found.id and not found.expired
      returning k.id, k.scopes,
        found.last_used_at is null or date_trunc('day', found.last_used_at at time zone 'UTC') < date_trunc('day', now() at time zone 'UTC') as first_use_today
    )
    select found.id, array_to_string(used.scopes, ',') as scopes, floor(extract(epoch from found.expires_at) * 1000)::text as expires_at_ms,
           used.id is not null as used, used.first_use_today
      from found left join used on used.id = found.id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: UseRow[] }).rows) as UseRow[];
  const row = rows[0];
  if (!row) return undefined;
  const id = Number(row.id);
  if (!row.used) return { kind: "expired", id, expiresAt: new Date(Number(row.expires_at_ms)) };
  const scopes = (row.scopes ? row.scopes.split(",") : []) as ApiKeyScope[];
  return { kind: "used", id, scopes, firstUseToday: row.first_use_today === true };
}
