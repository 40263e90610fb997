/** Entry point: starts the site from the environment and stops it gracefully on SIGTERM / SIGINT. */
import { DataDirLockedError } from "../db/embedded-lock.ts";
import { startServer, stopOnSignals } from "./boot.ts";
import { EnvError, parseEnv } from "./env.ts";
import { AssetBuildError } from "./render/asset-build.ts";

try {
  const server = await startServer(parseEnv(process.env));
  stopOnSignals(server, { stopping: (signal) => `${signal}: finishing in-flight requests, then closing the database…`, stopped: "Stopped." });
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof AssetBuildError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
}
