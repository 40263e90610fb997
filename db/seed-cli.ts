/**
 * `bun run db:seed`: adds the demo authors, categories, tags and posts to the configured database,
 * on demand (also on PostgreSQL). Posts whose slug already exists are left alone.
 */
import { openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";
import { seedDemoContent } from "./seed/seed-demo.ts";

const { database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  const summary = await seedDemoContent(database.db);
  console.log(`Seeded ${summary.posts} new posts (${summary.authors} authors, ${summary.categories} categories, ${summary.tags} tags) into ${database.kind}.`);
} finally {
  await database.close();
}
