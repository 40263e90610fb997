/**
 * The owner's CalDAV calendar (Nextcloud, Fastmail, iCloud, Radicale…): its collection address, a user name and
 * an app password, checked with a PROPFIND before they are kept (the address must be a calendar the account can
 * reach), the password sealed like the webhook's secret. The address follows the busy-times address's rule:
 * https, or http only to this machine. Requests never follow a redirect: the password must not travel to an
 * address nobody entered.
 */
import { getBasicAuthHeaders, propfind } from "tsdav";
import type { Database } from "../../db/client.ts";
import { readCalDavSetting, writeCalDavSetting } from "../../db/queries/call-calendar.ts";
import { openSecret, sealSecret, secretKeysFor } from "../auth/secret-box.ts";
import type { Env } from "../env.ts";
import { calendarAddressProblem, maskCalendarAddress } from "./busy-calendar-address.ts";

type KeyEnv = Pick<Env, "secretKeys" | "databaseUrl" | "dataDir" | "nodeEnv">;

/** How long one request to the calendar may take. */
export const CALDAV_TIMEOUT_MS = 10_000;

export interface CalDavInput {
  url: string;
  username: string;
  password: string;
}

/** Where a call is written, and the headers that let us. */
export interface CalDavTarget {
  /** The calendar collection, ending in "/". */
  url: string;
  headers: Record<string, string>;
}

export type CalDavField = keyof CalDavInput;

/**
 * The form as kept, or what is wrong with each field.
 * @example parseCalDavInput({ url: "https://dav.example.com/cal/me/work", username: "me", password: "app-pass" })
 * // { input: { url: "https://dav.example.com/cal/me/work/", … } }
 */
export function parseCalDavInput(form: Partial<Record<CalDavField, unknown>>): { input: CalDavInput } | { issues: Partial<Record<CalDavField, string>> } {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const url = text(form.url);
  const username = text(form.username);
  const password = typeof form.password === "string" ? form.password : "";
  const issues: Partial<Record<CalDavField, string>> = {};
  if (url === "") issues.url = "Paste your calendar's CalDAV address.";
  else if (url.length > 2000) issues.url = "The address is longer than 2000 characters.";
  else {
    const problem = calendarAddressProblem(url);
    if (problem) issues.url = problem;
  }
  if (username === "") issues.username = "Enter the user name of the calendar's account.";
  else if (username.length > 200) issues.username = "The user name is longer than 200 characters.";
  if (password === "") issues.password = "Enter the account's password (an app password where the service offers one).";
  else if (password.length > 500) issues.password = "The password is longer than 500 characters.";
  if (Object.keys(issues).length > 0) return { issues };
  const collection = new URL(url);
  if (!collection.pathname.endsWith("/")) collection.pathname += "/";
  return { input: { url: collection.href, username, password } };
}

function targetOf(input: CalDavInput): CalDavTarget {
  return { url: input.url, headers: getBasicAuthHeaders({ username: input.username, password: input.password }) };
}

/** The request options every call to the calendar uses. */
export function calDavFetchOptions(): RequestInit {
  return { redirect: "manual", signal: AbortSignal.timeout(CALDAV_TIMEOUT_MS) };
}

/** Why a calendar answer is not a success, in the owner's words. */
export function calDavStatusProblem(status: number): string {
  if (status === 401 || status === 403) return `the calendar refused the user name or password (HTTP ${status})`;
  if (status === 404) return "there is no calendar at that address (HTTP 404)";
  if (status >= 300 && status < 400) return `the calendar's server sent us to another address (HTTP ${status}): use the calendar's own CalDAV address`;
  return `the calendar's server answered HTTP ${status}`;
}

/** A network failure, in the owner's words (never the address: it may hold the account name). */
export function calDavNetworkProblem(error: unknown): string {
  const name = (error as Error)?.name;
  if (name === "TimeoutError" || name === "AbortError") return `the calendar's server did not answer within ${CALDAV_TIMEOUT_MS / 1000} seconds`;
  const code = (error as { code?: string })?.code;
  return `the calendar's server could not be reached${code ? ` (${code})` : ""}`;
}

/** Whether the address is a calendar this account can reach: undefined when it is, else why not. */
export async function calDavProblem(target: CalDavTarget): Promise<string | undefined> {
  try {
    const [answer] = await propfind({ url: target.url, props: { "d:resourcetype": {} }, depth: "0", headers: target.headers, fetchOptions: calDavFetchOptions() });
    if (!answer) return "the calendar's server gave no answer";
    if (!answer.ok) return calDavStatusProblem(answer.status ?? 0);
    const type = answer.props?.resourcetype as Record<string, unknown> | undefined;
    if (!type || !("calendar" in type)) return "that address is an account or a folder, not a calendar: open the calendar's settings for its own CalDAV address";
    return undefined;
  } catch (error) {
    return calDavNetworkProblem(error);
  }
}

/** Checks the calendar, then keeps it (the password sealed); or says why not, keeping nothing. */
export async function saveCalDav(db: Database, env: KeyEnv, input: CalDavInput): Promise<{ saved: true } | { saved: false; problem: string }> {
  const problem = await calDavProblem(targetOf(input));
  if (problem) return { saved: false, problem };
  await writeCalDavSetting(db, { url: input.url, username: input.username, passwordSealed: sealSecret(secretKeysFor(env), input.password), shown: maskCalendarAddress(input.url) });
  return { saved: true };
}

export async function removeCalDav(db: Database): Promise<void> {
  await writeCalDavSetting(db, null);
}

/** The calendar as the tab shows it: the masked address and the account; null when none is set. */
export async function calDavShown(db: Database): Promise<{ shown: string; username: string } | null> {
  const stored = await readCalDavSetting(db);
  return stored ? { shown: stored.shown, username: stored.username } : null;
}

/** Where calls are written now, read at each write (the owner may remove or change it at any time); null: none. */
export async function calDavTarget(db: Database, env: KeyEnv): Promise<CalDavTarget | null> {
  const stored = await readCalDavSetting(db);
  if (!stored) return null;
  return targetOf({ url: stored.url, username: stored.username, password: openSecret(secretKeysFor(env), stored.passwordSealed) });
}
