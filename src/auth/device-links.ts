/**
 * A one-time link that makes a browser one the admin has used (a known device, src/auth/device-cookie.ts)
 * — the owner's way in while a password spray from many addresses holds the site-wide guessing ceiling
 * shut, and their usual browser is not at hand. `bun run admin:trust-browser` prints one. The link does
 * not log in: the password (and the second factor) are still asked, but counted against this browser
 * alone, so no one else's failures can refuse it. The token is 256 random bits; only its SHA-256 is kept.
 */
import type { Database } from "../../db/client.ts";
import { deleteChallenge, putChallenge, readChallenge } from "../../db/queries/auth-challenges.ts";
import { sha256Hex } from "./sha256.ts";

export const TRUST_BROWSER_PATH = "/admin/trust-browser";
/** Long enough to copy the link to the other device, short enough to be useless later. */
export const TRUST_LINK_MS = 15 * 60 * 1000;
const PURPOSE = "trust-browser";
/** 32 bytes, base64url, unpadded. */
export const TRUST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * @example const { url, expiresAt } = await createTrustBrowserLink(db, env.siteUrl, adminId);
 */
export async function createTrustBrowserLink(db: Database, siteUrl: string, userId: string, now = new Date()): Promise<{ url: string; expiresAt: Date }> {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const expiresAt = new Date(now.getTime() + TRUST_LINK_MS);
  await putChallenge(db, { id: sha256Hex(token), purpose: PURPOSE, userId, expiresAt });
  return { url: `${siteUrl.replace(/\/$/, "")}${TRUST_BROWSER_PATH}?token=${token}`, expiresAt };
}

/** Whether the token names a live link (the page shows its button), without spending it. */
export async function trustBrowserLinkIsLive(db: Database, token: string): Promise<boolean> {
  return TRUST_TOKEN_PATTERN.test(token) && (await readChallenge(db, sha256Hex(token), PURPOSE)) !== undefined;
}

/** Spends the link: the admin's id when this call took it (a link works once), else undefined. */
export async function spendTrustBrowserLink(db: Database, token: string): Promise<string | undefined> {
  if (!TRUST_TOKEN_PATTERN.test(token)) return undefined;
  const row = await readChallenge(db, sha256Hex(token), PURPOSE);
  if (!row || !(await deleteChallenge(db, row.id))) return undefined;
  return row.userId;
}
