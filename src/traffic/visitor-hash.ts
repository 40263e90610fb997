/**
 * The daily visitor hash (decision 031): who is the same visitor today, and only today. SHA-256 of the day's
 * random salt, the site's host, the client's address (as the trusted-proxy rules give it) and the user
 * agent, cut to 128 bits. Without the salt — deleted when its day is over — the hash cannot be recomputed
 * from an address, so yesterday's raw rows, had they survived, would name no one.
 */
import { createHash } from "node:crypto";

export interface VisitorFacts {
  salt: string;
  host: string;
  clientIp: string;
  userAgent: string;
}

/** @example visitorHash({ salt, host: "www.example.com", clientIp: "192.0.2.7", userAgent }) // "9f86d081884c7d659a2feaa0c55ad015" */
export function visitorHash(facts: VisitorFacts): string {
  // Separated by a character none of them can hold (a header cannot carry a newline), so no two inputs collide.
  return createHash("sha256").update([facts.salt, facts.host, facts.clientIp, facts.userAgent].join("\n")).digest("hex").slice(0, 32);
}

/**
 * The client address's own key for today (decision 031, amended): how many new values one address has
 * brought to the day's counts is kept under it, whatever user agent it sends. Keyed like the visitor hash —
 * the day's salt and the site's host, cut to 128 bits — so it names no address once the salt is gone; it
 * starts with a word the visitor hash cannot start with (that starts with the salt's hex), so the two never meet.
 * @example clientHash({ salt, host: "www.example.com", clientIp: "192.0.2.7" }) // 32 hex digits
 */
export function clientHash(facts: Omit<VisitorFacts, "userAgent">): string {
  return createHash("sha256").update(["client", facts.salt, facts.host, facts.clientIp].join("\n")).digest("hex").slice(0, 32);
}
