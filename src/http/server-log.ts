/**
 * The server's own lines — start, stop, the first-start password's file, migrations, warnings — in the
 * request log's format (LOG_FORMAT): in production one JSON object per line,
 *   `{"time":"…","level":"info","message":"Listening on http://0.0.0.0:3000 (all IPv4 interfaces; …) (PostgreSQL), ready in 412 ms"}`,
 * so a log collector never meets a plain-text line between the request lines; `pretty` writes the
 * message alone, as a developer's terminal always showed it.
 */
import { describeError } from "./describe-error.ts";
import type { LogFormat } from "./request-log.ts";

export type LogLevel = "info" | "warn" | "error";

export interface ServerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface Streams {
  out: (text: string) => void;
  err: (text: string) => void;
}

const STANDARD_STREAMS: Streams = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/**
 * One line of the server's log; a JSON message that spanned lines stays one line (newlines escaped).
 * @example logLine("json", "warn", "The database is unavailable") // {"time":"…","level":"warn","message":"The database is unavailable"}
 */
export function logLine(format: LogFormat, level: LogLevel, message: string): string {
  if (format === "pretty") return message;
  return JSON.stringify({ time: new Date().toISOString(), level, message });
}

/**
 * @example const log = serverLog("json"); log.info("Listening on …");
 */
export function serverLog(format: LogFormat, streams: Streams = STANDARD_STREAMS): ServerLog {
  const write = (level: LogLevel) => (message: string) => {
    const text = `${logLine(format, level, message)}\n`;
    if (level === "info") streams.out(text);
    else streams.err(text);
  };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}

/** console.log's arguments as one message: strings as they are, an error as its message and causes, anything else as JSON. */
function messageOf(parts: unknown[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if (part instanceof Error) return describeError(part);
      try {
        return JSON.stringify(part) ?? String(part);
      } catch {
        return String(part);
      }
    })
    .join(" ");
}

/**
 * Sends every console line of this process through `log`: the modules that warn with console.warn (an
 * outage, a flood, a failed render) need not know the log's format, and no plain-text line slips
 * between the JSON ones. Only the server's entry point calls it; tests and tools keep the plain console.
 * @example if (format === "json") sendConsoleTo(serverLog("json"));
 */
export function sendConsoleTo(log: ServerLog): void {
  console.log = (...parts: unknown[]) => log.info(messageOf(parts));
  console.info = console.log;
  console.warn = (...parts: unknown[]) => log.warn(messageOf(parts));
  console.error = (...parts: unknown[]) => log.error(messageOf(parts));
}

/** Addresses that mean "every interface" rather than one. */
const ALL_IPV4 = "0.0.0.0";
const ALL_ADDRESSES = new Set(["::", "[::]", "::0"]);

/**
 * Where the server listens, as the "Listening on" line names it: the address it is bound to, never one it is
 * not. Bound to every interface, it says so, and adds the address a browser on this machine can open.
 * @example listeningOn("0.0.0.0", 3000) // "http://0.0.0.0:3000 (all IPv4 interfaces; on this machine http://localhost:3000)"
 * @example listeningOn("127.0.0.1", 3000) // "http://127.0.0.1:3000"
 */
export function listeningOn(hostname: string, port: number): string {
  if (hostname === ALL_IPV4) return `http://0.0.0.0:${port} (all IPv4 interfaces; on this machine http://localhost:${port})`;
  if (ALL_ADDRESSES.has(hostname)) return `http://[::]:${port} (all interfaces; on this machine http://localhost:${port})`;
  return urlOf(hostname, port);
}

/**
 * An address a client on this machine can connect to: the bound address, or localhost when that is every interface.
 * @example connectableUrl("0.0.0.0", 3000) // "http://localhost:3000"
 */
export function connectableUrl(hostname: string, port: number): string {
  return hostname === ALL_IPV4 || ALL_ADDRESSES.has(hostname) ? `http://localhost:${port}` : urlOf(hostname, port);
}

/** An IPv6 address in a URL goes in brackets. */
function urlOf(hostname: string, port: number): string {
  const host = hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}

/**
 * The log's format before the environment is parsed — a bad variable is itself a line to log —
 * by the rule env.ts applies: LOG_FORMAT when it is json or pretty, else json in production.
 * @example logFormatOf(process.env) // "json" with NODE_ENV=production
 */
export function logFormatOf(source: Record<string, string | undefined>): LogFormat {
  const chosen = source.LOG_FORMAT?.trim();
  if (chosen === "json" || chosen === "pretty") return chosen;
  return source.NODE_ENV === "production" ? "json" : "pretty";
}
