/** What the Security tab shows (factors, recovery codes left, sessions), shared by the server and the island. */

export interface AdminFactor {
  id: string;
  kind: "totp" | "passkey";
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface AdminSessionRow {
  /** The first characters of the stored id (a SHA-256 of the token), enough to name it. */
  id: string;
  /** "Chrome on macOS", from the User-Agent. */
  device: string;
  /** IPv4 /24 or IPv6 /48. */
  network: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface SecurityTabData {
  factors: AdminFactor[];
  recoveryCodesLeft: number;
  sessions: AdminSessionRow[];
  /** For how long (ms from this answer) the session may change the factors without proving the owner again: a duration, so that a browser's wrong clock does not matter. */
  proofFreshForMs: number;
}

/** POST /api/admin/security/reauth: the session proved the owner; factor changes are open for this long (ms). */
export interface ReauthAnswer {
  success: true;
  proofFreshForMs: number;
}

/** POST /factors/totp/start: a new secret for an authenticator app, kept for this session until confirmed. */
export interface TotpEnrolment {
  /** Base32, as the app's "enter a key" field takes it. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code (an SVG document). */
  qrSvg: string;
}

/** 201 of /factors/totp/confirm and /factors/passkey/verify: the first factor comes with the recovery codes, shown this once. */
export interface FactorAdded {
  factor: AdminFactor;
  recoveryCodes?: string[];
}

/** 201 of POST /recovery-codes: ten new codes, replacing the old. */
export interface NewRecoveryCodes {
  recoveryCodes: string[];
}
