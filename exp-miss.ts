import { openDatabase } from "./db/client.ts";
import { sql } from "drizzle-orm";
import { createApp } from "./src/app.ts";
import { parseEnv } from "./src/env.ts";
import { loadSiteConfig } from "./src/content/site.ts";
import { buildAssets } from "./src/render/assets.ts";
const kind = process.argv[2] ?? "pglite";
const database = kind === "pglite" ? await openDatabase({ kind: "pglite", dataDir: "/tmp/exp/big-vac" }) : await openDatabase({ kind: "postgres", url: process.argv[3]! });
if (process.argv.includes("--vacuum")) { const s = performance.now(); await database.db.execute(sql`vacuum analyze`); console.log("vacuum", (performance.now() - s).toFixed(0), "ms"); }
const env = parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" });
const app = createApp({ env, site: loadSiteConfig({}), database, db: database.db, assets: await buildAssets({ production: true }), versions: { current: 0, refresh: async () => {} } });
const slug = ((await (await app.request("/api/blog-posts?page=50&limit=100")).json()) as any[])[50].slug;
const paths = ["/", "/blog", "/blog?page=400", `/blog/${slug}`, "/api/rss", "/api/blog-posts"];
const times = new Map(paths.map((p) => [p, [] as number[]]));
for (let round = 0; round < 120; round++) for (const p of paths) {
  const s = performance.now(); await (await app.request(p)).arrayBuffer(); if (round >= 20) times.get(p)!.push(performance.now() - s);
}
for (const [p, t] of times) { t.sort((a, b) => a - b); console.log(p.slice(0, 40).padEnd(42), "p50", t[t.length >> 1]!.toFixed(2), "p10", t[Math.floor(t.length / 10)]!.toFixed(2), "min", t[0]!.toFixed(2)); }
await database.close();
