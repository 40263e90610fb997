/**
 * Runs the fuzz requests (tests/support/fuzz-requests.ts) against the whole site and checks the one
 * property: no answer is a 5xx. Then the site must still be healthy: /healthz, the home page, and the
 * admin's login. Two targets: in-process (page cache, Hono app, a real database — tests/fuzz.test.ts, a
 * few thousand cases in `npm test`) and the real server over HTTP (Bun's own parsing and limits too —
 * tests/bench/fuzz-bench.ts, with tens of thousands).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { ADMIN_PASSWORD, adminRequest, createAdminTestApp, json, login, sessionCookieOf } from "../api/admin-support.ts";
import { type FuzzCredentials, type FuzzRequest, fuzzRequests, type RouteSpec } from "./fuzz-requests.ts";
import { finishServer, startServer, waitForListening } from "./server-process.ts";

/** The seed `npm test` uses; FUZZ_SEED replays another run's. */
export const DEFAULT_FUZZ_SEED = 20_261_122;

export interface FuzzTarget {
  label: string;
  routes: RouteSpec[];
  credentials: FuzzCredentials;
  cookieNames: { session: string; device: string };
  /** Sends a request built against http://localhost (the target swaps in its own origin); undefined when the client cannot send it. */
  send(request: Request): Promise<Response | undefined>;
  close(): Promise<void>;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  statuses: Record<number, number>;
  /** The cases answered 5xx (the property stops at the first and shrinks it, so 0 or 1). */
  serverErrors: number;
  healthyAfter: boolean;
  seconds: number;
}

const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
const ADMIN_HEADERS = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };

function uniqueRoutes(routes: { method: string; path: string }[]): RouteSpec[] {
  const seen = new Set<string>();
  return routes.filter((r) => r.method !== "ALL" && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** The site in-process on this pass's database (TEST_DATABASE_URL or PGlite). */
export async function inProcessTarget(): Promise<FuzzTarget> {
  const t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000" });
  const sessionCookie = await login(t);
  const created = await adminRequest(t, "/api/admin/api-keys", { method: "POST", cookie: sessionCookie, body: { name: "fuzz" } });
  return {
    label: "in-process",
    routes: uniqueRoutes(t.app.routes),
    credentials: { sessionCookie, apiKey: (await json<{ key: string }>(created)).key },
    cookieNames: { session: "__Host-admin_session", device: "__Host-admin_device" },
    send: (request) => t.app.request(request),
    close: () => t.close(),
  };
}

/** `bun src/server.ts` on an embedded database of its own, over HTTP. */
export async function httpTarget(): Promise<FuzzTarget> {
  const routes = await inProcessTarget().then(async (t) => {
    await t.close();
    return t.routes;
  });
  const dataDir = mkdtempSync(join(tmpdir(), "fuzz-http-"));
  const server = startServer({ DATA_DIR: dataDir, SITE_URL: "http://127.0.0.1", ADMIN_PASSWORD, TRUST_PROXY: "true", LEAD_SITE_LIMIT: "100000" });
  const base = await waitForListening(server);
  const loggedIn = await fetch(`${base}/api/admin/login`, { method: "POST", headers: ADMIN_HEADERS, body: JSON.stringify({ password: ADMIN_PASSWORD }) });
  const sessionCookie = sessionCookieOf(loggedIn)!;
  const created = await fetch(`${base}/api/admin/api-keys`, { method: "POST", headers: { ...ADMIN_HEADERS, Cookie: sessionCookie }, body: JSON.stringify({ name: "fuzz" }) });
  return {
    label: "HTTP",
    routes,
    credentials: { sessionCookie, apiKey: ((await created.json()) as { key: string }).key },
    cookieNames: { session: "admin_session", device: "admin_device" },
    async send(request) {
      // fetch refuses these methods itself (the Fetch standard forbids them): nothing reaches the server.
      if (FORBIDDEN_METHODS.has(request.method.toUpperCase())) return undefined;
      const url = new URL(request.url);
      return fetch(new Request(base + url.pathname + url.search, request), { redirect: "manual" });
    },
    async close() {
      server.proc.kill("SIGTERM");
      await finishServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function send(target: FuzzTarget, r: FuzzRequest): Promise<number | undefined> {
  let request: Request;
  try {
    request = new Request(`http://localhost${r.target}`, { method: r.method, headers: r.headers, body: r.body });
  } catch {
    return undefined; // a request no client can send (a forbidden method, say): nothing for the server to answer
  }
  const res = await target.send(request);
  if (res === undefined) return undefined;
  await res.arrayBuffer();
  return res.status;
}

async function healthy(target: FuzzTarget): Promise<boolean> {
  const get = async (path: string) => (await target.send(new Request(`http://localhost${path}`)))!;
  const signIn = target.send(
    new Request("http://localhost/api/admin/login", {
      method: "POST",
      headers: { ...ADMIN_HEADERS, "X-Forwarded-For": "192.0.2.250" },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    }),
  );
  return (await get("/healthz")).status === 200 && (await get("/")).status === 200 && (await signIn)!.status === 200;
}

/**
 * @example const target = await inProcessTarget(); const report = await runFuzz(target, { runs: 2000 });
 */
export async function runFuzz(target: FuzzTarget, options: { runs: number; seed?: number }): Promise<FuzzReport> {
  const seed = options.seed ?? DEFAULT_FUZZ_SEED;
  const started = performance.now();
  const statuses: Record<number, number> = {};
  let requests = 0;
  let serverErrors = 0;
  const arbitrary = fuzzRequests(target.routes, target.credentials, target.cookieNames);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (r) => {
      const status = await send(target, r);
      if (status === undefined) return true;
      requests++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) serverErrors++;
      return status < 500;
    }),
    { numRuns: options.runs, seed, verbose: 1 },
  );
  return { seed, requests, statuses, serverErrors, healthyAfter: await healthy(target), seconds: (performance.now() - started) / 1000 };
}
