/**
 * The dashboard's security alert, read from the audit log: wrong answers to the login's second step
 * (someone had the right password) since the owner last changed the password or dismissed the alert,
 * within the last 30 days. Two index range reads on (action, at).
 */
import { and, count, eq, gt, inArray, max, min } from "drizzle-orm";
import type { Database } from "../client.ts";
import { auditLog } from "../schema/index.ts";

/** Wrong second-step answers before the alert shows: one mistyped code is not an attack. */
export const SECURITY_ALERT_AFTER = 3;
const LOOK_BACK_MS = 30 * 24 * 60 * 60 * 1000;
export const SECURITY_ALERT_DISMISS_ACTION = "security_alert.dismiss";

export interface SecondStepAlert {
  /** Wrong (or paused) second-step answers since. */
  failures: number;
  firstAt: Date;
  lastAt: Date;
}

/** @example const alert = await readSecondStepAlert(db); if (alert) … */
export async function readSecondStepAlert(db: Database, now = new Date()): Promise<SecondStepAlert | null> {
  const [settled] = await db
    .select({ at: max(auditLog.at) })
    .from(auditLog)
    .where(and(inArray(auditLog.action, ["password.change", SECURITY_ALERT_DISMISS_ACTION]), eq(auditLog.outcome, "success")));
  const lookBack = new Date(now.getTime() - LOOK_BACK_MS);
  const since = settled?.at && settled.at > lookBack ? settled.at : lookBack;
  const [row] = await db
    .select({ failures: count(), firstAt: min(auditLog.at), lastAt: max(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.action, "login.second_factor"), inArray(auditLog.outcome, ["failure", "refused"]), gt(auditLog.at, since)));
  if (!row || row.failures < SECURITY_ALERT_AFTER || !row.firstAt || !row.lastAt) return null;
  return { failures: row.failures, firstAt: row.firstAt, lastAt: row.lastAt };
}
