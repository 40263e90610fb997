/**
 * Is the database reachable? Tells a lost or refused connection from any other error, and keeps a gate
 * that fails queries at once while PostgreSQL is known to be down, instead of letting each one queue
 * behind reconnection attempts: during an outage a request gets its 503 in milliseconds, and the
 * database, when it comes back, is not met by a pile-up of queued work.
 *
 * The gate closes on the first connection failure a request reports, and opens again as soon as a probe
 * (`select 1`, every `probeEveryMs`) gets an answer. Its lines, one each per outage, by what they ask of a
 * person (docs/operations.md, "Log levels"): the outage at warn — cached pages are served, leads are asked to
 * retry, and a restart or a failover is over in seconds; still down after `escalateAfterMs`, at error — now
 * someone must look; back again, at info.
 */
import { causeChain } from "./error-chain.ts";

/** Thrown instead of a query while the gate is closed. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor() {
    super("the database is unavailable");
  }
}

/** Socket errors, postgres.js's own connection errors, and SQLSTATEs that mean "no usable connection". */
const CONNECTION_FAILURE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown: the server is stopping, or pg_terminate_backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
]);

/**
 * True when the error (or any error it wraps) says the database cannot be reached, rather than that a
 * query was wrong. Drizzle wraps driver errors in `cause`.
 * @example if (isConnectionFailure(error)) return c.json({ error: "…" }, 503);
 */
export function isConnectionFailure(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_FAILURE_CODES.has(code) || code.startsWith("08"))) return true;
  }
  return false;
}

export type GateLogLevel = "info" | "warn" | "error";

/** How long an outage lasts before it is an error line: longer than a restart or a failover takes. */
export const OUTAGE_ESCALATES_AFTER_MS = 60_000;

export interface AvailabilityGateOptions {
  /** Resolves when the database answers. */
  probe(): Promise<void>;
  probeEveryMs?: number;
  /** A probe that takes longer than this has failed. */
  probeTimeoutMs?: number;
  /** Still down after this long: one error line. */
  escalateAfterMs?: number;
  log?: (level: GateLogLevel, line: string) => void;
}

export class AvailabilityGate {
  private downSince: number | undefined;
  private stopped = false;
  private readonly probeEveryMs: number;
  private readonly probeTimeoutMs: number;
  private readonly escalateAfterMs: number;
  private readonly log: (level: GateLogLevel, line: string) => void;

  constructor(private readonly options: AvailabilityGateOptions) {
    this.probeEveryMs = options.probeEveryMs ?? 250;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 2000;
    this.escalateAfterMs = options.escalateAfterMs ?? OUTAGE_ESCALATES_AFTER_MS;
    this.log = options.log ?? ((level, line) => console[level](line));
  }

  get isOpen(): boolean {
    return this.downSince === undefined;
  }

  /** Throws DatabaseUnavailableError while the database is known to be down. */
  check(): void {
    if (this.downSince !== undefined) throw new DatabaseUnavailableError();
  }

  /** Reports a failed query: a connection failure closes the gate. True when it was one. */
  observe(error: unknown): boolean {
    if (!isConnectionFailure(error)) return false;
    if (this.downSince === undefined && !this.stopped && !(error instanceof DatabaseUnavailableError)) {
      this.downSince = performance.now();
      this.log("warn", `The database is unavailable (${codeOf(error)}): answering 503 until it is back`);
      void this.probeUntilBack();
    }
    return true;
  }

  stop(): void {
    this.stopped = true;
  }

  private async probeUntilBack(): Promise<void> {
    let escalated = false;
    while (!this.stopped && this.downSince !== undefined) {
      if (await this.probeOnce()) {
        this.log("info", `The database is back after ${((performance.now() - this.downSince) / 1000).toFixed(1)} s`);
        this.downSince = undefined;
        return;
      }
      if (!escalated && performance.now() - this.downSince >= this.escalateAfterMs) {
        escalated = true;
        this.log("error", `The database is still unavailable after ${Math.round(this.escalateAfterMs / 1000)} s: check that PostgreSQL is running and reachable at DATABASE_URL`);
      }
      await Bun.sleep(this.probeEveryMs);
    }
  }

  private async probeOnce(): Promise<boolean> {
    try {
      await withTimeout(this.options.probe(), this.probeTimeoutMs, "probe");
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The work's result, or a rejection once `ms` have passed without one (the work itself is not stopped).
 * @example await withTimeout(database.ping(), 2000, "database ping");
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function codeOf(error: unknown): string {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return "no code";
}
