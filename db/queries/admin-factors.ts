/**
 * The owner's second factors (TOTP secrets, passkeys) and recovery codes. Every "use once" rule is one
 * conditional UPDATE, so two requests racing with the same code or step cannot both pass.
 */
import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import type { AdminFactor } from "../../src/shared/security.ts";
import type { Database } from "../client.ts";
import { adminFactors, type FactorKind, recoveryCodes } from "../schema/index.ts";

export type FactorRow = typeof adminFactors.$inferSelect;

export function factorView(row: FactorRow): AdminFactor {
  return { id: row.id, kind: row.kind, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The owner's factors, oldest first. */
export async function listFactors(db: Database, userId: string, kind?: FactorKind): Promise<FactorRow[]> {
  const where = kind ? and(eq(adminFactors.userId, userId), eq(adminFactors.kind, kind)) : eq(adminFactors.userId, userId);
  return db.select().from(adminFactors).where(where).orderBy(asc(adminFactors.createdAt), asc(adminFactors.id));
}

export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** What the Security tab shows of the factors. */
export async function readFactorSummary(db: Database, userId: string): Promise<{ factors: AdminFactor[]; recoveryCodesLeft: number }> {
  const [factors, recoveryCodesLeft] = await Promise.all([listFactors(db, userId), countRecoveryCodesLeft(db, userId)]);
  return { factors: factors.map(factorView), recoveryCodesLeft };
}

export type NewFactor =
  | { kind: "totp"; name: string; totpSecret: string; totpLastStep: number }
  | { kind: "passkey"; name: string; credentialId: string; publicKey: string; signCount: number; transports: string[] };

export async function createFactor(db: Database, userId: string, factor: NewFactor): Promise<FactorRow> {
  const [row] = await db
    .insert(adminFactors)
    .values({ id: crypto.randomUUID(), userId, ...factor })
    .returning();
  return row!;
}

export async function renameFactor(db: Database, userId: string, id: string, name: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .update(adminFactors)
    .set({ name })
    .where(and(eq(adminFactors.id, id), eq(adminFactors.userId, userId)))
    .returning();
  return row;
}

export async function deleteFactor(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(adminFactors)
    .where(and(eq(adminFactors.id, id), eq(adminFactors.userId, userId)))
    .returning({ id: adminFactors.id });
  return rows.length > 0;
}

/**
 * Accepts a TOTP time step for a factor only if it is later than the last one accepted (a code works once,
 * and never an older one after a newer).
 */
export async function acceptTotpStep(db: Database, factorId: string, step: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminFactors)
    .set({ totpLastStep: step, lastUsedAt: now })
    .where(and(eq(adminFactors.id, factorId), or(isNull(adminFactors.totpLastStep), lt(adminFactors.totpLastStep, step))))
    .returning({ id: adminFactors.id });
  return rows.length > 0;
}

export async function passkeyByCredentialId(db: Database, userId: string, credentialId: string): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(adminFactors)
    .where(and(eq(adminFactors.userId, userId), eq(adminFactors.kind, "passkey"), eq(adminFactors.credentialId, credentialId)))
    .limit(1);
  return row;
}

/** After a verified assertion: the authenticator's new counter, only if no other request moved it meanwhile. */
export async function recordPasskeyUse(db: Database, factor: FactorRow, newCount: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminFactors)
    .set({ signCount: newCount, lastUsedAt: now })
    .where(and(eq(adminFactors.id, factor.id), factor.signCount === null ? isNull(adminFactors.signCount) : eq(adminFactors.signCount, factor.signCount)))
    .returning({ id: adminFactors.id });
  return rows.length > 0;
}

/** Replaces every recovery code of the owner with these (hashes), in one transaction. */
export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** The stored hashes of the owner's unused recovery codes (ten at most). */
export async function listUnusedRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.map((row) => row.codeHash);
}

/** Marks an unused code (by its stored hash) used; false when there is none such. */
export async function markRecoveryCodeUsed(db: Database, userId: string, codeHash: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Seals every TOTP secret stored unsealed or under an older key with the first key (at each start): turning
 * SECRETS_KEY on, or rotating it, needs only a restart. Conditional on the old value, so instances racing do it once.
 * @example const resealed = await resealTotpSecrets(db, (stored) => needsResealing(keys, stored), (stored) => sealSecret(keys, openSecret(keys, stored)));
 */
export async function resealTotpSecrets(db: Database, needs: (stored: string) => boolean, reseal: (stored: string) => string): Promise<number> {
  const rows = await db.select({ id: adminFactors.id, totpSecret: adminFactors.totpSecret }).from(adminFactors).where(eq(adminFactors.kind, "totp"));
  let resealed = 0;
  for (const row of rows) {
    if (!row.totpSecret || !needs(row.totpSecret)) continue;
    const updated = await db
      .update(adminFactors)
      .set({ totpSecret: reseal(row.totpSecret) })
      .where(and(eq(adminFactors.id, row.id), eq(adminFactors.totpSecret, row.totpSecret)))
      .returning({ id: adminFactors.id });
    resealed += updated.length;
  }
  return resealed;
}
