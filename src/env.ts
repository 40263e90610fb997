/** The environment, parsed once with zod; a bad value stops the start with one line naming the variable. */
import { z } from "zod";
import type { DatabaseOptions } from "../db/client.ts";
import { MIN_PASSWORD_LENGTH } from "./auth/password.ts";
import { type ProxyTrust, parseTrustedProxies } from "./http/client-ip.ts";
import { type LeadEmailSettings, leadEmailSettings, MailFrom, MailRecipients, SmtpUrl } from "./leads/email-settings.ts";

const booleanText = z.enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" }).transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://www.example.com" }).optional()),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// connection URL" }).optional()),
  DATABASE_POOL_MAX: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, "must be a whole number from 1 to 9999")
      .transform(Number)
      .optional(),
  ),
  DATABASE_PREPARE: optionalText.pipe(booleanText.optional()),
  DATABASE_DIRECT_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// connection URL" }).optional()),
  ALLOW_HTTP_SITE_URL: optionalText.pipe(booleanText.optional()),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  ASSETS_DIR: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional()),
  DEMO_CONTENT: optionalText.pipe(booleanText.optional()),
  LOG_REQUESTS: optionalText.pipe(booleanText.optional()),
  LOG_FORMAT: optionalText.pipe(z.enum(["json", "pretty"], { message: "must be json or pretty" }).optional()),
  TRUST_PROXY: optionalText.pipe(booleanText.optional()),
  TRUSTED_PROXIES: optionalText.pipe(
    z
      .string()
      .transform((list, ctx) => {
        try {
          return parseTrustedProxies(list);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `must be a comma-separated list of IP addresses or CIDR ranges: ${(error as Error).message}` });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  LEAD_RATE_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, "must be a whole number of at least 1")
      .transform(Number)
      .optional(),
  ),
  LEAD_SITE_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, "must be a whole number of at least 1")
      .transform(Number)
      .optional(),
  ),
  LEAD_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional()),
  LEAD_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SMTP_URL: optionalText.pipe(SmtpUrl.optional()),
  LEAD_NOTIFY_EMAIL: optionalText.pipe(MailRecipients.optional()),
  MAIL_FROM: optionalText.pipe(MailFrom.optional()),
  PAGE_CACHE_MB: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, "must be a whole number of megabytes (0 turns the cache off)")
      .transform(Number)
      .optional(),
  ),
  CDN_CACHE_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/, "must be a whole number of seconds")
      .transform(Number)
      .optional(),
  ),
  CDN_STALE_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/, "must be a whole number of seconds")
      .transform(Number)
      .optional(),
  ),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export interface Env {
  port: number;
  host: string;
  /** Public origin without a trailing slash, e.g. https://www.example.com */
  siteUrl: string;
  databaseUrl: string | undefined;
  /** Connections in this instance's pool (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Named prepared statements; false behind a transaction-mode pooler such as PgBouncer. */
  databasePrepare: boolean;
  /** A connection past the pooler, for migrations (session advisory lock) and LISTEN. */
  databaseDirectUrl: string | undefined;
  /** Production on PostgreSQL: SITE_URL required (https), the admin password never generated nor printed. */
  deploying: boolean;
  dataDir: string;
  /** A directory every instance shares (a volume): each adds its asset build there and serves from it. */
  assetsDir: string | undefined;
  adminPassword: string | undefined;
  demoContent: boolean;
  logRequests: boolean;
  /** Request lines as JSON objects (production default) or readable text (LOG_FORMAT). */
  logFormat: "json" | "pretty";
  /** Behind a proxy or load balancer: take the client IP from X-Forwarded-For. */
  /** Which peers may speak for the client in X-Forwarded-For (TRUSTED_PROXIES, TRUST_PROXY). */
  proxyTrust: ProxyTrust;
  /** Lead submissions allowed per client IP in 10 minutes. */
  leadRateLimit: number;
  /** Leads per minute from everyone together: a flood from many addresses slows down, the database stays whole. */
  leadSiteLimit: number;
  leadWebhookUrl: string | undefined;
  leadWebhookSecret: string | undefined;
  /** E-mail each new lead through SMTP (SMTP_URL, LEAD_NOTIFY_EMAIL, MAIL_FROM); unset: no lead e-mails. */
  leadEmail: LeadEmailSettings | undefined;
  /** Byte budget of the rendered-response cache; 0: every request renders. */
  pageCacheBytes: number;
  /** How long a CDN may hold a public response (s-maxage), and serve it stale while it refetches. */
  cdnCacheSeconds: number;
  cdnStaleSeconds: number;
  isProduction: boolean;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses an environment record; throws EnvError whose message names the first bad variable.
 * @example parseEnv({ PORT: "8080" }).port // 8080
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = source[name];
    const secret = ["ADMIN_PASSWORD", "LEAD_WEBHOOK_SECRET", "DATABASE_URL", "DATABASE_DIRECT_URL", "SMTP_URL"].includes(name);
    const shown = secret || value === undefined ? "" : ` (got "${value}")`;
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const e = result.data;
  if (e.NODE_ENV === "production" && e.LEAD_WEBHOOK_URL !== undefined) {
    // Leads are personal data: in production they travel encrypted, and signed so the receiver can tell them from forgeries.
    if (new URL(e.LEAD_WEBHOOK_URL).protocol !== "https:") {
      throw new EnvError(`Invalid environment variable LEAD_WEBHOOK_URL: must be an https URL in production (got "${e.LEAD_WEBHOOK_URL}")`);
    }
    if (e.LEAD_WEBHOOK_SECRET === undefined) {
      throw new EnvError("Invalid environment variable LEAD_WEBHOOK_SECRET: required in production when LEAD_WEBHOOK_URL is set (at least 16 characters)");
    }
  }
  const leadEmail = leadEmailSettings(e, { production: e.NODE_ENV === "production" });
  if (leadEmail.error) throw new EnvError(`Invalid environment variable ${leadEmail.error}`);
  // Deploying (production on PostgreSQL): nothing may fall back to a laptop's defaults.
  const deploying = e.NODE_ENV === "production" && e.DATABASE_URL !== undefined;
  if (deploying && e.SITE_URL === undefined) {
    throw new EnvError("Invalid environment variable SITE_URL: required in production with DATABASE_URL (the public https origin, e.g. https://www.example.com)");
  }
  if (deploying && new URL(e.SITE_URL!).protocol !== "https:" && e.ALLOW_HTTP_SITE_URL !== true) {
    throw new EnvError(`Invalid environment variable SITE_URL: must be https in production with DATABASE_URL, or set ALLOW_HTTP_SITE_URL=true (got "${e.SITE_URL}")`);
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX ?? 10,
    databasePrepare: e.DATABASE_PREPARE ?? true,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    deploying,
    dataDir: e.DATA_DIR,
    assetsDir: e.ASSETS_DIR,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo content only by default on the embedded database: a real PostgreSQL is never seeded unasked.
    demoContent: e.DEMO_CONTENT ?? e.DATABASE_URL === undefined,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== "test",
    // One JSON object per line for log collectors in production; the readable line while developing.
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "production" ? "json" : "pretty"),
    proxyTrust: { trustedProxies: e.TRUSTED_PROXIES ?? [], trustOneHop: e.TRUST_PROXY ?? false },
    leadRateLimit: e.LEAD_RATE_LIMIT ?? 5,
    leadSiteLimit: e.LEAD_SITE_LIMIT ?? 60,
    leadWebhookUrl: e.LEAD_WEBHOOK_URL,
    leadWebhookSecret: e.LEAD_WEBHOOK_SECRET,
    leadEmail: leadEmail.settings,
    pageCacheBytes: (e.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    cdnCacheSeconds: e.CDN_CACHE_SECONDS ?? 10,
    cdnStaleSeconds: e.CDN_STALE_SECONDS ?? 30,
    isProduction: e.NODE_ENV === "production",
  };
}

/**
 * The database the environment names: PostgreSQL with its pool settings, or the embedded one in DATA_DIR.
 * @example const database = await openDatabase(databaseOptions(env));
 */
export function databaseOptions(env: Env): DatabaseOptions {
  return env.databaseUrl
    ? { kind: "postgres", url: env.databaseUrl, maxConnections: env.databasePoolMax, prepare: env.databasePrepare, directUrl: env.databaseDirectUrl }
    : { kind: "pglite", dataDir: env.dataDir };
}
