/**
 * Who is asking, for the per-client limits (leads, admin logins).
 *
 * - The address comes from the socket, unless the socket is a proxy we trust: then X-Forwarded-For is
 *   read from the right (the entry our proxy appended) past every trusted proxy, and the first address
 *   that is not one of them is the client. An entry that is not an IP address ends the walk: the hop
 *   that reported it is the client. Proxies are trusted by address (`TRUSTED_PROXIES`, CIDR list), or,
 *   with `TRUST_PROXY=true`, for exactly one hop when the socket's peer is on our own side of the
 *   network: loopback, a private or unique-local range, or link-local (decision 025). A peer with a
 *   public address reached the port directly, so its X-Forwarded-For is its own claim and is ignored.
 * - The key is the address with IPv4-mapped IPv6 made IPv4 (`::ffff:192.0.2.7` is `192.0.2.7`), and an
 *   IPv6 address cut to its /64: one subscriber usually holds a whole /64, so its addresses are one client.
 */
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import { throttledLog } from "../shared/log-throttle.ts";

interface BunServerLike {
  requestIP?: (request: Request) => { address: string } | null;
}

export interface ProxyTrust {
  /** Proxies by address; an address in one of these ranges may speak for the client. */
  trustedProxies: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  /** TRUST_PROXY=true: the socket's peer is a proxy (one hop) when its address is not a public one. */
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

/**
 * Ranges a proxy in front of us can connect from, and the open internet cannot: loopback, RFC 1918,
 * IPv6 unique-local (fc00::/7) and link-local (no router crosses them). Not 100.64.0.0/10: that is an
 * ISP's carrier-grade NAT, whose peers are other subscribers; a proxy there goes in TRUSTED_PROXIES.
 */
const OWN_SIDE_RANGES = new Set(["loopback", "private", "uniqueLocal", "linkLocal"]);

/**
 * Whether the socket's peer may be the one proxy TRUST_PROXY=true stands for.
 * @example isOwnSidePeer(ipaddr.parse("172.19.0.5")) // true; "203.0.113.9" is false
 */
export function isOwnSidePeer(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return OWN_SIDE_RANGES.has(address.range());
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
    const speaksForOthers = trust.trustOneHop ? hop === 0 && isOwnSidePeer(client) : isTrusted(client, trust);
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
  // One request asks several times (a page view's rate limit, then its visitor hash): read the socket and parse once.
  const known = keysOf.get(c);
  if (known?.trust === trust) return known.key;
  const key = readClientIp(c, trust);
  keysOf.set(c, { trust, key });
  return key;
}

const keysOf = new WeakMap<Context, { trust: ProxyTrust; key: string }>();

function readClientIp(c: Context, trust: ProxyTrust): string {
  const server = c.env as BunServerLike | undefined;
  const socket = server?.requestIP?.(c.req.raw)?.address;
  const forwardedFor = c.req.header("X-Forwarded-For");
  const address = clientAddress(socket, forwardedFor, trust);
  const peer = socket === undefined ? undefined : parse(socket);
  if (trust.trustOneHop && forwardedFor !== undefined && peer !== undefined && !isOwnSidePeer(peer)) {
    // A public peer sending the header: either the port is open to the internet, or the proxy has a
    // public address (a CDN) and belongs in TRUSTED_PROXIES. Said once in ten minutes, not per request.
    warnPublicPeer(trust, () => `TRUST_PROXY: X-Forwarded-For from the public address ${peer} was ignored; a proxy with a public address belongs in TRUSTED_PROXIES`);
  }
  return clientKey(address);
}

const warnPublicPeer = throttledLog({ everyMs: 10 * 60 * 1000 });
