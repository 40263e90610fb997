/**
 * `bun dev`: the site under `bun --hot`. On a save Bun re-evaluates the changed modules in this same
 * process and this file runs again: it makes a new site from the new code and swaps the server's
 * handler. What is slow to make is kept on globalThis across those runs, so a save costs a re-render,
 * not a restart:
 *   - the open database: not reopened, and migrated again only when db/migrations changed;
 *   - the background work (content-version listener, outbox) and the HTTP server itself;
 *   - the island scripts and the stylesheet, each rebuilt only when its own sources changed
 *     (islands/ and src/shared/ for the scripts; any source, for the class names, for the stylesheet).
 * Changes to .env or to the environment need a restart (Ctrl-C, `bun dev`).
 */
import { type DatabaseHandle, migrateDatabase } from "../db/client.ts";
import { openSiteDatabase, serveSite, startBackgroundWork } from "./boot.ts";
import { loadSiteIdentity } from "./content/identity.ts";
import { type Env, parseEnv } from "./env.ts";
import { bufferedRequestLog } from "./http/request-log.ts";
import { fingerprintFiles } from "./render/asset-build.ts";
import { buildScriptAssets, buildStyleAssets, combineAssets, inMemoryAssets } from "./render/assets.ts";
import { STYLE_SOURCES } from "./render/source-files.ts";
import { createSiteHandler } from "./site-handler.ts";

interface Kept<T> {
  key: string;
  value: T;
}

interface DevState {
  env: Env;
  database: DatabaseHandle;
  background: Awaited<ReturnType<typeof startBackgroundWork>>;
  http: ReturnType<typeof serveSite>;
  requestLog: ReturnType<typeof bufferedRequestLog> | undefined;
  migrations: string;
  scripts?: Kept<Awaited<ReturnType<typeof buildScriptAssets>>>;
  styles?: Kept<Awaited<ReturnType<typeof buildStyleAssets>>>;
}

declare global {
  // Survives `bun --hot` reloads (globalThis is kept; modules are evaluated again).
  var siteDevState: DevState | undefined;
}

const SCRIPT_SOURCES = ["islands/**/*", "src/shared/**/*"];
const MIGRATIONS = ["db/migrations/**/*"];

async function rebuildIfChanged<T>(kept: Kept<T> | undefined, patterns: string[], build: () => Promise<T>): Promise<Kept<T>> {
  const key = fingerprintFiles(patterns);
  return kept?.key === key ? kept : { key, value: await build() };
}

async function firstStart(): Promise<DevState> {
  const env = parseEnv(process.env);
  const database = await openSiteDatabase(env, console.log);
  let background: DevState["background"] | undefined;
  let http: DevState["http"];
  try {
    background = await startBackgroundWork(env, database);
    http = serveSite(env, () => new Response("Starting…", { status: 503, headers: { "Retry-After": "1" } }));
  } catch (error) {
    // Under --hot the process lives on and the next save starts again: it must find the database closed.
    await background?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  const requestLog = env.logRequests ? bufferedRequestLog({ format: env.logFormat }) : undefined;
  const state: DevState = { env, database, background, http, requestLog, migrations: fingerprintFiles(MIGRATIONS) };
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    await http.drain();
    requestLog?.flush();
    await background.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  return state;
}

const started = performance.now();
const firstRun = globalThis.siteDevState === undefined;
globalThis.siteDevState ??= await firstStart();
const state = globalThis.siteDevState;

const migrations = fingerprintFiles(MIGRATIONS);
if (migrations !== state.migrations) {
  await migrateDatabase(state.database);
  state.migrations = migrations;
  console.log("Migrations changed: applied.");
}

const [scripts, styles] = await Promise.all([
  rebuildIfChanged(state.scripts, SCRIPT_SOURCES, () => buildScriptAssets({ production: false, compress: false })),
  rebuildIfChanged(state.styles, STYLE_SOURCES, () => buildStyleAssets({ compress: false })),
]);
const rebuilt = [scripts !== state.scripts && "scripts", styles !== state.styles && "stylesheet"].filter(Boolean);
state.scripts = scripts;
state.styles = styles;

const { env, database, background } = state;
const assets = inMemoryAssets(combineAssets(scripts.value, styles.value));
// Site identity is read again: a change to src/content/identity.ts shows at once.
const handler = createSiteHandler({ env, identity: loadSiteIdentity(process.env), database, db: database.db, assets, versions: background.versions }, state.requestLog);
state.http.setFetch(handler.fetch);

const took = Math.round(performance.now() - started);
if (firstRun) {
  const where = database.kind === "pglite" ? `embedded database in ${env.dataDir}` : "PostgreSQL";
  console.log(`Listening on ${state.http.url} (${where}), ready in ${took} ms — bun --hot: saves reload in place`);
} else {
  console.log(`Reloaded in ${took} ms${rebuilt.length ? ` (rebuilt ${rebuilt.join(" and ")})` : ""}`);
}
