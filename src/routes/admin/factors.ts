/**
 * /api/admin/security/factors and /recovery-codes: enrol, name and remove second factors, and make new
 * recovery codes. Session only (no API key may manage security); every write is audited.
 *
 *   GET    /factors                      the factors and the recovery codes left
 *   POST   /factors/totp/start           a new secret: {secret, otpauthUrl, qrSvg}, kept for this session
 *   POST   /factors/totp/confirm         {code, name}: the app proved it has the secret → the factor
 *   POST   /factors/passkey/options      WebAuthn registration options (existing passkeys excluded)
 *   POST   /factors/passkey/verify       {response, name} → the factor
 *   POST   /factors/passkey/confirm-options  a passkey challenge to prove a factor (removing the last one)
 *   PATCH  /factors/:id                  {name}
 *   DELETE /factors/:id                  {password, proof?}: the last factor needs a proof of a factor too
 *   POST   /recovery-codes               {password}: ten new codes, replacing the old
 *
 * The first factor comes with ten recovery codes, shown in that one answer. The guard is the security
 * area's requireAdminSession(): both sub-apps are mounted at /security, so its use() covers these routes
 * (a second guard here would be a second guard on every route; tests/route-map.test.ts and this area's
 * tests hold that an anonymous caller gets 401).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { constraintViolation } from "../../../db/queries/admin-db-errors.ts";
import { createFactor, deleteFactor, deleteRecoveryCodes, factorView, listFactors, type NewFactor, readFactorSummary, renameFactor } from "../../../db/queries/admin-factors.ts";
import { type ChallengeRow, countChallengeFailure, deleteChallenge, putChallenge, readChallenge } from "../../../db/queries/auth-challenges.ts";
import { hitRateLimit } from "../../../db/queries/rate-limits.ts";
import { auditRequest } from "../../admin/audit.ts";
import type { AppEnv } from "../../app-context.ts";
import { LOGIN_WINDOW_MS } from "../../auth/brute-force.ts";
import { getAdminSession } from "../../auth/guards.ts";
import type { AdminSession } from "../../auth/lucia.ts";
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, relyingParty, verifyPasskeyRegistration } from "../../auth/passkeys.ts";
import { confirmPassword } from "../../auth/reauthenticate.ts";
import { generateRecoveryCodes } from "../../auth/recovery-codes.ts";
import { checkSecondFactor } from "../../auth/second-factor.ts";
import { sha256Hex } from "../../auth/sha256.ts";
import { newTotpEnrolment, totpStepOf } from "../../auth/totp.ts";
import { jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { FactorRemoveInput, FactorRenameInput, PasskeyVerifyInput, RecoveryCodesInput, TotpConfirmInput } from "../../shared/second-factor-schemas.ts";
import { validJson, validParam } from "../validation.ts";

/** How long an enrolment (scan the code, type one) or a confirming passkey prompt may take. */
const CEREMONY_MS = 10 * 60 * 1000;
/** Wrong codes while enrolling an app: then start again with a new secret. */
const ENROL_MAX_WRONG = 5;
/** Wrong proofs of a factor when removing the last one, per session per 15 minutes. */
const REMOVE_PROOF_FAILURES = 5;

const FactorIdParam = z.object({ id: z.uuid() });

/** The guard ran first: the session is there. */
async function sessionOf(c: Context<AppEnv>): Promise<AdminSession> {
  return (await getAdminSession(c))!;
}

/** A session's ceremony of one kind has one row, replaced when started again: its id is derived, not random. */
function ceremonyId(kind: string, session: AdminSession): string {
  return sha256Hex(`${kind}:${session.id}`);
}

async function startCeremony(db: Database, kind: string, session: AdminSession, data: Record<string, unknown>): Promise<void> {
  await putChallenge(db, { id: ceremonyId(kind, session), purpose: kind, userId: session.userId, sessionId: session.id, data, expiresAt: new Date(Date.now() + CEREMONY_MS) });
}

async function ceremonyOf(db: Database, kind: string, session: AdminSession): Promise<ChallengeRow | undefined> {
  const row = await readChallenge(db, ceremonyId(kind, session), kind);
  return row?.sessionId === session.id ? row : undefined;
}

