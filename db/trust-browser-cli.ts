/**
 * `bun run admin:trust-browser`: prints a one-time link (15 minutes) that makes the browser it is opened in
 * one the admin has used, so the owner can log in there while a password spray from many addresses holds
 * the login's guessing ceiling shut. The password and the second factor are still asked. On the embedded
 * database the server must be stopped (it holds the lock); on PostgreSQL it works while the site runs.
 */
import { eq } from "drizzle-orm";
import { ADMIN_USERNAME } from "../src/auth/admin-user.ts";
import { createTrustBrowserLink } from "../src/auth/device-links.ts";
import { exitWithError, openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";
import { recordAudit } from "./queries/audit-log.ts";
import { adminUsers } from "./schema/index.ts";

const { env, database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  const [admin] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);
  if (!admin) exitWithError("No admin yet: start the site once, or run `bun run admin:password`.");
  const link = await createTrustBrowserLink(database.db, env.siteUrl, admin.id);
  await recordAudit(database.db, { action: "device.trust_link", actorKind: "system", actorId: "cli" });
  console.log(`Open this link in the browser you want to log in from (it works once, until ${link.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC):`);
  console.log(link.url);
} finally {
  await database.close();
}
