/**
 * `npm test`: every check, in steps that share the two cores, and one closing summary line.
 *
 * First, side by side: the typecheck and lint, the unit and API tests on PGlite, the same files that touch
 * a database again on a throw-away PostgreSQL 15, and the system drills (servers, installs, images, the
 * Nu checker, fuzz, outages) on each database. Then the browser tests alone, since they are the ones a
 * busy machine makes flaky. The production assets are built once for all the bun steps.
 * Test files go to steps by tests/support/test-groups.ts.
 */
import "./support/sandbox.ts";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startPostgres } from "./postgres-server.ts";
import { bunCounts } from "./support/bun-test-output.ts";
import { prepareTestAssets, TEST_ASSETS_CACHE } from "./support/test-assets.ts";
import { allTestFiles, asTestPaths, BUN_TEST, BUN_TEST_PARALLEL, engineTestFiles, SYSTEM_DRILLS } from "./support/test-groups.ts";

const root = join(import.meta.dir, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  /** bun's expect() calls, for the record of what a step checks. */
  expectCalls?: number;
  seconds: number;
  /** Processor time of the step's processes and every process they waited for (Chromium, servers, workers). */
  cpuSeconds: number;
  /** What failed, one line each with the first lines of its error, repeated after the summary so a log's tail has it. */
  failures: string[];
}

type Counts = Pick<StepResult, "passed" | "failed" | "skipped" | "failures" | "expectCalls">;

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  count?: (output: string) => Counts | Promise<Counts>;
  /** Print the output as it comes (a step running alone) rather than whole when it ends (steps side by side). */
  live?: boolean;
}

const results: StepResult[] = [];
const runStarted = performance.now();
const machineAtStart = machineCpu();
const clock = () => `${Math.round((performance.now() - runStarted) / 1000)} s`;

async function runStep(step: Step): Promise<StepResult> {
  const header = `━━ ${step.name}: ${step.command.map((c) => c.replace(`${root}/`, "")).join(" ")}`;
  console.log(step.live ? `\n${header}` : `[${clock()}] started: ${step.name}`);
  const started = performance.now();
  const proc = Bun.spawn(step.command, { cwd: root, env: { ...process.env, ...step.env }, stdout: "pipe", stderr: "pipe" });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      if (step.live) sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  const code = await proc.exited;
  if (!step.live) console.log(`\n${header}\n${output.trimEnd()}\n[${clock()}] finished: ${step.name}`);
  // A step without test counts (the typecheck, the lint) adds no passes, only a failure when it fails.
  const counts = (await step.count?.(output)) ?? { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0, failures: code === 0 ? [] : [lastLines(output, 8)] };
  const cpuSeconds = Number(proc.resourceUsage()?.cpuTime.total ?? 0n) / 1e6;
  const result = { name: step.name, ok: code === 0 && counts.failed === 0, ...counts, seconds: (performance.now() - started) / 1000, cpuSeconds };
  // A bun step that dies before its summary (a crash, a kill) counts as a failure even with no (fail) line.
  if (code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.failures = [`exited with ${code}:\n    ${lastLines(output, 8)}`];
  }
  results.push(result);
  return result;
}

/** Runs the steps of each lane one after another, the lanes side by side. */
async function lanes(...lanesOfSteps: (() => Promise<unknown>)[]): Promise<void> {
  await Promise.all(lanesOfSteps.map((lane) => lane()));
}

/** "busy X% of N cores" between two readings of machineCpu, or nothing where /proc/stat cannot be read. */
function busyShare(from: ReturnType<typeof machineCpu>, to: ReturnType<typeof machineCpu>): string {
  if (!from || !to) return "";
  const busy = to.busy - from.busy;
  const all = to.all - from.all;
  return `${Math.round(busy)} s busy of ${Math.round(all)} s on ${navigator.hardwareConcurrency} cores (${Math.round((100 * busy) / all)}%)`;
}

/**
 * The whole machine's busy and total processor seconds since boot (Linux /proc/stat), so the summary can say how
 * much of the cores the run kept busy: the measure of what is left to gain by running more side by side.
 */
