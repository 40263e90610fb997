/**
 * POST /api/admin/login, GET /api/admin/check, POST /api/admin/logout: open to anyone (login is rate-limited;
 * check never answers 401). Login answers `{ success, message }` in every case, so the login form can
 * always show the server's message.
 */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { adminUsers } from "../../../db/schema/index.ts";
import type { AppEnv } from "../../app-context.ts";
import { ADMIN_USERNAME } from "../../auth/admin-user.ts";
import { beginLoginAttempt, DEFAULT_LOGIN_LIMITS } from "../../auth/brute-force.ts";
import { knownDeviceOf, rememberDevice } from "../../auth/device-cookie.ts";
import { anyone, getAdminSession } from "../../auth/guards.ts";
import { sessionStoreFor } from "../../auth/lucia.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../../auth/session-cookie.ts";
import { clientIp } from "../../http/client-ip.ts";
import { describeError } from "../../http/describe-error.ts";
import type { ErrorAnswer } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { LoginInput } from "../../shared/admin-schemas.ts";
import { validJson } from "../validation.ts";

/** Verified against when no admin row exists, so that the answer takes as long as a real check. */
let dummyHash: Promise<string> | undefined;

function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false, message }, status);
}

/** A refused request, worded as login words every answer: the first field's message, else the error. */
const loginRefusal: ErrorAnswer = (c, status, error, issues) => fail(c, status, issues?.[0]?.message ?? error);

export function adminAuthRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    "/login",
    anyone(),
    jsonOnly({ refusal: "Send the password as JSON (Content-Type: application/json)", answer: loginRefusal }),
    validJson(LoginInput, { answer: loginRefusal }),
    async function logIn(c) {
      const { db, env } = c.var.deps;
      const deviceId = await knownDeviceOf(c);
      const limits = { ...DEFAULT_LOGIN_LIMITS, checksPerSecond: env.loginChecksPerSecond };
      const attempt = await beginLoginAttempt(db, { ip: clientIp(c, env.proxyTrust), deviceId }, limits);
      if (!attempt.allowed) {
        c.header("Retry-After", String(attempt.retryAfterSeconds));
        return fail(c, 429, attempt.message);
      }

      const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);
      // Without an admin row, still spend one hash verification, so the answer's timing says nothing.
      dummyHash ??= hashPassword(crypto.randomUUID());
      const hash = admin?.passwordHash ?? (await dummyHash);
      const ok = (await verifyPassword(c.req.valid("json").password, hash)) && admin !== undefined;
      if (!ok) return fail(c, 401, "Invalid password");

      await attempt.succeeded();
      const store = sessionStoreFor(db, env);
      // A fresh session on every login; the one this browser held before (if any) ends now.
      const previous = readSessionCookie(c);
      if (previous) await store.invalidateSession(previous);
      const session = await store.createSession(admin.id);
      setSessionCookie(c, session);
      await rememberDevice(c, admin.id, deviceId);
      // At login, not on every request: logins are rare and this keeps the table small. Never fails a login.
      await store.deleteExpiredSessions().catch((error: unknown) => console.error(`Deleting expired sessions failed: ${describeError(error)}`));
      return c.json({ success: true, message: "Logged in successfully" }, 200);
    },
  );

  app.get("/check", anyone(), async function checkSession(c) {
    return c.json({ isAdmin: (await getAdminSession(c)) !== null });
  });

  app.post("/logout", anyone(), async function logOut(c) {
    const id = readSessionCookie(c);
    if (id) await sessionStoreFor(c.var.deps.db, c.var.deps.env).invalidateSession(id);
    clearSessionCookie(c);
    return c.json({ success: true });
  });

  return app;
}
