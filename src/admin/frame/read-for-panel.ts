/**
 * A tab's rows for its page. Should reading them fail, the tab is still served, with the list's error and a Retry
 * (a link to the same address) in place of the rows — unless the database cannot be reached at all, which answers
 * the site's 503 page with Retry-After, like every page that needs it.
 */
import { isConnectionFailure } from "../../../db/availability.ts";
import { describeError } from "../../http/describe-error.ts";

/** @example const rows = await readForPanel("/admin/tags", () => readTags(db)); // undefined when the read failed */
export async function readForPanel<T>(where: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    console.error(`GET ${where}: reading the list failed: ${describeError(error)}`);
    return undefined;
  }
}
