/** The client's IP address: from the socket, or from X-Forwarded-For when TRUST_PROXY says a proxy sets it. */
import type { Context } from "hono";

interface BunServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const server = c.env as BunServerLike | undefined;
  return server?.requestIP?.(c.req.raw)?.address ?? "unknown";
}
