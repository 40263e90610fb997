/**
 * The embedded database's directory is for its owner alone: it holds leads, the admin's password hash
 * and live sessions. The directory is made (or made again) 0700 — that alone keeps every other user out
 * of everything in it — and whatever is in it loses every permission for group and others, at open and
 * again at close: PGlite's emulated file system gives the files it creates mode 0666 whatever the umask.
 */
import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const OWNER_ONLY_UMASK = 0o077;

/**
 * A data directory this process may not write or re-mode — typically a bind mount owned by root in
 * front of a container that runs as an unprivileged user: one line saying what to do, not a stack trace.
 */
export class DataDirNotWritableError extends Error {
  override name = "DataDirNotWritableError";
  constructor(dir: string, user = currentUser()) {
    super(
      `DATA_DIR ${dir} is not writable by user ${user.name} (uid ${user.uid}): give it to that user (chown -R ${user.uid}:${user.gid} on the host directory of a bind mount), or use a named volume.`,
    );
  }
}

/** This process's user, named from /etc/passwd (Bun's os.userInfo() reads $USER, which a container's USER line does not set). */
function currentUser(): { name: string; uid: number; gid: number } {
  const uid = process.getuid?.() ?? -1;
  const gid = process.getgid?.() ?? -1;
  let name = String(uid);
  try {
    const entry = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .map((line) => line.split(":"))
      .find((fields) => fields[2] === String(uid));
    if (entry?.[0]) name = entry[0];
  } catch {
    // No /etc/passwd (or not readable): the number is name enough.
  }
  return { name, uid, gid };
}

/** The file-system errors that mean "not yours": no permission to create, write or change the mode. */
function isPermissionError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "EPERM" || code === "EACCES" || code === "EROFS";
}

/** Removes group and other permissions from `path` and, for a directory, from everything under it. */
export function restrictToOwner(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return; // a link's own mode means nothing; its target is not ours to change
  if ((stats.mode & 0o077) !== 0) chmodSync(path, stats.mode & 0o700);
  if (stats.isDirectory()) for (const name of readdirSync(path)) restrictToOwner(join(path, name));
}

/**
 * Makes the directory (0700) and takes group and other permissions off what is in it; throws
 * DataDirNotWritableError when this process may not.
 * @example prepareDataDir("./data"); // ./data is drwx------, its files -rw-------
 */
export function prepareDataDir(dataDir: string): string {
  process.umask(OWNER_ONLY_UMASK);
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    restrictToOwner(dir);
    accessSync(dir, constants.W_OK);
  } catch (error) {
    if (isPermissionError(error)) throw new DataDirNotWritableError(dir);
    throw error;
  }
  return dir;
}
