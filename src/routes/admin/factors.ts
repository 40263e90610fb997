/**
 * /api/admin/security/factors and /recovery-codes: enrol, name and remove second factors, and make new
 * recovery codes. Session only (no API key may manage security); every write is audited.
 *
 *   GET    /factors                      the factors and the recovery codes left
 *   POST   /factors/totp/start           a new secret: {secret, otpauthUrl, qrSvg}, kept for this session
 *   POST   /factors/totp/confirm         {code, name, endOtherSessions?}: the app proved it has the secret → the factor
 *   POST   /factors/passkey/options      WebAuthn registration options (existing passkeys excluded)
 *   POST   /factors/passkey/verify       {response, name, endOtherSessions?} → the factor
 *   POST   /factors/passkey/confirm-options  a passkey challenge to prove a factor (reauth, removing the last one)
 *   PATCH  /factors/:id                  {name}
 *   DELETE /factors/:id                  {password, proof?, endOtherSessions?}: the last factor needs a proof of a factor too
 *   POST   /recovery-codes               {password}: ten new codes, replacing the old
 *   POST   /reauth                       {password} | {proof}: the session proved the owner just now
 *
 * Enrolling and renaming need a session that proved the owner in the last 5 minutes (403 reauth_required
 * otherwise; POST /reauth, then again), removing asks for the password itself: a stolen session cookie
 * alone cannot plant the thief's authenticator. Adding or removing a factor may end every other session,
 * and e-mails the owner when e-mail is configured. The first factor comes with ten recovery codes, shown in that one answer. The guard is the security
 * area's requireAdminSession(): both sub-apps are mounted at /security, so its use() covers these routes
 * (a second guard here would be a second guard on every route; tests/route-map.test.ts and this area's
 * tests hold that an anonymous caller gets 401).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { createFactor, deleteFactor, deleteRecoveryCodes, factorView, listFactors, type NewFactor, readFactorSummary, renameFactor } from "../../../db/queries/admin-factors.ts";
import { endOtherAdminSessions } from "../../../db/queries/admin-sessions.ts";
import { countChallengeFailure, deleteChallenge } from "../../../db/queries/auth-challenges.ts";
import { auditRequest } from "../../admin/audit.ts";
import { describeDevice } from "../../admin/session-device.ts";
import type { AppEnv } from "../../app-context.ts";
import { getAdminSession } from "../../auth/guards.ts";
import type { AdminSession } from "../../auth/lucia.ts";
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, relyingParty, verifyPasskeyRegistration } from "../../auth/passkeys.ts";
import { confirmPassword, markSessionProved } from "../../auth/reauthenticate.ts";
import { proofFreshForMs, requireRecentProof } from "../../auth/recent-proof.ts";
import { generateRecoveryCodes } from "../../auth/recovery-codes.ts";
import { sealSecret, secretKeysFor } from "../../auth/secret-box.ts";
import { tellOwner } from "../../auth/security-notices.ts";
import { newTotpEnrolment, totpStepOf } from "../../auth/totp.ts";
import { jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { FactorRemoveInput, FactorRenameInput, PasskeyVerifyInput, ReauthInput, RecoveryCodesInput, TotpConfirmInput } from "../../shared/second-factor-schemas.ts";
import type { ReauthAnswer } from "../../shared/security.ts";
import { validJson, validParam } from "../validation.ts";
import { ceremonyOf, proveFactorInSession, startCeremony, stringField } from "./factor-ceremonies.ts";

/** Wrong codes while enrolling an app: then start again with a new secret. */
const ENROL_MAX_WRONG = 5;

const FactorIdParam = z.object({ id: z.uuid() });

const KIND_NAMES = { totp: "an authenticator app", passkey: "a passkey" } as const;

/** The guard ran first: the session is there. */
async function sessionOf(c: Context<AppEnv>): Promise<AdminSession> {
  return (await getAdminSession(c))!;
}

