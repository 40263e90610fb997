/** Opens the configured database for a command-line tool, with one clear line on bad configuration. */
import { databaseOptions, type Env, parseEnv } from "../src/env.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/** A command-line tool's end on bad input or configuration: the reason in one line, exit code 1. */
export function exitWithError(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The environment, or the tool ends with the one line naming the bad variable. */
export function configuredEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    exitWithError((error as Error).message);
  }
}

export async function openConfiguredDatabase(): Promise<{ env: Env; database: DatabaseHandle }> {
  const env = configuredEnv();
  try {
    return { env, database: await openDatabase(databaseOptions(env)) };
  } catch (error) {
    exitWithError((error as Error).message);
  }
}
