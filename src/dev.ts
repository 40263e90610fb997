/**
 * `bun dev`: the site under `bun --hot`. On a save Bun re-evaluates the changed modules in this same
 * process and this file runs again: it makes a new site from the new code and swaps the server's
 * handler. What is slow to make is kept on globalThis across those runs, so a save costs a re-render,
 * not a restart:
 *   - the open database: not reopened, and migrated again only when db/migrations changed;
 *   - the background work (content-version listener, outbox) and the HTTP server itself;
 *   - the island scripts and the stylesheet, each rebuilt only when its own sources changed
 *     (islands/ and src/shared/ for the scripts; any source, for the class names, for the stylesheet).
 * The first run starts the server with src/boot.ts's startServer, as `bun start` does; only the assets
 * are built here, so that they can be kept. Changes to .env or to the environment need a restart
 * (Ctrl-C, `bun dev`).
 */
import { migrateDatabase } from "../db/client.ts";
import { type RunningServer, siteHandlerFor, startServer, stopOnSignals } from "./boot.ts";
import { loadSiteIdentity } from "./content/identity.ts";
import { parseEnv } from "./env.ts";
import { fingerprintFiles } from "./render/asset-build.ts";
import { buildScriptAssets, buildStyleAssets, combineAssets, inMemoryAssets } from "./render/assets.ts";
import { STYLE_SOURCES } from "./render/source-files.ts";

interface Kept<T> {
  key: string;
  value: T;
}

interface DevState {
  server: RunningServer;
  migrations: string;
  scripts: Kept<Awaited<ReturnType<typeof buildScriptAssets>>>;
  styles: Kept<Awaited<ReturnType<typeof buildStyleAssets>>>;
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

const started = performance.now();
const kept = globalThis.siteDevState;

const migrations = fingerprintFiles(MIGRATIONS);
if (kept && migrations !== kept.migrations) {
  await migrateDatabase(kept.server.database);
  kept.migrations = migrations;
  console.log("Migrations changed: applied.");
}

const [scripts, styles] = await Promise.all([
  rebuildIfChanged(kept?.scripts, SCRIPT_SOURCES, () => buildScriptAssets({ production: false, compress: false })),
  rebuildIfChanged(kept?.styles, STYLE_SOURCES, () => buildStyleAssets({ compress: false })),
]);
const assets = inMemoryAssets(combineAssets(scripts.value, styles.value));

if (kept === undefined) {
  // The same start as `bun start`, with these assets; a failure leaves no state, so the next save starts again.
  const server = await startServer(parseEnv(process.env), { assets, since: started, note: " — bun --hot: saves reload in place" });
  globalThis.siteDevState = { server, migrations, scripts, styles };
  stopOnSignals(server, { stopping: (signal) => `${signal}: stopping…` });
} else {
  const rebuilt = [scripts !== kept.scripts && "scripts", styles !== kept.styles && "stylesheet"].filter(Boolean);
  kept.scripts = scripts;
  kept.styles = styles;
  // Site identity is read again: a change to src/content/identity.ts shows at once.
  kept.server.setFetch(siteHandlerFor(kept.server, { identity: loadSiteIdentity(process.env), assets }).fetch);
  console.log(`Reloaded in ${Math.round(performance.now() - started)} ms${rebuilt.length ? ` (rebuilt ${rebuilt.join(" and ")})` : ""}`);
}
