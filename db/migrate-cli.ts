/** `bun run db:migrate`: applies pending migrations to the configured database (the server also does this at start). */
import { openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";

const { database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
