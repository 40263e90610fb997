/**
 * Several instances of the real server on ONE PostgreSQL database are one site: started
 * together on an empty database they migrate it once; a session made on one works on the others and a
 * logout anywhere ends it everywhere; login and lead limits count across instances; each lead's webhook
 * and e-mail go out once in all; a content write on one shows on another's very next request; and a rolling
 * restart under lead load loses and duplicates nothing. Runs in the PostgreSQL pass.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOGIN_FAILURES_PER_IP } from "../src/auth/brute-force.ts";
import { BLANK_POST, sessionCookieOf } from "./api/admin-support.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./e2e/smtp-receiver.ts";
import {
  createEmptyDatabase,
  Deployment,
  type EmptyDatabase,
  INSTANCE_ADMIN_PASSWORD,
  instanceEnv,
  nextClientIp,
  postLead,
  runRollingRestart,
  type SiteInstance,
  startWebhookReceiver,
  type WebhookReceiver,
  withSql,
} from "./support/instances.ts";

const MIGRATIONS = (JSON.parse(readFileSync(join(import.meta.dir, "..", "db", "migrations", "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
const WEBHOOK_SECRET = "a-webhook-secret-of-some-length";
const LEAD_RATE_LIMIT = 5;
const SMTP_USER = "site@example.test";
const SMTP_PASS = "an smtp password: with/odd@chars";

/** An admin API call as the admin UI makes it: same-origin, JSON, from one client address. */
function adminFetch(baseUrl: string, path: string, options: { ip: string; cookie?: string; method?: string; body?: unknown }): Promise<Response> {
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": options.ip };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return fetch(`${baseUrl}${path}`, { method: options.method ?? "GET", headers, body, redirect: "manual" });
}

function login(baseUrl: string, ip: string, password = INSTANCE_ADMIN_PASSWORD): Promise<Response> {
  return adminFetch(baseUrl, "/api/admin/login", { ip, method: "POST", body: { password } });
}

async function loggedIn(baseUrl: string): Promise<string> {
  const res = await login(baseUrl, nextClientIp());
  expect(res.status).toBe(200);
  return sessionCookieOf(res)!;
}

