/** Entry point: starts the site from the environment and stops it gracefully on SIGTERM / SIGINT. */
import { DataDirNotWritableError } from "../db/data-dir.ts";
import { DataDirLockedError } from "../db/embedded-lock.ts";
import { startServer, stopOnSignals } from "./boot.ts";
import { EnvError, parseEnv } from "./env.ts";
import { describeError } from "./http/describe-error.ts";
import { logFormatOf, sendConsoleTo, serverLog } from "./http/server-log.ts";
import { AssetBuildError } from "./render/asset-build.ts";

// Decided before the environment is parsed: a bad variable is itself a line of the log.
const format = logFormatOf(process.env);
const log = serverLog(format);
if (format === "json") sendConsoleTo(log);

try {
  const starting = startServer(parseEnv(process.env), { log: log.info });
  // Before the start resolves: "Listening" is logged inside it, and a SIGTERM may follow that line at once.
  stopOnSignals(starting, { stopping: (signal) => `${signal}: finishing in-flight requests, then closing the database…`, stopped: "Stopped." }, log.info);
  await starting;
} catch (error) {
  // What the operator can fix is one line saying what to do; anything else, with where it happened.
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DataDirNotWritableError || error instanceof AssetBuildError) {
    log.error(error.message);
  } else {
    log.error(`Start-up failed: ${describeError(error)}`);
  }
  process.exit(1);
}
