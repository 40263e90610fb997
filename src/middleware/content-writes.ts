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
    // A refusal (4xx: bad input, a stale version, a wrong password, a limit) wrote nothing, and a flood of
    // them must not cost a query each; after a server error the write may have gone through, so re-read.
    const refused = c.res.status >= 400 && c.res.status < 500;
    if (!READS.has(c.req.method) && !refused) await versions.refresh().catch(() => {});
  };
}
