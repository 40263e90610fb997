/**
 * Site search at 10,000 posts (`npm run bench:search`): the server time of one search that misses the
 * search cache — the statement of db/queries/site-search.ts, ranking, counting and the snippets of one page —
 * for a common word, a rare one, a prefix, several words and no match, on PGlite and PostgreSQL.
 * Goal: ≤ 20 ms each (median and p95 of RUNS). `BENCH_ONLY=pglite|postgres` runs one database.
 */
import { migrateDatabase, openDatabase } from "../../db/client.ts";
import { searchSite } from "../../db/queries/site-search.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import { parseSearchQuery } from "../../src/search/search-terms.ts";
import { onEachDatabase } from "./each-database.ts";

const POSTS = Number(process.env.SEARCH_POSTS ?? 10_000);
const RUNS = Number(process.env.SEARCH_RUNS ?? 25);
const GOAL_MS = 20;

const QUERIES: [label: string, q: string][] = [
  ["common word", "customers"],
  ["rare word", "hiring"],
  ["prefix", "appoint"],
  ["several words", "missed calls text back"],
  ["no match", "xylophonic"],
  ["page 50", "business"],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

await onEachDatabase(
  "search-bench-",
  async (label, options) => {
    const handle = await openDatabase(options);
    try {
      await migrateDatabase(handle);
      const started = performance.now();
      await seedScalePosts(handle.db, { count: POSTS });
      console.log(`\n${label}: ${POSTS} posts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      console.log("query                       results   median ms   p95 ms   goal");
      for (const [name, q] of QUERIES) {
        const terms = parseSearchQuery(q)!;
        const page = name === "page 50" ? 50 : 1;
        const times: number[] = [];
        let total = 0;
        // The first run warms the plan and the pages it reads, as any server's first minutes do.
        for (let run = 0; run <= RUNS; run++) {
          const t0 = performance.now();
          const result = await searchSite(handle.db, terms, { limit: 10, offset: (page - 1) * 10 });
          if (run > 0) times.push(performance.now() - t0);
          total = result.total;
        }
        times.sort((a, b) => a - b);
        const median = percentile(times, 50);
        const p95 = percentile(times, 95);
        const verdict = p95 <= GOAL_MS ? "ok" : "OVER";
        console.log(`${`${name} (${q})`.padEnd(28)}${String(total).padStart(7)}   ${median.toFixed(2).padStart(9)}   ${p95.toFixed(2).padStart(6)}   ${verdict}`);
      }
    } finally {
      await handle.close();
    }
  },
  process.env.BENCH_ONLY,
);
