/**
 * The owner's busy times, read from their calendar's secret ICS address: saving it (sealed like the webhook
 * addresses), reading it (one instance at a time, by a claim on the database row), and what the admin shows of
 * it. A failed read keeps the last good copy — slots keep being offered from it — and records why.
 */
import type { Database } from "../../db/client.ts";
import {
  type BusyCalendarRow,
  claimBusyCalendarRead,
  readBusyCalendar,
  recordBusyCalendarFailure,
  setBusyCalendarAddress,
  storeBusyTimes,
} from "../../db/queries/busy-calendar.ts";
import { readCallSettings } from "../../db/queries/calls.ts";
import { openSecret, sealSecret, secretKeysFor } from "../auth/secret-box.ts";
import type { Env } from "../env.ts";
import { maskCalendarAddress } from "./busy-calendar-address.ts";
import { expandBusyIcs } from "./busy-ics.ts";
import { FETCH_TIMEOUT_MS, fetchIcs } from "./fetch-ics.ts";

export type BusyCalendarEnv = Pick<Env, "secretKeys" | "databaseUrl" | "dataDir" | "nodeEnv">;

/** How often the server reads the calendar: a new meeting blocks its time within about this long. */
export const BUSY_REFRESH_EVERY_MS = 5 * 60_000;
/** How long a claim holds: past the read's own deadline, so it lapses only when its holder died. */
const CLAIM_HOLD_MS = FETCH_TIMEOUT_MS * 6;
const DAY_MS = 86_400_000;

/** A checked address (parseCalendarAddress), sealed, replacing any earlier one and its busy times. */
export async function saveBusyCalendarAddress(db: Database, env: BusyCalendarEnv, url: string): Promise<void> {
  await setBusyCalendarAddress(db, { sealed: sealSecret(secretKeysFor(env), url), shown: maskCalendarAddress(url) });
}

export async function removeBusyCalendarAddress(db: Database): Promise<void> {
  await setBusyCalendarAddress(db, null);
}

export type RefreshResult = { kind: "not-due" } | { kind: "read"; busy: number } | { kind: "failed"; reason: string } | { kind: "superseded" };

/**
 * Reads the calendar when a read is due and no other instance is reading it; `force` reads now (after a save).
 * Covers a day back (a meeting running now) to a day past the booking horizon.
 * @example await refreshBusyCalendar(db, env, { force: true })
 */
export async function refreshBusyCalendar(db: Database, env: BusyCalendarEnv, options: { force?: boolean; now?: Date } = {}): Promise<RefreshResult> {
  const claim = await claimBusyCalendarRead(db, { dueAfterMs: options.force ? 0 : BUSY_REFRESH_EVERY_MS - 30_000, holdMs: CLAIM_HOLD_MS });
  if (!claim) return { kind: "not-due" };
  try {
    const url = openSecret(secretKeysFor(env), claim.urlSealed);
    const settings = await readCallSettings(db);
    const now = options.now ?? new Date();
    const busy = expandBusyIcs(await fetchIcs(url), {
      from: new Date(now.getTime() - DAY_MS),
      to: new Date(now.getTime() + (settings.horizonDays + 1) * DAY_MS),
      zone: settings.zone,
    });
    return (await storeBusyTimes(db, claim.version, busy)) ? { kind: "read", busy: busy.length } : { kind: "superseded" };
  } catch (error) {
    const reason = readableReason(error);
    await recordBusyCalendarFailure(db, claim.version, reason);
    return { kind: "failed", reason };
  }
}

function readableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith("the calendar")) return message;
  if (/sealed with key/.test(message)) return "the saved address cannot be opened with this server's key: paste it again";
  // ical.js's parse errors name the line, not the secret.
  return `the address did not return a calendar that could be read (${message.slice(0, 200)})`;
}

/** What the admin shows: never the address itself. */
export interface BusyCalendarState {
  /** Host and masked path; null: no calendar. */
  shown: string | null;
  fetchedAt: Date | null;
  succeededAt: Date | null;
  lastError: string | null;
  busyCount: number;
}

export function busyCalendarState(row: BusyCalendarRow | undefined): BusyCalendarState {
  return {
    shown: row?.urlSealed ? (row.urlShown ?? "(saved)") : null,
    fetchedAt: row?.fetchedAt ?? null,
    succeededAt: row?.succeededAt ?? null,
    lastError: row?.urlSealed ? (row.lastError ?? null) : null,
    busyCount: row?.busyCount ?? 0,
  };
}

export async function readBusyCalendarState(db: Database): Promise<BusyCalendarState> {
  return busyCalendarState(await readBusyCalendar(db));
}

/**
 * Reads the calendar every BUSY_REFRESH_EVERY_MS from the server process (each instance tries; the claim lets
 * one read). The first try is at once, so a restart does not wait five minutes.
 */
export function startBusyCalendarRefresh(db: Database, env: BusyCalendarEnv, options: { everyMs?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.warn(line));
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = refreshBusyCalendar(db, env)
      .then((result) => {
        if (result.kind === "failed") log(`calendar busy times: ${result.reason}`);
      })
      .catch((error: unknown) => log(`calendar busy times: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, options.everyMs ?? BUSY_REFRESH_EVERY_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
