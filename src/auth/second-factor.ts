/**
 * Whether the owner has a second factor, which ways of proving it are open, and checking a proof: a code
 * from the authenticator app, a recovery code, or a passkey's answer to a challenge the caller kept. The
 * login's second step and removing the last factor both use it.
 */
import type { Database } from "../../db/client.ts";
import { countRecoveryCodesLeft, listFactors } from "../../db/queries/admin-factors.ts";
import { type SecondFactorMethod, type SecondFactorProof, WebAuthnResponse } from "../shared/second-factor-schemas.ts";
import { provePasskey, type RelyingParty } from "./passkeys.ts";
import { spendRecoveryCode } from "./recovery-codes.ts";
import type { SecretKeys } from "./secret-box.ts";
import { redeemTotpCode } from "./totp.ts";

/** The ways the owner can prove a factor now; empty while none is enrolled (the password alone logs in). */
export async function secondFactorMethods(db: Database, userId: string): Promise<SecondFactorMethod[]> {
  const factors = await listFactors(db, userId);
  if (factors.length === 0) return [];
  const methods: SecondFactorMethod[] = [];
  if (factors.some((f) => f.kind === "passkey")) methods.push("passkey");
  if (factors.some((f) => f.kind === "totp")) methods.push("totp");
  if ((await countRecoveryCodesLeft(db, userId)) > 0) methods.push("recovery");
  return methods;
}

/** What the login says after a correct password, naming only the ways open to the owner. */
export function secondStepMessage(methods: SecondFactorMethod[]): string {
  const ways = [
    methods.includes("totp") ? "enter the code from your authenticator app" : null,
    methods.includes("passkey") ? "use your passkey" : null,
    methods.includes("recovery") ? "a recovery code" : null,
  ].filter((w): w is string => w !== null);
  // Recovery codes are offered only beside a factor, so "a recovery code" always follows a verb.
  const sentence = ways.length > 1 ? `${ways.slice(0, -1).join(", ")}, or ${ways.at(-1)}` : ways[0]!;
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

export type ProofResult = { ok: true; method: SecondFactorMethod; factorId: string | null } | { ok: false; message: string };

export const PROOF_REFUSALS = {
  totp: "That code is not right, or it was already used. Enter the current code from your authenticator app.",
  recovery: "That recovery code is not right, or it was already used.",
  passkey: "The passkey could not be verified. Try again, or use another way.",
} as const;

/**
 * Checks a proof for the owner; a code or recovery code is used up by a success.
 * @example const result = await checkSecondFactor(db, { rp, keys }, userId, { method: "totp", code }, undefined);
 */
export async function checkSecondFactor(
  db: Database,
  { rp, keys }: { rp: RelyingParty; keys: SecretKeys },
  userId: string,
  proof: SecondFactorProof,
  passkeyChallenge: string | undefined,
): Promise<ProofResult> {
  switch (proof.method) {
    case "totp": {
      const factorId = await redeemTotpCode(db, keys, userId, proof.code);
      return factorId ? { ok: true, method: "totp", factorId } : { ok: false, message: PROOF_REFUSALS.totp };
    }
    case "recovery":
      return (await spendRecoveryCode(db, userId, proof.code)) ? { ok: true, method: "recovery", factorId: null } : { ok: false, message: PROOF_REFUSALS.recovery };
    case "passkey": {
      const response = WebAuthnResponse.safeParse(proof.response);
      const factorId = response.success && passkeyChallenge ? await provePasskey(db, rp, userId, response.data, passkeyChallenge) : null;
      return factorId ? { ok: true, method: "passkey", factorId } : { ok: false, message: PROOF_REFUSALS.passkey };
    }
  }
}
