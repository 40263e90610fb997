/**
 * After a write to the admin API, and before its answer goes out, learn the content version that the
 * write made (the database bumps it in the write's own transaction). The very next request, on this
 * instance or any other, then finds every cached page older than the write stale.
 */
import type { MiddlewareHandler } from "hono";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * @example app.use("/api/admin/*", learnContentWrites(deps.versions));
 */
export function learnContentWrites(versions: { refresh(): Promise<void> }): MiddlewareHandler {
  return async function learnContentWrites(c, next) {
    await next();
    // A write that failed changed nothing; re-reading costs one tiny query either way.
    if (!READS.has(c.req.method)) await versions.refresh().catch(() => {});
  };
}
