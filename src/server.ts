/** Entry point: boots the site and shuts it down gracefully on SIGTERM / SIGINT. */
import { DataDirLockedError } from "../db/embedded-lock.ts";
import { boot } from "./boot.ts";
import { EnvError } from "./env.ts";
import { AssetBuildError } from "./render/asset-build.ts";

try {
  const running = await boot(process.env);
  let signalled = false;
  const shutdown = async (signal: string) => {
    if (signalled) return;
    signalled = true;
    console.log(`${signal}: finishing in-flight requests, then closing the database…`);
    await running.stop();
    console.log("Stopped.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof AssetBuildError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
}
