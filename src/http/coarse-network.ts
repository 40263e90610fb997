/**
 * The network an address belongs to, coarse enough to say "your home connection" without naming the
 * device: IPv4 /24, IPv6 /48. What the Security tab and the API Keys tab show of a client.
 */
import ipaddr from "ipaddr.js";

/**
 * @example coarseNetwork("203.0.113.77") // "203.0.113.0/24"
 * @example coarseNetwork("2001:db8:abcd:12::1") // "2001:db8:abcd::/48"
 */
export function coarseNetwork(address: string | null | undefined): string | null {
  if (!address) return null;
  const bare = address.replace(/\/\d+$/, "");
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  const prefix = ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(":")}::`);
  return `${prefix.toString()}/48`;
}
