/**
 * `bun run admin:password`: sets a new admin password on the configured database and ends every admin
 * session. Reads it from stdin when piped (`printf '%s' "$PW" | bun run admin:password`), else asks twice
 * without echoing it. The password policy applies (src/auth/password-policy.ts): a weak one changes nothing.
 * Every browser the admin had used is forgotten too. `--remove-factors` (or "y" to the question on a
 * terminal) also removes every second factor and recovery code: the way back in when they are lost, or when
 * a thief enrolled one. Both are recorded in the audit log.
 * On the embedded database the server must be stopped (it holds the lock).
 */
import { createInterface } from "node:readline";
import { removeEveryFactor, setAdminPassword } from "../src/auth/admin-user.ts";
import { passwordProblem } from "../src/auth/password-policy.ts";
import { exitWithError, openConfiguredDatabase } from "./cli-database.ts";
import { migrateDatabase } from "./client.ts";
import { recordAudit } from "./queries/audit-log.ts";

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

async function askYesNo(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  return /^\s*y(es)?\s*$/i.test(answer);
}

const password = await readPassword();
const problem = passwordProblem(password);
if (problem) exitWithError(`${problem} Nothing changed.`);
const removeFactors =
  process.argv.includes("--remove-factors") ||
  (process.stdin.isTTY === true && (await askYesNo("Also remove every second factor (passkeys, authenticator apps, recovery codes)? [y/N] ")));

const { env, database } = await openConfiguredDatabase();
try {
  await migrateDatabase(database);
  await setAdminPassword(database.db, password);
  await recordAudit(database.db, { action: "password.set", actorKind: "system", actorId: "cli" });
  console.log("Admin password set; every admin session has ended and every browser is forgotten.");
  if (removeFactors) {
    const removed = await removeEveryFactor(database.db);
    await recordAudit(database.db, { action: "factor.remove_all", actorKind: "system", actorId: "cli", detail: { removed } });
    console.log(`Removed ${removed} second factor${removed === 1 ? "" : "s"} and every recovery code: the password alone logs in.`);
  }
  if (env.adminPassword !== undefined) {
    console.warn("Note: ADMIN_PASSWORD is set, and the server sets the admin password to it at every start. Unset it to keep this one.");
  }
} finally {
  await database.close();
}
