/** The strength meter's answer (POST /api/admin/security/password-strength), shared by the server and the Security tab. */

export interface PasswordStrength {
  /** zxcvbn's score: 0 (among the first guesses) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Whether the password policy accepts it. */
  acceptable: boolean;
  /** Why it is refused, or what weakens it: one sentence for the person choosing it. */
  warning?: string;
}

/** What the meter says for each score. */
export const STRENGTH_LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
