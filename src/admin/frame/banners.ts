/**
 * What shows above every admin tab, read on the server with the tab: notification channels whose latest delivery
 * failed, and wrong second-step codes after a right password. A failed read shows no banner rather than failing
 * the tab; a database that cannot be reached at all answers the site's 503 page, like every page that needs it.
 */
import { isConnectionFailure } from "../../../db/availability.ts";
import type { Database } from "../../../db/client.ts";
import { readSecondStepAlert, type SecondStepAlert } from "../../../db/queries/security-alerts.ts";
import type { Env } from "../../env.ts";
import { describeError } from "../../http/describe-error.ts";
import type { ChannelHealth } from "../../shared/notifications.ts";
import { readFailingChannels } from "../notifications/read-notifications.ts";

export interface AdminBanners {
  /** Notification channels whose most recent delivery failed. */
  failingChannels: ChannelHealth[];
  /** Wrong second-step codes after a right password. */
  securityAlert: SecondStepAlert | null;
}

function orNothing<T>(what: string, read: Promise<T>, nothing: T): Promise<T> {
  return read.catch((error: unknown) => {
    if (isConnectionFailure(error)) throw error;
    console.error(`An admin page: reading ${what} failed: ${describeError(error)}`);
    return nothing;
  });
}

export async function readAdminBanners(db: Database, env: Env): Promise<AdminBanners> {
  const [failingChannels, securityAlert] = await Promise.all([
    orNothing("the notification channels", readFailingChannels(db, env), []),
    orNothing("the security alert", readSecondStepAlert(db), null),
  ]);
  return { failingChannels, securityAlert };
}
