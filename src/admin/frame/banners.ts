/**
 * What shows above every admin tab, read on the server with the tab: notification channels whose latest delivery
 * failed, and wrong second-step codes after a right password. A failed read shows no banner rather than failing
 * the tab; a database that cannot be reached at all answers the site's 503 page, like every page that needs it.
 */
import type { Database } from "../../../db/client.ts";
import { readSecondStepAlert, type SecondStepAlert } from "../../../db/queries/security-alerts.ts";
import type { Env } from "../../env.ts";
import type { ChannelHealth } from "../../shared/notifications.ts";
import { readFailingChannels } from "../notifications/read-notifications.ts";
import { readForFrame } from "./read-for-frame.ts";

export interface AdminBanners {
  /** Notification channels whose most recent delivery failed. */
  failingChannels: ChannelHealth[];
  /** Wrong second-step codes after a right password. */
  securityAlert: SecondStepAlert | null;
}

export async function readAdminBanners(db: Database, env: Env): Promise<AdminBanners> {
  const [failingChannels, securityAlert] = await Promise.all([
    readForFrame("the notification channels", readFailingChannels(db, env), []),
    readForFrame("the security alert", readSecondStepAlert(db), null),
  ]);
  return { failingChannels, securityAlert };
}
