import { describe, expect, test } from "bun:test";
import { bearerToken, generateApiKey, hashApiKey, looksLikeApiKey, maskedApiKey } from "./api-keys.ts";

describe("API keys", () => {
  test("a key is the prefix plus 32 random bytes; the hash and the ends are derived from it", () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).toMatch(/^bza_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.key.slice(4), "base64url")).toHaveLength(32);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.key.slice(4, 20));
    expect(a.firstFour).toBe("bza_");
    expect(a.lastFour).toBe(a.key.slice(-4));
    expect(looksLikeApiKey(a.key)).toBe(true);
  });

  test("masking shows four characters at each end", () => {
    expect(maskedApiKey("bza_", "Zx9Q")).toBe("bza_••••••••Zx9Q");
  });

  test("shape check and Bearer parsing", () => {
    expect(looksLikeApiKey("bza_short")).toBe(false);
    expect(looksLikeApiKey(`xyz_${"a".repeat(43)}`)).toBe(false);
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("Basic YWRtaW46eA==")).toBeUndefined();
    expect(bearerToken("Bearer a b")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
