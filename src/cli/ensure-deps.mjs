#!/usr/bin/env node
/**
 * Runs under plain Node before anything else, so that one npm command works on a machine with
 * only Node.js and npm: installs the locked dependencies (Bun among them) when missing or stale,
 * and with --browser makes sure Debian's Chromium is there for the browser tests.
 *
 * package-lock.json is the one lockfile (docs/decisions/011-one-lockfile-and-the-asset-build.md).
 * A tree is accepted when every direct dependency is installed at its locked version, whoever
 * installed it (npm, or `bun install`), so a working Bun-installed tree is never wiped.
 * --production: the dependencies `npm start` needs, without the dev ones (`npm ci --omit=dev`).
 * --bench: also the load and audit tools of the optional benchmarks (autocannon, Lighthouse), which
 * live in tests/bench/package.json with a lockfile of their own so that neither a start nor the tests
 * install them.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const lockfile = join(root, "package-lock.json");
const npmInstalledLock = join(root, "node_modules", ".package-lock.json");
const bunBin = join(root, "node_modules", ".bin", "bun");
const production = process.argv.includes("--production");

function run(command, args, env = {}) {
  console.log(`> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\`${command} ${args.join(" ")}\` failed with exit code ${result.status ?? result.signal}.`);
    process.exit(result.status || 1);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function bunWorks() {
  return existsSync(bunBin) && spawnSync(bunBin, ["--version"], { stdio: "ignore" }).status === 0;
}

/** package.json and package-lock.json name the same dependencies (`bun add` changes only the first). */
function lockMatchesManifest(manifest, lock) {
  const locked = lock.packages?.[""] ?? {};
  const same = (a = {}, b = {}) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  return same(manifest.dependencies, locked.dependencies) && same(manifest.devDependencies, locked.devDependencies);
}

/** The first direct dependency that is missing or not at its locked version, if any. */
function staleDependency(manifest, lock) {
  const names = Object.keys(manifest.dependencies ?? {});
  if (!production) names.push(...Object.keys(manifest.devDependencies ?? {}));
  for (const name of names) {
    const wanted = lock.packages?.[`node_modules/${name}`]?.version;
    const installed = readJson(join(root, "node_modules", name, "package.json"))?.version;
    if (installed !== wanted) return `${name} ${installed ?? "missing"}, locked ${wanted}`;
  }
  // npm keeps its own record of the tree: a lockfile newer than it means indirect packages may have moved.
  if (existsSync(npmInstalledLock) && statSync(lockfile).mtimeMs > statSync(npmInstalledLock).mtimeMs) return "package-lock.json changed since npm installed";
  return undefined;
}

function ensureDependencies() {
  const manifest = readJson(join(root, "package.json"));
  if (!manifest) {
    console.error(`Cannot read ${join(root, "package.json")}: run this from the project's clone.`);
    process.exit(1);
  }
  const lock = readJson(lockfile);
  if (!lock || !lockMatchesManifest(manifest, lock)) {
    console.error(
      "package.json and package-lock.json do not name the same dependencies. package-lock.json is this project's one lockfile:\n" +
        "add or change dependencies with `npm install <package>@<version>` (not `bun add`), then commit both files.",
    );
    process.exit(1);
  }
  const stale = staleDependency(manifest, lock);
  if (stale || !bunWorks()) {
    if (stale) console.log(`Dependencies out of date (${stale}).`);
    run("npm", ["ci", "--no-audit", "--no-fund", ...(production ? ["--omit=dev"] : [])]);
  }
  // npm may skip Bun's postinstall (install-script policies); rebuilding runs it.
  if (!bunWorks()) run("npm", ["rebuild", "bun"]);
  if (!bunWorks()) {
    console.error("Bun did not install from npm (node_modules/.bin/bun does not run). See README, Troubleshooting.");
    process.exit(1);
  }
}

let aptUpdated = false;
function aptUpdate() {
  if (aptUpdated) return;
  aptUpdated = true;
  run("apt-get", ["update", "-qq"], { DEBIAN_FRONTEND: "noninteractive" });
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    aptUpdate();
    run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" });
    if (existsSync(path)) return;
  }
  console.error(
    `Chromium is needed for the browser tests and was not found at ${path}.\n` +
      "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

/** The RSS test reads the feed with a real feed client: Debian's python3-feedparser. */
function ensureFeedParser() {
  const python = "/usr/bin/python3";
  if (existsSync(python) && spawnSync(python, ["-c", "import feedparser"], { stdio: "ignore" }).status === 0) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    aptUpdate();
    run("apt-get", ["install", "-y", "-qq", "python3-feedparser"], { DEBIAN_FRONTEND: "noninteractive" });
    return;
  }
  console.warn("python3-feedparser is not installed: the RSS feed-parser test will be skipped (apt-get install -y python3-feedparser).");
}

/** The CalDAV test writes calls into a real CalDAV server: Debian's Radicale. */
function ensureRadicale() {
  if (existsSync("/usr/bin/radicale")) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    aptUpdate();
    // Only the server's files: the package's own service is not wanted (the test starts its own).
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "radicale"], { DEBIAN_FRONTEND: "noninteractive" });
    return;
  }
  console.warn("radicale is not installed: the CalDAV test will be skipped (apt-get install -y radicale).");
}

/** The benchmarks' own tools, installed into tests/bench/node_modules when missing or not as locked. */
function ensureBenchTools() {
  const benchDir = join(root, "tests", "bench");
  const manifest = readJson(join(benchDir, "package.json"));
  const lock = readJson(join(benchDir, "package-lock.json"));
  const stale = Object.keys(manifest?.dependencies ?? {}).some(
    (name) => readJson(join(benchDir, "node_modules", name, "package.json"))?.version !== lock?.packages?.[`node_modules/${name}`]?.version,
  );
  if (stale) run("npm", ["ci", "--no-audit", "--no-fund", "--prefix", benchDir]);
}

ensureDependencies();
if (process.argv.includes("--bench")) ensureBenchTools();
if (process.argv.includes("--browser")) {
  ensureChromium();
  ensureFeedParser();
  ensureRadicale();
}
