/**
 * The container's HEALTHCHECK: exit 0 when this instance's /healthz answers 200 within 3 s, else 1.
 * A script rather than curl, which the slim Bun image does not have.
 */
export {};

const port = process.env.PORT || "3000";
// Bound to every address (the default), the loopback one answers; bound to one address, only that one.
const bound = process.env.HOST || "0.0.0.0";
const host = bound === "0.0.0.0" || bound === "::" ? "127.0.0.1" : bound.includes(":") ? `[${bound}]` : bound;
try {
  const response = await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
