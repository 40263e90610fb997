/**
 * The one way the server logs an unexpected error: a string, never the error object. A failed query's
 * message and properties carry its parameters — a lead's name, e-mail and IP address — and personal
 * data must not reach the log, so a query error is described by its SQL text and the database's reason.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";

const FRAMES = 6;

function frames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, FRAMES)
    .join("\n");
}

/**
 * The first line of describeError: what failed and the database's reason, without the statement or the stack.
 * @example summarizeError(migrationError) // "database query failed (0A000 conversion between UTF8 and SQL_ASCII is not supported)"
 */
export function summarizeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) return `database query failed (${reasonOf(error)})`;
  if (error instanceof Error) return `${error.name}: ${error.message.split("\n")[0]}`;
  return String(error).split("\n")[0] ?? "";
}

function reasonOf(error: DrizzleQueryError): string {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const reason = [cause?.code, cause?.message].filter((part) => typeof part === "string" && part !== "").join(" ");
  return reason || "no reason given";
}

/**
 * @example console.error(`GET /blog failed: ${describeError(error)}`);
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    return `database query failed (${reasonOf(error)}): ${error.query}\n${frames(error)}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}\n${frames(error)}`;
  return String(error);
}
