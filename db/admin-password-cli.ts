/**
 * `bun run admin:password`: sets a new admin password on the configured database and ends every admin
 * session. Reads it from stdin when piped (`printf '%s' "$PW" | bun run admin:password`), else asks twice
 * without echoing it. The password policy applies (src/auth/password-policy.ts): a weak one changes nothing.
 * On the embedded database the server must be stopped (it holds the lock).
 */
import { createInterface } from "node:readline";
import { setAdminPassword } from "../src/auth/admin-user.ts";
import { passwordProblem } from "../src/auth/password-policy.ts";
import { exitWithError, openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";

/** One line from the terminal, not echoed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await Bun.stdin.text()).replace(/\r?\n$/, "");
  const first = await askHidden("New admin password: ");
  const again = await askHidden("Once more: ");
  if (first !== again) exitWithError("The two passwords differ; nothing changed.");
  return first;
}

const password = await readPassword();
const problem = passwordProblem(password);
if (problem) exitWithError(`${problem} Nothing changed.`);

const { env, database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  await setAdminPassword(database.db, password);
  console.log("Admin password set; every admin session has ended.");
  if (env.adminPassword !== undefined) {
    console.warn("Note: ADMIN_PASSWORD is set, and the server sets the admin password to it at every start. Unset it to keep this one.");
  }
} finally {
  await database.close();
}
