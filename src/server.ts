/** Entry point: starts the site from the environment and stops it gracefully on SIGTERM / SIGINT. */
import { startServer, stopOnSignals } from "./boot.ts";
import { type Env, parseEnv } from "./env.ts";
import { logFormatOf, sendConsoleTo, serverLog } from "./http/server-log.ts";
import { forgetStartFailure, startFailureLine } from "./start-up-failure.ts";

// Decided before the environment is parsed: a bad variable is itself a line of the log.
const format = logFormatOf(process.env);
const log = serverLog(format);
if (format === "json") sendConsoleTo(log);

let env: Env | undefined;
try {
  env = parseEnv(process.env);
  const starting = startServer(env, { log: log.info, warn: log.warn });
  // Before the start resolves: "Listening" is logged inside it, and a SIGTERM may follow that line at once.
  stopOnSignals(starting, { stopping: (signal) => `${signal}: finishing in-flight requests, then closing the database…`, stopped: "Stopped." }, log.info);
  const server = await starting;
  forgetStartFailure(env.dataDir);
  // Nothing can be read or written any more: every request would answer 503 until a restart. Stop, so that the
  // supervisor starts a server with a working database (a visitor's funnel keeps what was typed after a failure).
  void server.database.lost.then(async (reason) => {
    log.error(`The embedded database stopped (${reason.message}): stopping the server, exit 1`);
    await server.stop().catch(() => {});
    process.exit(1);
  });
} catch (error) {
  // What the operator can fix is one line saying what to do; anything else, its first line and where the rest is.
  log.error(startFailureLine(error, env?.dataDir));
  process.exit(1);
}
