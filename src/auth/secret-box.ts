/**
 * Secrets the server must read back (the authenticator apps' TOTP secrets) are stored sealed with
 * AES-256-GCM under a key kept outside the database, so a copy of the database alone (a backup, a dump,
 * a read-only SQL injection) cannot mint codes. Keys: SECRETS_KEY (one or more base64 32-byte keys,
 * comma-separated: the first seals, every one opens — rotation is "put the new key first, restart, drop
 * the old one later"); without it the embedded database keeps one in DATA_DIR/secrets.key (0600, beside
 * the database directory, not in it, nor in `db:backup`'s archive); tests use a key of their process.
 * PostgreSQL without SECRETS_KEY stores secrets unsealed, as before, and says so at start.
 * Sealed form: `v1.<key id>.<iv>.<ciphertext+tag>` (base64url; the key id is 8 hex of the key's SHA-256).
 */
import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../env.ts";

export interface SecretKeys {
  /** First seals, all open; empty: secrets are stored as they are. */
  keys: Buffer[];
  /** Where they come from, for the start-up line. */
  source: "SECRETS_KEY" | "key file" | "test process" | "none";
}

const KEY_FILE = "secrets.key";
const SEALED = /^v1\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** 32 bytes from base64 or base64url text, or undefined. */
export function parseSecretKey(text: string): Buffer | undefined {
  const bytes = Buffer.from(text.trim().replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : undefined;
}

let testKey: Buffer | undefined;
const chosen = new WeakMap<object, SecretKeys>();

/** The keys for this environment, read (or the key file made) once. */
export function secretKeysFor(env: Pick<Env, "secretKeys" | "databaseUrl" | "dataDir" | "nodeEnv">): SecretKeys {
  const known = chosen.get(env);
  if (known) return known;
  let keys: SecretKeys;
  if (env.secretKeys.length > 0) keys = { keys: env.secretKeys, source: "SECRETS_KEY" };
  else if (env.nodeEnv === "test") {
    testKey ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
    keys = { keys: [testKey], source: "test process" };
  } else if (env.databaseUrl === undefined) keys = { keys: [keyFileIn(env.dataDir)], source: "key file" };
  else keys = { keys: [], source: "none" };
  chosen.set(env, keys);
  return keys;
}

function keyFileIn(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // "wx": of two processes racing, one writes and the other reads what it wrote.
    try {
      writeFileSync(file, `${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = parseSecretKey(readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key: restore it from your backup (the TOTP secrets need it) or, with no factor enrolled, delete it.`);
  return key;
}

export function isSealed(stored: string): boolean {
  return SEALED.test(stored);
}

/** @example const stored = sealSecret(keys, base32Secret); */
export function sealSecret(keys: SecretKeys, plain: string): string {
  const key = keys.keys[0];
  if (!key) return plain;
  const iv = Buffer.from(crypto.getRandomValues(new Uint8Array(12)));
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `v1.${keyId(key)}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
}

/** The secret as stored before sealing; an unsealed (older) value is returned as it is. Throws when no key opens it. */
export function openSecret(keys: SecretKeys, stored: string): string {
  const match = SEALED.exec(stored);
  if (!match) return stored;
  const key = keys.keys.find((k) => keyId(k) === match[1]);
  if (!key) throw new Error(`A secret is sealed with key ${match[1]}, which SECRETS_KEY does not hold`);
  const bytes = Buffer.from(match[3]!, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(match[2]!, "base64url"));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8");
}

/** True when the stored value should be sealed again: unsealed while a key exists, or sealed with a key that is not the first. */
export function needsResealing(keys: SecretKeys, stored: string): boolean {
  const first = keys.keys[0];
  if (!first) return false;
  const match = SEALED.exec(stored);
  return !match || match[1] !== keyId(first);
}
