/**
 * The embedded database's directory is for its owner alone: it holds leads, the admin's password hash
 * and live sessions. The directory is made (or made again) 0700 — that alone keeps every other user out
 * of everything in it — and whatever is in it loses every permission for group and others, at open and
 * again at close: PGlite's emulated file system gives the files it creates mode 0666 whatever the umask.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const OWNER_ONLY_UMASK = 0o077;

/** Removes group and other permissions from `path` and, for a directory, from everything under it. */
export function restrictToOwner(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return; // a link's own mode means nothing; its target is not ours to change
  if ((stats.mode & 0o077) !== 0) chmodSync(path, stats.mode & 0o700);
  if (stats.isDirectory()) for (const name of readdirSync(path)) restrictToOwner(join(path, name));
}

/**
 * @example prepareDataDir("./data"); // ./data is drwx------, its files -rw-------
 */
export function prepareDataDir(dataDir: string): string {
  process.umask(OWNER_ONLY_UMASK);
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  restrictToOwner(dir);
  return dir;
}
