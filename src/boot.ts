/**
 * Start-up in order: assets (production: the build on disk), database (lock, migrations), admin user,
 * demo content, background work, then the HTTP server; and the one way to stop, in the reverse order.
 * Both entry points use it: src/server.ts, and `bun dev` (src/dev.ts), which keeps the running server
 * across reloads and swaps in a new site handler on each.
 */
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../db/client.ts";
import { startMaintenance } from "../db/maintenance.ts";
import { resealTotpSecrets } from "../db/queries/admin-factors.ts";
import { FUNNEL_PRUNE_EVERY_MS, pruneFunnelMarks } from "../db/queries/funnel-stats.ts";
import { pruneRateLimits } from "../db/queries/rate-limits.ts";
import { pruneTrafficRaw, TRAFFIC_PRUNE_EVERY_MS } from "../db/queries/traffic.ts";
import { seedDemoContent } from "../db/seed/seed-demo.ts";
import { ensureAdminUser } from "./auth/admin-user.ts";
import { removeOutdatedPasswordFile, writePasswordFile } from "./auth/first-start-password.ts";
import { needsResealing, openSecret, sealSecret, secretKeysFor } from "./auth/secret-box.ts";
import { startBusyCalendarRefresh } from "./calls/busy-calendar.ts";
import type { SiteIdentity } from "./content/identity.ts";
import { databaseOptions, type Env } from "./env.ts";
import { describeError } from "./http/describe-error.ts";
import { bufferedRequestLog, type RequestLog } from "./http/request-log.ts";
import { connectableUrl, listeningOn } from "./http/server-log.ts";
import { startLeadNotifications } from "./leads/lead-notifications.ts";
import { ContentVersion } from "./page-cache/content-version.ts";
import { developmentAssets, openAssetBuild } from "./render/asset-build.ts";
import type { AssetBundle } from "./render/assets.ts";
import { createSiteHandler } from "./site-handler.ts";

/**
 * The largest request body the server reads at all (Bun's default is 128 MB): Bun answers a bare 413 above it,
 * before any handler runs. Routes set their own, smaller limits (a lead: 64 KiB; the admin API: 1 MiB; an
 * image upload: 20 MB, refused from its Content-Length with a sentence that says so) and stop reading there,
 * so this is above the upload's cap by enough that a 50-MB upload still gets the upload's own answer.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024 * 1024;

/** How long shutdown waits for requests still in flight before closing the database anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

type Fetch = (request: Request, server: Bun.Server<undefined>) => Response | Promise<Response>;
type BackgroundWork = Awaited<ReturnType<typeof startBackgroundWork>>;

export interface RunningServer {
  env: Env;
  url: string;
  database: DatabaseHandle;
  background: BackgroundWork;
  requestLog: RequestLog | undefined;
  /** Serves the next requests with another handler (a `bun dev` reload). */
  setFetch(fetch: Fetch): void;
  /** Stops accepting connections, finishes in-flight requests, flushes the log, stops the background work, closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Assets already built (`bun dev` keeps its own); by default production's build on disk, or built now. */
  assets?: AssetBundle;
  /** When the start began (performance.now()), for the "ready in" time; by default when startServer was called. */
  since?: number;
  /** Words after the "Listening on" line. */
  note?: string;
  log?: (line: string) => void;
  /** Lines about a weaker set-up the site runs with (SECRETS_KEY unset): warnings, by default console.warn. */
  warn?: (line: string) => void;
  /** Writes to a person's terminal, where a generated password may be shown; by default standard output when it is a TTY, else nowhere. */
  terminal?: ((text: string) => void) | undefined;
}

/** TOTP secrets sealed under the first key (src/auth/secret-box.ts); one line when there is no key to seal with. */
async function sealStoredSecrets(database: DatabaseHandle, env: Env, log: (line: string) => void, warn: (line: string) => void): Promise<void> {
  const keys = secretKeysFor(env);
  if (keys.keys.length === 0) {
    warn("SECRETS_KEY is not set: authenticator-app secrets are stored unsealed in the database. Set it to seal them (docs/configuration.md).");
    return;
  }
  const resealed = await resealTotpSecrets(
    database.db,
    (stored) => needsResealing(keys, stored),
    (stored) => sealSecret(keys, openSecret(keys, stored)),
  );
  if (resealed > 0) log(`Sealed ${resealed} authenticator-app secret${resealed === 1 ? "" : "s"} with the current key (${keys.source}).`);
}

