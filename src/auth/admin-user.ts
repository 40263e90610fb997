/**
 * The one admin user. ADMIN_PASSWORD, when set, is the password (a change ends every session);
 * when unset, the first start generates one, which the caller prints once. Only the hash is stored.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";

export const ADMIN_USERNAME = "admin";

export interface EnsureAdminResult {
  /** Set only when this call generated the password: show it once, never store it. */
  generatedPassword?: string;
  passwordChanged: boolean;
}

/**
 * @example const { generatedPassword } = await ensureAdminUser(db, env.adminPassword);
 */
export async function ensureAdminUser(db: Database, configuredPassword: string | undefined): Promise<EnsureAdminResult> {
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);

  if (!existing) {
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
    const passwordHash = await hashPassword(configuredPassword);
    await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    return { passwordChanged: true };
  }
  return { passwordChanged: false };
}
