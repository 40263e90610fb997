/**
 * What the frame shows over every tab (the banners, the new leads' count) is read beside the tab's own rows and is
 * never worth failing the tab for: a failed read shows nothing in its place. A database that cannot be reached at
 * all still answers the site's 503 page with Retry-After, like every page that needs it.
 */
import { isConnectionFailure } from "../../../db/availability.ts";
import { describeError } from "../../http/describe-error.ts";

/** @example const alert = await readForFrame("the security alert", readSecondStepAlert(db), null); */
export function readForFrame<T>(what: string, read: Promise<T>, nothing: T): Promise<T> {
  return read.catch((error: unknown) => {
    if (isConnectionFailure(error)) throw error;
    console.error(`An admin page: reading ${what} failed: ${describeError(error)}`);
    return nothing;
  });
}
