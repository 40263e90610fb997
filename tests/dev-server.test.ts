/**
 * `bun install && bun dev` for someone with Bun. In a copy of the sources: `bun install` reads
 * package-lock.json and writes no lockfile of its own; ensure-deps accepts that tree (no `npm ci` wiping
 * it); `bun dev` serves the site and, on a save, reloads in place — the new text shows, the database is
 * neither reopened nor migrated again, and the scripts are not rebuilt for a page edit. Runs in the
 * PGlite pass.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { BUN, NO_ENV_FILE, packageRegistryEnv, sandboxEnv } from "./support/sandbox.ts";
import { collectOutput } from "./support/server-process.ts";

const root = join(import.meta.dir, "..");
const COPIED = ["src", "islands", "db", "static", "package.json", "package-lock.json", "bunfig.toml", "tsconfig.json"];

describe.skipIf(!!process.env.TEST_DATABASE_URL)("bun install && bun dev", () => {
  let workdir: string;
  let dev: Subprocess<"ignore", "pipe", "pipe"> | undefined;

  beforeAll(() => {
    workdir = mkdtempSync(join(tmpdir(), "site-dev-"));
    for (const path of COPIED) cpSync(join(root, path), join(workdir, path), { recursive: true });
  });
  // A whole install to delete: asynchronous and with room, as a busy disk can take longer than bun's hook timeout.
  afterAll(async () => {
    dev?.kill("SIGINT");
    await dev?.exited;
    if (workdir) await rm(workdir, { recursive: true, force: true });
  }, 240_000);

  test("bun install uses package-lock.json, writes no bun.lock, and ensure-deps keeps its tree", () => {
    const env = sandboxEnv(packageRegistryEnv());
    const install = Bun.spawnSync([BUN, "install"], { cwd: workdir, env, stdout: "pipe", stderr: "pipe" });
    const output = install.stdout.toString() + install.stderr.toString();
    expect(install.exitCode, output).toBe(0);
    expect(output).toContain("migrated lockfile from package-lock.json");
    expect(existsSync(join(workdir, "bun.lock"))).toBe(false);
    expect(existsSync(join(workdir, "bun.lockb"))).toBe(false);
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
    for (const name of ["react", "hono", "drizzle-orm", "typescript"]) {
      expect(JSON.parse(readFileSync(join(workdir, "node_modules", name, "package.json"), "utf8")).version, name).toBe(lock.packages[`node_modules/${name}`].version);
    }

    const marker = join(workdir, "node_modules", ".kept-by-ensure-deps");
    writeFileSync(marker, "");
    const ensure = Bun.spawnSync(["node", "src/cli/ensure-deps.mjs"], { cwd: workdir, env, stdout: "pipe", stderr: "pipe" });
    expect(ensure.exitCode, ensure.stderr.toString()).toBe(0);
    expect(ensure.stdout.toString()).not.toContain("npm ci");
    expect(existsSync(marker)).toBe(true);
  }, 120_000);

  test("package.json changed without the lockfile (`bun add`): ensure-deps says so and touches nothing", () => {
    const manifestPath = join(workdir, "package.json");
    const original = readFileSync(manifestPath, "utf8");
    const manifest = JSON.parse(original);
    manifest.dependencies["left-pad"] = "1.3.0";
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    try {
      const ensure = Bun.spawnSync(["node", "src/cli/ensure-deps.mjs"], { cwd: workdir, env: sandboxEnv(), stdout: "pipe", stderr: "pipe" });
      expect(ensure.exitCode).toBe(1);
      expect(ensure.stderr.toString()).toContain("package.json and package-lock.json do not name the same dependencies");
      expect(existsSync(join(workdir, "node_modules", ".kept-by-ensure-deps"))).toBe(true);
    } finally {
      writeFileSync(manifestPath, original);
    }
  });

  test("bun dev reloads a save in place: new text, same database, scripts kept", async () => {
    // PORT=0: the system picks a port, which the listening line reports (one found free beforehand can be taken).
    dev = Bun.spawn([BUN, NO_ENV_FILE, "run", "dev"], {
      cwd: workdir,
      env: sandboxEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: join(workdir, "data"), ADMIN_PASSWORD: "dev-password-123", LOG_REQUESTS: "false" }),
      stdout: "pipe",
      stderr: "pipe",
    });
    const output = collectOutput(dev);
    const log = () => output.stdout() + output.stderr();
    // A hang guard, not a speed test: the first start builds the assets and migrates, which outlasted 30 s
    // beside the other lane on a busy two-core machine.
    const waitFor = async (pattern: RegExp) => {
      for (const started = performance.now(); performance.now() - started < 75_000; ) {
        if (pattern.test(log())) return;
        await Bun.sleep(100);
      }
      throw new Error(`no ${pattern} in 75 s:\n${log()}`);
    };
    await waitFor(/Listening on http/);
    const base = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log())![1]!;
    const title = async () => /<title>([^<]*)/.exec(await (await fetch(`${base}/`)).text())?.[1];
    expect(await title()).toContain("AI Receptionist, Local SEO");

    const copy = join(workdir, "src", "content", "home-copy.ts");
    writeFileSync(copy, readFileSync(copy, "utf8").replace("AI Receptionist, Local SEO", "AI Receptionist, Reloaded"));
    await waitFor(/Reloaded in \d+ ms/);
    expect(await title()).toContain("AI Receptionist, Reloaded");
    // The database stayed open (PGlite holds the directory's lock: a reopen in this process would fail or log again).
    expect(log().match(/Listening on/g)?.length).toBe(1);
    expect(log()).not.toContain("rebuilt scripts");
    expect((await fetch(`${base}/blog`)).status).toBe(200);
  }, 180_000);
});
