/**
 * One line per request, written in batches: a cache hit takes a few microseconds, and a synchronous
 * write per request would cost more than the hit itself. Two formats (LOG_FORMAT):
 *   json   — `{"time":"…","id":"…","method":"GET","path":"/blog","status":200,"ms":0.1,"cache":"hit"}`,
 *            for log collectors (the default in production);
 *   pretty — `GET /blog 200 0.1ms hit`, for a developer's terminal.
 * Only the path is logged — never the query string, a header or a body — so no personal data is written;
 * a path that is itself a secret (a preview link's token) is logged as its route's pattern.
 * The health check is not logged: each instance's container and load balancer call it every few seconds,
 * and a failing one is logged by the check itself with its reason.
 */

export type LogFormat = "json" | "pretty";

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  startedAt: number;
  /** The request's id (its valid X-Request-Id, or one made up for it). */
  id: string;
  cache?: "hit" | "miss";
}

export interface RequestLog {
  record(entry: RequestRecord): void;
  /** Writes what is buffered now (at shutdown). */
  flush(): void;
}

/** Paths whose requests are not logged: the health check. */
const UNLOGGED_PATHS = new Set(["/healthz"]);

/**
 * Paths whose segments are a credential, and what is logged instead: whoever reads the log (a collector,
 * a support engineer) could otherwise open a live preview. Everything under /preview/ is covered, a
 * mistyped tail too. (The Mark contacted link's token is in its query string or body, neither logged.)
 */
const SECRET_PATHS: readonly [RegExp, string][] = [[/^\/preview\//, "/preview/:token"]];

/** The path as the router reads it: "/%70review/…" opens a preview too. */
function decoded(path: string): string {
  if (!path.includes("%")) return path;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * @example loggedPath("/preview/q3Ab…") // "/preview/:token"; loggedPath("/blog") // "/blog"
 */
export function loggedPath(path: string): string {
  const routed = decoded(path);
  for (const [secret, pattern] of SECRET_PATHS) if (secret.test(routed)) return pattern;
  return path;
}

/** An X-Request-Id we repeat and log as it is: a proxy's or a client's tracing id, never arbitrary text. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's own X-Request-Id, when it is a sane one: logged, and sent back on the response.
 * @example const given = givenRequestId(request.headers.get("x-request-id")); const id = given ?? crypto.randomUUID();
 */
export function givenRequestId(header: string | null): string | undefined {
  return header !== null && REQUEST_ID.test(header) ? header : undefined;
}

function line(format: LogFormat, entry: RequestRecord, now: number): string {
  const ms = Math.round((now - entry.startedAt) * 10) / 10;
  const path = loggedPath(entry.path);
  if (format === "pretty") {
    const base = `${entry.method} ${path} ${entry.status} ${ms.toFixed(1)}ms`;
    return entry.cache ? `${base} ${entry.cache}` : base;
  }
  return JSON.stringify({
    time: new Date().toISOString(),
    id: entry.id,
    method: entry.method,
    path,
    status: entry.status,
    ms,
    ...(entry.cache ? { cache: entry.cache } : {}),
  });
}

/**
 * @example const log = bufferedRequestLog({ format: "json" }); log.record({ method: "GET", path: "/", status: 200, startedAt, id });
 */
export function bufferedRequestLog(options: { format?: LogFormat; write?: (text: string) => void; everyMs?: number; maxLines?: number } = {}): RequestLog {
  const { format = "pretty", write = (text: string) => void process.stdout.write(text), everyMs = 250, maxLines = 1000 } = options;
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = `${lines.join("\n")}\n`;
    lines = [];
    write(text);
  }

  return {
    record(entry) {
      if (UNLOGGED_PATHS.has(entry.path)) return;
      lines.push(line(format, entry, performance.now()));
      if (lines.length >= maxLines) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, everyMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
