/**
 * `bun run db:seed`: adds the demo authors, categories, tags and posts to the configured database,
 * on demand (also on PostgreSQL). Posts whose slug already exists are left alone.
 * `bun run db:seed -- --posts 10000` also adds that many generated published posts (db/seed/seed-scale.ts).
 */
import { parseArgs } from "node:util";
import { openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";
import { seedDemoContent } from "./seed/seed-demo.ts";
import { seedScalePosts } from "./seed/seed-scale.ts";

function scalePostCount(): number {
  const { values } = parseArgs({ args: Bun.argv.slice(2), options: { posts: { type: "string" } }, strict: true });
  if (values.posts === undefined) return 0;
  if (!/^\d{1,7}$/.test(values.posts)) {
    console.error(`--posts must be a whole number (got "${values.posts}")`);
    process.exit(1);
  }
  return Number(values.posts);
}

const extraPosts = scalePostCount();
const { database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  const summary = await seedDemoContent(database.db);
  console.log(`Seeded ${summary.posts} new posts (${summary.authors} authors, ${summary.categories} categories, ${summary.tags} tags) into ${database.kind}.`);
  if (extraPosts > 0) {
    const started = performance.now();
    const inserted = await seedScalePosts(database.db, { count: extraPosts });
    console.log(`Added ${inserted} generated published posts in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
