import { describe, expect, test } from "bun:test";
import { loadSiteIdentity } from "./content/identity.ts";
import { databaseOptions, EnvError, EnvSchema, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  test("defaults describe the embedded set-up", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.host).toBe("0.0.0.0");
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toBe("./data");
    expect(env.demoContent).toBe(true);
  });

  test("PostgreSQL is not seeded unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).demoContent).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1/db", DEMO_CONTENT: "true" }).demoContent).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "false" }).demoContent).toBe(false);
  });

  test("SITE_URL loses its trailing slash and follows PORT by default", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
    expect(parseEnv({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
  });

  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ DEMO_CONTENT: "maybe" }, "DEMO_CONTENT"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
  ])("a bad value names the variable: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(`Invalid environment variable ${name}:`);
  });

  test("in production a lead webhook must be https and signed", () => {
    const production = { NODE_ENV: "production", ADMIN_PASSWORD: "a-long-admin-password" };
    const secret = "s".repeat(16);
    expect(() => parseEnv({ ...production, LEAD_WEBHOOK_URL: "http://hooks.example.com/x", LEAD_WEBHOOK_SECRET: secret })).toThrow(
      "LEAD_WEBHOOK_URL: must be an https URL in production",
    );
    expect(() => parseEnv({ ...production, LEAD_WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow("LEAD_WEBHOOK_SECRET: required in production");
    expect(parseEnv({ ...production, LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: secret }).leadWebhookUrl).toBe("https://hooks.example.com/x");
    // Outside production a local http receiver is fine (tests, a developer's machine).
    expect(parseEnv({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9000/hook" }).leadWebhookUrl).toBe("http://127.0.0.1:9000/hook");
  });

  test("whole numbers: decimal digits in range; unset or blank is the default", () => {
    const env = parseEnv({ PORT: "0", DATABASE_POOL_MAX: "25", LEAD_RATE_LIMIT: "7", PAGE_CACHE_MB: "0", CDN_CACHE_SECONDS: "0", CDN_STALE_SECONDS: " " });
    expect([env.port, env.databasePoolMax, env.leadRateLimit, env.pageCacheBytes, env.cdnCacheSeconds, env.cdnStaleSeconds]).toEqual([0, 25, 7, 0, 0, 30]);
    expect(parseEnv({ PORT: "", PAGE_CACHE_MB: "" })).toMatchObject({ port: 3000, pageCacheBytes: 64 * 1024 * 1024 });
    expect(() => parseEnv({ PORT: "abc" })).toThrow('Invalid environment variable PORT: must be a port number (got "abc")');
    expect(() => parseEnv({ PORT: "70000" })).toThrow('Invalid environment variable PORT: must be between 0 and 65535 (got "70000")');
    expect(() => parseEnv({ LEAD_SITE_LIMIT: "0" })).toThrow('Invalid environment variable LEAD_SITE_LIMIT: must be a whole number of at least 1 (got "0")');
    expect(() => parseEnv({ CDN_CACHE_SECONDS: "1.5" })).toThrow('Invalid environment variable CDN_CACHE_SECONDS: must be a whole number of seconds (got "1.5")');
    expect([parseEnv({}).requestDeadlineMs, parseEnv({ REQUEST_DEADLINE_MS: "10000" }).requestDeadlineMs]).toEqual([4500, 10_000]);
    expect(() => parseEnv({ REQUEST_DEADLINE_MS: "500" })).toThrow(
      'Invalid environment variable REQUEST_DEADLINE_MS: must be a whole number of milliseconds from 1000 to 120000 (got "500")',
    );
  });

  test("the site identity is read by the same parse", () => {
    expect(parseEnv({}).identity).toEqual(loadSiteIdentity({}));
    expect(parseEnv({ STORE_URL: " https://shop.example.com/ai " }).identity.storeUrl).toBe("https://shop.example.com/ai");
    expect(() => parseEnv({ STORE_URL: " store.example.com " })).toThrow(new EnvError('Invalid environment variable STORE_URL: must be an http(s) URL (got "store.example.com")'));
  });

  test("the admin password never appears in the error", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "secret1" })).not.toThrow(/secret1/);
  });
});

