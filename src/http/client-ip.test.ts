import { describe, expect, spyOn, test } from "bun:test";
import { Hono } from "hono";
import { clientAddress, clientIp, clientKey, NO_PROXY, type ProxyTrust, parseTrustedProxies } from "./client-ip.ts";

const key = (socket: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust) => clientKey(clientAddress(socket, forwardedFor, trust));
const oneHop: ProxyTrust = { trustedProxies: [], trustOneHop: true };
const proxies = (list: string): ProxyTrust => ({ trustedProxies: parseTrustedProxies(list), trustOneHop: false });

describe("the client's key", () => {
  test("IPv4 as is; IPv4-mapped IPv6 is the same client as the IPv4 address", () => {
    expect(key("192.0.2.77", undefined, NO_PROXY)).toBe("192.0.2.77");
    expect(key("::ffff:192.0.2.77", undefined, NO_PROXY)).toBe("192.0.2.77");
  });

  test("every address of an IPv6 /64 is one client; another /64 is another", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2::6", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0000:0000:0000:0009"].map((a) => key(a, undefined, NO_PROXY));
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(key("2001:db8:1:3::1", undefined, NO_PROXY)).toBe("2001:db8:1:3::/64");
  });

  test("without a trusted proxy, X-Forwarded-For is ignored", () => {
    expect(key("203.0.113.5", "6.6.6.6", NO_PROXY)).toBe("203.0.113.5");
  });
});

describe("trusted proxies", () => {
  test("TRUST_PROXY: the socket is one proxy; its entry (the last) counts, not what the client prepended", () => {
    expect(key("10.0.0.1", "6.6.6.6, 203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(key("10.0.0.1", "203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(key("10.0.0.1", undefined, oneHop)).toBe("10.0.0.1");
  });

  test("TRUST_PROXY: a peer on our own side of the network may be the proxy: loopback, RFC 1918, unique-local and link-local", () => {
    for (const peer of ["127.0.0.1", "::1", "10.1.2.3", "172.19.0.1", "192.168.1.20", "fd00:cafe::2", "fe80::1", "169.254.10.10", "::ffff:172.19.0.5"]) {
      expect(key(peer, "203.0.113.9", oneHop), peer).toBe("203.0.113.9");
    }
  });

  test("TRUST_PROXY: from a public peer the header is the client's own claim, ignored; so is it from carrier-grade NAT", () => {
    // The port was reached directly: every request could name a new address and void the per-client limits.
    expect(key("198.51.100.20", "203.0.113.9", oneHop)).toBe("198.51.100.20");
    expect(key("198.51.100.20", "10.0.0.1, 203.0.113.9", oneHop)).toBe("198.51.100.20");
    expect(key("2001:db8:5:6::1", "203.0.113.9", oneHop)).toBe("2001:db8:5:6::/64");
    expect(key("100.64.1.2", "203.0.113.9", oneHop)).toBe("100.64.1.2");
    // A public proxy (a CDN) is trusted when listed by address.
    expect(key("198.51.100.20", "203.0.113.9", proxies("198.51.100.0/24"))).toBe("203.0.113.9");
  });

  test("TRUSTED_PROXIES: the header counts only from a listed address, walking past every listed hop", () => {
    const trust = proxies("10.0.0.0/8, 192.0.2.1, 2001:db8:ffff::/48");
    expect(key("10.1.2.3", "198.51.100.7", trust)).toBe("198.51.100.7");
    expect(key("10.1.2.3", "198.51.100.7, 192.0.2.1", trust)).toBe("198.51.100.7");
    expect(key("2001:db8:ffff::5", "198.51.100.8", trust)).toBe("198.51.100.8");
    // From anyone else the header is the client's own claim: ignored.
    expect(key("203.0.113.50", "198.51.100.7", trust)).toBe("203.0.113.50");
    // A client that forges extra entries only moves itself: the walk stops at the first untrusted address.
    expect(key("10.1.2.3", "1.1.1.1, 198.51.100.7", trust)).toBe("198.51.100.7");
    expect(key("10.1.2.3", "::ffff:198.51.100.9", trust)).toBe("198.51.100.9");
  });

  test("an entry that is not an IP address ends the walk at the hop that sent it", () => {
    expect(key("10.0.0.1", "not-an-ip", oneHop)).toBe("10.0.0.1");
    expect(key("10.1.2.3", "198.51.100.7, <script>", proxies("10.0.0.0/8"))).toBe("10.1.2.3");
    expect(key("10.1.2.3", "", proxies("10.0.0.0/8"))).toBe("10.1.2.3");
  });

  test("TRUSTED_PROXIES refuses what is not an address or a range", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, nonsense")).toThrow('"nonsense" is not an IP address or CIDR range');
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow();
  });
});

test("a public peer's ignored header is said in the log once, naming TRUSTED_PROXIES; a private peer's is not", async () => {
  const trust: ProxyTrust = { trustedProxies: [], trustOneHop: true };
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trust)));
  const from = (peer: string) => app.request("/", { headers: { "X-Forwarded-For": "203.0.113.9" } }, { requestIP: () => ({ address: peer }) });
  const warn = spyOn(console, "warn").mockImplementation(() => {});
  try {
    expect(await (await from("10.0.0.1")).text()).toBe("203.0.113.9");
    expect(warn).not.toHaveBeenCalled();
    expect(await (await from("198.51.100.20")).text()).toBe("198.51.100.20");
    expect(await (await from("198.51.100.21")).text()).toBe("198.51.100.21");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      "TRUST_PROXY: X-Forwarded-For from the public address 198.51.100.20 was ignored; a proxy with a public address belongs in TRUSTED_PROXIES",
    );
  } finally {
    warn.mockRestore();
  }
});
