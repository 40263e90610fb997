/**
 * Admin sessions, stored in the `sessions` table through Lucia v3 and its Drizzle adapter. This is the ONLY
 * module that imports lucia: callers see the small SessionStore interface, so that Lucia
 * (deprecated upstream) can be replaced by hand-written sessions without touching them.
 *
 * Two limits, both configurable (SESSION_IDLE_DAYS, SESSION_ABSOLUTE_DAYS): an idle expiry (Lucia's sliding
 * `expires_at`, renewed to a full window when a session is used in the second half of it) and an absolute
 * lifetime counted from `created_at`, which no use extends. `last_seen_at`, shown in the Security tab, moves
 * forward at most once a minute, so that a busy dashboard costs no write per request.
 *
 * The browser holds a random token; the table holds only its SHA-256 (Lucia's session id), so a read of the
 * table, a backup or a log line gives no live session (Lucia's own "hashed session ids" guide).
 */
import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { eq } from "drizzle-orm";
import { generateIdFromEntropySize, Lucia, TimeSpan } from "lucia";
import type { Database } from "../../db/client.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";
import { sha256Hex } from "./sha256.ts";

/** The defaults of SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

export interface AdminSession {
  /** SHA-256 of the token: the row's key. */
  id: string;
  /** The secret the cookie carries; never stored. */
  token: string;
  userId: string;
  /** Idle expiry: moves forward while the session is used. */
  expiresAt: Date;
  createdAt: Date;
  /** Absolute end: created_at + the absolute lifetime. */
  endsAt: Date;
  /** True when expiresAt was just set or moved: the cookie must be sent again. */
  fresh: boolean;
  /** When the owner last proved who they are in this session (login, or the password asked again). */
  authenticatedAt: Date;
  /** How the login was completed: "password" alone, or with "totp", "passkey" or "recovery". */
  authMethod: string;
}

/** What is kept about the browser a session was made for, shown in the Security tab. */
export interface SessionOrigin {
  userAgent?: string | null;
  /** IPv4 /24 or IPv6 /48. */
  network?: string | null;
  authMethod?: string;
}

export interface SessionStore {
  createSession(userId: string, origin?: SessionOrigin): Promise<AdminSession>;
  /** The session of a cookie's token, or null when unknown, idle-expired, past its absolute lifetime or its user is gone. */
  validateSession(token: string): Promise<AdminSession | null>;
  invalidateSession(token: string): Promise<void>;
  deleteExpiredSessions(): Promise<void>;
}

interface SessionAttributes {
  createdAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date;
  authMethod: string;
  userAgent: string | null;
  network: string | null;
}

declare module "lucia" {
  interface Register {
    Lucia: Lucia<SessionAttributes>;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

/** Tokens: 25 random bytes in lower-case base32 (Lucia's id format). Anything else never reaches the database. */
const SESSION_TOKEN = /^[a-z2-7]{40}$/;
const TOKEN_ENTROPY_BYTES = 25;
const USER_AGENT_MAX = 512;

/** The sessions row id of a cookie token. A token has 200 bits of entropy: a fast hash is enough. */
export function sessionIdOfToken(token: string): string {
  return sha256Hex(token);
}

export interface SessionStoreOptions {
  idleMs?: number;
  absoluteMs?: number;
}

/** The lifetimes as the environment gives them (env.sessionIdleMs, env.sessionAbsoluteMs). */
export interface SessionLifetimes {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

/**
 * @example const store = createSessionStore(db); const s = await store.createSession(adminId);
 */
export function createSessionStore(db: Database, options: SessionStoreOptions = {}): SessionStore {
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const absoluteMs = options.absoluteMs ?? SESSION_ABSOLUTE_MS;
  // The adapter's table types are looser than our schema's; the columns match its documented shape.
  const adapter = new DrizzlePostgreSQLAdapter(db, sessions as never, adminUsers as never);
  const lucia = new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(Math.round(idleMs / 1000), "s"),
    getSessionAttributes: (attributes) => attributes,
  });

  const toAdminSession = (token: string, s: { id: string; userId: string; expiresAt: Date; fresh: boolean } & SessionAttributes): AdminSession => ({
    id: s.id,
    token,
    userId: s.userId,
    expiresAt: s.expiresAt,
    createdAt: s.createdAt,
    endsAt: new Date(s.createdAt.getTime() + absoluteMs),
    fresh: s.fresh,
    authenticatedAt: s.authenticatedAt,
    authMethod: s.authMethod,
  });

  return {
    async createSession(userId, origin = {}) {
      const token = generateIdFromEntropySize(TOKEN_ENTROPY_BYTES);
      const now = new Date();
      const attributes: SessionAttributes = {
        createdAt: now,
        lastSeenAt: now,
        authenticatedAt: now,
        authMethod: origin.authMethod ?? "password",
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        network: origin.network ?? null,
      };
      const session = await lucia.createSession(userId, attributes, { sessionId: sessionIdOfToken(token) });
      return toAdminSession(token, session);
    },
    async validateSession(token) {
      if (!SESSION_TOKEN.test(token)) return null;
      const { session } = await lucia.validateSession(sessionIdOfToken(token));
      if (!session) return null;
      const result = toAdminSession(token, session);
      const now = Date.now();
      if (result.endsAt.getTime() <= now) {
        await lucia.invalidateSession(session.id);
        return null;
      }
      if (now - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, session.id));
      }
      return result;
    },
    async invalidateSession(token) {
      if (SESSION_TOKEN.test(token)) await lucia.invalidateSession(sessionIdOfToken(token));
    },
    async deleteExpiredSessions() {
      await lucia.deleteExpiredSessions();
    },
  };
}

const stores = new WeakMap<Database, Map<string, SessionStore>>();

/**
 * One store per database handle (the app's, or a test's) and lifetimes; without lifetimes, the defaults.
 * @example const store = sessionStoreFor(c.var.deps.db, c.var.deps.env);
 */
export function sessionStoreFor(db: Database, lifetimes?: SessionLifetimes): SessionStore {
  const idleMs = lifetimes?.sessionIdleMs ?? SESSION_IDLE_MS;
  const absoluteMs = lifetimes?.sessionAbsoluteMs ?? SESSION_ABSOLUTE_MS;
  let byLifetimes = stores.get(db);
  if (!byLifetimes) {
    byLifetimes = new Map();
    stores.set(db, byLifetimes);
  }
  const key = `${idleMs}/${absoluteMs}`;
  let store = byLifetimes.get(key);
  if (!store) {
    store = createSessionStore(db, { idleMs, absoluteMs });
    byLifetimes.set(key, store);
  }
  return store;
}
