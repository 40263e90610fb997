/**
 * Recovery codes: ten single-use codes for when the passkey or the phone is lost. Each is 10 characters
 * of Crockford's base32 (no i, l, o or u; 50 random bits), shown as "xxxxx-xxxxx". Online, a wrong code
 * counts toward the login limits; offline, from a copy of the database, 50 bits under a fast hash fall to
 * a GPU in hours — so each is stored as scrypt (N = 2^14, r = 8: 16 MB and ~0.1 s a try) with a random
 * salt shared by the ten of one generation, so that checking a typed code costs one scrypt, not ten.
 * Codes made before this was so are plain SHA-256 and still work until used or replaced.
 */
import { scrypt, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { listUnusedRecoveryCodes, markRecoveryCodeUsed, replaceRecoveryCodes } from "../../db/queries/admin-factors.ts";
import { sha256Hex } from "./sha256.ts";

const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt$<salt>$<key>, both base64url. */
const STORED = /^scrypt\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function scryptKey(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(code, salt, KEY_BYTES, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));
}

async function storedHashOf(normalized: string, salt: Buffer): Promise<string> {
  return `scrypt$${salt.toString("base64url")}$${(await scryptKey(normalized, salt)).toString("base64url")}`;
}

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

/**
 * Ten new codes, replacing every earlier one; the only time they exist in the clear.
 * @example const codes = await generateRecoveryCodes(db, userId); // ["k7m2p-x9q4r", …]
 */
export async function generateRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  await replaceRecoveryCodes(db, userId, await Promise.all([...codes].map((code) => storedHashOf(normalizeRecoveryCode(code), salt))));
  return [...codes];
}

/** Uses a code once: true when it was one of the owner's unused codes. */
export async function spendRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== CODE_LENGTH) return false;
  const stored = await listUnusedRecoveryCodes(db, userId);
  const legacy = sha256Hex(normalized);
  const keys = new Map<string, Promise<Buffer>>();
  for (const hash of stored) {
    const match = STORED.exec(hash);
    let same: boolean;
    if (match) {
      const salt = match[1]!;
      if (!keys.has(salt)) keys.set(salt, scryptKey(normalized, Buffer.from(salt, "base64url")));
      const expected = Buffer.from(match[2]!, "base64url");
      const key = await keys.get(salt)!;
      same = expected.length === key.length && timingSafeEqual(expected, key);
    } else {
      same = hash === legacy;
    }
    // The conditional UPDATE decides: of two requests racing with one code, one wins.
    if (same) return markRecoveryCodeUsed(db, userId, hash);
  }
  return false;
}
