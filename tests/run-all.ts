/**
 * `npm test`: every check in order — typecheck, lint and format (Biome), bun tests on PGlite, the same tests on a
 * throw-away PostgreSQL 15, then the Playwright browser tests — and one closing summary line.
 */
import "./support/sandbox.ts";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startPostgres } from "./postgres-server.ts";

const root = join(import.meta.dir, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** What failed, one line each with the first lines of its error, repeated after the summary so a log's tail has it. */
  failures: string[];
}

const results: StepResult[] = [];

async function runStep(
  name: string,
  command: string[],
  options: { env?: Record<string, string>; count?: (output: string) => Pick<StepResult, "passed" | "failed" | "skipped" | "failures"> } = {},
): Promise<StepResult> {
  console.log(`\n━━ ${name}: ${command.map((c) => c.replace(`${root}/`, "")).join(" ")}`);
  const started = performance.now();
  const proc = Bun.spawn(command, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  // A step without test counts (the typecheck, the lint) adds no passes, only a failure when it fails.
  const counts = options.count?.(output) ?? { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0, failures: code === 0 ? [] : [lastLines(output, 8)] };
  const result = { name, ok: code === 0 && counts.failed === 0, ...counts, seconds: (performance.now() - started) / 1000 };
  results.push(result);
  return result;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what this removes
const stripColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
const lastLines = (text: string, n: number) => stripColours(text).trimEnd().split("\n").slice(-n).join("\n    ");

/** bun test prints " 42 pass", " 0 fail" and " 3 skip" lines at the end, and "(fail) file > name" for each failure. */
function bunCounts(output: string) {
  const read = (word: string) => Number(new RegExp(`^\\s*(\\d+) ${word}$`, "m").exec(output)?.[1] ?? 0);
  return { passed: read("pass"), failed: read("fail"), skipped: read("skip"), failures: stripColours(output).match(/^\(fail\) .*$/gm) ?? [] };
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
}

/** Each test that failed or passed only on a retry: where it is, its title and the first lines of its first error. */
function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === "unexpected" || t.status === "flaky")
      .map((t) => {
        const message = stripColours(t.results.find((r) => r.error)?.error?.message ?? "(no message)");
        return `${spec.file}:${spec.line} › ${spec.title} [${t.status}]\n    ${message.split("\n").slice(0, 8).join("\n    ")}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

async function playwrightCounts(): Promise<Pick<StepResult, "passed" | "failed" | "skipped" | "failures">> {
  try {
    const report = (await Bun.file(join(root, "test-results", "e2e.json")).json()) as PlaywrightSuite & {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped, failures: playwrightFailures(report) };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: ["the Playwright report test-results/e2e.json could not be read"] };
  }
}

await runStep("typecheck", [bin("tsc"), "--noEmit", "-p", "tsconfig.json"]);
await runStep("lint and format (Biome)", [bin("biome"), "ci", "."]);

// bun test ignores a timeout in bunfig.toml; 30 s leaves room for argon2 and database set-up on a busy machine.
const bunTest = [bin("bun"), "--no-env-file", "test", "--timeout", "30000"];

await runStep("unit and API tests (PGlite)", bunTest, { count: bunCounts });

const postgres = await startPostgres().catch((error: unknown) => {
  console.error("Could not start a PostgreSQL server for the tests:", error);
  results.push({ name: "PostgreSQL server", ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, failures: [String(error)] });
  return undefined;
});
if (postgres) {
  try {
    console.log(`\nPostgreSQL for the tests: ${postgres.version}`);
    await runStep("unit and API tests (PostgreSQL)", bunTest, {
      env: { TEST_DATABASE_URL: postgres.url },
      count: bunCounts,
    });
  } finally {
    postgres.stop();
  }
} else if (!results.some((r) => r.name === "PostgreSQL server")) {
  console.log("\nNo PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin and PG_BIN_DIR): PostgreSQL pass skipped.");
}

rmSync(join(root, "test-results", "e2e.json"), { force: true });
const e2e = await runStep("browser tests (Playwright, Chromium)", [
  "node",
  join(root, "node_modules", "@playwright", "test", "cli.js"),
  "test",
  "-c",
  "tests/e2e/playwright.config.ts",
]);
Object.assign(e2e, await playwrightCounts());
e2e.ok = e2e.ok && e2e.failed === 0;

const failures = results.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
if (failures.length > 0) console.log(`\n━━ Failures\n${failures.join("\n")}`);

console.log("\n━━ Summary");
for (const r of results) {
  console.log(
    `${r.ok ? "ok  " : "FAIL"}  ${r.name.padEnd(38)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(1)} s`,
  );
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
