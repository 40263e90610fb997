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
}
