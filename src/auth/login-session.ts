/**
 * The end of every successful login, with or without a second step: a fresh session (the one this
 * browser held before ends), its cookie, the device cookie renewed, and expired sessions swept.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-context.ts";
import { clientIp } from "../http/client-ip.ts";
import { coarseNetwork } from "../http/coarse-network.ts";
import { describeError } from "../http/describe-error.ts";
import { rememberDevice } from "./device-cookie.ts";
import { type AdminSession, sessionStoreFor } from "./lucia.ts";
import { readSessionCookie, setSessionCookie } from "./session-cookie.ts";

/**
 * @example const session = await openAdminSession(c, admin.id, deviceId, "password");
 */
export async function openAdminSession(c: Context<AppEnv>, userId: string, deviceId: string | undefined, authMethod: string): Promise<AdminSession> {
  const { db, env } = c.var.deps;
  const store = sessionStoreFor(db, env);
  // A fresh session on every login; the one this browser held before (if any) ends now.
  const previous = readSessionCookie(c);
  if (previous) await store.invalidateSession(previous);
  const session = await store.createSession(userId, {
    userAgent: c.req.header("User-Agent") ?? null,
    network: coarseNetwork(clientIp(c, env.proxyTrust)),
    authMethod,
  });
  setSessionCookie(c, session);
  // The rest of this request (its audit entry) acts as the new session.
  c.set("adminSession", session);
  await rememberDevice(c, userId, deviceId);
  // At login, not on every request: logins are rare and this keeps the table small. Never fails a login.
  await store.deleteExpiredSessions().catch((error: unknown) => console.error(`Deleting expired sessions failed: ${describeError(error)}`));
  return session;
}
