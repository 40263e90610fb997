/**
 * The login's second step, between a correct password and a session: a random token in a short-lived
 * cookie (HttpOnly, SameSite=Strict, 5 minutes) names an auth_challenges row (purpose "login") holding
 * who is logging in and, once asked for, the passkey challenge. At most 5 wrong answers per row; then it is
 * gone and the login starts over with the password.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type ChallengeRow, countChallengeFailure, deleteChallenge, deleteExpiredChallenges, putChallenge, readChallenge } from "../../db/queries/auth-challenges.ts";
import type { AppEnv } from "../app-context.ts";
import { adminCookieConfig } from "./session-cookie.ts";
import { sha256Hex } from "./sha256.ts";

export const SECOND_STEP_MS = 5 * 60 * 1000;
export const SECOND_STEP_MAX_WRONG = 5;
const PURPOSE = "login";
const BASE_NAME = "admin_login_step";
/** 32 bytes, base64url, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function cookieName(c: Context<AppEnv>) {
  return adminCookieConfig(c.var.deps.env.siteUrl, BASE_NAME);
}

/**
 * After a correct password while a factor is enrolled: a new pending second step for this browser.
 * @example await beginSecondStep(c, admin.id);
 */
export async function beginSecondStep(c: Context<AppEnv>, userId: string, now = new Date()): Promise<void> {
  const { db } = c.var.deps;
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  // Expired ceremonies of every kind go at each password login: rare, and it keeps the table small.
  await deleteExpiredChallenges(db, now);
  await putChallenge(db, { id: sha256Hex(token), purpose: PURPOSE, userId, expiresAt: new Date(now.getTime() + SECOND_STEP_MS) });
  const { name, secure } = cookieName(c);
  setCookie(c, name, token, { httpOnly: true, secure, sameSite: "Strict", path: "/", maxAge: SECOND_STEP_MS / 1000 });
}

/** The pending second step this browser holds, or undefined (none, expired, or used up). */
export async function pendingSecondStep(c: Context<AppEnv>): Promise<ChallengeRow | undefined> {
  const token = getCookie(c, cookieName(c).name);
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  return readChallenge(c.var.deps.db, sha256Hex(token), PURPOSE);
}

/** Counts a wrong answer; the attempts left (0: the step is gone, start over). */
export async function failSecondStep(c: Context<AppEnv>, step: ChallengeRow): Promise<number> {
  const attempts = await countChallengeFailure(c.var.deps.db, step.id, SECOND_STEP_MAX_WRONG);
  const left = attempts === null ? 0 : Math.max(0, SECOND_STEP_MAX_WRONG - attempts);
  if (left === 0) endSecondStepCookie(c);
  return left;
}

/** Uses the step up: true when this request took it (two racing requests cannot both log in). */
export async function finishSecondStep(c: Context<AppEnv>, step: ChallengeRow): Promise<boolean> {
  endSecondStepCookie(c);
  return deleteChallenge(c.var.deps.db, step.id);
}

function endSecondStepCookie(c: Context<AppEnv>): void {
  const { name, secure } = cookieName(c);
  deleteCookie(c, name, { path: "/", secure, httpOnly: true, sameSite: "Strict" });
}
