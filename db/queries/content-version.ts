/** The content version (db/schema/content-version.ts): what the page cache compares its entries with. */
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { contentVersion } from "../schema/index.ts";

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
