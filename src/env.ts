/**
 * The environment, parsed once with zod: one schema for every variable (the site identity's included),
 * and the type the server uses derived from it. A bad value stops the start with one line naming the variable.
 */
import { z } from "zod";
import type { DatabaseOptions } from "../db/client.ts";
import { PolicyPassword } from "./auth/password-policy.ts";
import { parseSecretKey } from "./auth/secret-box.ts";
import { SiteIdentityVariables, siteIdentity } from "./content/identity.ts";
import { flag, httpUrl, optional, parseVariables, variableIssue, wholeNumber, withDefault } from "./env-fields.ts";
import { type ProxyTrust, parseTrustedProxies } from "./http/client-ip.ts";
import { leadEmailSettings, MailFrom, MailRecipients, SmtpUrl } from "./leads/email-settings.ts";
import { DEFAULT_REMINDER_MARKS, ReminderMarks } from "./leads/reminder-marks.ts";
import { REQUEST_DEADLINE_MS } from "./middleware/request-deadline.ts";

export { EnvError } from "./env-fields.ts";

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// connection URL" });
const seconds = wholeNumber({ max: 999_999, message: "must be a whole number of seconds" });
const atLeastOne = wholeNumber({ min: 1, message: "must be a whole number of at least 1" });
const trustedProxies = z.string().transform((list, ctx) => {
  try {
    return parseTrustedProxies(list);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: `must be a comma-separated list of IP addresses or CIDR ranges: ${(error as Error).message}` });
    return z.NEVER;
  }
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** SECRETS_KEY: one or more 32-byte keys in base64, comma-separated (`openssl rand -base64 32`). */
const secretKeyList = z.string().transform((value, ctx) => {
  const keys = value.split(",").map((part) => parseSecretKey(part));
  if (keys.length === 0 || keys.some((key) => key === undefined)) {
    ctx.addIssue({ code: "custom", message: "must be one or more 32-byte keys in base64, comma-separated (make one with `openssl rand -base64 32`)" });
    return z.NEVER;
  }
  return keys as Buffer[];
});

