/**
 * /api/admin/security: the Security tab's data, Change password (with its strength meter) and the owner's
 * sessions (list, end one, end all others). Session only: no API key may manage security.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { endAdminSessionByLabel, endOtherAdminSessions } from "../../../db/queries/admin-sessions.ts";
import { SECURITY_ALERT_DISMISS_ACTION } from "../../../db/queries/security-alerts.ts";
import { auditRequest, SESSION_LABEL_LENGTH } from "../../admin/audit.ts";
import { readSecurityTab, readSessionRows } from "../../admin/security/read-security.ts";
import type { AppEnv } from "../../app-context.ts";
import { changeAdminPassword } from "../../auth/admin-user.ts";
import { knownDeviceOf } from "../../auth/device-cookie.ts";
import { getAdminSession, requireAdminSession } from "../../auth/guards.ts";
import type { AdminSession } from "../../auth/lucia.ts";
import { PolicyPassword, passwordStrength } from "../../auth/password-policy.ts";
import { confirmPassword } from "../../auth/reauthenticate.ts";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson, validParam } from "../validation.ts";

/** The password as typed: checked against the stored hash, so only its length is bounded here. */
const typedPassword = (required: string) => z.string({ error: required }).min(1, required).max(1024, "Password is too long");

const PasswordChangeInput = z
  .object({
    currentPassword: typedPassword("Enter your current password"),
    newPassword: PolicyPassword,
    revokeApiKeys: z.boolean({ error: "revokeApiKeys must be true or false" }).default(false),
  })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ["newPassword"], message: "The new password must differ from the current one." });

const StrengthInput = z.object({ password: z.string({ error: "password must be text" }).max(1024, "Password is too long") });

const SessionLabelParam = z.object({ id: z.string().regex(new RegExp(`^[0-9a-f]{${SESSION_LABEL_LENGTH}}$`)) });

/** The guard ran first: the session is there. */
async function sessionOf(c: Context<AppEnv>): Promise<AdminSession> {
  return (await getAdminSession(c))!;
}

export function adminSecurityRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAdminSession());

  app.get("/", async function readSecurity(c) {
    return c.json(await readSecurityTab(c.var.deps.db, await sessionOf(c)));
  });

  // The meter's score comes from here: zxcvbn's dictionaries are ~1.3 MB, too much for the tab's island.
  app.post("/password-strength", jsonOnly(), validJson(StrengthInput), async function ratePassword(c) {
    return c.json(passwordStrength(c.req.valid("json").password));
  });

  app.put("/password", jsonOnly(), validJson(PasswordChangeInput), async function changePassword(c) {
    const session = await sessionOf(c);
    const { currentPassword, newPassword, revokeApiKeys } = c.req.valid("json");
    const confirmed = await confirmPassword(c, session, currentPassword, "password.change", { auditSuccess: false });
    if (!confirmed.ok) {
      if (confirmed.retryAfterSeconds !== undefined) c.header("Retry-After", String(confirmed.retryAfterSeconds));
      const message = confirmed.status === 401 ? "The current password is not right." : confirmed.message;
      return jsonError(c, confirmed.status, message, confirmed.status === 401 ? [{ field: "currentPassword", message }] : undefined);
    }
    const keepDeviceId = await knownDeviceOf(c);
    const result = await changeAdminPassword(c.var.deps.db, session.userId, newPassword, { keepSessionId: session.id, keepDeviceId, revokeApiKeys });
    await auditRequest(c, { action: "password.change", detail: { ...result } });
    return c.json({ success: true, ...result });
  });

  // A plain form in the dashboard's alert posts here (no script needed): back to the dashboard. A JSON caller gets JSON.
  app.post("/alert/dismiss", async function dismissSecurityAlert(c) {
    await auditRequest(c, { action: SECURITY_ALERT_DISMISS_ACTION });
    const fromForm = (c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");
    return fromForm ? c.redirect("/admin/security", 303) : c.json({ success: true });
  });

  app.get("/sessions", async function listSessions(c) {
    return c.json(await readSessionRows(c.var.deps.db, await sessionOf(c)));
  });

  app.post("/sessions/end-others", async function endOtherSessions(c) {
    const session = await sessionOf(c);
    const ended = await endOtherAdminSessions(c.var.deps.db, session.userId, session.id);
    await auditRequest(c, { action: "session.end_others", detail: { ended } });
    return c.json({ success: true, ended });
  });

  app.delete("/sessions/:id", validParam(SessionLabelParam, "Session not found"), async function endSession(c) {
    const session = await sessionOf(c);
    const label = c.req.valid("param").id;
    const ended = await endAdminSessionByLabel(c.var.deps.db, session.userId, label);
    if (!ended) return jsonError(c, 404, "Session not found");
    const current = ended === session.id;
    await auditRequest(c, { action: "session.end", targetType: "session", targetId: label, detail: { current } });
    // Ending this browser's own session is a logout.
    if (current) clearSessionCookie(c);
    return c.json({ success: true, current });
  });

  return app;
}
