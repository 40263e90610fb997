/**
 * Admin sessions, stored in the `sessions` table through Lucia v3 and its Drizzle adapter. This is the ONLY
 * module that imports lucia (DESIGN.md 5): callers see the small SessionStore interface, so that Lucia
 * (deprecated upstream) can be replaced by hand-written sessions without touching them.
 *
 * Two limits: an idle expiry (Lucia's sliding `expires_at`, renewed to a full window when a session is used
 * in the second half of it) and an absolute lifetime counted from `created_at`, which no use extends.
 */
import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { Lucia, TimeSpan } from "lucia";
import type { Database } from "../../db/client.ts";
import { adminUsers, sessions } from "../../db/schema/index.ts";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AdminSession {
  id: string;
  userId: string;
  /** Idle expiry: moves forward while the session is used. */
  expiresAt: Date;
  /** Absolute end: created_at + the absolute lifetime. */
  endsAt: Date;
  /** True when expiresAt was just set or moved: the cookie must be sent again. */
  fresh: boolean;
}

export interface SessionStore {
  createSession(userId: string): Promise<AdminSession>;
  /** The session, or null when unknown, idle-expired, past its absolute lifetime or its user is gone. */
  validateSession(sessionId: string): Promise<AdminSession | null>;
  invalidateSession(sessionId: string): Promise<void>;
  deleteExpiredSessions(): Promise<void>;
}

declare module "lucia" {
  interface Register {
    Lucia: Lucia<{ createdAt: Date }>;
    DatabaseSessionAttributes: { createdAt: Date };
  }
}

/** Lucia ids: 25 random bytes in lower-case base32. Anything else never reaches the database. */
const SESSION_ID = /^[a-z2-7]{40}$/;

export interface SessionStoreOptions {
  idleMs?: number;
  absoluteMs?: number;
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
    getSessionAttributes: (attributes) => ({ createdAt: attributes.createdAt }),
  });

  const toAdminSession = (s: { id: string; userId: string; expiresAt: Date; fresh: boolean; createdAt: Date }): AdminSession => ({
    id: s.id,
    userId: s.userId,
    expiresAt: s.expiresAt,
    endsAt: new Date(s.createdAt.getTime() + absoluteMs),
    fresh: s.fresh,
  });

  return {
    async createSession(userId) {
      return toAdminSession(await lucia.createSession(userId, { createdAt: new Date() }));
    },
    async validateSession(sessionId) {
      if (!SESSION_ID.test(sessionId)) return null;
      const { session } = await lucia.validateSession(sessionId);
      if (!session) return null;
      const result = toAdminSession(session);
      if (result.endsAt.getTime() <= Date.now()) {
        await lucia.invalidateSession(session.id);
        return null;
      }
      return result;
    },
    async invalidateSession(sessionId) {
      if (SESSION_ID.test(sessionId)) await lucia.invalidateSession(sessionId);
    },
    async deleteExpiredSessions() {
      await lucia.deleteExpiredSessions();
    },
  };
}

const stores = new WeakMap<Database, SessionStore>();

/** One store per database handle (the app's, or a test's). */
export function sessionStoreFor(db: Database): SessionStore {
  let store = stores.get(db);
  if (!store) {
    store = createSessionStore(db);
    stores.set(db, store);
  }
  return store;
}
