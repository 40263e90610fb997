/**
 * Runs the fuzz requests (tests/support/fuzz-requests.ts) against the whole site in-process — page cache,
 * Hono app and a real database — and checks the one property: no answer is a 5xx. Then the site must
 * still be healthy: /healthz, the home page, and the admin's login. Shared by tests/fuzz.test.ts (a few
 * thousand cases in `npm test`) and tests/bench/fuzz-bench.ts (tens of thousands).
 */
import fc from "fast-check";
import { adminRequest, createAdminTestApp, json, login, ADMIN_PASSWORD } from "../api/admin-support.ts";
import type { TestApp } from "./test-app.ts";
import { fuzzRequests, type FuzzRequest } from "./fuzz-requests.ts";

/** The seed `npm test` uses; FUZZ_SEED replays another run's. */
export const DEFAULT_FUZZ_SEED = 20_261_122;

export interface FuzzReport {
  seed: number;
  requests: number;
  statuses: Record<number, number>;
  /** The cases answered 5xx (the property stops at the first and shrinks it, so 0 or 1). */
  serverErrors: number;
  healthyAfter: boolean;
  seconds: number;
}

async function send(t: TestApp, r: FuzzRequest): Promise<number | undefined> {
  let request: Request;
  try {
    request = new Request(`http://localhost${r.target}`, { method: r.method, headers: r.headers, body: r.body });
  } catch {
    return undefined; // a request no client can send (a forbidden method, say): nothing for the server to answer
  }
  const res = await t.app.request(request);
  await res.arrayBuffer();
  return res.status;
}

/**
 * @example const report = await runFuzz({ runs: 2000 }); expect(report.serverErrors).toBe(0);
 */
export async function runFuzz(options: { runs: number; seed?: number }): Promise<FuzzReport> {
  const seed = options.seed ?? DEFAULT_FUZZ_SEED;
  const t = await createAdminTestApp({ LEAD_SITE_LIMIT: "100000" });
  const started = performance.now();
  const statuses: Record<number, number> = {};
  let requests = 0;
  let serverErrors = 0;
  try {
    const sessionCookie = await login(t);
    const created = await adminRequest(t, "/api/admin/api-keys", { method: "POST", cookie: sessionCookie, body: { name: "fuzz" } });
    const apiKey = (await json<{ key: string }>(created)).key;
    const seen = new Set<string>();
    const routes = t.app.routes.filter((r) => r.method !== "ALL" && !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
    const arbitrary = fuzzRequests(routes, { sessionCookie, apiKey }, { session: "__Host-admin_session", device: "__Host-admin_device" });

    await fc.assert(
      fc.asyncProperty(arbitrary, async (r) => {
        const status = await send(t, r);
        if (status === undefined) return true;
        requests++;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) serverErrors++;
        return status < 500;
      }),
      { numRuns: options.runs, seed, verbose: 1 },
    );
    const healthyAfter =
      (await t.app.request("/healthz")).status === 200 &&
      (await t.app.request("/")).status === 200 &&
      (await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD } })).status === 200;
    return { seed, requests, statuses, serverErrors, healthyAfter, seconds: (performance.now() - started) / 1000 };
  } finally {
    await t.close();
  }
}
