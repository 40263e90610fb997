/**
 * The admin password a first start generates goes to a file only its owner can read,
 * DATA_DIR/admin-password.txt (mode 0600), and to the terminal only when standard output is one: never
 * to a log, where it would outlive the first login (`docker logs` keeps a container's output). The
 * file says to delete it after the first sign-in; a start that finds the password in it no longer
 * works (changed in the Security tab, by ADMIN_PASSWORD or `admin:password`) deletes it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/index.ts";
import { ADMIN_USERNAME } from "./admin-user.ts";
import { verifyPassword } from "./password.ts";

export const PASSWORD_FILE_NAME = "admin-password.txt";

/** Where the first start's password is kept for its owner. */
export function passwordFilePath(dataDir: string): string {
  return join(resolve(dataDir), PASSWORD_FILE_NAME);
}

/**
 * Writes the generated password (its first line) and what to do with it; the file is created 0600,
 * replacing any earlier one. Returns its path.
 * @example const file = writePasswordFile(env.dataDir, generated, env.siteUrl);
 */
export function writePasswordFile(dataDir: string, password: string, siteUrl: string): string {
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  const path = passwordFilePath(dataDir);
  rmSync(path, { force: true });
  const text = [
    password,
    "",
    "The admin password this site generated at its first start (the database holds only its hash).",
    `Sign in at ${siteUrl}/admin with it, then delete this file. The server deletes it itself at the`,
    "first start after the password has changed.",
    "",
  ].join("\n");
  // "wx": created here with its mode, never an existing file (or a link planted in its place) written through.
  writeFileSync(path, text, { mode: 0o600, flag: "wx" });
  return path;
}

/**
 * Deletes the password file when the password in it is no longer the admin's. Returns the deleted
 * file's path, or undefined (no file, or it still holds the password).
 * @example const removed = await removeOutdatedPasswordFile(db, env.dataDir);
 */
export async function removeOutdatedPasswordFile(db: Database, dataDir: string): Promise<string | undefined> {
  const path = passwordFilePath(dataDir);
  if (!existsSync(path)) return undefined;
  const password = readFileSync(path, "utf8").split("\n")[0]!.trim();
  const [admin] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);
  if (admin && password !== "" && (await verifyPassword(password, admin.passwordHash))) return undefined;
  rmSync(path, { force: true });
  return path;
}
