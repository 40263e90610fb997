/**
 * Time-based one-time codes (RFC 6238) for an authenticator app: 30-second steps, 6 digits, SHA-1 (what
 * every app reads from a QR code), accepted one step either side of now for clock drift. A code is
 * accepted once: the factor keeps the last step it accepted and refuses that step and any earlier. The
 * secret is stored sealed (src/auth/secret-box.ts).
 */

import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import type { Database } from "../../db/client.ts";
import { acceptTotpStep, listFactors } from "../../db/queries/admin-factors.ts";
import type { TotpEnrolment } from "../shared/security.ts";
import { openSecret, type SecretKeys } from "./secret-box.ts";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from. */
export const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

function totpOf(secret: string, issuer = "", label = "admin"): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/**
 * A new secret with its otpauth URL and QR code.
 * @example const { secret, qrSvg } = newTotpEnrolment("BiziAgent");
 */
export function newTotpEnrolment(issuer: string): TotpEnrolment {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const otpauthUrl = totpOf(secret, issuer, "admin").toString();
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl, { border: 2 }) };
}

/** The time step a code belongs to (within the window around `now`), or null when it matches none. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Checks a code against the owner's authenticator apps; marks its step used. The factor's id, or null.
 * @example const factorId = await redeemTotpCode(db, secretKeysFor(env), userId, "123456");
 */
export async function redeemTotpCode(db: Database, keys: SecretKeys, userId: string, code: string, now = Date.now()): Promise<string | null> {
  for (const factor of await listFactors(db, userId, "totp")) {
    const step = factor.totpSecret ? totpStepOf(openSecret(keys, factor.totpSecret), code, now) : null;
    if (step !== null && (await acceptTotpStep(db, factor.id, step, new Date(now)))) return factor.id;
  }
  return null;
}
