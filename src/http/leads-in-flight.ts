/**
 * Leads first in the server's one thread (decision 043). Under a flood of page views the event loop is the
 * scarce thing: every await of a lead waits behind the views in flight. So while a lead is being taken, a page
 * view waits (at most `maxWaitMs`) before doing any work of its own, and the lead has the thread.
 */
/** The longest a page view, or a statement of page views, waits for the leads being taken (no person waits for a view). */
export const VIEW_WAIT_FOR_LEADS_MS = 250;

/**
 * Views let go in one turn of the event loop once the leads are done: the rest wait for the next turn. All of
 * them at once (64 in a rush) ran back to back in microtasks, and a lead arriving meanwhile was not read
 * until the last was done.
 */
export const VIEWS_LET_GO_PER_TURN = 8;

let inFlight = 0;
const waiting = new Set<() => void>();
let lettingGo = false;

/** Lets the waiting views go a few per event-loop turn, and stops as soon as a lead is being taken again. */
function release(): void {
  if (lettingGo) return;
  lettingGo = true;
  const turn = () => {
    if (inFlight > 0 || waiting.size === 0) {
      lettingGo = false;
      return;
    }
    let n = 0;
    for (const go of waiting) {
      if (n++ === VIEWS_LET_GO_PER_TURN) break;
      go();
    }
    setImmediate(turn);
  };
  turn();
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
    const go = () => {
      clearTimeout(timer);
      waiting.delete(go);
      resolve();
    };
    const timer = setTimeout(go, maxWaitMs);
    waiting.add(go);
  });
}

/** Leads being taken now (tests). */
export function leadsInFlight(): number {
  return inFlight;
}
