/** The owner's settings rows (db/schema/admin-settings.ts): read one, write one whole. */
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { adminSettings } from "../schema/index.ts";

/** The stored value, unchecked (its reader parses it), or undefined when never set. */
export async function readAdminSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: adminSettings.value }).from(adminSettings).where(eq(adminSettings.key, key));
  return row?.value;
}

export async function writeAdminSetting(db: Database, key: string, value: unknown): Promise<void> {
  const now = new Date();
  await db
    .insert(adminSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: now } });
}
