/**
 * For db/embedded-lock.test.ts: tries to take DATA_DIR's lock, prints "locked" or "refused", and holds a
 * taken lock for the given milliseconds. Usage: bun tests/support/hold-data-dir-lock.ts <dir> <holdMs>
 */
import { acquireDataDirLock, DataDirLockedError } from "../../db/embedded-lock.ts";

const [dir, holdMs] = process.argv.slice(2);
try {
  const lock = acquireDataDirLock(dir!);
  console.log("locked");
  await Bun.sleep(Number(holdMs));
  lock.release();
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.log("refused");
}
