/**
 * Recovery codes: ten single-use codes for when the passkey or the phone is lost. Each is 10 characters
 * of Crockford's base32 (no i, l, o or u; 50 random bits), shown as "xxxxx-xxxxx". Only their
 * SHA-256 is stored: 50 bits cannot be found from the hash by trying, and a wrong code counts toward the
 * login limits, so no slow hash is needed.
 */
import type { Database } from "../../db/client.ts";
import { markRecoveryCodeUsed, replaceRecoveryCodes } from "../../db/queries/admin-factors.ts";
import { sha256Hex } from "./sha256.ts";

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: read from paper and typed by hand, so a typed o is 0 and an i or l is 1. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const CODE_LENGTH = 10;

function randomCode(): string {
  // 32 letters: each byte's low five bits pick one, uniformly.
  let code = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(CODE_LENGTH))) code += ALPHABET[byte % ALPHABET.length];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed ("ABCDE FGHJK", "abcde-fghjk") in the one form that is hashed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
}

function hashRecoveryCode(code: string): string {
  return sha256Hex(normalizeRecoveryCode(code));
}

/**
 * Ten new codes, replacing every earlier one; the only time they exist in the clear.
 * @example const codes = await generateRecoveryCodes(db, userId); // ["k7m2p-x9q4r", …]
 */
export async function generateRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  await replaceRecoveryCodes(db, userId, [...codes].map(hashRecoveryCode));
  return [...codes];
}

/** Uses a code once: true when it was one of the owner's unused codes. */
export async function spendRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== CODE_LENGTH) return false;
  return markRecoveryCodeUsed(db, userId, sha256Hex(normalized));
}
