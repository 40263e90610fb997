/** One line per request: method, path, status, milliseconds. */
import type { MiddlewareHandler } from "hono";

export function requestLog(write: (line: string) => void = console.log): MiddlewareHandler {
  return async function requestLog(c, next) {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
