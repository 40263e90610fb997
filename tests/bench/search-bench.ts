/**
 * Site search at 10,000 posts (`npm run bench:search`): the server time of one search that misses the
 * search cache — the statement of db/queries/site-search.ts, ranking, counting and the snippets of one page —
 * for a common word, a rare one, a prefix, several words, no match and the last page a common word has, on
 * PGlite and PostgreSQL.
 * Goal: ≤ 20 ms each (median and p95 of RUNS). `BENCH_ONLY=pglite|postgres` runs one database.
 */
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "../../db/client.ts";
import { RANK_WINDOW, searchSite, syncSiteDocuments } from "../../db/queries/site-search.ts";
import { seedScalePosts } from "../../db/seed/seed-scale.ts";
import { loadSiteIdentity } from "../../src/content/identity.ts";
import { parseSearchQuery } from "../../src/search/search-terms.ts";
import { siteDocuments } from "../../src/search/site-documents.ts";
import { defaultSiteCopy } from "../../src/site-copy/site-copy.ts";
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
  ["last page", "business"],
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
      await syncSiteDocuments(handle.db, siteDocuments(defaultSiteCopy(loadSiteIdentity({}))));
      // What a server does after writes: PostgreSQL's autovacuum analyses on its own, the embedded database's maintenance runs VACUUM (ANALYZE).
      await handle.db.execute(sql`vacuum (analyze) blog_posts`);
      const sized = (await handle.db.execute(sql`select pg_relation_size('blog_posts')::int as heap, pg_total_relation_size('blog_posts')::int as total`)) as unknown;
      const [size] = (Array.isArray(sized) ? sized : (sized as { rows: unknown[] }).rows) as { heap: number; total: number }[];
      console.log(
        `\n${label}: ${POSTS} posts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; blog_posts ${(Number(size?.heap ?? 0) / 1e6).toFixed(1)} MB in the table, ${(Number(size?.total ?? 0) / 1e6).toFixed(1)} MB with indexes and out-of-line values`,
      );
      console.log("query                       results   median ms   p95 ms   goal");
      for (const [name, q] of QUERIES) {
        const terms = parseSearchQuery(q)!;
        const page = name === "last page" ? RANK_WINDOW / 10 : 1;
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
