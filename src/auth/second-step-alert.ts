/**
 * Someone who knows the admin password is failing the second step: the owner hears of it by e-mail (at
 * most once an hour) and sees it above every tab of the dashboard until they change the password or
 * dismiss it (db/queries/security-alerts.ts reads that from the audit log).
 */
import type { Context } from "hono";
import { hitRateLimit } from "../../db/queries/rate-limits.ts";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { coarseNetwork } from "../http/coarse-network.ts";
import { tellOwner } from "./security-notices.ts";

const MAIL_BUCKET = "admin-second-step-alert-mail";
const MAIL_EVERY_MS = 60 * 60_000;

/** @example await alertOwnerOfWrongCodes(c, step.userId, 3); */
export async function alertOwnerOfWrongCodes(c: Context<AppEnv>, userId: string, failuresThisHour: number): Promise<void> {
  const { db, env } = c.var.deps;
  const once = await hitRateLimit(db, { bucket: MAIL_BUCKET, subject: userId, limit: 1, windowMs: MAIL_EVERY_MS, refusedCounts: false });
  if (!once.allowed) return;
  void tellOwner(env, db, {
    subject: "someone knows your password",
    paragraphs: [
      `Someone entered your admin password correctly, then ${failuresThisHour} wrong codes for the second step within the hour (the latest from the network ${coarseNetwork(clientIp(c, env.proxyTrust))}).`,
      "Codes are paused for a while after ten wrong ones in an hour; passkeys keep working. Change your password now: it is no longer a secret.",
    ],
  });
}
