/**
 * Several real servers (`bun src/server.ts`, production mode) on ONE PostgreSQL database, as a deployment
 * behind a load balancer runs them: started together, restarted one at a time, fed leads by a
 * client that retries elsewhere as a load balancer would, and notifying a local https webhook receiver
 * that counts what each lead was sent (its certificate also serves the test SMTP server, for lead e-mails). Used by tests/multi-instance.test.ts (small) and
 * tests/bench/instances-bench.ts (the rolling restart under heavier load).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { SIGNATURE_HEADER, signPayload } from "../../src/leads/webhook-outbox.ts";
import { VALID_LEAD } from "../api/lead-support.ts";
import { finishServer, type StartedServer, startServer, waitForListening } from "./server-process.ts";

export const INSTANCE_ADMIN_PASSWORD = "several-instances-one-site";
/** An https origin, as in production: the admin cookies are `__Host-`-prefixed and Secure. */
export const INSTANCE_SITE_URL = "https://www.example.test";
const INSTANCE_NAMES = "ABCDEFGHIJ";
/** A process SIGTERM'd gets this long to drain and exit before it is killed and reported as hung. */
const EXIT_TIMEOUT_MS = 20_000;
const HEALTHY_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------------
// Databases

export { createEmptyDatabase, type EmptyDatabase } from "./test-database.ts";

/** One short-lived connection for a few checks, closed afterwards whatever happens. */
export async function withSql<T>(url: string, use: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// ---------------------------------------------------------------------------------------------------
// Instances

/** What every instance of one deployment shares: the database, the public origin, the admin password. */
export function instanceEnv(databaseUrl: string, settings: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: databaseUrl, SITE_URL: INSTANCE_SITE_URL, ADMIN_PASSWORD: INSTANCE_ADMIN_PASSWORD, ...settings };
}

export interface FinishedProcess {
  code: number;
  stdout: string;
  stderr: string;
}

/** Waits until GET /healthz answers 200 (the readiness probe a load balancer would use). */
export async function waitUntilHealthy(url: string, timeoutMs = HEALTHY_TIMEOUT_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = "no answer";
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await Bun.sleep(50);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/**
 * One instance: a fixed port (a load balancer's backend address) and whatever process serves it now.
 * A restart replaces the process and keeps the port; the finished processes are kept for their exit codes and logs.
 * The first process binds a port the system picks (PORT=0) and the instance keeps the one it reports: a port
 * found free beforehand could be taken before the server bound it (once in CI: "Is port 45097 in use?").
 */
export class SiteInstance {
  /** Every process that served this instance and has exited, oldest first. */
  readonly finished: FinishedProcess[] = [];
  private server: StartedServer;
  private port = 0;

  private constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
    private readonly dataDir: string,
  ) {
    this.server = this.spawnProcess();
  }

  /** Spawns the process at once; await `ready()` for it to listen and answer /healthz. */
  static spawn(name: string, env: Record<string, string>, dataDir: string): SiteInstance {
    return new SiteInstance(name, env, dataDir);
  }

  /** The instance's address; known once the first process has said where it listens (after `ready()`). */
  get url(): string {
    if (this.port === 0) throw new Error(`instance ${this.name} has no port before it is ready`);
    return `http://127.0.0.1:${this.port}`;
  }

  private spawnProcess(): StartedServer {
    mkdirSync(this.dataDir, { recursive: true });
    return startServer({ ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir });
  }

  async ready(): Promise<void> {
    const listening = await waitForListening(this.server);
    if (this.port === 0) this.port = Number(new URL(listening).port);
    if (listening !== this.url) throw new Error(`instance ${this.name} listens on ${listening}, not ${this.url}`);
    await waitUntilHealthy(this.url);
  }

  /** What the current process has written so far. */
  output(): string {
    return this.server.stdout() + this.server.stderr();
  }

  /** Everything every process of this instance wrote, for a failure message. */
  log(): string {
    const past = this.finished.map((f, i) => `--- ${this.name} process ${i + 1} (exit ${f.code})\n${f.stdout}${f.stderr}`);
    return [...past, `--- ${this.name} current process\n${this.output()}`].join("\n");
  }

  /** SIGTERM, as an orchestrator stops a container; resolves when the process has exited (killed if it hangs). */
  async stop(): Promise<FinishedProcess> {
    const server = this.server;
    server.proc.kill("SIGTERM");
    const hung = setTimeout(() => server.proc.kill("SIGKILL"), EXIT_TIMEOUT_MS);
    try {
      const finished = await finishServer(server);
      this.finished.push(finished);
      return finished;
    } finally {
      clearTimeout(hung);
    }
  }

  /** Stop, then a new process on the same port, ready when it answers /healthz. */
  async restart(): Promise<FinishedProcess> {
    const finished = await this.stop();
    this.server = this.spawnProcess();
    await this.ready();
    return finished;
  }

  /** Cleanup after a failure: no process may outlive the test. */
  kill(): void {
    if (this.server.proc.exitCode === null) this.server.proc.kill("SIGKILL");
  }
}

