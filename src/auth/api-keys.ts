/**
 * API keys for integrations: a readable prefix plus 32 CSPRNG bytes, shown once; only the
 * SHA-256 of the key and its first and last four characters are stored. Server-only.
 */
import type { ApiKeyRow } from "../../db/queries/api-keys.ts";
import { describeDevice, UNKNOWN_DEVICE } from "../admin/session-device.ts";
import type { AdminApiKey } from "../shared/admin-api.ts";
import { sha256Hex } from "./sha256.ts";

export const API_KEY_PREFIX = "bza_";
const RANDOM_BYTES = 32;
/** bza_ + 43 base64url characters (32 bytes, unpadded). */
const API_KEY_PATTERN = /^bza_[A-Za-z0-9_-]{43}$/;
const VISIBLE = 4;
const MASK = "••••••••";

export interface GeneratedApiKey {
  /** The full key: hand it to the admin once, never store it. */
  key: string;
  hash: string;
  firstFour: string;
  lastFour: string;
}

/**
 * @example const { key, hash, firstFour, lastFour } = generateApiKey();
 */
export function generateApiKey(): GeneratedApiKey {
  const key = API_KEY_PREFIX + Buffer.from(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES))).toString("base64url");
  return { key, hash: hashApiKey(key), firstFour: key.slice(0, VISIBLE), lastFour: key.slice(-VISIBLE) };
}

/** Hex SHA-256: a key has 256 bits of entropy, so a fast hash is enough (no salt, no KDF needed). */
export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

/** Cheap shape check before any database work. */
export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/**
 * The list's form of a key: first and last four characters, the rest hidden.
 * @example maskedApiKey("bza_", "Zx9Q") // "bza_••••••••Zx9Q"
 */
export function maskedApiKey(firstFour: string, lastFour: string): string {
  return firstFour + MASK + lastFour;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when the header is absent or another scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * The program behind a User-Agent: a browser as the Security tab names it, else the first product token
 * of the header ("curl/8.5.0" → "curl 8"), which is what integrations send.
 * @example describeApiClient("python-requests/2.32.3") // "python-requests 2"
 */
export function describeApiClient(userAgent: string | null): string {
  const device = describeDevice(userAgent);
  if (device !== UNKNOWN_DEVICE || !userAgent) return device;
  const product = /^([A-Za-z][\w.-]{0,40})(?:\/(\d+))?/.exec(userAgent.trim());
  return product ? [product[1], product[2]].filter(Boolean).join(" ") : UNKNOWN_DEVICE;
}

/** "203.0.113.0/24 · curl 8": where and what the key was last used from, or null before any use. */
function lastUsedClient(row: ApiKeyRow): string | null {
  if (!row.lastUsedAt) return null;
  return [row.lastUsedNetwork, describeApiClient(row.lastUsedUserAgent)].filter(Boolean).join(" · ");
}

/** When a key made now with `days` expires; null: never. */
export function expiryAfterDays(days: number | null, now = new Date()): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A key as the admin API sends it (and the API Keys tab renders it): isActive is the text 'true' or 'false'. */
export function apiKeyJson(row: ApiKeyRow, key = maskedApiKey(row.keyFirstFour, row.keyLastFour)): AdminApiKey {
  return {
    id: row.id,
    name: row.name,
    key,
    isActive: row.isActive ? ("true" as const) : ("false" as const),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedClient: lastUsedClient(row),
  };
}