/**
 * Opens the database, migrates it, sets up the admin user and, on a fresh database, the demo content.
 * @example const database = await openSiteDatabase(env, { log: console.log, warn: console.warn }, undefined);
 */
async function openSiteDatabase(
  env: Env,
  { log, warn }: { log: (line: string) => void; warn: (line: string) => void },
  terminal: ((text: string) => void) | undefined,
): Promise<DatabaseHandle> {
  const options = databaseOptions(env);
  // The embedded database in a thread of its own: its statements no longer hold the requests' thread (decision 043).
  const database = await openDatabase(options.kind === "pglite" ? { ...options, ownThread: true } : options);
  try {
    const { fresh } = await migrateDatabase(database);

    const admin = await ensureAdminUser(database.db, env.adminPassword, { mayGenerate: !env.deploying });
    if (admin.generatedPassword) {
      // Never in a log line: a log outlives the first login. The file is the owner's alone; a terminal is a person.
      const file = writePasswordFile(env.dataDir, admin.generatedPassword, env.siteUrl);
      log(
        `Admin password generated and written to ${file} (readable by its owner only): sign in at ${env.siteUrl}/admin, then delete the file. Set ADMIN_PASSWORD to choose your own.`,
      );
      terminal?.(`\n  Admin password (shown once here, only its hash is stored): ${admin.generatedPassword}\n\n`);
    } else {
      const removed = await removeOutdatedPasswordFile(database.db, env.dataDir);
      if (removed) log(`Deleted ${removed}: the admin password has changed since it was generated.`);
    }
    if (admin.passwordChanged) log("Admin password changed from ADMIN_PASSWORD; existing sessions ended.");
    await sealStoredSecrets(database, env, log, warn);

    if (fresh && env.demoContent) {
      const seeded = await seedDemoContent(database.db);
      log(`Seeded demo content: ${seeded.posts} posts, ${seeded.authors} authors, ${seeded.categories} categories.`);
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * What runs beside the requests: the content-version listener, the embedded database's upkeep, the
 * lead-notification outbox (webhook and e-mail workers), pruning old rate-limit windows, and reading the
 * owner's calendar's busy times.
 */
async function startBackgroundWork(env: Env, database: DatabaseHandle) {
  const versions = await ContentVersion.forDatabase(database);
  const maintenance = await startMaintenance(database, () => versions.current, {
    auditRetentionDays: env.auditRetentionDays,
    leadRetentionDays: env.leadRetentionDays,
  });
  const outbox = startLeadNotifications(env, database.db);
  const busyCalendar = startBusyCalendarRefresh(database.db, env);
  // Rate-limit windows that started over two days ago are of no use to anyone (the longest window, the lead
  // confirmation's, is a day, and its sliding count reads the window before); the funnel's raw marks may not live a day.
  const pruneTimer = setInterval(() => {
    pruneRateLimits(database.db, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)).catch(() => {});
    pruneFunnelMarks(database.db).catch(() => {});
  }, FUNNEL_PRUNE_EVERY_MS);
  // The traffic's visitor hashes and the salt that made them go when their day is over (decision 031).
  const trafficPruneTimer = setInterval(() => pruneTrafficRaw(database.db).catch(() => {}), TRAFFIC_PRUNE_EVERY_MS);
  return {
    versions,
    async stop() {
      clearInterval(pruneTimer);
      clearInterval(trafficPruneTimer);
      maintenance.stop();
      await busyCalendar.stop();
      await outbox.stop();
      await versions.stop();
    },
  };
}

/**
 * Bun.serve around the site's fetch, counting requests in flight so that shutdown closes the database
 * only after the last one is answered. `setFetch` swaps the handler (a `bun dev` reload).
 */
function serveSite(env: Env, initialFetch: Fetch) {
  let fetch = initialFetch;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const server = Bun.serve({
    port: env.port,
    hostname: env.host,
    idleTimeout: 30,
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    // Not async: a cache hit is answered synchronously, without a promise per request.
    fetch(request, bunServer) {
      inFlight++;
      const done = () => {
        inFlight--;
        if (inFlight === 0) onIdle?.();
      };
      let answered: Response | Promise<Response>;
      try {
        answered = fetch(request, bunServer);
      } catch (error) {
        done();
        throw error;
      }
      if (answered instanceof Response) {
        done();
        return answered;
      }
      return answered.finally(done);
    },
  });
  return {
    // Bun's own answer, not the setting: the port when PORT=0, the hostname as bound.
    url: connectableUrl(server.hostname ?? env.host, server.port ?? env.port),
    listening: listeningOn(server.hostname ?? env.host, server.port ?? env.port),
    setFetch(next: Fetch) {
      fetch = next;
    },
    /** Stops accepting connections and waits (at most SHUTDOWN_GRACE_MS) for the requests in flight. */
    async drain() {
      await server.stop(false);
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          onIdle = resolve;
          setTimeout(resolve, SHUTDOWN_GRACE_MS);
        });
      }
    },
  };
}

