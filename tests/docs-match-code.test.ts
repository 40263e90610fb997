/**
 * What the operator's documents say about the admin password is what the code does: the minimum length is read
 * from the password policy, the generated password's file name from the code that writes it.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { OUTAGE_ESCALATES_AFTER_MS } from "../db/availability.ts";
import { MIN_POSTGRES_VERSION } from "../db/server-check.ts";
import { PASSWORD_FILE_NAME } from "../src/auth/first-start-password.ts";
import { MIN_PASSWORD_LENGTH } from "../src/auth/password-policy.ts";
import { parseEnv } from "../src/env.ts";
import { DEFAULT_MAX_ATTEMPTS } from "../src/leads/outbox-worker.ts";
import { REQUEST_DEADLINE_MS } from "../src/middleware/request-deadline.ts";
import { LEAD_RATE_WINDOW_MS } from "../src/routes/api/leads.ts";
import { HEALTH_LOG_EVERY_MS } from "../src/routes/health.ts";
import { START_UP_ERROR_FILE } from "../src/start-up-failure.ts";

const root = join(import.meta.dir, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The documents that tell an operator how to set the admin password. */
const PASSWORD_DOCS = ["README.md", ".env.example", "docs/configuration.md", "docs/deploy.md"];

/** Every "N+ characters" or "at least N characters" on a line that speaks of a password. */
function passwordMinimums(text: string): number[] {
  return text
    .split("\n")
    .filter((line) => /password/i.test(line))
    .flatMap((line) => [...line.matchAll(/(?:\b(\d+)\+ characters|at least (\d+) characters)/g)].map((m) => Number(m[1] ?? m[2])));
}

describe("the documents match the code", () => {
  test.each(PASSWORD_DOCS)(`%s gives the admin password's minimum length as the code has it (${MIN_PASSWORD_LENGTH}+ characters), and no other`, (path) => {
    const minimums = passwordMinimums(read(path));
    expect(minimums.length).toBeGreaterThan(0);
    expect(new Set(minimums)).toEqual(new Set([MIN_PASSWORD_LENGTH]));
  });

  test.each([".env.example", "docs/configuration.md", "README.md", "docs/deploy.md"])("%s says the generated password is written to DATA_DIR's file, not printed once", (path) => {
    const text = read(path);
    expect(text).toContain(PASSWORD_FILE_NAME);
    expect(text).not.toMatch(/printed once/i);
  });

  test("docs/deploy.md: smoke tests from the Docker host share one client, with the lead limit the code has", () => {
    const { leadRateLimit } = parseEnv({});
    const minutes = LEAD_RATE_WINDOW_MS / 60_000;
    const deploy = read("docs/deploy.md");
    expect(deploy).toContain("**Smoke tests from the Docker host share one client.**");
    expect(deploy).toContain(`default \`LEAD_RATE_LIMIT=${leadRateLimit}\`, the sixth test lead within ${minutes} minutes gets \`429`);
    expect(deploy).toContain(`at most ${leadRateLimit} test leads in ${minutes} minutes`);
    expect(deploy).toContain("from another machine");
  });

  test("docs/operations.md: the log lines to alert on, with the numbers the code has", () => {
    const operations = read("docs/operations.md");
    expect(HEALTH_LOG_EVERY_MS).toBe(60_000);
    expect(operations).toContain("at most once a minute per instance");
    expect(operations).toContain(`\`The database is still unavailable after ${OUTAGE_ESCALATES_AFTER_MS / 1000} s`);
    expect(operations).toContain(`answered 503: no answer within ${REQUEST_DEADLINE_MS} ms\``);
    expect(operations).toContain(`(attempt ${DEFAULT_MAX_ATTEMPTS}/${DEFAULT_MAX_ATTEMPTS}; that was the last attempt)`);
    expect(operations).toContain(`older than PostgreSQL ${MIN_POSTGRES_VERSION}`);
    expect(operations).toContain(`DATA_DIR/${START_UP_ERROR_FILE}`);
    expect(operations).toContain("(99 more since ");
  });
});
