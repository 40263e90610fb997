/**
 * Reads a calendar's ICS text from its address, bounded: one deadline for the whole read (redirects and body
 * included), a cap on the bytes, a few redirects each checked like the address itself. Errors are sentences the
 * owner can act on; they never quote the address (it is a secret).
 */
import { calendarAddressProblem } from "./busy-calendar-address.ts";

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_ICS_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new Error(`the calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`the calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * @example const text = await fetchIcs("https://calendar.example.com/private/abc/basic.ics");
 */
export async function fetchIcs(address: string, options: { timeoutMs?: number; maxBytes?: number } = {}): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await fetch(url, { redirect: "manual", signal, headers: { Accept: "text/calendar, */*;q=0.5" } });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        url = new URL(location, url).href;
        const problem = calendarAddressProblem(url);
        if (problem) throw new Error(`the calendar's address redirected to one that cannot be read (${problem})`);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`the calendar's server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
      }
      return await readCapped(response, options.maxBytes ?? MAX_ICS_BYTES);
    }
    throw new Error(`the calendar's address redirected more than ${MAX_REDIRECTS} times`);
  } catch (error) {
    if (signal.aborted) throw new Error(`the calendar's server did not answer within ${Math.round((options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000)} seconds`);
    if (error instanceof Error && error.message.startsWith("the calendar")) throw error;
    // Bun's own words for a refused connection or an unknown host, without the address.
    const code = (error as { code?: unknown }).code;
    throw new Error(`the calendar's server could not be reached${typeof code === "string" ? ` (${code})` : ""}`);
  }
}