async function pageText(baseUrl: string, path: string, requestId?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${baseUrl}${path}`, requestId ? { headers: { "X-Request-Id": requestId } } : {});
  return { status: res.status, text: await res.text() };
}

/** `count` leads, each from a client of its own, sent to the instances in turn; their ids. */
async function postLeadsAround(urls: string[], count: number, keyPrefix: string, firstN: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await postLead(urls[i % urls.length]!, { ip: nextClientIp(), key: `${keyPrefix}-${i}-${crypto.randomUUID()}`, n: firstN + i });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** The outbox rows of these leads on one channel: attempts, and whether delivered. */
async function outboxOf(databaseUrl: string, channel: "webhook" | "email", ids: string[]) {
  const rows = await withSql(
    databaseUrl,
    (sql) => sql<{ attempts: number; delivered: boolean }[]>`
    select attempts, delivered_at is not null as delivered from lead_notification_outbox where channel = ${channel} and lead_id = any(${ids}::uuid[])`,
  );
  return [...rows];
}

/** A post page's heading. */
function headingOf(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** The titles of this test's posts a page shows (a short list for a failure message, not the whole page). */
function postTitlesOf(html: string): string[] {
  return [...new Set(html.match(/One site, version \d+/g) ?? [])];
}

/** An instance's request-log line for a request id (the log is written in batches, every 250 ms). */
async function requestLogLine(instance: SiteInstance, requestId: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const line = instance
      .output()
      .split("\n")
      .find((l) => l.includes(`"id":"${requestId}"`));
    if (line) return line;
    await Bun.sleep(50);
  }
  throw new Error(`no request-log line for ${requestId}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("three instances on one PostgreSQL are one site", () => {
  let database: EmptyDatabase;
  let receiver: WebhookReceiver;
  let smtp: SmtpReceiver;
  let site: Deployment;
  let emptyBefore: { migrationsTable: string | null; tables: number } | undefined;
  let a: string, b: string, c: string;

  beforeAll(async () => {
    database = await createEmptyDatabase(process.env.TEST_DATABASE_URL!, "instances");
    receiver = startWebhookReceiver(WEBHOOK_SECRET);
    // smtps:// with the webhook receiver's certificate (trusted through NODE_EXTRA_CA_CERTS), AUTH required.
    smtp = await startSmtpReceiver({
      auth: { user: SMTP_USER, pass: SMTP_PASS },
      tls: { key: readFileSync(receiver.keyPath, "utf8"), cert: readFileSync(receiver.certPath, "utf8") },
    });
    [emptyBefore] = await withSql(
      database.url,
      (sql) =>
        sql<{ migrationsTable: string | null; tables: number }[]>`
        select to_regclass('drizzle.__drizzle_migrations')::text as "migrationsTable",
               (select count(*)::int from information_schema.tables where table_schema = 'public') as tables`,
    );
    // All three spawned at once on the empty database: they race for the migrations, as a first deployment does.
    site = await Deployment.start(
      3,
      instanceEnv(database.url, {
        TRUST_PROXY: "true",
        // Asked for on PostgreSQL: the instance that finds the database fresh seeds it, and only that one.
        DEMO_CONTENT: "true",
        LEAD_RATE_LIMIT: String(LEAD_RATE_LIMIT),
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        NODE_EXTRA_CA_CERTS: receiver.certPath,
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_EMAIL: "owner@example.com",
        MAIL_FROM: "Website <website@example.test>",
        // Request lines (with their cache hit or miss) tell whether a page came from an instance's cache.
        LOG_REQUESTS: "true",
        LOG_FORMAT: "json",
      }),
    );
    [a, b, c] = site.urls as [string, string, string];
  }, 90_000);

  afterAll(async () => {
    site?.kill();
    await smtp?.close();
    await receiver?.close();
    await database?.drop();
  });

  test("started together on an empty database, all come up and the migrations ran once", async () => {
    expect(emptyBefore).toEqual({ migrationsTable: null, tables: 0 });
    const [applied] = await withSql(
      database.url,
      (sql) => sql<{ rows: number; hashes: number }[]>`
      select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual({ rows: MIGRATIONS, hashes: MIGRATIONS });
    for (const url of site.urls) {
      const res = await fetch(`${url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", database: "postgres" });
    }
    for (const instance of site.instances) expect(instance.output()).not.toContain("Start-up failed");
    // Fresh is decided under the migration lock: one instance seeded, and nothing twice.
    expect(site.instances.filter((instance) => instance.output().includes("Seeded demo content")).length).toBe(1);
    const [seeded] = await withSql(
      database.url,
      (sql) => sql<{ authors: number; categories: number }[]>`
      select (select count(*)::int from authors) as authors, (select count(*)::int from categories) as categories`,
    );
    expect(seeded).toEqual({ authors: 2, categories: 3 });
  });

  test("a session made on A works on B and C; a logout on B ends it on A", async () => {
    const cookie = await loggedIn(a);
    expect(cookie).toStartWith("__Host-admin_session=");
    const ip = nextClientIp();
    expect((await adminFetch(b, "/api/admin/blog-posts", { ip })).status).toBe(401);
    expect((await adminFetch(b, "/api/admin/blog-posts", { ip, cookie })).status).toBe(200);
    expect((await adminFetch(c, "/admin/dashboard", { ip, cookie })).status).toBe(200);

    expect((await adminFetch(b, "/api/admin/logout", { ip, cookie, method: "POST" })).status).toBe(200);
    expect((await adminFetch(a, "/api/admin/blog-posts", { ip, cookie })).status).toBe(401);
    const dashboard = await adminFetch(a, "/admin/dashboard", { ip, cookie });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin");
    expect(await (await adminFetch(c, "/api/admin/check", { ip, cookie })).json()).toEqual({ isAdmin: false });
  });

  test("failed logins alternated over A and B from one client reach the per-client limit in total", async () => {
    const ip = nextClientIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      const res = await login(i % 2 === 0 ? a : b, ip, `not-the-password-${i}`);
      expect(res.status).toBe(401);
    }
    // Neither A nor B saw the limit's worth of failures on its own: only a shared count refuses now.
    const refused = await login(LOGIN_FAILURES_PER_IP % 2 === 0 ? a : b, ip, "not-the-password-again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // And on C, even with the right password: the client is limited, not an instance's view of it.
    expect((await login(c, ip)).status).toBe(429);
  });

  test(`leads alternated over A, B and C from one client: the ${LEAD_RATE_LIMIT + 1}th is refused`, async () => {
    const ip = nextClientIp();
    const urls = [a, b, c];
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_RATE_LIMIT; i++) {
      const res = await postLead(urls[i % 3]!, { ip, n: 9000 + i });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LEAD_RATE_LIMIT).fill(201), 429]);
  });

  test("each lead's webhook is delivered once in all, signed, over https", async () => {
    const ids = await postLeadsAround([a, b, c], 12, "webhook-once", 9100);
    // Every instance runs an outbox worker polling every 2 s: all arrive within a few polls...
    expect(await receiver.waitFor(ids, 20_000), JSON.stringify([...receiver.deliveries])).toBe(true);
    // ...and a further poll of every worker sends none of them again.
    await Bun.sleep(3000);
    for (const id of ids) expect(receiver.deliveries.get(id)).toBe(1);
    expect([...receiver.deliveries.values()].filter((n) => n !== 1)).toEqual([]);
    expect(receiver.badSignatures).toBe(0);
    expect(await outboxOf(database.url, "webhook", ids)).toEqual(ids.map(() => ({ attempts: 1, delivered: true })));
  }, 60_000);

  test("each lead's e-mail is sent once in all, over TLS with the SMTP login", async () => {
    const ids = await postLeadsAround([a, b, c], 12, "email-once", 9200);
    const mine = () => smtp.messages.filter((m) => ids.includes(m.parsed.headers.get("x-lead-id") ?? ""));
    // Three e-mail workers, one per instance, poll the same outbox every 2 s...
    const deadline = Date.now() + 20_000;
    while (mine().length < ids.length && Date.now() < deadline) await Bun.sleep(100);
    // ...and a further poll of each sends none of them again.
    await Bun.sleep(3000);
    const sent = mine();
    expect(sent.map((m) => m.parsed.headers.get("x-lead-id")).sort(), site.log()).toEqual([...ids].sort());
    expect(sent.every((m) => m.user === SMTP_USER && m.envelope.to.join() === "owner@example.com")).toBe(true);
    expect(sent[0]!.parsed.headers.get("subject")).toMatch(/^New lead: .+ wants info by e-mail$/);
    expect(await outboxOf(database.url, "email", ids)).toEqual(ids.map(() => ({ attempts: 1, delivered: true })));
    // Each instance says where its lead e-mails go, without the SMTP password.
    expect(site.log()).toContain(`Lead e-mails to owner@example.com through smtps://${encodeURIComponent(SMTP_USER)}@127.0.0.1:${smtp.port}`);
    expect(site.log()).not.toContain("odd@chars");
    expect(site.log()).not.toContain(encodeURIComponent(SMTP_PASS));
  }, 60_000);

  test("a post edited through A shows on B's next request, though B had the page cached", async () => {
    const cookie = await loggedIn(a);
    const ip = nextClientIp();
    const slug = `one-site-${crypto.randomUUID().slice(0, 8)}`;
    const post = (title: string) => ({ ...BLANK_POST, title, slug, content: `<p>${title}</p>`, status: "published" });
    const created = await adminFetch(a, "/api/admin/blog-posts", { ip, cookie, method: "POST", body: post("One site, version 0") });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    for (let edit = 1; edit <= 5; edit++) {
      // B renders the post and the list at the current version, and serves them from its cache after that.
      expect(headingOf((await pageText(b, `/blog/${slug}`)).text)).toBe(`One site, version ${edit - 1}`);
      expect(postTitlesOf((await pageText(b, "/blog")).text)).toContain(`One site, version ${edit - 1}`);
      const warm = `warm-${slug}-${edit}`;
      expect((await pageText(b, `/blog/${slug}`, warm)).status).toBe(200);
      const logLine = await requestLogLine(site.instances[1]!, warm);
      expect(logLine).toContain(`"path":"/blog/${slug}","status":200`);
      expect(logLine).toContain(`"cache":"hit"`);

      const edited = await adminFetch(a, `/api/admin/blog-posts/${id}`, { ip, cookie, method: "PUT", body: post(`One site, version ${edit}`) });
      expect(edited.status).toBe(200);
      // No waiting: the very next request to B.
      expect(headingOf((await pageText(b, `/blog/${slug}`)).text)).toBe(`One site, version ${edit}`);
      expect(postTitlesOf((await pageText(b, "/blog")).text)).toContain(`One site, version ${edit}`);
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a rolling restart under lead load", () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await createEmptyDatabase(process.env.TEST_DATABASE_URL!, "instances");
  });
  afterAll(() => database?.drop());

  test("restarting each instance in turn loses no lead and stores none twice", async () => {
    const report = await runRollingRestart({ databaseUrl: database.url, instances: 2, workers: 8, settleMs: 1000, thinkMs: 20 });
    const { log, ...figures } = report;
    const context = JSON.stringify(figures);
    expect(
      report.restarts.map((r) => r.exitCode),
      log,
    ).toEqual([0, 0]);
    expect(report.finalExitCodes, log).toEqual([0, 0]);
    expect(report.unexpected, context).toEqual({});
    expect(report.leadsAcknowledged, context).toBe(report.leadsSent);
    expect(report.leadsAcknowledged, context).toBeGreaterThan(0);
    expect(report.lost, context).toBe(0);
    expect(report.duplicates, context).toBe(0);
    expect(report.rows, context).toBe(report.leadsAcknowledged);
    // The load balancer had something to do: requests met an instance on its way down or up.
    expect(report.retries, context).toBeGreaterThan(0);
    // A bound that catches a hang, not noise: requests here take milliseconds to a few hundred.
    expect(report.longestRequestMs, context).toBeLessThan(10_000);
    const r = report;
    console.log(
      `rolling restart: ${r.instances} instances, ${r.leadsAcknowledged} leads acknowledged, ${r.rows} rows, ${r.duplicates} duplicates, ` +
        `${r.retries} retries, longest request ${Math.round(r.longestRequestMs)} ms, restart window ${Math.round(r.restartWindowMs)} ms`,
    );
  }, 120_000);
});