/** N instances of one deployment, each on its own free port and data directory. */
export class Deployment {
  private constructor(
    readonly instances: SiteInstance[],
    private readonly root: string,
  ) {}

  /**
   * Spawns every instance at once (a deployment's first start: they race for the migrations), then
   * waits for all of them. Any that fails to come up fails the start, with every instance's log.
   * @example const site = await Deployment.start(3, instanceEnv(db.url)); … await site.stop();
   */
  static async start(count: number, env: Record<string, string>): Promise<Deployment> {
    const root = mkdtempSync(join(tmpdir(), "site-instances-"));
    const instances = Array.from({ length: count }, (_, i) => SiteInstance.spawn(INSTANCE_NAMES[i]!, env, join(root, `instance-${i}`)));
    const deployment = new Deployment(instances, root);
    const started = await Promise.allSettled(instances.map((instance) => instance.ready()));
    const failed = started.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed.length > 0) {
      const logs = instances.map((instance) => instance.log()).join("\n");
      deployment.kill();
      throw new Error(`${failed.length} of ${count} instances did not come up: ${(failed[0]!.reason as Error).message}\n${logs}`);
    }
    return deployment;
  }

  get urls(): string[] {
    return this.instances.map((instance) => instance.url);
  }

  log(): string {
    return this.instances.map((instance) => instance.log()).join("\n");
  }

  /** Stops every instance (SIGTERM, together) and returns their exit codes. */
  async stop(): Promise<number[]> {
    try {
      const finished = await Promise.all(this.instances.map((instance) => instance.stop()));
      return finished.map((f) => f.code);
    } finally {
      this.kill();
    }
  }

  /** For afterAll: whatever still runs is killed, the data directories removed. */
  kill(): void {
    for (const instance of this.instances) instance.kill();
    rmSync(this.root, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// The webhook receiver

export interface WebhookReceiver {
  url: string;
  /** The receiver's self-signed certificate: the instances trust it through NODE_EXTRA_CA_CERTS. */
  certPath: string;
  /** Its key: another local TLS server (the test SMTP server) can present the same certificate. */
  keyPath: string;
  /** Deliveries received, per lead id (the body's `lead.id`). */
  deliveries: Map<string, number>;
  /** Deliveries whose signature did not verify with the secret (must be none). */
  badSignatures: number;
  /** Resolves true when every one of these lead ids has arrived, false at the deadline. */
  waitFor(leadIds: string[], timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid one day, in `dir`. */
function selfSignedCertificate(dir: string): { certPath: string; keyPath: string } {
  const certPath = join(dir, "cert.pem");
  const keyPath = join(dir, "key.pem");
  const made = spawnSync(
    "/usr/bin/openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-days",
      "1",
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate (${made.status}):\n${made.stderr}`);
  return { certPath, keyPath };
}

/**
 * An https endpoint for LEAD_WEBHOOK_URL (production accepts only https, signed): it checks each
 * delivery's signature and counts deliveries per lead. The instances must be given
 * `NODE_EXTRA_CA_CERTS: receiver.certPath` — Bun honours it (checked with Bun 1.4), so no child needs
 * NODE_TLS_REJECT_UNAUTHORIZED=0 and certificate checking stays on.
 */
export function startWebhookReceiver(secret: string): WebhookReceiver {
  const dir = mkdtempSync(join(tmpdir(), "site-webhook-"));
  const { certPath, keyPath } = selfSignedCertificate(dir);
  const deliveries = new Map<string, number>();
  let badSignatures = 0;
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    tls: { cert: readFileSync(certPath, "utf8"), key: readFileSync(keyPath, "utf8") },
    async fetch(request) {
      const body = await request.text();
      const signature = request.headers.get(SIGNATURE_HEADER) ?? "";
      const timestamp = Number(/^t=(\d+),/.exec(signature)?.[1]);
      if (!Number.isSafeInteger(timestamp) || signPayload(secret, body, timestamp) !== signature) badSignatures++;
      const id = (JSON.parse(body) as { lead?: { id?: string } }).lead?.id;
      if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      return new Response(null, { status: 204 });
    },
  });
  return {
    url: `https://127.0.0.1:${server.port}/lead-webhook`,
    certPath,
    keyPath,
    deliveries,
    get badSignatures() {
      return badSignatures;
    },
    async waitFor(leadIds, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        if (leadIds.every((id) => deliveries.has(id))) return true;
        await Bun.sleep(100);
      }
      return leadIds.every((id) => deliveries.has(id));
    },
    async close() {
      await server.stop(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Leads

let clientCounter = 0;
/** A client address of its own per call (with TRUST_PROXY=true), so per-client limits count only what a test means them to. */
export function nextClientIp(): string {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** A valid lead, as the funnel sends it, from one client, with an Idempotency-Key when given. */
export function postLead(baseUrl: string, lead: { ip: string; n: number; key?: string }, signal?: AbortSignal): Promise<Response> {
  const { n } = lead;
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Forwarded-For": lead.ip };
  if (lead.key) headers["Idempotency-Key"] = lead.key;
  const body = JSON.stringify({ ...VALID_LEAD, email: `lead-${n}@example.com`, firstName: `Lead${n}` });
  return fetch(`${baseUrl}/api/leads`, { method: "POST", headers, body, signal });
}

/** One HTTP attempt of the lead load, in performance.now() milliseconds. */
export interface LeadAttempt {
  startedAt: number;
  endedAt: number;
  /** 0: no answer (refused, reset, or past the attempt timeout). */
  status: number;
  instance: number;
}

/** One lead: its key, and whether some attempt was answered 201. */
export interface LeadOutcome {
  key: string;
  acknowledged: boolean;
  attempts: number;
  startedAt: number;
  endedAt: number;
}

export interface LeadLoadOptions {
  urls: string[];
  workers: number;
  /** Every key starts with it, so that the run's rows can be counted apart from any other. */
  keyPrefix: string;
  /** Pause between one worker's leads. */
  thinkMs?: number;
  /** A lead still unacknowledged this long after its first attempt is given up (and reported). */
  giveUpAfterMs?: number;
}

export interface LeadLoad {
  attempts: LeadAttempt[];
  leads: LeadOutcome[];
  /** Lets every worker finish the lead in hand (retries included), then resolves. */
  stop(): Promise<void>;
  /** After a failure: every worker gives up its lead at the next answer, retrying nothing. */
  abandon(): Promise<void>;
}

/** Answers a load balancer tries on another backend: no answer at all, or 503 (not ready, draining, database away). */
const tryElsewhere = (status: number) => status === 0 || status === 503;
const ATTEMPT_TIMEOUT_MS = 15_000;

/**
 * Workers that each send leads one after another, spread over the instances round-robin; a lead that
 * gets no answer or a 503 is sent again — the same body, the same Idempotency-Key — to the next
 * instance, as a load balancer with retries does. Any other answer is final.
 */
export function startLeadLoad(options: LeadLoadOptions): LeadLoad {
  const { urls, keyPrefix } = options;
  const thinkMs = options.thinkMs ?? 10;
  const giveUpAfterMs = options.giveUpAfterMs ?? 30_000;
  const attempts: LeadAttempt[] = [];
  const leads: LeadOutcome[] = [];
  let running = true;
  let abandoned = false;
  let sequence = 0;
  let turn = 0;

  const sendOne = async () => {
    const n = sequence++;
    const lead = { key: `${keyPrefix}${n}`, ip: nextClientIp(), n };
    const outcome: LeadOutcome = { key: lead.key, acknowledged: false, attempts: 0, startedAt: performance.now(), endedAt: 0 };
    leads.push(outcome);
    let instance = turn++ % urls.length;
    for (;;) {
      const attempt: LeadAttempt = { startedAt: performance.now(), endedAt: 0, status: 0, instance };
      outcome.attempts++;
      try {
        const res = await postLead(urls[instance]!, lead, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
        await res.arrayBuffer();
        attempt.status = res.status;
      } catch {
        attempt.status = 0;
      }
      attempt.endedAt = performance.now();
      attempts.push(attempt);
      if (!tryElsewhere(attempt.status) || attempt.endedAt - outcome.startedAt > giveUpAfterMs || abandoned) {
        outcome.acknowledged = attempt.status === 201;
        break;
      }
      instance = (instance + 1) % urls.length;
      await Bun.sleep(5);
    }
    outcome.endedAt = performance.now();
  };

  const workers = Array.from({ length: options.workers }, async () => {
    while (running) {
      await sendOne();
      await Bun.sleep(thinkMs);
    }
  });
  return {
    attempts,
    leads,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
    async abandon() {
      abandoned = true;
      await this.stop();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The rolling restart

export interface RollingRestartOptions {
  /** A database every instance shares (migrated or empty: the instances migrate it). */
  databaseUrl: string;
  instances: number;
  workers: number;
  /** Load before the first restart and after the last one. */
  settleMs: number;
  /** How many times, at least, every instance is restarted in turn (default 1). */
  rounds?: number;
  /** Further rounds until the restarts have gone on this long (default 0). */
  restartForMs?: number;
  thinkMs?: number;
}

export interface RollingRestart {
  instance: string;
  exitCode: number;
  /** From SIGTERM to the new process answering /healthz. */
  outMs: number;
}

export interface RollingRestartReport {
  instances: number;
  /** Leads sent, and those answered 201 (after retries). */
  leadsSent: number;
  leadsAcknowledged: number;
  /** Rows in `leads` with this run's keys; keys with more than one row (their extra rows). */
  rows: number;
  duplicates: number;
  /** Acknowledged keys without a row (must be none). */
  lost: number;
  /** Attempts beyond each lead's first; of them, after no answer at all, and after a 503. */
  retries: number;
  retriedAfterNoAnswer: number;
  retriedAfter503: number;
  /** Answers a load balancer would not retry and that are not 201 (must be none), by status. */
  unexpected: Record<string, number>;
  /** The longest single request, of those in flight during the restart window. */
  longestRequestMs: number;
  /** The reference from the same run: the longest request of those before and after the window (no restart). */
  longestSteadyRequestMs: number;
  /** 99th percentile of request times, during the window and outside it. */
  p99RequestMs: number;
  p99SteadyRequestMs: number;
  /** The longest lead from its first attempt to its answer, retries included. */
  longestLeadMs: number;
  /** From the first SIGTERM to the last new process answering /healthz. */
  restartWindowMs: number;
  /** Every restart, in order (rounds × instances). */
  restarts: RollingRestart[];
  /** Exit codes of the processes stopped at the end. */
  finalExitCodes: number[];
  log: string;
}

/**
 * Instances on one database under lead load; meanwhile each is restarted in turn (SIGTERM, wait for
 * its exit, a new process on the same port, wait for /healthz), then the next. At the end every key
 * answered 201 is looked up in `leads`.
 */
export async function runRollingRestart(options: RollingRestartOptions): Promise<RollingRestartReport> {
  const rounds = options.rounds ?? 1;
  const keyPrefix = `roll_${Math.random().toString(36).slice(2, 8)}_`;
  const deployment = await Deployment.start(
    options.instances,
    instanceEnv(options.databaseUrl, { TRUST_PROXY: "true", LEAD_RATE_LIMIT: "100000000", LEAD_SITE_LIMIT: "100000000" }),
  );
  try {
    const load = startLeadLoad({ urls: deployment.urls, workers: options.workers, keyPrefix, thinkMs: options.thinkMs });
    const restarts: RollingRestart[] = [];
    let windowStart = 0;
    let windowEnd = 0;
    try {
      await Bun.sleep(options.settleMs);
      windowStart = performance.now();
      for (let round = 0; round < rounds || performance.now() - windowStart < (options.restartForMs ?? 0); round++) {
        for (const instance of deployment.instances) {
          const sigterm = performance.now();
          const finished = await instance.restart();
          restarts.push({ instance: instance.name, exitCode: finished.code, outMs: performance.now() - sigterm });
        }
      }
      windowEnd = performance.now();
      await Bun.sleep(options.settleMs);
    } catch (error) {
      // A process that did not come back: end the load now, or its retries would outlive the run.
      await load.abandon();
      throw new Error(`${(error as Error).message}\n${deployment.log()}`);
    }
    await load.stop();
    const finalExitCodes = await deployment.stop();

    // Counted per lead (its e-mail is unique to it), not per key: a unique index already holds each key to
    // one row, so only this count can catch a lead stored twice under two keys.
    const rows = await withSql(
      options.databaseUrl,
      (sql) =>
        sql<{ keys: string[]; n: number }[]>`
        select array_agg(idempotency_key) as keys, count(*)::int as n from leads
        where idempotency_key like ${`${keyPrefix}%`} group by email`,
    );
    const stored = new Set(rows.flatMap((r) => r.keys));
    const acknowledged = load.leads.filter((lead) => lead.acknowledged);
    const unexpected: Record<string, number> = {};
    for (const a of load.attempts) if (a.status !== 201 && !tryElsewhere(a.status)) unexpected[a.status] = (unexpected[a.status] ?? 0) + 1;
    const inWindow = load.attempts.filter((a) => a.endedAt >= windowStart && a.startedAt <= windowEnd);
    const steady = load.attempts.filter((a) => a.endedAt < windowStart || a.startedAt > windowEnd);
    const durations = (attempts: LeadAttempt[]) => attempts.map((a) => a.endedAt - a.startedAt).sort((x, y) => x - y);
    const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    return {
      instances: options.instances,
      leadsSent: load.leads.length,
      leadsAcknowledged: acknowledged.length,
      rows: rows.reduce((sum, r) => sum + r.n, 0),
      duplicates: rows.reduce((sum, r) => sum + r.n - 1, 0),
      lost: acknowledged.filter((lead) => !stored.has(lead.key)).length,
      retries: load.attempts.length - load.leads.length,
      retriedAfterNoAnswer: load.attempts.filter((a) => a.status === 0).length,
      retriedAfter503: load.attempts.filter((a) => a.status === 503).length,
      unexpected,
      longestRequestMs: Math.max(0, ...durations(inWindow)),
      longestSteadyRequestMs: Math.max(0, ...durations(steady)),
      p99RequestMs: p99(durations(inWindow)),
      p99SteadyRequestMs: p99(durations(steady)),
      longestLeadMs: Math.max(0, ...load.leads.map((lead) => lead.endedAt - lead.startedAt)),
      restartWindowMs: windowEnd - windowStart,
      restarts,
      finalExitCodes,
      log: deployment.log(),
    };
  } finally {
    deployment.kill();
  }
}