/** Every variable the server reads, one field each; the order is the order bad values are reported in. */
export const EnvSchema = z.object({
  PORT: withDefault(wholeNumber({ max: 65535, message: "must be a port number", outOfRange: "must be between 0 and 65535" }), 3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  SITE_URL: optional(httpUrl("must be an http(s) URL such as https://www.example.com")),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_POOL_MAX: withDefault(wholeNumber({ min: 1, max: 9999, message: "must be a whole number from 1 to 9999" }), 10),
  DATABASE_PREPARE: withDefault(flag, true),
  DATABASE_DIRECT_URL: optional(postgresUrl),
  ALLOW_HTTP_SITE_URL: withDefault(flag, false),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  ASSETS_DIR: optional(z.string()),
  ADMIN_PASSWORD: optional(PolicyPassword),
  DEMO_CONTENT: optional(flag),
  LOG_REQUESTS: optional(flag),
  LOG_FORMAT: optional(z.enum(["json", "pretty"], { message: "must be json or pretty" })),
  TRUST_PROXY: withDefault(flag, false),
  TRUSTED_PROXIES: withDefault(trustedProxies, []),
  LEAD_RATE_LIMIT: withDefault(atLeastOne, 5),
  LEAD_SITE_LIMIT: withDefault(atLeastOne, 60),
  LEAD_WEBHOOK_URL: optional(httpUrl("must be an http(s) URL")),
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  SMTP_URL: optional(SmtpUrl),
  LEAD_NOTIFY_EMAIL: optional(MailRecipients),
  MAIL_FROM: optional(MailFrom),
  LEAD_CONFIRMATION_EMAIL: withDefault(flag, true),
  LEAD_REMINDER_MARKS: withDefault(ReminderMarks, ReminderMarks.parse(DEFAULT_REMINDER_MARKS)),
  LEAD_RETENTION_DAYS: optional(wholeNumber({ min: 1, max: 36500, message: "must be a whole number of days from 1 to 36500 (unset: leads are kept)" })),
  PAGE_CACHE_MB: withDefault(wholeNumber({ max: 99999, message: "must be a whole number of megabytes (0 turns the cache off)" }), 64),
  MEDIA_CACHE_MB: withDefault(wholeNumber({ max: 99999, message: "must be a whole number of megabytes (0: every image is read from the database)" }), 32),
  CDN_CACHE_SECONDS: withDefault(seconds, 10),
  CDN_STALE_SECONDS: withDefault(seconds, 30),
  SESSION_IDLE_DAYS: withDefault(wholeNumber({ min: 1, max: 365, message: "must be a whole number of days from 1 to 365" }), 7),
  SESSION_ABSOLUTE_DAYS: withDefault(wholeNumber({ min: 1, max: 365, message: "must be a whole number of days from 1 to 365" }), 30),
  AUDIT_RETENTION_DAYS: withDefault(wholeNumber({ min: 1, max: 3650, message: "must be a whole number of days from 1 to 3650" }), 365),
  SECRETS_KEY: optional(secretKeyList),
  LOGIN_CHECKS_PER_SECOND: withDefault(wholeNumber({ min: 1, max: 100, message: "must be a whole number from 1 to 100" }), 1),
  REQUEST_DEADLINE_MS: withDefault(wholeNumber({ min: 1000, max: 120_000, message: "must be a whole number of milliseconds from 1000 to 120000" }), REQUEST_DEADLINE_MS),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ...SiteIdentityVariables.shape,
});

/** Values that are secrets, or may hold one: an error names the variable but never shows its value. */
const SECRETS = ["ADMIN_PASSWORD", "LEAD_WEBHOOK_SECRET", "DATABASE_URL", "DATABASE_DIRECT_URL", "SMTP_URL", "SECRETS_KEY"];

/** The variables as the server uses them, after the rules that tie several together. */
const Environment = EnvSchema.transform((e, ctx) => {
  const production = e.NODE_ENV === "production";
  if (production && e.LEAD_WEBHOOK_URL !== undefined) {
    // Leads are personal data: in production they travel encrypted, and signed so the receiver can tell them from forgeries.
    if (new URL(e.LEAD_WEBHOOK_URL).protocol !== "https:") {
      variableIssue(ctx, "LEAD_WEBHOOK_URL", "must be an https URL in production");
    } else if (e.LEAD_WEBHOOK_SECRET === undefined) {
      variableIssue(ctx, "LEAD_WEBHOOK_SECRET", "required in production when LEAD_WEBHOOK_URL is set (at least 16 characters)", null);
    }
  }
  const leadEmail = leadEmailSettings(e, { production });
  if (leadEmail.error) {
    const [name, message] = leadEmail.error.split(/: (.*)/s);
    variableIssue(ctx, name!, message!, null);
  }
  // Deploying (production on PostgreSQL): nothing may fall back to a laptop's defaults.
  const deploying = production && e.DATABASE_URL !== undefined;
  if (deploying && e.SITE_URL === undefined) {
    variableIssue(ctx, "SITE_URL", "required in production with DATABASE_URL (the public https origin, e.g. https://www.example.com)", null);
  } else if (deploying && new URL(e.SITE_URL!).protocol !== "https:" && !e.ALLOW_HTTP_SITE_URL) {
    variableIssue(ctx, "SITE_URL", "must be https in production with DATABASE_URL, or set ALLOW_HTTP_SITE_URL=true");
  }
  if (e.SESSION_ABSOLUTE_DAYS < e.SESSION_IDLE_DAYS) {
    variableIssue(ctx, "SESSION_ABSOLUTE_DAYS", `must be at least SESSION_IDLE_DAYS (${e.SESSION_IDLE_DAYS})`);
  }
  if (ctx.issues.length > 0) return z.NEVER;
  const proxyTrust: ProxyTrust = { trustedProxies: e.TRUSTED_PROXIES, trustOneHop: e.TRUST_PROXY };
  return {
    port: e.PORT,
    host: e.HOST,
    /** Public origin without a trailing slash, e.g. https://www.example.com */
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    /** Connections in this instance's pool (DATABASE_POOL_MAX). */
    databasePoolMax: e.DATABASE_POOL_MAX,
    /** Named prepared statements; false behind a transaction-mode pooler such as PgBouncer. */
    databasePrepare: e.DATABASE_PREPARE,
    /** A connection past the pooler, for migrations (session advisory lock) and LISTEN. */
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    /** Production on PostgreSQL: SITE_URL required (https), the admin password never generated nor printed. */
    deploying,
    dataDir: e.DATA_DIR,
    /** A directory every instance shares (a volume): each adds its asset build there and serves from it. */
    assetsDir: e.ASSETS_DIR,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo content only by default on the embedded database: a real PostgreSQL is never seeded unasked.
    demoContent: e.DEMO_CONTENT ?? e.DATABASE_URL === undefined,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== "test",
    /** Request lines as JSON objects for log collectors (production default) or readable text (LOG_FORMAT). */
    logFormat: e.LOG_FORMAT ?? (production ? ("json" as const) : ("pretty" as const)),
    /** Which peers may speak for the client in X-Forwarded-For (TRUSTED_PROXIES, TRUST_PROXY). */
    proxyTrust,
    /** Lead submissions allowed per client IP in 10 minutes. */
    leadRateLimit: e.LEAD_RATE_LIMIT,
    /** Leads per minute from everyone together: a flood from many addresses slows down, the database stays whole. */
    leadSiteLimit: e.LEAD_SITE_LIMIT,
    leadWebhookUrl: e.LEAD_WEBHOOK_URL,
    leadWebhookSecret: e.LEAD_WEBHOOK_SECRET,
    /** The server can send e-mail (SMTP_URL, MAIL_FROM; LEAD_NOTIFY_EMAIL or the admin's list receives); unset: no e-mails. */
    leadEmail: leadEmail.settings,
    /** With lead e-mails on: each new lead gets one confirmation (at most one per address in 24 hours). */
    leadConfirmations: e.LEAD_CONFIRMATION_EMAIL,
    /** With lead e-mails on: the owner is reminded of a lead still New at these ages ([] with "off"). */
    leadReminderMarks: e.LEAD_REMINDER_MARKS,
    /** Leads older than this many days are deleted by the hourly maintenance; undefined: kept forever. */
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    /** Byte budget of the rendered-response cache; 0: every request renders. */
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    /** Byte budget of the uploaded images' variants kept in memory; 0: each is read from the database. */
    mediaCacheBytes: e.MEDIA_CACHE_MB * 1024 * 1024,
    /** How long a CDN may hold a public response (s-maxage), and serve it stale while it refetches. */
    cdnCacheSeconds: e.CDN_CACHE_SECONDS,
    cdnStaleSeconds: e.CDN_STALE_SECONDS,
    /** How long an unused admin session lasts, and the most any session lasts however it is used. */
    sessionIdleMs: e.SESSION_IDLE_DAYS * DAY_MS,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * DAY_MS,
    /** Audit-log entries older than this are deleted by the hourly maintenance. */
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    /** Password checks per second, site-wide, for browsers the admin has not logged in from before (the guessing ceiling). */
    loginChecksPerSecond: e.LOGIN_CHECKS_PER_SECOND,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    /** SECRETS_KEY: the keys that seal stored TOTP secrets (src/auth/secret-box.ts); the first seals. */
    secretKeys: e.SECRETS_KEY ?? [],
    nodeEnv: e.NODE_ENV,
    isProduction: production,
    /** The site's name, contact details and external links, with the fixed texts (src/content/identity.ts). */
    identity: siteIdentity(e),
  };
});

/** The environment as the server uses it: derived from the schema, never written out a second time. */
export type Env = z.output<typeof Environment>;

/**
 * Parses an environment record; throws EnvError whose message names the first bad variable.
 * @example parseEnv({ PORT: "8080" }).port // 8080
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseVariables(Environment, source, SECRETS);
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
