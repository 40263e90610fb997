/**
 * The container's HEALTHCHECK: exit 0 when this instance's /healthz answers 200 within 3 s, else 1.
 * A script rather than curl, which the slim Bun image does not have.
 */
export {};

const port = process.env.PORT || "3000";
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
