/**
 * Keeps each New lead's promise pill current while the Leads tab is open: every 30 seconds the age of each pill the
 * server rendered (data-promise-since) is written again, text, words and tone — the clock runs in the browser, the
 * list is not read again (the admin never polls).
 */
import { promiseAge } from "../../../shared/lead-admin.ts";
import { LEADS_PAGE } from "../shared/leads-address.ts";
import { promiseToneClass } from "../shared/promise-tone.ts";

const TICK_MS = 30_000;

function tick() {
  const now = Date.now();
  for (const pill of document.querySelectorAll<HTMLElement>("[data-promise-since]")) {
    const age = promiseAge(pill.dataset.promiseSince ?? "", now);
    pill.dataset.tone = age.tone;
    pill.title = age.label;
    pill.className = promiseToneClass(age.tone);
    const text = pill.querySelector("[data-promise-text]");
    const label = pill.querySelector("[data-promise-label]");
    if (text) text.textContent = age.text;
    if (label) label.textContent = age.label;
  }
}

/** Starts the clock on the Leads page, the one with pills (they may arrive later, with a swap: each tick looks). */
export function keepPromisesCurrent() {
  if (location.pathname !== LEADS_PAGE) return;
  setInterval(tick, TICK_MS);
}
