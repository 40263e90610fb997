/**
 * The client's IP address: from the socket, or — with TRUST_PROXY, behind one proxy — the address
 * that proxy appended last to X-Forwarded-For (earlier entries are whatever the client sent).
 */
import type { Context } from "hono";

interface BunServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const server = c.env as BunServerLike | undefined;
  return server?.requestIP?.(c.req.raw)?.address ?? "unknown";
}
