/**
 * Leads first in the server's one thread (decision 043). Under a flood of page views the event loop is the
 * scarce thing: every await of a lead waits behind the views in flight. So a page view does its work only on
 * its turn: a few views per turn of the event loop, none while a lead is being taken (for at most
 * `maxWaitMs`), so that a lead's request, and each step of it, waits behind a few views at most, not behind
 * every view the sockets brought in at once.
 */
/** The longest a page view, or a statement of page views, waits for the leads being taken (no person waits for a view). */
export const VIEW_WAIT_FOR_LEADS_MS = 250;

/**
 * Page views that do their work in one turn of the event loop. A view's work is about 0.1–0.2 ms, so a turn
 * of views costs a lead arriving then a millisecond or two; 64 at once (a rush's connections) cost it 10–20.
 */
export const VIEWS_PER_TURN = 8;

let inFlight = 0;

/** Views waiting for their turn, oldest first (`due`: when it goes even if a lead is still being taken). */
const turns: { go: () => void; due: number }[] = [];
let turnScheduled = false;
let dueTimer: ReturnType<typeof setTimeout> | undefined;

/** Lets the next few views go: the oldest first, while no lead is being taken or once they have waited enough. */
function nextTurn(): void {
  turnScheduled = false;
  const now = performance.now();
  let n = 0;
  while (n < VIEWS_PER_TURN && turns.length > 0 && (inFlight === 0 || turns[0]!.due <= now)) {
    turns.shift()!.go();
    n++;
  }
  scheduleTurn();
}

/** The next turn comes after this one; while a lead is being taken, when the oldest view is due (or the lead ends). */
function scheduleTurn(): void {
  if (turns.length === 0 || turnScheduled) return;
  clearTimeout(dueTimer);
  dueTimer = undefined;
  if (inFlight > 0) {
    dueTimer = setTimeout(nextTurn, Math.max(0, turns[0]!.due - performance.now()));
    return;
  }
  turnScheduled = true;
  setImmediate(nextTurn);
}

/** Statements of page views waiting for the leads being taken (they take no turn: one at a time already). */
const afterLeadsWaiting = new Set<() => void>();

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
    if (inFlight === 0) {
      for (const go of afterLeadsWaiting) go();
      scheduleTurn();
    }
  }
}

/**
 * Resolves on the page view's turn: in a later turn of the event loop, with at most VIEWS_PER_TURN others, and
 * when no lead is being taken or after `maxWaitMs`.
 * @example await viewTurn(VIEW_WAIT_FOR_LEADS_MS);
 */
export function viewTurn(maxWaitMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    turns.push({ go: resolve, due: performance.now() + maxWaitMs });
    scheduleTurn();
  });
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
      afterLeadsWaiting.delete(go);
      resolve();
    };
    const timer = setTimeout(go, maxWaitMs);
    afterLeadsWaiting.add(go);
  });
}

/** Leads being taken now (tests). */
export function leadsInFlight(): number {
  return inFlight;
}
