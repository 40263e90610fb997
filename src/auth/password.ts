/** Password hashing (argon2id through Bun.password) and generation. Verification is constant-time. */

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash).catch(() => false);
}

/** 24 characters from a CSPRNG (144 bits), URL-safe so it survives copy and paste. */
export function generatePassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}
