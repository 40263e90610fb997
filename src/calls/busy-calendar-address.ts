/**
 * The owner's calendar's secret ICS address as the admin accepts and shows it. https only — the address is a
 * credential and the calendar is private — except http to this machine itself (127.0.0.1, ::1, localhost), which
 * is what a test's server or a local bridge listens on. webcal:// (what calendar apps hand out) means https://.
 * Shown back as its host and a masked path: the path is where the secret is.
 */

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** Why an address cannot be read, in the owner's words; undefined when it can. */
export function calendarAddressProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Paste the whole address, starting with https://";
  }
  if (url.protocol === "https:") return url.hostname ? undefined : "The address has no host.";
  if (url.protocol === "http:") return LOOPBACK.has(url.hostname) ? undefined : "The address must start with https:// (a calendar's secret address is private).";
  return "The address must start with https://";
}

/**
 * The address to store, or why not.
 * @example parseCalendarAddress(" webcal://p01-caldav.icloud.com/published/2/abc ") // { url: "https://p01-caldav.icloud.com/published/2/abc" }
 */
export function parseCalendarAddress(input: string): { url: string } | { problem: string } {
  const trimmed = input.trim();
  if (trimmed === "") return { problem: "Paste your calendar's secret address (it ends in .ics for most calendars)." };
  if (trimmed.length > 2000) return { problem: "The address is longer than 2000 characters." };
  const text = trimmed.replace(/^webcals?:\/\//i, "https://");
  const problem = calendarAddressProblem(text);
  return problem ? { problem } : { url: new URL(text).href };
}

/** "calendar.google.com/…asic.ics": the host, and only the path's last four characters. */
export function maskCalendarAddress(url: string): string {
  const parsed = new URL(url);
  const rest = `${parsed.pathname}${parsed.search}`;
  return rest.length <= 1 ? parsed.host : `${parsed.host}/…${rest.slice(-4)}`;
}
