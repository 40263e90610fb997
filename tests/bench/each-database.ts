/** The benchmarks' one way to run on each database: the embedded one in a temporary directory, then a throw-away PostgreSQL. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseOptions } from "../../db/client.ts";
import { startPostgres } from "../postgres-server.ts";

export type BenchDatabase = (label: string, options: DatabaseOptions, env: Record<string, string>) => Promise<void>;

/**
 * Runs `bench` on PGlite and on PostgreSQL (when its binaries are here), each in what it creates itself;
 * `only` ("pglite" or "postgres") runs one of them.
 * @example await onEachDatabase("pages-bench-", benchDatabase, process.env.BENCH_ONLY);
 */
export async function onEachDatabase(prefix: string, bench: BenchDatabase, only?: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  try {
    const dir = join(work, "pglite");
    if (only !== "postgres") await bench("Embedded (PGlite)", { kind: "pglite", dataDir: dir }, { DATA_DIR: dir });
    if (only === "pglite") return;
    const pg = await startPostgres();
    if (!pg) {
      console.log("\nNo PostgreSQL binaries: PostgreSQL run skipped.");
      return;
    }
    try {
      await bench(`PostgreSQL ${pg.version.replace(/^.*\) /, "")}`, { kind: "postgres", url: pg.url }, { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
