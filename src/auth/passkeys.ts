/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the relying party is SITE_URL (its hostname the RP
 * ID, its origin the only origin accepted), user verification preferred, no attestation asked. The
 * challenge of each ceremony is kept by the caller (an auth_challenges row) and used once. A response that
 * does not verify, whatever is wrong with it (malformed, replayed, for another site or challenge), is
 * null here: the routes answer it with a 4xx, never a 5xx.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Database } from "../../db/client.ts";
import { type FactorRow, listFactors, passkeyByCredentialId, recordPasskeyUse } from "../../db/queries/admin-factors.ts";
import type { WebAuthnResponse } from "../shared/second-factor-schemas.ts";

export interface RelyingParty {
  /** The hostname of SITE_URL. */
  id: string;
  /** The origin of SITE_URL: a passkey answer made on any other origin is refused. */
  origin: string;
  /** What the browser's passkey prompt names. */
  name: string;
}

/** @example relyingParty({ siteUrl: "https://www.example.com", identity: { name: "BiziAgent" } }).id // "www.example.com" */
export function relyingParty(env: { siteUrl: string; identity: { name: string } }): RelyingParty {
  const url = new URL(env.siteUrl);
  return { id: url.hostname, origin: url.origin, name: env.identity.name };
}

const TIMEOUT_MS = 120_000;

/**
 * What every passkey answer is checked against: this ceremony's challenge and this site. User verification is
 * asked for (preferred) but not required, so an authenticator without a PIN or biometric still works.
 */
function expected(rp: RelyingParty, expectedChallenge: string) {
  return { expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false };
}

function descriptors(passkeys: FactorRow[]) {
  return passkeys.filter((p) => p.credentialId).map((p) => ({ id: p.credentialId!, transports: p.transports ?? undefined }));
}

/** Options for adding a passkey; the owner's existing passkeys are excluded, so one authenticator is not added twice. */
export async function passkeyRegistrationOptions(db: Database, rp: RelyingParty, userId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: "admin",
    userDisplayName: `${rp.name} admin`,
    userID: new TextEncoder().encode(userId),
    timeout: TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: descriptors(await listFactors(db, userId, "passkey")),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** The new credential, or null when the answer does not verify against the challenge. */
export async function verifyPasskeyRegistration(rp: RelyingParty, response: WebAuthnResponse, expectedChallenge: string): Promise<NewPasskey | null> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      ...expected(rp, expectedChallenge),
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      signCount: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** Options for proving a passkey: any of the owner's. */
export async function passkeyAuthenticationOptions(db: Database, rp: RelyingParty, userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptors(await listFactors(db, userId, "passkey")),
    userVerification: "preferred",
    timeout: TIMEOUT_MS,
  });
}

/**
 * Verifies an assertion by one of the owner's passkeys against the challenge and records its use (the
 * signature counter must move on, as the library checks). The factor's id, or null.
 */
export async function provePasskey(db: Database, rp: RelyingParty, userId: string, response: WebAuthnResponse, expectedChallenge: string): Promise<string | null> {
  const factor = await passkeyByCredentialId(db, userId, response.id);
  if (!factor?.credentialId || !factor.publicKey) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      ...expected(rp, expectedChallenge),
      credential: {
        id: factor.credentialId,
        publicKey: new Uint8Array(Buffer.from(factor.publicKey, "base64url")),
        counter: factor.signCount ?? 0,
        transports: factor.transports ?? undefined,
      } as never,
    });
    if (!result.verified) return null;
    return (await recordPasskeyUse(db, factor, result.authenticationInfo.newCounter)) ? factor.id : null;
  } catch {
    return null;
  }
}
