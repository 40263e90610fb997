/** Opens the configured database for a command-line tool, with one clear line on bad configuration. */
import { databaseOptions, parseEnv, type Env } from "../src/env.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";

export async function openConfiguredDatabase(): Promise<{ env: Env; database: DatabaseHandle }> {
  try {
    const env = parseEnv(process.env);
    const database = await openDatabase(databaseOptions(env));
    return { env, database };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
