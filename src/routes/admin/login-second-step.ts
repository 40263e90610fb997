/**
 * The login's second step (mounted at /api/admin/login): after a right password, while the owner has a
 * factor, the browser holds a pending step (src/auth/second-step.ts) and finishes the login here with a
 * code from the authenticator app, a recovery code or a passkey. Wrong answers count toward the same
 * login limits as wrong passwords, at most 5 per pending step, and codes per account
 * (src/auth/second-step-limit.ts: a growing delay, then a pause; the owner is told).
 *
 *   GET  /passkey-options   WebAuthn options for the pending login (the challenge is kept in its row)
 *   POST /second-factor     {method: "totp"|"recovery", code} | {method: "passkey", response}
 */
import { Hono } from "hono";
import { mergeChallengeData } from "../../../db/queries/auth-challenges.ts";
import { auditRequest } from "../../admin/audit.ts";
import type { AppEnv } from "../../app-context.ts";
import { anyone } from "../../auth/guards.ts";
import { openAdminSession } from "../../auth/login-session.ts";
import { passkeyAuthenticationOptions, relyingParty } from "../../auth/passkeys.ts";
import { checkSecondFactor, secondFactorMethods } from "../../auth/second-factor.ts";
import { failSecondStep, finishSecondStep, pendingSecondStep } from "../../auth/second-step.ts";
import { alertOwnerOfWrongCodes } from "../../auth/second-step-alert.ts";
import { beginCodeCheck, codesPausedMessage, SECOND_STEP_ALERT_AFTER } from "../../auth/second-step-limit.ts";
import { secretKeysFor } from "../../auth/secret-box.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { SECOND_STEP_EXPIRED, SECOND_STEP_TOO_MANY_WRONG, SecondFactorProof } from "../../shared/second-factor-schemas.ts";
import { validJson } from "../validation.ts";
import { fail, loginRefusal } from "./login-answers.ts";
import { startLoginAttempt } from "./login-attempt.ts";

export function adminLoginSecondStepRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/passkey-options", anyone(), async function passkeyLoginOptions(c) {
    const { db, env } = c.var.deps;
    const step = await pendingSecondStep(c);
    if (!step) return fail(c, 401, SECOND_STEP_EXPIRED);
    const options = await passkeyAuthenticationOptions(db, relyingParty(env), step.userId);
    await mergeChallengeData(db, step.id, { passkeyChallenge: options.challenge });
    return c.json(options);
  });

  app.post(
    "/second-factor",
    anyone(),
    jsonOnly({ refusal: "Send the code as JSON (Content-Type: application/json)", answer: loginRefusal }),
    validJson(SecondFactorProof, { answer: loginRefusal }),
    async function finishLogin(c) {
      const { db, env } = c.var.deps;
      const step = await pendingSecondStep(c);
      if (!step) return fail(c, 401, SECOND_STEP_EXPIRED);
      const attempt = await startLoginAttempt(c);
      if (attempt.refused) return attempt.refused;
      const { deviceId } = attempt;

      const proof = c.req.valid("json");
      const detail = { method: proof.method };
      // Codes are counted per account before they are checked; a passkey's signature cannot be guessed.
      const codeCheck = proof.method === "passkey" ? undefined : await beginCodeCheck(db, step.userId);
      if (codeCheck && !codeCheck.allowed) {
        await attempt.succeeded(); // nothing was checked: not a failure of this client's
        await auditRequest(c, { action: "login.second_factor", outcome: "refused", detail });
        c.header("Retry-After", String(codeCheck.retryAfterSeconds));
        const passkeyOpen = (await secondFactorMethods(db, step.userId)).includes("passkey");
        return fail(c, 429, codesPausedMessage(codeCheck.retryAfterSeconds, passkeyOpen));
      }
      const passkeyChallenge = typeof step.data.passkeyChallenge === "string" ? step.data.passkeyChallenge : undefined;
      const result = await checkSecondFactor(db, { rp: relyingParty(env), keys: secretKeysFor(env) }, step.userId, proof, passkeyChallenge);
      if (!result.ok) {
        const left = await failSecondStep(c, step);
        await auditRequest(c, { action: "login.second_factor", outcome: "failure", detail });
        if (codeCheck && codeCheck.failuresThisHour + 1 >= SECOND_STEP_ALERT_AFTER) await alertOwnerOfWrongCodes(c, step.userId, codeCheck.failuresThisHour + 1);
        return fail(c, 401, left > 0 ? result.message : SECOND_STEP_TOO_MANY_WRONG);
      }
      await codeCheck?.succeeded();
      // Two requests with one pending step: only the one that takes it away logs in.
      if (!(await finishSecondStep(c, step))) return fail(c, 401, SECOND_STEP_EXPIRED);

      await attempt.succeeded();
      await openAdminSession(c, step.userId, deviceId, result.method);
      await auditRequest(c, { action: "login.second_factor", detail });
      if (result.method === "recovery") await auditRequest(c, { action: "recovery_codes.use" });
      return c.json({ success: true, message: "Logged in successfully" }, 200);
    },
  );

  return app;
}
