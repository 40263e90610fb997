/**
 * POST /api/admin/login, GET /api/admin/check, POST /api/admin/logout: open to anyone (login is rate-limited;
 * check never answers 401). Login answers `{ success, message }` in every case, so the login form can
 * always show the server's message. Once the owner has a second factor, a right password answers
 * `{ success: false, message, secondFactor }` and the login finishes in login-second-step.ts.
 */

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { adminUsers } from "../../../db/schema/index.ts";
import { auditRequest } from "../../admin/audit.ts";
import type { AppEnv } from "../../app-context.ts";
import { ADMIN_USERNAME } from "../../auth/admin-user.ts";
import { anyone, getAdminSession } from "../../auth/guards.ts";
import { openAdminSession } from "../../auth/login-session.ts";
import { sessionStoreFor } from "../../auth/lucia.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { secondFactorMethods, secondStepMessage } from "../../auth/second-factor.ts";
import { beginSecondStep } from "../../auth/second-step.ts";
import { clearSessionCookie, readSessionCookie } from "../../auth/session-cookie.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { LoginInput } from "../../shared/admin-schemas.ts";
import type { SecondFactorPending } from "../../shared/second-factor-schemas.ts";
import { validJson } from "../validation.ts";
import { fail, loginRefusal } from "./login-answers.ts";
import { startLoginAttempt } from "./login-attempt.ts";
import { adminLoginSecondStepRoutes } from "./login-second-step.ts";

/** Verified against when no admin row exists, so that the answer takes as long as a real check. */
let dummyHash: Promise<string> | undefined;

function isFormPost(contentType: string | undefined): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType ?? "");
}

export function adminAuthRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    "/login",
    anyone(),
    jsonOnly({ refusal: "Send the password as JSON (Content-Type: application/json)", answer: loginRefusal }),
    validJson(LoginInput, { answer: loginRefusal }),
    async function logIn(c) {
      const { db } = c.var.deps;
      const attempt = await startLoginAttempt(c);
      if (attempt.refused) return attempt.refused;
      const { deviceId } = attempt;

      const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);
      // Without an admin row, still spend one hash verification, so the answer's timing says nothing.
      dummyHash ??= hashPassword(crypto.randomUUID());
      const hash = admin?.passwordHash ?? (await dummyHash);
      const ok = (await verifyPassword(c.req.valid("json").password, hash)) && admin !== undefined;
      if (!ok) {
        await auditRequest(c, { action: "login.password", outcome: "failure" });
        return fail(c, 401, "Invalid password");
      }

      await attempt.succeeded();
      // With a second factor enrolled a right password is half a login: no session, no device cookie yet,
      // and `success: false`, so that a client that knows only the password never believes it is in.
      const methods = await secondFactorMethods(db, admin.id);
      if (methods.length > 0) {
        await beginSecondStep(c, admin.id);
        await auditRequest(c, { action: "login.password", detail: { secondFactor: true } });
        const pending: SecondFactorPending = { success: false, message: secondStepMessage(methods), secondFactor: { methods } };
        return c.json(pending, 200);
      }
      await openAdminSession(c, admin.id, deviceId, "password");
      await auditRequest(c, { action: "login.password" });
      return c.json({ success: true, message: "Logged in successfully" }, 200);
    },
  );

  app.route("/login", adminLoginSecondStepRoutes());

  app.get("/check", anyone(), async function checkSession(c) {
    return c.json({ isAdmin: (await getAdminSession(c)) !== null });
  });

  app.post("/logout", anyone(), async function logOut(c) {
    const id = readSessionCookie(c);
    if (id) await sessionStoreFor(c.var.deps.db, c.var.deps.env).invalidateSession(id);
    clearSessionCookie(c);
    // The dashboard's Logout is a form: sent without the page script (no JavaScript), it lands on the login page.
    if (isFormPost(c.req.header("Content-Type"))) return c.redirect("/admin", 303);
    return c.json({ success: true });
  });

  return app;
}
