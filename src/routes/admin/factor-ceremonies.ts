/**
 * The short ceremonies of the Security tab, one row each in auth_challenges bound to the session that
 * started it: enrolling an authenticator app (its new secret), enrolling a passkey and proving one (their
 * WebAuthn challenges). Proving a factor again — to remove the last one, or to change the factors without
 * the password — is checked here too, at most 5 wrong per session per 15 minutes.
 */
import type { Context } from "hono";
import type { Database } from "../../../db/client.ts";
import { type ChallengeRow, deleteChallenge, putChallenge, readChallenge } from "../../../db/queries/auth-challenges.ts";
import { hitRateLimit } from "../../../db/queries/rate-limits.ts";
import type { AppEnv } from "../../app-context.ts";
import { LOGIN_WINDOW_MS } from "../../auth/brute-force.ts";
import type { AdminSession } from "../../auth/lucia.ts";
import { relyingParty } from "../../auth/passkeys.ts";
import { checkSecondFactor, type ProofResult } from "../../auth/second-factor.ts";
import { secretKeysFor } from "../../auth/secret-box.ts";
import { sha256Hex } from "../../auth/sha256.ts";
import type { SecondFactorProof } from "../../shared/second-factor-schemas.ts";

/** How long an enrolment (scan the code, type one) or a confirming passkey prompt may take. */
export const CEREMONY_MS = 10 * 60 * 1000;
/** Wrong proofs of a factor inside a session, per 15 minutes. */
export const PROOF_FAILURES_PER_SESSION = 5;

/** A session's ceremony of one kind has one row, replaced when started again: its id is derived, not random. */
function ceremonyId(kind: string, session: AdminSession): string {
  return sha256Hex(`${kind}:${session.id}`);
}

export async function startCeremony(db: Database, kind: string, session: AdminSession, data: Record<string, unknown>): Promise<void> {
  await putChallenge(db, { id: ceremonyId(kind, session), purpose: kind, userId: session.userId, sessionId: session.id, data, expiresAt: new Date(Date.now() + CEREMONY_MS) });
}

export async function ceremonyOf(db: Database, kind: string, session: AdminSession): Promise<ChallengeRow | undefined> {
  const row = await readChallenge(db, ceremonyId(kind, session), kind);
  return row?.sessionId === session.id ? row : undefined;
}

export function stringField(row: ChallengeRow | undefined, name: string): string | undefined {
  const value = row?.data[name];
  return typeof value === "string" ? value : undefined;
}

export type SessionProof = ProofResult | { ok: false; limited: true; retryAfterSeconds: number; message: string };

/**
 * A factor proved inside a session (a passkey answers the session's "passkey-confirm" challenge).
 * @example const proved = await proveFactorInSession(c, session, proof); if (!proved.ok) …
 */
export async function proveFactorInSession(c: Context<AppEnv>, session: AdminSession, proof: SecondFactorProof): Promise<SessionProof> {
  const { db, env } = c.var.deps;
  const limit = await hitRateLimit(db, { bucket: "admin-reauth-factor", subject: session.id, limit: PROOF_FAILURES_PER_SESSION, windowMs: LOGIN_WINDOW_MS });
  if (!limit.allowed) return { ok: false, limited: true, retryAfterSeconds: limit.retryAfterSeconds, message: "Too many wrong answers. Please try again later." };
  const ceremony = proof.method === "passkey" ? await ceremonyOf(db, "passkey-confirm", session) : undefined;
  if (ceremony) await deleteChallenge(db, ceremony.id);
  return checkSecondFactor(db, { rp: relyingParty(env), keys: secretKeysFor(env) }, session.userId, proof, stringField(ceremony, "challenge"));
}
