/**
 * The admin's device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): set at each
 * successful login, it marks a browser the admin has used. Login attempts from such a browser are counted
 * against that browser alone, so failures sprayed from other addresses can never lock it out.
 *
 * The cookie is a random token; the database keeps its SHA-256 (db/queries/admin-devices.ts), so the
 * table gives nothing to forge one with. `__Host-`-prefixed and Secure under an https SITE_URL, like the
 * session cookie; it outlives logout on purpose.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { forgetAdminDevicesBefore, isKnownAdminDevice, rememberAdminDevice } from "../../db/queries/admin-devices.ts";
import type { AppEnv } from "../app-context.ts";
import { adminCookieConfig } from "./session-cookie.ts";
import { sha256Hex } from "./sha256.ts";

/** A device is trusted for this long after its last successful login. */
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000;
const BASE_NAME = "admin_device";
const TOKEN_BYTES = 32;
/** 32 bytes, base64url, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function cookieName(c: Context<AppEnv>) {
  return adminCookieConfig(c.var.deps.env.siteUrl, BASE_NAME);
}

/**
 * The id (token hash) of the known admin device this request comes from, or undefined.
 * @example const deviceId = await knownDeviceOf(c); // one indexed lookup, none without the cookie
 */
export async function knownDeviceOf(c: Context<AppEnv>, now = new Date()): Promise<string | undefined> {
  const token = getCookie(c, cookieName(c).name);
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const id = sha256Hex(token);
  return (await isKnownAdminDevice(c.var.deps.db, id, new Date(now.getTime() - DEVICE_TRUST_MS))) ? id : undefined;
}

/**
 * After a successful login: renews the known device (same token, trust counted from now), or issues a new
 * one. Devices unused for DEVICE_TRUST_MS are deleted on the way.
 */
export async function rememberDevice(c: Context<AppEnv>, userId: string, knownId: string | undefined, now = new Date()): Promise<void> {
  const { db } = c.var.deps;
  const { name, secure } = cookieName(c);
  let token = getCookie(c, name);
  if (knownId === undefined || token === undefined) {
    token = Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString("base64url");
  }
  await rememberAdminDevice(db, { id: sha256Hex(token), userId, now });
  await forgetAdminDevicesBefore(db, new Date(now.getTime() - DEVICE_TRUST_MS));
  setCookie(c, name, token, { httpOnly: true, secure, sameSite: "Strict", path: "/", maxAge: Math.floor(DEVICE_TRUST_MS / 1000) });
}
