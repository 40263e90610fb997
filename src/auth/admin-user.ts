/**
 * The one admin user. ADMIN_PASSWORD, when set, is the password (a change ends every session); when
 * unset, the first start on a laptop generates one, which the caller prints once — but a deployment
 * (production on PostgreSQL) never generates nor prints one: it needs ADMIN_PASSWORD or a password set
 * once with `bun run admin:password`. Only the hash is stored.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminUsers, apiKeys, authChallenges, sessions } from "../../db/schema/index.ts";
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
  });
}

export const ADMIN_USERNAME = "admin";

export interface PasswordChange {
  /** The session that asked: it stays (the owner just proved who they are); every other one ends. */
  keepSessionId: string;
  /** Also switch off every API key (they are bearer secrets that a thief may have made). */
  revokeApiKeys: boolean;
}

export interface PasswordChangeResult {
  otherSessionsEnded: number;
  apiKeysRevoked: number;
}

/**
 * Change password from the dashboard, in one transaction: the new hash, every other session ended (and
 * every ceremony they or a half-finished login started), the API keys switched off when asked. The caller
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
    const revoked = change.revokeApiKeys ? await tx.update(apiKeys).set({ isActive: false }).where(eq(apiKeys.isActive, true)).returning({ id: apiKeys.id }) : [];
    return { otherSessionsEnded: ended.length, apiKeysRevoked: revoked.length };
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