describe(".env.example", () => {
  test("lists every variable the server reads, and no other", async () => {
    const example = await Bun.file(new URL("../.env.example", import.meta.url)).text();
    const listed = [...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(new Set(listed)).toEqual(new Set(Object.keys(EnvSchema.shape)));
  });
});

describe("deploying (production with DATABASE_URL)", () => {
  const deploy = { NODE_ENV: "production", DATABASE_URL: "postgres://site@db.internal/site" };

  test("SITE_URL is required, and https unless ALLOW_HTTP_SITE_URL=true", () => {
    expect(() => parseEnv(deploy)).toThrow("Invalid environment variable SITE_URL: required in production with DATABASE_URL");
    expect(() => parseEnv({ ...deploy, SITE_URL: "http://www.example.com" })).toThrow(/must be https in production/);
    expect(parseEnv({ ...deploy, SITE_URL: "http://intranet.example", ALLOW_HTTP_SITE_URL: "true" }).siteUrl).toBe("http://intranet.example");
    const env = parseEnv({ ...deploy, SITE_URL: "https://www.example.com/" });
    expect(env.deploying).toBe(true);
    expect(env.siteUrl).toBe("https://www.example.com");
    expect(env.demoContent).toBe(false);
  });

  test("a laptop stays as easy as before: no SITE_URL needed, demo content on the embedded database", () => {
    const laptop = parseEnv({ NODE_ENV: "production" });
    expect(laptop.deploying).toBe(false);
    expect(laptop.siteUrl).toBe("http://localhost:3000");
    expect(laptop.demoContent).toBe(true);
    expect(parseEnv({ DATABASE_URL: deploy.DATABASE_URL }).deploying).toBe(false);
  });

  test("pool size, prepared statements and the direct URL reach the database options", () => {
    const env = parseEnv({ ...deploy, SITE_URL: "https://x.example", DATABASE_POOL_MAX: "25", DATABASE_PREPARE: "false", DATABASE_DIRECT_URL: "postgres://site@db-direct/site" });
    expect(databaseOptions(env)).toEqual({ kind: "postgres", url: deploy.DATABASE_URL, maxConnections: 25, prepare: false, directUrl: "postgres://site@db-direct/site" });
    expect(databaseOptions(parseEnv({ DATA_DIR: "/srv/data" }))).toEqual({ kind: "pglite", dataDir: "/srv/data" });
    expect(() => parseEnv({ DATABASE_POOL_MAX: "0" })).toThrow("DATABASE_POOL_MAX");
    expect(() => parseEnv({ DATABASE_DIRECT_URL: "mysql://x" })).toThrow("Invalid environment variable DATABASE_DIRECT_URL: must be a postgres:// connection URL");
  });
});

describe("lead e-mail (SMTP_URL, LEAD_NOTIFY_EMAIL, MAIL_FROM)", () => {
  const mail = { SMTP_URL: "smtps://site%40example.com:s3cr%3At@mail.example.com:465", LEAD_NOTIFY_EMAIL: "owner@example.com", MAIL_FROM: "website@example.com" };

  test("unset: no lead e-mails", () => {
    expect(parseEnv({}).leadEmail).toBeUndefined();
  });

  test("all three: the server, the recipients, the sender; the shown URL has no password", () => {
    const env = parseEnv({ ...mail, LEAD_NOTIFY_EMAIL: " owner@example.com, sales@example.com,,owner@example.com ", MAIL_FROM: '"BiziAgent website" <website@example.com>' });
    expect(env.leadEmail).toEqual({
      smtp: { url: mail.SMTP_URL, shownUrl: "smtps://site%40example.com@mail.example.com:465", requireTls: false },
      from: { name: "BiziAgent website", address: "website@example.com" },
      to: ["owner@example.com", "sales@example.com"],
    });
    expect(parseEnv({ ...mail, MAIL_FROM: "BiziAgent <website@example.com>" }).leadEmail!.from).toEqual({ name: "BiziAgent", address: "website@example.com" });
  });

  test("the server and the sender without recipients: the owner names them in the admin", () => {
    expect(parseEnv({ SMTP_URL: mail.SMTP_URL, MAIL_FROM: mail.MAIL_FROM }).leadEmail).toMatchObject({ from: { address: "website@example.com" }, to: [] });
  });

  test("a partial set is an error at start, naming what is missing", () => {
    expect(() => parseEnv({ LEAD_NOTIFY_EMAIL: "owner@example.com" })).toThrow("Invalid environment variable SMTP_URL: required when LEAD_NOTIFY_EMAIL is set");
    expect(() => parseEnv({ MAIL_FROM: "website@example.com" })).toThrow("Invalid environment variable SMTP_URL: required when MAIL_FROM is set");
    expect(() => parseEnv({ SMTP_URL: mail.SMTP_URL, LEAD_NOTIFY_EMAIL: mail.LEAD_NOTIFY_EMAIL })).toThrow("Invalid environment variable MAIL_FROM: required when SMTP_URL is set");
  });

  test.each([
    [{ ...mail, SMTP_URL: "https://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ ...mail, SMTP_URL: "smtp://" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ ...mail, SMTP_URL: "mail.example.com:587" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ ...mail, LEAD_NOTIFY_EMAIL: "owner@example.com, not-an-address" }, 'LEAD_NOTIFY_EMAIL: "not-an-address" is not an e-mail address'],
    [{ ...mail, LEAD_NOTIFY_EMAIL: " , " }, "LEAD_NOTIFY_EMAIL: must list at least one e-mail address"],
    [{ ...mail, LEAD_NOTIFY_EMAIL: "owner@example.com\r\nBcc: x@example.com" }, "LEAD_NOTIFY_EMAIL:"],
    [{ ...mail, MAIL_FROM: "website" }, "MAIL_FROM: must be an e-mail address, or a name and an address"],
    [{ ...mail, MAIL_FROM: "Site <website@example.com> extra" }, "MAIL_FROM: must be an e-mail address"],
  ])("a bad value names the variable: %o", (source, message) => {
    expect(() => parseEnv(source)).toThrow(`Invalid environment variable ${message}`);
  });

  test("the SMTP password never appears in an error", () => {
    for (const SMTP_URL of ["ftp://user:hunter2-secret@mail.example.com", "smtp://user:hunter2-secret@:25"]) {
      expect(() => parseEnv({ ...mail, SMTP_URL })).toThrow("SMTP_URL");
      expect(() => parseEnv({ ...mail, SMTP_URL })).not.toThrow(/hunter2/);
    }
  });

  test("in production smtp:// must upgrade with STARTTLS; smtps:// is TLS already", () => {
    const production = { NODE_ENV: "production", ADMIN_PASSWORD: "a-long-admin-password" };
    expect(parseEnv({ ...production, ...mail, SMTP_URL: "smtp://u:p@mail.example.com:587" }).leadEmail!.smtp.requireTls).toBe(true);
    expect(parseEnv({ ...production, ...mail }).leadEmail!.smtp.requireTls).toBe(false);
    expect(parseEnv({ ...mail, SMTP_URL: "smtp://127.0.0.1:2525" }).leadEmail!.smtp.requireTls).toBe(false);
  });
});
