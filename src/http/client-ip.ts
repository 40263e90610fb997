/**
 * Who is asking, for the per-client limits (leads, admin logins).
 *
 * - The address comes from the socket, unless the socket is a proxy we trust: then X-Forwarded-For is
 *   read from the right (the entry our proxy appended) past every trusted proxy, and the first address
 *   that is not one of them is the client. An entry that is not an IP address ends the walk: the hop
 *   that reported it is the client. Proxies are trusted by address (`TRUSTED_PROXIES`, CIDR list), or,
 *   with `TRUST_PROXY=true`, whatever the socket is, for exactly one hop.
 * - The key is the address with IPv4-mapped IPv6 made IPv4 (`::ffff:192.0.2.7` is `192.0.2.7`), and an
 *   IPv6 address cut to its /64: one subscriber usually holds a whole /64, so its addresses are one client.
 */
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

interface BunServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

export interface ProxyTrust {
  /** Proxies by address; an address in one of these ranges may speak for the client. */
  trustedProxies: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  /** TRUST_PROXY=true: the socket's peer is a proxy, whatever its address (one hop). */
  trustOneHop: boolean;
}

export const NO_PROXY: ProxyTrust = { trustedProxies: [], trustOneHop: false };

/** An address as the limits see it, or undefined for anything that is not an IP address. */
function parse(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(trimmed)) return undefined;
  return ipaddr.process(trimmed); // IPv4-mapped IPv6 becomes IPv4
}

/**
 * @example parseTrustedProxies("10.0.0.0/8, 2001:db8::/32") // throws on anything that is not a CIDR or an address
 */
export function parseTrustedProxies(list: string): ProxyTrust["trustedProxies"] {
  return list
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      if (item.includes("/")) return ipaddr.parseCIDR(item);
      const address = parse(item);
      if (address === undefined) throw new Error(`"${item}" is not an IP address or CIDR range`);
      return [address, address.kind() === "ipv4" ? 32 : 128];
    });
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, trust: ProxyTrust): boolean {
  return trust.trustedProxies.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/** The client's key for rate limits: an IPv4 address, an IPv6 /64 ("2001:db8:1:2::/64"), or "unknown". */
export function clientKey(address: ipaddr.IPv4 | ipaddr.IPv6 | undefined): string {
  if (address === undefined) return "unknown";
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

/** The client's address, through the proxies we trust. */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const peer = socketAddress === undefined ? undefined : parse(socketAddress);
  if (peer === undefined) return undefined;
  const hops = forwardedFor?.split(",") ?? [];
  let client = peer;
  for (let hop = 0; ; hop++) {
    const speaksForOthers = trust.trustOneHop ? hop === 0 : isTrusted(client, trust);
    const next = hops.pop();
    if (!speaksForOthers || next === undefined) return client;
    const forwarded = parse(next);
    if (forwarded === undefined) return client;
    client = forwarded;
  }
}

/**
 * @example const key = clientIp(c, env.proxyTrust); // "203.0.113.9" or "2001:db8:1:2::/64"
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const server = c.env as BunServerLike | undefined;
  const socket = server?.requestIP?.(c.req.raw)?.address;
  return clientKey(clientAddress(socket, c.req.header("X-Forwarded-For"), trust));
}