/** "Chrome on macOS, 2026-11-28 14:03 UTC": which browser made the change, for the owner's e-mail. */
function changedFrom(c: Context<AppEnv>): string {
  return `${describeDevice(c.req.header("User-Agent"))}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function adminFactorRoutes() {
  const app = new Hono<AppEnv>();
  const factorId = validParam(FactorIdParam, "Factor not found");

  const recentProof = requireRecentProof();

  /** Ends every session but this one when the owner asked to; how many ended. */
  async function endOthersIfAsked(c: Context<AppEnv>, session: AdminSession, asked: boolean): Promise<number> {
    if (!asked) return 0;
    const ended = await endOtherAdminSessions(c.var.deps.db, session.userId, session.id);
    await auditRequest(c, { action: "session.end_others", detail: { ended } });
    return ended;
  }

  /** Stores a new factor; the first one comes with the recovery codes. */
  async function addFactor(c: Context<AppEnv>, session: AdminSession, factor: NewFactor, endOthers: boolean) {
    const { db, env } = c.var.deps;
    const first = (await listFactors(db, session.userId)).length === 0;
    const row = await createFactor(db, session.userId, factor);
    await auditRequest(c, { action: "factor.add", targetType: "factor", targetId: row.id, detail: { kind: row.kind } });
    let recoveryCodes: string[] | undefined;
    if (first) {
      recoveryCodes = await generateRecoveryCodes(db, session.userId);
      await auditRequest(c, { action: "recovery_codes.generate", detail: { count: recoveryCodes.length } });
    }
    const otherSessionsEnded = await endOthersIfAsked(c, session, endOthers);
    void tellOwner(env, db, {
      subject: "a second factor was added",
      paragraphs: [`${KIND_NAMES[row.kind]} named "${row.name}" was added as a second factor of your admin login (${changedFrom(c)}).`],
    });
    return c.json({ factor: factorView(row), otherSessionsEnded, ...(recoveryCodes ? { recoveryCodes } : {}) }, 201);
  }

  app.get("/factors", async function listOwnFactors(c) {
    return c.json(await readFactorSummary(c.var.deps.db, (await sessionOf(c)).userId));
  });

  app.post("/factors/totp/start", recentProof, async function startTotp(c) {
    const { db, env } = c.var.deps;
    const enrolment = newTotpEnrolment(env.identity.name);
    await startCeremony(db, "totp-enrol", await sessionOf(c), { secret: enrolment.secret });
    return c.json(enrolment);
  });

  app.post("/factors/totp/confirm", recentProof, jsonOnly(), validJson(TotpConfirmInput), async function confirmTotp(c) {
    const { db } = c.var.deps;
    const session = await sessionOf(c);
    const { code, name, endOtherSessions } = c.req.valid("json");
    const ceremony = await ceremonyOf(db, "totp-enrol", session);
    const secret = stringField(ceremony, "secret");
    if (!ceremony || !secret) return jsonError(c, 409, "Start again: the set-up of the authenticator app expired.");
    const step = totpStepOf(secret, code);
    if (step === null) {
      const attempts = await countChallengeFailure(db, ceremony.id, ENROL_MAX_WRONG);
      await auditRequest(c, { action: "factor.add", outcome: "failure", detail: { kind: "totp" } });
      if (attempts === null || attempts >= ENROL_MAX_WRONG) return jsonError(c, 409, "Too many wrong codes. Start again with a new QR code.");
      return jsonError(c, 400, "That code is not right. Check the time on your phone and enter the current code.", [{ field: "code", message: "That code is not right" }]);
    }
    if (!(await deleteChallenge(db, ceremony.id))) return jsonError(c, 409, "Start again: the set-up of the authenticator app expired.");
    const totpSecret = sealSecret(secretKeysFor(c.var.deps.env), secret);
    return addFactor(c, session, { kind: "totp", name, totpSecret, totpLastStep: step }, endOtherSessions);
  });

  app.post("/factors/passkey/options", recentProof, async function passkeyRegistration(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const options = await passkeyRegistrationOptions(db, relyingParty(env), session.userId);
    await startCeremony(db, "passkey-enrol", session, { challenge: options.challenge });
    return c.json(options);
  });

  app.post("/factors/passkey/verify", recentProof, jsonOnly(), validJson(PasskeyVerifyInput), async function verifyPasskey(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const { response, name, endOtherSessions } = c.req.valid("json");
    const ceremony = await ceremonyOf(db, "passkey-enrol", session);
    const challenge = stringField(ceremony, "challenge");
    // Used once, whatever the outcome: a second try asks the authenticator again.
    if (!ceremony || !challenge || !(await deleteChallenge(db, ceremony.id))) return jsonError(c, 409, "Start again: the passkey prompt expired.");
    const passkey = await verifyPasskeyRegistration(relyingParty(env), response, challenge);
    if (!passkey) {
      await auditRequest(c, { action: "factor.add", outcome: "failure", detail: { kind: "passkey" } });
      return jsonError(c, 400, "The passkey could not be added. Try again.");
    }
    try {
      return await addFactor(c, session, { kind: "passkey", name, ...passkey }, endOtherSessions);
    } catch (error) {
      if (constraintViolation(error)?.kind === "unique") return jsonError(c, 409, "This passkey is added already.");
      throw error;
    }
  });

  app.post("/factors/passkey/confirm-options", async function passkeyConfirmation(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const options = await passkeyAuthenticationOptions(db, relyingParty(env), session.userId);
    await startCeremony(db, "passkey-confirm", session, { challenge: options.challenge });
    return c.json(options);
  });

  app.post("/reauth", jsonOnly(), validJson(ReauthInput), async function reauthenticate(c) {
    const { db } = c.var.deps;
    const session = await sessionOf(c);
    const input = c.req.valid("json");
    if (input.password !== undefined) {
      const confirmed = await confirmPassword(c, session, input.password, "reauth.password");
      if (!confirmed.ok) {
        if (confirmed.retryAfterSeconds !== undefined) c.header("Retry-After", String(confirmed.retryAfterSeconds));
        return jsonError(c, confirmed.status, confirmed.message, confirmed.status === 401 ? [{ field: "password", message: confirmed.message }] : undefined);
      }
      return c.json({ success: true, proofFreshForMs: proofFreshForMs(session) } satisfies ReauthAnswer);
    }
    const proof = input.proof!;
    const proved = await proveFactorInSession(c, session, proof);
    if (!proved.ok && "limited" in proved) {
      c.header("Retry-After", String(proved.retryAfterSeconds));
      return jsonError(c, 429, proved.message);
    }
    if (!proved.ok) {
      await auditRequest(c, { action: "reauth.factor", outcome: "failure", detail: { method: proof.method } });
      return jsonError(c, 401, proved.message, [{ field: "proof", message: proved.message }]);
    }
    await markSessionProved(db, session);
    await auditRequest(c, { action: "reauth.factor", detail: { method: proved.method } });
    if (proved.method === "recovery") await auditRequest(c, { action: "recovery_codes.use" });
    return c.json({ success: true, proofFreshForMs: proofFreshForMs(session) } satisfies ReauthAnswer);
  });

  app.patch("/factors/:id", recentProof, jsonOnly(), factorId, validJson(FactorRenameInput), async function renameOwnFactor(c) {
    const session = await sessionOf(c);
    const row = await renameFactor(c.var.deps.db, session.userId, c.req.valid("param").id, c.req.valid("json").name);
    if (!row) return jsonError(c, 404, "Factor not found");
    await auditRequest(c, { action: "factor.rename", targetType: "factor", targetId: row.id, detail: { kind: row.kind } });
    return c.json(factorView(row));
  });

  app.delete("/factors/:id", jsonOnly(), factorId, validJson(FactorRemoveInput), async function removeFactor(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const id = c.req.valid("param").id;
    const { password, proof, endOtherSessions } = c.req.valid("json");
    const factors = await listFactors(db, session.userId);
    const factor = factors.find((f) => f.id === id);
    if (!factor) return jsonError(c, 404, "Factor not found");
    const last = factors.length === 1;
    if (last && !proof) {
      return jsonError(c, 400, "Removing your last factor needs a code from your authenticator app, a recovery code or your passkey.", [
        { field: "proof", message: "Prove a factor too" },
      ]);
    }

    const confirmed = await confirmPassword(c, session, password, "factor.remove", { auditSuccess: false });
    if (!confirmed.ok) {
      if (confirmed.retryAfterSeconds !== undefined) c.header("Retry-After", String(confirmed.retryAfterSeconds));
      return jsonError(c, confirmed.status, confirmed.message, confirmed.status === 401 ? [{ field: "password", message: confirmed.message }] : undefined);
    }
    if (last && proof) {
      const proved = await proveFactorInSession(c, session, proof);
      if (!proved.ok && "limited" in proved) {
        c.header("Retry-After", String(proved.retryAfterSeconds));
        return jsonError(c, 429, proved.message);
      }
      if (!proved.ok) {
        await auditRequest(c, { action: "factor.remove", outcome: "failure", targetType: "factor", targetId: id, detail: { method: proof.method } });
        return jsonError(c, 401, proved.message, [{ field: "proof", message: proved.message }]);
      }
      if (proved.method === "recovery") await auditRequest(c, { action: "recovery_codes.use" });
    }

    if (!(await deleteFactor(db, session.userId, id))) return jsonError(c, 404, "Factor not found");
    // Without a factor the password alone logs in again, and codes for a second step that no longer exists would only mislead.
    if (last) await deleteRecoveryCodes(db, session.userId);
    await auditRequest(c, { action: "factor.remove", targetType: "factor", targetId: id, detail: { kind: factor.kind } });
    const otherSessionsEnded = await endOthersIfAsked(c, session, endOtherSessions);
    void tellOwner(env, db, {
      subject: "a second factor was removed",
      paragraphs: [`${KIND_NAMES[factor.kind]} named "${factor.name}" was removed from your admin login (${changedFrom(c)}).${last ? " The password alone now logs in." : ""}`],
    });
    return c.json({ success: true, otherSessionsEnded });
  });

  app.post("/recovery-codes", jsonOnly(), validJson(RecoveryCodesInput), async function regenerateRecoveryCodes(c) {
    const { db } = c.var.deps;
    const session = await sessionOf(c);
    const confirmed = await confirmPassword(c, session, c.req.valid("json").password, "recovery_codes.generate", { auditSuccess: false });
    if (!confirmed.ok) {
      if (confirmed.retryAfterSeconds !== undefined) c.header("Retry-After", String(confirmed.retryAfterSeconds));
      return jsonError(c, confirmed.status, confirmed.message, confirmed.status === 401 ? [{ field: "password", message: confirmed.message }] : undefined);
    }
    if ((await listFactors(db, session.userId)).length === 0) return jsonError(c, 409, "Add a passkey or an authenticator app first.");
    const recoveryCodes = await generateRecoveryCodes(db, session.userId);
    await auditRequest(c, { action: "recovery_codes.generate", detail: { count: recoveryCodes.length } });
    return c.json({ recoveryCodes }, 201);
  });

  return app;
}
