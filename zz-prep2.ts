import { PGlite, protocol } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { pageViewsStatement, type PendingView } from "./db/queries/traffic.ts";
const dir = process.argv[4] ? `/tmp/zzpg-${Date.now()}` : undefined;
const client = new PGlite(dir ? { dataDir: dir } : {}); await client.waitReady;
const db = drizzle({ client });
await migrate(db, { migrationsFolder: "db/migrations" });
const day = new Date().toISOString().slice(0, 10);
let k = 0;
const mk = (): PendingView => { k++; return { visitor: `v${k.toString(16).padStart(32, "0")}`, client: `c${k.toString(16).padStart(32, "0")}`, path: "/blog", device: "mobile", startsVisit: true, source: { referrerHost: "news.example.org", utmSource: "", utmMedium: "", utmCampaign: "" } as never, at: new Date(), views: 1 }; };
const dialect = new PgDialect();
const { serialize } = protocol;
const concat = (...parts: Uint8Array[]) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let o = 0; for (const p of parts) { out.set(p, o); o += p.length; } return out; };
let prepared = false;
async function runPrepared(q: { sql: string; params: unknown[] }) {
  await (client as any)._runExclusiveTransaction(() => (client as any)._runExclusiveQuery(async () => {
    if (!prepared) { await client.execProtocol(concat(serialize.parse({ name: "pv", text: q.sql, types: [] }), serialize.sync())); prepared = true; }
    await client.execProtocol(concat(serialize.bind({ statement: "pv", values: q.params.map((v) => (v == null ? null : String(v))) }), serialize.execute({}), serialize.sync()));
  }));
}
const size = Number(process.argv[2] ?? 100), mode = process.argv[3] ?? "prepared";
const rounds = Math.max(10, Math.round(4000 / size));
for (let w = 0; w < 5; w++) { const q = dialect.sqlToQuery(pageViewsStatement(day, Array.from({ length: size }, mk))); mode === "prepared" ? await runPrepared(q) : await client.query(q.sql, q.params as any[]); }
const t0 = performance.now();
for (let r = 0; r < rounds; r++) {
  const q = dialect.sqlToQuery(pageViewsStatement(day, Array.from({ length: size }, mk)));
  if (mode === "prepared") await runPrepared(q); else await client.query(q.sql, q.params as any[]);
}
const ms = performance.now() - t0;
const c = await client.query<{ v: number; d: number }>("select (select sum(views) from traffic_daily where dimension='site')::int v, (select count(*) from traffic_visitor_days)::int d");
console.log(`${mode} ${dir ? "disk" : "mem"} size ${size}: ${(ms * 1000 / (size * rounds)).toFixed(1)} µs/view, ${(ms / rounds).toFixed(2)} ms/statement`, c.rows[0]);
await client.close();
