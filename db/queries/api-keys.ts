/** API keys: list, create, toggle, delete, and the one-statement check that authenticates a request. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { apiKeys } from "../schema/index.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function createApiKey(db: Database, input: { name: string; keyHash: string; keyFirstFour: string; keyLastFour: string }): Promise<ApiKeyRow> {
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

/**
 * Authenticates by hash: only an active key matches, and the same statement records the use, so a key
 * switched off or deleted a moment earlier can never pass.
 * @example const key = await authenticateApiKey(db, hashApiKey(token)); if (!key) return 401;
 */
export async function authenticateApiKey(db: Database, keyHash: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.isActive, true)))
    .returning({ id: apiKeys.id });
  return row;
}