function machineCpu(): { busy: number; all: number } | undefined {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

const lastLines = (text: string, n: number) => Bun.stripANSI(text).trimEnd().split("\n").slice(-n).join("\n    ");

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
        const message = Bun.stripANSI(t.results.find((r) => r.error)?.error?.message ?? "(no message)");
        return `${spec.file}:${spec.line} › ${spec.title} [${t.status}]\n    ${message.split("\n").slice(0, 8).join("\n    ")}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

async function playwrightCounts(): Promise<Counts> {
  try {
    const report = (await Bun.file(join(root, "test-results", "e2e.json")).json()) as PlaywrightSuite & {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped, failures: playwrightFailures(report) };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: ["the Playwright report test-results/e2e.json could not be read"] };
  }
}

const files = allTestFiles();
const drills = SYSTEM_DRILLS.filter((f) => files.includes(f));
const unitFiles = files.filter((f) => !drills.includes(f));
const engineUnitFiles = engineTestFiles(unitFiles);
const engineDrills = engineTestFiles(drills);

// The assets every in-process test app serves: one production build for the whole run (kept for the next).
const assetsStarted = performance.now();
const assetBuild = await prepareTestAssets(TEST_ASSETS_CACHE).then(
  () => true,
  (error: unknown) => {
    results.push({ name: "asset build", ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, cpuSeconds: 0, failures: [String(error)] });
    return false;
  },
);
console.log(`Assets for the test apps: ${TEST_ASSETS_CACHE.replace(`${root}/`, "")} (${Math.round(performance.now() - assetsStarted)} ms)`);
const shared: Record<string, string> = assetBuild ? { TEST_ASSETS_DIR: TEST_ASSETS_CACHE } : {};

const postgres = await startPostgres().catch((error: unknown) => {
  console.error("Could not start a PostgreSQL server for the tests:", error);
  results.push({ name: "PostgreSQL server", ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, cpuSeconds: 0, failures: [String(error)] });
  return undefined;
});
if (postgres) console.log(`\nPostgreSQL for the tests: ${postgres.version}`);
else if (!results.some((r) => r.name === "PostgreSQL server")) {
  console.log("\nNo PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin and PG_BIN_DIR): PostgreSQL steps skipped.");
}
const onPostgres = postgres ? { ...shared, TEST_DATABASE_URL: postgres.url } : undefined;

const lanesStarted = machineCpu();
try {
  await lanes(
    async () => {
      await runStep({ name: "typecheck", command: [bin("tsc"), "--noEmit", "-p", "tsconfig.json"] });
      await runStep({ name: "lint and format (Biome)", command: [bin("biome"), "ci", "."] });
      await runStep({ name: "unit and API tests (PGlite)", command: [...BUN_TEST_PARALLEL, ...asTestPaths(unitFiles)], env: shared, count: bunCounts });
      if (onPostgres) {
        await runStep({ name: "unit and API tests (PostgreSQL)", command: [...BUN_TEST_PARALLEL, ...asTestPaths(engineUnitFiles)], env: onPostgres, count: bunCounts });
      }
    },
    async () => {
      await runStep({ name: "system drills (PGlite)", command: [...BUN_TEST, ...asTestPaths(drills)], env: shared, count: bunCounts });
      if (onPostgres) await runStep({ name: "system drills (PostgreSQL)", command: [...BUN_TEST, ...asTestPaths(engineDrills)], env: onPostgres, count: bunCounts });
    },
  );
} finally {
  postgres?.stop();
}
const phaseShares = [`the lanes side by side: processor ${busyShare(lanesStarted, machineCpu())}`];
const browserStarted = machineCpu();

rmSync(join(root, "test-results", "e2e.json"), { force: true });
await runStep({
  name: "browser tests (Playwright, Chromium)",
  command: ["node", join(root, "node_modules", "@playwright", "test", "cli.js"), "test", "-c", "tests/e2e/playwright.config.ts"],
  count: playwrightCounts,
  live: true,
});
phaseShares.push(`the browser tests: processor ${busyShare(browserStarted, machineCpu())}`);

const failures = results.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
if (failures.length > 0) console.log(`\n━━ Failures\n${failures.join("\n")}`);

console.log("\n━━ Summary");
for (const r of results) {
  const calls = r.expectCalls ? `  ${r.expectCalls} expect() calls` : "";
  console.log(
    `${r.ok ? "ok  " : "FAIL"}  ${r.name.padEnd(40)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(1).padStart(6)} s  CPU ${r.cpuSeconds.toFixed(0).padStart(5)} s${calls}`,
  );
}
console.log(`Whole run: ${clock()}`);
if (machineAtStart) console.log(`${phaseShares.join("; ")}; the whole run: processor ${busyShare(machineAtStart, machineCpu())}`);
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
