/**
 * `bun run db:backup [FILE]` and `bun run db:restore FILE`, for the embedded database in DATA_DIR.
 *
 * A backup is PGlite's own dump of the data directory (a gzipped tar), taken with the database open and
 * locked: a consistent snapshot. The server holds the same lock, so stop it first (a backup of a running
 * server's files could be torn; the lock makes that impossible rather than likely). Restore moves the
 * current data aside (`pg.before-restore-<time>`, nothing is deleted) and opens the backup in its place.
 * On PostgreSQL use pg_dump / pg_restore (docs/deploy.md).
 */
import { chmodSync, existsSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import { format } from "date-fns";
import { configuredEnv, exitWithError } from "./cli-database.ts";
import { openDatabase } from "./client.ts";

type Dumpable = { $client: { dumpDataDir(compression?: "gzip" | "none"): Promise<Blob | File> } };

const [command, file] = Bun.argv.slice(2);
const env = configuredEnv();
if (env.databaseUrl) exitWithError("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md); db:backup is for the embedded database.");
const stamp = format(new Date(), "yyyyMMdd-HHmmss");

async function backup(target: string) {
  if (!existsSync(join(env.dataDir, "pg"))) exitWithError(`No embedded database in ${resolve(env.dataDir)}: nothing to back up.`);
  const database = await openDatabase({ kind: "pglite", dataDir: env.dataDir }).catch((error: Error) => exitWithError(error.message));
  try {
    const dump = await (database.db as unknown as Dumpable).$client.dumpDataDir("gzip");
    await Bun.write(target, dump);
    chmodSync(target, 0o600); // it holds leads and the admin's password hash
    console.log(`Backed up ${resolve(env.dataDir)} to ${resolve(target)} (${dump.size} bytes).`);
  } finally {
    await database.close();
  }
}

async function restore(source: string) {
  if (!existsSync(source)) exitWithError(`No such backup: ${source}`);
  const current = join(env.dataDir, "pg");
  const aside = `${current}.before-restore-${stamp}`;
  // Take the lock (and prove no server runs) before anything moves: open, then close at once.
  const probe = await openDatabase({ kind: "pglite", dataDir: env.dataDir }).catch((error: Error) => exitWithError(error.message));
  await probe.close();
  renameSync(current, aside);
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: env.dataDir, loadDataDir: Bun.file(source) });
    await database.close();
  } catch (error) {
    renameSync(aside, current);
    exitWithError(`Could not restore ${source}: ${(error as Error).message}. The database is as it was.`);
  }
  console.log(`Restored ${resolve(source)} into ${resolve(env.dataDir)}; the previous data is in ${aside}.`);
}

if (command === "backup") await backup(file ?? `backup-${stamp}.tar.gz`);
else if (command === "restore" && file) await restore(file);
else exitWithError("usage: bun db/backup-cli.ts backup [FILE] | restore FILE");
