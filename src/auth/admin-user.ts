/**
 * The one admin user. ADMIN_PASSWORD, when set, is the password (a change ends every session); when
 * unset, the first start on a laptop generates one, which the caller prints once — but a deployment
 * (production on PostgreSQL) never generates nor prints one: it needs ADMIN_PASSWORD or a password set
 * once with `bun run admin:password`. Only the hash is stored.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminDevices, adminFactors, adminUsers, apiKeys, authChallenges, recoveryCodes, sessions } from "../../db/schema/index.ts";
import { EnvError } from "../env.ts";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";

/** A deployment with no admin yet and no ADMIN_PASSWORD: a configuration error, reported in one line. */
export class AdminPasswordMissingError extends EnvError {
  override name = "AdminPasswordMissingError";
  constructor() {
    super("No admin password: set ADMIN_PASSWORD, or run `bun run admin:password` once against this database.");
  }
}

/**
 * Sets the admin's password (creating the admin if need be) and ends every admin session, in one transaction.
 * @example await setAdminPassword(db, "a new long password");
 */
export async function setAdminPassword(db: Database, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(adminUsers)
      .values({ id: crypto.randomUUID(), username: ADMIN_USERNAME, passwordHash })
      .onConflictDoUpdate({ target: adminUsers.username, set: { passwordHash, updatedAt: new Date() } })
      .returning({ id: adminUsers.id });
    await tx.delete(sessions).where(eq(sessions.userId, admin!.id));
    // A new password set from outside the dashboard: no browser is vouched for any more, a thief's included.
    await tx.delete(adminDevices).where(eq(adminDevices.userId, admin!.id));
  });
}

/**
 * `admin:password --remove-factors`: every passkey, authenticator app and recovery code goes, so the
 * password alone logs in again — the way back for an owner who lost every factor, or whose account a
 * thief gave a factor of their own. Returns how many factors were removed.
 */
export async function removeEveryFactor(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(adminFactors).returning({ id: adminFactors.id });
    await tx.delete(recoveryCodes);
    await tx.delete(authChallenges);
    return removed.length;
  });
}

export const ADMIN_USERNAME = "admin";

export interface PasswordChange {
  /** The session that asked: it stays (the owner just proved who they are); every other one ends. */
  keepSessionId: string;
  /** The known device of the browser that asked (its device cookie), kept; every other browser is forgotten. */
  keepDeviceId?: string;
  /** Also switch off every API key (they are bearer secrets that a thief may have made). */
  revokeApiKeys: boolean;
}

export interface PasswordChangeResult {
  otherSessionsEnded: number;
  /** Browsers the admin had used (device cookies) that no longer skip the guessing ceiling. */
  otherDevicesForgotten: number;
  apiKeysRevoked: number;
}

/**
 * Change password from the dashboard, in one transaction: the new hash, every other session ended (and
 * every ceremony they or a half-finished login started), every other browser forgotten as a known
 * device (a thief's would otherwise keep skipping the guessing ceiling), the API keys switched off when asked. The caller
 * checked the current password and the policy.
 * @example await changeAdminPassword(db, session.userId, newPassword, { keepSessionId: session.id, revokeApiKeys: false });
 */
export async function changeAdminPassword(db: Database, userId: string, password: string, change: PasswordChange): Promise<PasswordChangeResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, change.keepSessionId)))
      .returning({ id: sessions.id });
    // A login waiting for its second step was begun with the old password: it must start again.
    await tx.delete(authChallenges).where(and(eq(authChallenges.userId, userId), or(isNull(authChallenges.sessionId), ne(authChallenges.sessionId, change.keepSessionId))));
    const devices = change.keepDeviceId ? and(eq(adminDevices.userId, userId), ne(adminDevices.id, change.keepDeviceId)) : eq(adminDevices.userId, userId);
    const forgotten = await tx.delete(adminDevices).where(devices).returning({ id: adminDevices.id });
    const revoked = change.revokeApiKeys ? await tx.update(apiKeys).set({ isActive: false }).where(eq(apiKeys.isActive, true)).returning({ id: apiKeys.id }) : [];
    return { otherSessionsEnded: ended.length, otherDevicesForgotten: forgotten.length, apiKeysRevoked: revoked.length };
  });
}

export interface EnsureAdminResult {
  /** Set only when this call generated the password: show it once, never store it. */
  generatedPassword?: string;
  passwordChanged: boolean;
}

/**
 * @example const { generatedPassword } = await ensureAdminUser(db, env.adminPassword, { mayGenerate: !env.deploying });
 */
export async function ensureAdminUser(db: Database, configuredPassword: string | undefined, options: { mayGenerate: boolean } = { mayGenerate: true }): Promise<EnsureAdminResult> {
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);

  if (!existing) {
    if (configuredPassword === undefined && !options.mayGenerate) throw new AdminPasswordMissingError();
    const password = configuredPassword ?? generatePassword();
    const inserted = await db
      .insert(adminUsers)
      .values({ id: crypto.randomUUID(), username: ADMIN_USERNAME, passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    // Another instance may have created the admin at the same moment: then our password was never stored.
    const stored = inserted.length === 1;
    return { generatedPassword: stored && !configuredPassword ? password : undefined, passwordChanged: false };
  }

  if (configuredPassword && !(await verifyPassword(configuredPassword, existing.passwordHash))) {
    await setAdminPassword(db, configuredPassword);
    return { passwordChanged: true };
  }
  return { passwordChanged: false };
}
