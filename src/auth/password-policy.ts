/**
 * What an admin password must be, wherever one is set (ADMIN_PASSWORD, `admin:password`, Change password):
 * 12 to 256 characters and not guessable — zxcvbn's estimate, with its dictionary of common passwords,
 * names and words, must reach "safely unguessable" (score 3, about 10^8 guesses). The length alone is
 * no policy: "password1234" has 12 characters and is among the first guesses of any list.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { z } from "zod";
import type { PasswordStrength } from "../shared/password-strength.ts";

export const MIN_PASSWORD_LENGTH = 12;
/** Longer is refused before any hashing or estimating: nobody types more, and a 10 KB body must cost nothing. */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scores run 0–4; 3 and up resist an offline attack on a slow hash (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn's warnings are translation keys; these are the sentences shown for them. */
const WARNINGS: Record<string, string> = {
  straightRow: "Straight rows of keys on your keyboard are easy to guess.",
  keyPattern: "Short keyboard patterns are easy to guess.",
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: "Recent years are easy to guess.",
  dates: "Dates are easy to guess.",
  topTen: "This is a heavily used password.",
  topHundred: "This is a frequently used password.",
  common: "This is a commonly used password.",
  similarToCommon: "This is similar to a commonly used password.",
  wordByItself: "Single words are easy to guess.",
  namesByThemselves: "Single names or surnames are easy to guess.",
  commonNames: "Common names and surnames are easy to guess.",
  userInputs: "It should not contain personal or site-related data.",
  pwned: "This password appeared in a data breach.",
};

const WEAK_FALLBACK = "Add a few more words or characters.";

// Built on first use: the dictionaries take ~25 ms to rank, and a server without ADMIN_PASSWORD may never need them.
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/**
 * How strong a password is, and the policy's verdict (length first, then zxcvbn).
 * @example passwordStrength("password1234") // { score: 1, acceptable: false, warning: "This is similar to a commonly used password." }
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length > MAX_PASSWORD_LENGTH) return { score: 0, acceptable: false, warning: `Use at most ${MAX_PASSWORD_LENGTH} characters.` };
  if (password.length === 0) return { score: 0, acceptable: false };
  const result = zxcvbn().check(password);
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  if (password.length < MIN_PASSWORD_LENGTH) return { score: result.score, acceptable: false, warning: `Use at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (result.score < MIN_PASSWORD_SCORE) return { score: result.score, acceptable: false, warning: warning ?? WEAK_FALLBACK };
  return warning ? { score: result.score, acceptable: true, warning } : { score: result.score, acceptable: true };
}

/**
 * Why the policy refuses the password (one sentence or two, never the password itself), or undefined.
 * @example passwordProblem("short") // "The password must be at least 12 characters."
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.includes("\u0000")) return "The password must not contain a NUL character.";
  const strength = passwordStrength(password);
  return strength.acceptable ? undefined : `The password is too easy to guess. ${strength.warning ?? WEAK_FALLBACK}`;
}

/**
 * A new admin password in a form or the environment: the policy's refusal is the field's message.
 * @example z.object({ newPassword: PolicyPassword })
 */
export const PolicyPassword = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
