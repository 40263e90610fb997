/** Browser tests: Playwright drives Debian's Chromium against the real server on a fresh embedded database. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { BUN, NO_ENV_FILE } from "../support/sandbox.ts";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const root = join(import.meta.dirname, "..", "..");
// Playwright loads this file in every worker: only the first load creates the data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));

// Parallel runs on other ports keep their own results.
const suffix = process.env.E2E_PORT ? `-${port}` : "";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./global-setup.ts",
  outputDir: join(root, "test-results", `e2e${suffix}`),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The longest admin journeys (uploads, the lead pipeline, revisions) take about 20 s alone on two cores and
  // over 30 s beside a second worker on a loaded machine: the budget is for a hang, not for speed.
  timeout: 60_000,
  // A lazily loaded dialog took over 5 s to appear beside a second worker on a loaded two-core machine.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: join(root, "test-results", `e2e${suffix}.json`) }]],
  use: {
    baseURL,
    // One browser context and page per worker, reset between tests (cookies, storage, routes, init scripts,
    // viewport; a test with other options gets a fresh one): a new context and renderer for every test cost
    // 42% of the processor time (87 tests: 758 CPU-s, 394 s; reused: 434 CPU-s, 230 s). E2E_REUSE_CONTEXT=false
    // gives each test its own again.
    reuseContext: process.env.E2E_REUSE_CONTEXT !== "false",
    // A trace records every action's snapshot and a screencast of every test, to keep only a failed test's:
    // 13% of the step's time (58 tests: 136–140 s with it, 118–123 s without). A CI log cannot show a trace,
    // so there it is off; on a developer's machine a failure leaves one in test-results/.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    // Playwright hands the command our environment, which importing the sandbox has emptied of data
    // variables; --no-env-file keeps a .env from adding them back.
    command: `"${BUN}" ${NO_ENV_FILE} src/server.ts`,
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Development React reports more (hydration details, key warnings); the tests fail on any of it.
      NODE_ENV: "development",
      LOG_REQUESTS: "false",
      // Every browser test submits from 127.0.0.1; the limit itself is tested through the API.
      LEAD_RATE_LIMIT: "1000",
      // A login beside a second worker on a busy machine outlasted 4.5 s: slow, not wrong. The deadline is tested through the API.
      REQUEST_DEADLINE_MS: "60000",
    },
  },
});
