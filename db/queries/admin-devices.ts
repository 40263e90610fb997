/** Browsers the admin logged in from (device cookies): found by the SHA-256 of their token. */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../client.ts";
import { adminDevices } from "../schema/index.ts";

/** True when a device with this id had a successful login after `since`. */
export async function isKnownAdminDevice(db: Database, id: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .where(and(eq(adminDevices.id, id), gt(adminDevices.lastLoginAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Records a successful login from this device (new or known). */
export async function rememberAdminDevice(db: Database, input: { id: string; userId: string; now: Date }): Promise<void> {
  await db
    .insert(adminDevices)
    .values({ id: input.id, userId: input.userId, createdAt: input.now, lastLoginAt: input.now })
    .onConflictDoUpdate({ target: adminDevices.id, set: { lastLoginAt: input.now, userId: input.userId } });
}

export async function forgetAdminDevicesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(adminDevices).where(lt(adminDevices.lastLoginAt, before));
}
