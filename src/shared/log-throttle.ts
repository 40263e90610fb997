/**
 * A log line that a request can cause, written at most once per period: a visitor who repeats the request
 * (a failing /healthz during an outage, a flood of leads, a page that fails to render) cannot fill the log.
 * The first line is written at once; those within the period are counted, and the next line written says
 * how many were left out: `healthz: … (99 more since 2026-05-04T10:00:00.000Z)`.
 *
 * Per scope — a database handle or an app: one per process in production, one per test app in the tests —
 * and per topic within it (a route's pattern, never a visitor's raw path: the topics a scope keeps are bounded).
 */

export type ThrottledLevel = "warn" | "error";

export interface ThrottleOptions {
  /** Lines of one topic in one scope are written at most once per this many milliseconds. */
  everyMs: number;
  level?: ThrottledLevel;
  /** Where a line goes; by default console.warn or console.error, by the level. */
  write?: (line: string) => void;
}

export interface ThrottleCall {
  /** What the line is about within its scope (a route's pattern); one topic when not given. */
  topic?: string;
  /** Now, in milliseconds since the epoch; by default Date.now(). */
  now?: number;
}

export type ThrottledLog = (scope: object, line: () => string, call?: ThrottleCall) => void;

interface TopicState {
  writtenAt: number;
  leftOut: number;
}

/** Topics beyond this many in one scope share one: a bound on what a scope keeps, whatever the topics. */
export const MAX_TOPICS_PER_SCOPE = 200;
const OTHER_TOPICS = "\u0000other";

/**
 * The suffix a written line carries when lines were left out since the last one.
 * @example leftOutNote(99, Date.parse("2026-05-04T10:00:00Z")) // " (99 more since 2026-05-04T10:00:00.000Z)"
 */
export function leftOutNote(leftOut: number, since: number): string {
  return leftOut > 0 ? ` (${leftOut} more since ${new Date(since).toISOString()})` : "";
}

/**
 * @example const warnOfFlood = throttledLog({ everyMs: 60_000 }); warnOfFlood(db, () => "leads: too many");
 */
export function throttledLog(options: ThrottleOptions): ThrottledLog {
  const { everyMs, level = "warn" } = options;
  if (!(everyMs > 0)) throw new Error("throttledLog: everyMs must be a positive number of milliseconds");
  const write = options.write ?? ((line: string) => (level === "error" ? console.error(line) : console.warn(line)));
  const scopes = new WeakMap<object, Map<string, TopicState>>();
  return function throttled(scope, line, call = {}) {
    const now = call.now ?? Date.now();
    let topics = scopes.get(scope);
    if (!topics) {
      topics = new Map();
      scopes.set(scope, topics);
    }
    let topic = call.topic ?? "";
    if (!topics.has(topic) && topics.size >= MAX_TOPICS_PER_SCOPE) topic = OTHER_TOPICS;
    const state = topics.get(topic);
    if (state !== undefined && now - state.writtenAt < everyMs) {
      state.leftOut++;
      return;
    }
    write(`${line()}${state ? leftOutNote(state.leftOut, state.writtenAt) : ""}`);
    topics.set(topic, { writtenAt: now, leftOut: 0 });
  };
}
