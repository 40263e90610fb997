/** The admin user, Lucia sessions, the browsers the admin logged in from, and API keys for integrations. */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { API_KEY_SCOPES } from "../../src/shared/api-key-scopes.ts";

export const adminUsers = pgTable("admin_users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Shape fixed by @lucia-auth/adapter-drizzle; createdAt bounds a session's absolute lifetime. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What the Security tab shows of the browser: its User-Agent header, cut to 512 characters. */
    userAgent: text("user_agent"),
    /** The coarse network it came from (IPv4 /24, IPv6 /48), never the full address. */
    network: text("network"),
    /** Moved forward at most once a minute while the session is used. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the owner last proved who they are in this session (login, or the password asked again): creating an API key needs it to be recent. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** How the login was completed: "password" alone, or with "totp", "passkey" or "recovery". */
    authMethod: text("auth_method").notNull().default("password"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Browsers the admin logged in from (OWASP "device cookies"): the cookie holds a random token, the row its
 * SHA-256. A known browser is exempt from the per-IP and site-wide login limits, so nobody can lock it out.
 */
export const adminDevices = pgTable(
  "admin_devices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("admin_devices_last_login_idx").on(t.lastLoginAt)],
);

/** The full key is shown once at creation; only its hash and its ends are kept. */
export const apiKeys = pgTable("api_keys", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  keyHash: text("key_hash").notNull().unique(),
  keyFirstFour: text("key_first_four").notNull(),
  keyLastFour: text("key_last_four").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  /** What the key may do. Keys made before scopes existed have all four, as they could do all of it. */
  scopes: text("scopes", { enum: API_KEY_SCOPES }).array().notNull().default(sql`ARRAY['content:read','content:write','leads:read','leads:write']::text[]`),
  /** After this the key is refused; null: it never expires. */
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  /** The client of the last use: coarse network and User-Agent, as the sessions keep them. */
  lastUsedNetwork: text("last_used_network"),
  lastUsedUserAgent: text("last_used_user_agent"),
});

/** The second factors the owner enrolled. While one exists, a correct password alone gives no session. */
export const FACTOR_KINDS = ["totp", "passkey"] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

export const adminFactors = pgTable(
  "admin_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FACTOR_KINDS }).notNull(),
    /** The owner's name for it ("iPhone", "YubiKey"). */
    name: text("name").notNull(),
    /** TOTP: the base32 secret. */
    totpSecret: text("totp_secret"),
    /** TOTP: the last time step accepted, so that a code works once (RFC 6238 section 5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** Passkey: the credential id (base64url), its COSE public key (base64url), signature counter and transports. */
    credentialId: text("credential_id").unique(),
    publicKey: text("public_key"),
    signCount: bigint("sign_count", { mode: "number" }),
    transports: text("transports").array(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("admin_factors_user_idx").on(t.userId)],
);

/** Ten single-use codes, shown once; only their SHA-256 is kept (each has 50 random bits, and a wrong one counts toward the login limits). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * Short-lived state between two requests of one ceremony: the login's second step after a correct
 * password, a WebAuthn challenge, a TOTP secret being enrolled. The browser holds a random token, the
 * row its SHA-256; a row is used once and is gone after `expires_at`.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The session that started it (enrolment), or null (the login's second step has none yet). */
    sessionId: text("session_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("auth_challenges_expires_idx").on(t.expiresAt)],
);
