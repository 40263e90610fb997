/**
 * What the frame shows over every tab, read on the server beside the tab's own reads: the banners, the count of
 * New leads beside the Leads link and the strip's counts of what needs doing (one statement). The count is a hint, not the page: it is asked for first, so it runs beside the
 * tab's reads, and the page waits for it at most NEW_LEADS_GRACE_MS after those are in — a slow count shows none
 * rather than hold the tab up, and a failed one shows none rather than fail it.
 */
import type { Database } from "../../../db/client.ts";
import { readUrgentCounts, type UrgentCounts } from "../../../db/queries/overview.ts";
import type { Env } from "../../env.ts";
import { type AdminBanners, readAdminBanners } from "./banners.ts";
import { readForFrame } from "./read-for-frame.ts";

export interface AdminFrameData {
  banners: AdminBanners;
  /** New leads, spam left out; null when the count failed or came too late. */
  newLeads: number | null;
  /** The strip's counts (New leads past the promise, follow-ups due), read with the New leads; null as newLeads. */
  urgent: UrgentCounts | null;
}

/** Longer than the count takes behind a tab's reads on a busy embedded database, short enough not to be noticed. */
export const NEW_LEADS_GRACE_MS = 250;

/**
 * `read`'s value, or `late` when it is not in within `graceMs` after `others` are. A rejection of either is passed on.
 * @example const n = await inGraceOf(count, Promise.all([rows, banners]), 250, null);
 */
export async function inGraceOf<T>(read: Promise<T>, others: Promise<unknown>, graceMs: number, late: T): Promise<T> {
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = others.then(
    () =>
      new Promise<T>((resolve) => {
        if (settled) return;
        timer = setTimeout(resolve, graceMs, late);
      }),
  );
  try {
    return await Promise.race([read, deadline]);
  } finally {
    settled = true;
    clearTimeout(timer);
  }
}

/** @example const [rows, frame] = await readWithFrame(db, env, readForPanel("/admin/tags", () => readTags(db))); */
export async function readWithFrame<T>(db: Database, env: Env, panel: Promise<T>): Promise<[T, AdminFrameData]> {
  const count = readForFrame("the counts of what needs doing", readUrgentCounts(db), null);
  const others = Promise.all([panel, readAdminBanners(db, env)]);
  const [[loaded, banners], urgent] = await Promise.all([others, inGraceOf(count, others, NEW_LEADS_GRACE_MS, null)]);
  return [loaded, { banners, newLeads: urgent?.newLeads ?? null, urgent }];
}
