/**
 * Leads first in the server's one thread (decision 043). Under a flood of page views the event loop is the
 * scarce thing: every await of a lead waits behind the views in flight. So while a lead is being taken, a page
 * view waits (at most `maxWaitMs`) before doing any work of its own, and the lead has the thread.
 */
/** The longest a page view, or a statement of page views, waits for the leads being taken (no person waits for a view). */
export const VIEW_WAIT_FOR_LEADS_MS = 250;

let inFlight = 0;
let waiting: (() => void)[] = [];

function release(): void {
  const ready = waiting;
  waiting = [];
  for (const go of ready) go();
}

/**
 * Runs `work` as a lead being taken.
 * @example await asLead(() => next());
 */
export async function asLead<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    if (inFlight === 0) release();
  }
}

/**
 * Resolves when no lead is being taken, or after `maxWaitMs`; undefined (no promise, no wait) when none is.
 * @example const wait = afterLeads(100); if (wait) await wait;
 */
export function afterLeads(maxWaitMs: number): Promise<void> | undefined {
  if (inFlight === 0) return undefined;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Leads being taken now (tests). */
export function leadsInFlight(): number {
  return inFlight;
}
