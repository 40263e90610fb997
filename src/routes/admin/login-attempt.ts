/**
 * Where both steps of the login begin: the browser's device cookie, then one attempt against the login
 * limits (counted before any check, refunded on success). A refusal is answered here, in the login's words.
 */
import type { Context } from "hono";
import type { AppEnv } from "../../app-context.ts";
import { beginLoginAttempt, DEFAULT_LOGIN_LIMITS } from "../../auth/brute-force.ts";
import { knownDeviceOf } from "../../auth/device-cookie.ts";
import { clientIp } from "../../http/client-ip.ts";
import { fail } from "./login-answers.ts";

export type StartedLogin =
  | { refused: Response }
  | {
      refused?: undefined;
      /** The known device this browser's cookie names, if any. */
      deviceId: string | undefined;
      /** Call once the password or factor was right: the attempt no longer counts. */
      succeeded(): Promise<void>;
    };

/** @example const login = await startLoginAttempt(c); if (login.refused) return login.refused; */
export async function startLoginAttempt(c: Context<AppEnv>): Promise<StartedLogin> {
  const { db, env } = c.var.deps;
  const deviceId = await knownDeviceOf(c);
  const limits = { ...DEFAULT_LOGIN_LIMITS, checksPerSecond: env.loginChecksPerSecond };
  const attempt = await beginLoginAttempt(db, { ip: clientIp(c, env.proxyTrust), deviceId }, limits);
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfterSeconds));
    return { refused: fail(c, 429, attempt.message) };
  }
  return { deviceId, succeeded: attempt.succeeded };
}
