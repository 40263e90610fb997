/** Hex SHA-256 of a high-entropy secret (session tokens, API keys): what is stored instead of the secret. */
import { createHash } from "node:crypto";

export function sha256Hex(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}