/**
 * The site's request handler over a started server's database, background work and request log.
 * @example server.setFetch(siteHandlerFor(server, { identity, assets }).fetch);
 */
export function siteHandlerFor(server: Pick<RunningServer, "env" | "database" | "background" | "requestLog">, parts: { identity: SiteIdentity; assets: AssetBundle }) {
  const { env, database, background } = server;
  return createSiteHandler({ env, identity: parts.identity, database, db: database.db, assets: parts.assets, versions: background.versions }, server.requestLog);
}

/**
 * Starts the site: assets, database, background work, then the HTTP server, and logs the "Listening on" line.
 * A failure part-way closes what was opened, so a retry in the same process finds the database free.
 * @example const server = await startServer(parseEnv(process.env));
 */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const { since = performance.now(), note = "", log = console.log, terminal = process.stdout.isTTY ? (text: string) => void process.stdout.write(text) : undefined } = options;
  // Before the database: an image with a missing or stale build stops here, having changed nothing.
  const assets = options.assets ?? (env.isProduction ? openAssetBuild({ sharedDir: env.assetsDir }) : await developmentAssets());

  const database = await openSiteDatabase(env, { log, warn: options.warn ?? ((line) => console.warn(line)) }, terminal);
  let background: BackgroundWork | undefined;
  try {
    background = await startBackgroundWork(env, database);
    const requestLog = env.logRequests ? bufferedRequestLog({ format: env.logFormat }) : undefined;
    const { fetch, flushCounts } = siteHandlerFor({ env, database, background, requestLog }, { identity: env.identity, assets });
    const http = serveSite(env, fetch);

    const where = database.kind === "pglite" ? `embedded database in ${env.dataDir}` : "PostgreSQL";
    log(`Listening on ${http.listening} (${where}), ready in ${Math.round(performance.now() - since)} ms${note}`);

    let stopping: Promise<void> | undefined;
    const running = background;
    return {
      env,
      url: http.url,
      database,
      background,
      requestLog,
      setFetch: http.setFetch,
      stop() {
        stopping ??= (async () => {
          await http.drain();
          requestLog?.flush();
          // The redirect hits and 404s counted since the last batch, while the database is still open.
          await flushCounts().catch((error: unknown) => console.error(`Writing the last redirect and 404 counts failed: ${describeError(error)}`));
          await running.stop();
          const statements = database.statements();
          await database.close();
          // What this instance asked of the database over its life (bun run bench:spike reads it).
          log(`Closed the database after ${statements} statements.`);
        })();
        return stopping;
      },
    };
  } catch (error) {
    // A port in use, say: nothing started here may outlive the failed start.
    await background?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * On the first SIGINT or SIGTERM: logs `stopping`, stops the server, logs `stopped` (if given) and exits.
 * A second signal while stopping changes nothing. Given the start's promise, the handlers are there before
 * the "Listening" line: a signal sent the moment a supervisor reads that line stops the server cleanly
 * once it has started, instead of killing it. A signal during a start that then fails leaves the exit to it.
 * @example stopOnSignals(startServer(env), { stopping: (signal) => `${signal}: stopping…` });
 */
export function stopOnSignals(server: RunningServer | Promise<RunningServer>, lines: { stopping: (signal: string) => string; stopped?: string }, log = console.log): void {
  let signalled = false;
  const shutdown = async (signal: string) => {
    if (signalled) return;
    signalled = true;
    log(lines.stopping(signal));
    const started = await Promise.resolve(server).catch(() => undefined);
    if (!started) return;
    await started.stop();
    if (lines.stopped) log(lines.stopped);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
