/**
 * The zod schemas of the second factor's requests (the login's second step, enrolling, naming and
 * removing factors), shared by the login form, the Security tab and the routes. Messages are user-facing.
 */
import "./zod-browser.ts";
import { z } from "zod";

/** What the login's second step accepts, in the order the form offers them. */
export const SECOND_FACTOR_METHODS = ["passkey", "totp", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The answer to a correct password while a factor is enrolled: no session yet, and what may finish the login. */
export interface SecondFactorPending {
  success: false;
  message: string;
  secondFactor: { methods: SecondFactorMethod[] };
}

/** The second step's 401 answers that end the pending login: the form goes back to the password with them. */
export const SECOND_STEP_EXPIRED = "Your login has expired. Enter your password again.";
export const SECOND_STEP_TOO_MANY_WRONG = "Too many wrong answers. Enter your password again.";

export const FACTOR_NAME_MAX = 60;

export const FactorName = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(FACTOR_NAME_MAX, `Name must be at most ${FACTOR_NAME_MAX} characters`);

/** Six digits; spaces (as apps show "123 456") are dropped. */
export const TotpCode = z
  .string({ error: "Enter the 6-digit code" })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code"));

/** As printed ("abcde-fghjk"); how it is read is the server's business, so only its size is checked here. */
export const RecoveryCode = z.string({ error: "Enter a recovery code" }).trim().min(1, "Enter a recovery code").max(40, "That is not a recovery code");

/**
 * A WebAuthn credential as @simplewebauthn/browser returns it (base64url strings). Only its outline is
 * checked here; the signature, challenge and origin are verified by the server's WebAuthn library.
 */
export const WebAuthnResponse = z.object(
  {
    id: z.string().min(1).max(2048),
    rawId: z.string().min(1).max(2048),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  },
  { error: "The passkey's answer is not one" },
);
export type WebAuthnResponse = z.infer<typeof WebAuthnResponse>;

/**
 * Proof of a second factor: a code from the app, a recovery code, or a passkey's answer to a challenge.
 * The passkey's answer is read by the server (WebAuthnResponse, then the signature), so that a malformed
 * one counts as a wrong answer toward the login limits like any other.
 */
export const SecondFactorProof = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("totp"), code: TotpCode }),
    z.object({ method: z.literal("recovery"), code: RecoveryCode }),
    z.object({ method: z.literal("passkey"), response: z.unknown() }),
  ],
  { error: "Choose passkey, totp or recovery" },
);
export type SecondFactorProof = z.infer<typeof SecondFactorProof>;

/** Whether adding or removing a factor also ends every other session (a thief's included); off unless asked. */
const EndOtherSessions = z.boolean({ error: "endOtherSessions must be true or false" }).default(false);

export const TotpConfirmInput = z.object({ code: TotpCode, name: FactorName, endOtherSessions: EndOtherSessions });
export const PasskeyVerifyInput = z.object({ response: WebAuthnResponse, name: FactorName, endOtherSessions: EndOtherSessions });
export const FactorRenameInput = z.object({ name: FactorName });

/** Not trimmed: a password is compared exactly as typed. */
const CurrentPassword = z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long");

/** Removing a factor: the password; removing the last one also a proof of a factor. */
export const FactorRemoveInput = z.object({ password: CurrentPassword, proof: SecondFactorProof.optional(), endOtherSessions: EndOtherSessions });
export const RecoveryCodesInput = z.object({ password: CurrentPassword });

/** Proving the owner again inside a session: the password, or one of the factors. */
export const ReauthInput = z
  .object({ password: CurrentPassword.optional(), proof: SecondFactorProof.optional() })
  .refine((input) => (input.password === undefined) !== (input.proof === undefined), { path: ["password"], message: "Enter your password, or prove one of your factors" });
