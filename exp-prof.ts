import { openDatabase } from "./db/client.ts";
import { parseEnv } from "./src/env.ts";
import { loadSiteConfig } from "./src/content/site.ts";
import blog from "./src/pages/blog.tsx";
import post from "./src/pages/blog-post.tsx";
import { listPostsForFeed } from "./db/queries/posts.ts";
import { buildFeed } from "./src/routes/rss.ts";
const database = await openDatabase({ kind: "pglite", dataDir: "/tmp/exp/big-vac" });
const env = parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" });
const deps: any = { env, site: loadSiteConfig({}), database, db: database.db };
const c: any = (url: string, params: any = {}) => ({ var: { deps }, req: { param: (k: string) => params[k], url } });
async function t(label: string, f: () => Promise<unknown>, n = 30) {
  for (let i = 0; i < 5; i++) await f();
  const times: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(label.padEnd(30), "median", times[n >> 1]!.toFixed(2), "min", times[0]!.toFixed(2));
}
await t("blog loader", () => blog.load!({ c: c("http://x/blog"), url: new URL("http://x/blog") }) as Promise<unknown>);
const slug = "how-landscapers-can-turn-local-search-into-new-business-mws26qlu-4945";
await t("post loader", () => post.load!({ c: c("http://x/blog/" + slug, { slug }), url: new URL("http://x/blog/" + slug) }) as Promise<unknown>);
await t("feed query", () => listPostsForFeed(database.db, 50));
const posts = await listPostsForFeed(database.db, 50);
await t("feed build", async () => buildFeed(posts, deps.site, "http://localhost:3000", new Date()));
await database.close();