function stringField(row: ChallengeRow | undefined, name: string): string | undefined {
  const value = row?.data[name];
  return typeof value === "string" ? value : undefined;
}

export function adminFactorRoutes() {
  const app = new Hono<AppEnv>();
  const factorId = validParam(FactorIdParam, "Factor not found");

  /** Stores a new factor; the first one comes with the recovery codes. */
  async function addFactor(c: Context<AppEnv>, session: AdminSession, factor: NewFactor) {
    const { db } = c.var.deps;
    const first = (await listFactors(db, session.userId)).length === 0;
    const row = await createFactor(db, session.userId, factor);
    await auditRequest(c, { action: "factor.add", targetType: "factor", targetId: row.id, detail: { kind: row.kind } });
    let recoveryCodes: string[] | undefined;
    if (first) {
      recoveryCodes = await generateRecoveryCodes(db, session.userId);
      await auditRequest(c, { action: "recovery_codes.generate", detail: { count: recoveryCodes.length } });
    }
    return c.json({ factor: factorView(row), ...(recoveryCodes ? { recoveryCodes } : {}) }, 201);
  }

  app.get("/factors", async function listOwnFactors(c) {
    return c.json(await readFactorSummary(c.var.deps.db, (await sessionOf(c)).userId));
  });

  app.post("/factors/totp/start", async function startTotp(c) {
    const { db, env } = c.var.deps;
    const enrolment = newTotpEnrolment(env.identity.name);
    await startCeremony(db, "totp-enrol", await sessionOf(c), { secret: enrolment.secret });
    return c.json(enrolment);
  });

  app.post("/factors/totp/confirm", jsonOnly(), validJson(TotpConfirmInput), async function confirmTotp(c) {
    const { db } = c.var.deps;
    const session = await sessionOf(c);
    const { code, name } = c.req.valid("json");
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
    return addFactor(c, session, { kind: "totp", name, totpSecret: secret, totpLastStep: step });
  });

  app.post("/factors/passkey/options", async function passkeyRegistration(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const options = await passkeyRegistrationOptions(db, relyingParty(env), session.userId);
    await startCeremony(db, "passkey-enrol", session, { challenge: options.challenge });
    return c.json(options);
  });

  app.post("/factors/passkey/verify", jsonOnly(), validJson(PasskeyVerifyInput), async function verifyPasskey(c) {
    const { db, env } = c.var.deps;
    const session = await sessionOf(c);
    const { response, name } = c.req.valid("json");
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
      return await addFactor(c, session, { kind: "passkey", name, ...passkey });
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

  app.patch("/factors/:id", jsonOnly(), factorId, validJson(FactorRenameInput), async function renameOwnFactor(c) {
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
    const { password, proof } = c.req.valid("json");
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
      const limit = await hitRateLimit(db, { bucket: "admin-reauth-factor", subject: session.id, limit: REMOVE_PROOF_FAILURES, windowMs: LOGIN_WINDOW_MS });
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return jsonError(c, 429, "Too many wrong answers. Please try again later.");
      }
      const ceremony = proof.method === "passkey" ? await ceremonyOf(db, "passkey-confirm", session) : undefined;
      if (ceremony) await deleteChallenge(db, ceremony.id);
      const result = await checkSecondFactor(db, relyingParty(env), session.userId, proof, stringField(ceremony, "challenge"));
      if (!result.ok) {
        await auditRequest(c, { action: "factor.remove", outcome: "failure", targetType: "factor", targetId: id, detail: { method: proof.method } });
        return jsonError(c, 401, result.message, [{ field: "proof", message: result.message }]);
      }
      if (result.method === "recovery") await auditRequest(c, { action: "recovery_codes.use" });
    }

    if (!(await deleteFactor(db, session.userId, id))) return jsonError(c, 404, "Factor not found");
    // Without a factor the password alone logs in again, and codes for a second step that no longer exists would only mislead.
    if (last) await deleteRecoveryCodes(db, session.userId);
    await auditRequest(c, { action: "factor.remove", targetType: "factor", targetId: id, detail: { kind: factor.kind } });
    return c.json({ success: true });
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
