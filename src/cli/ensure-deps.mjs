#!/usr/bin/env node
/**
 * Runs under plain Node before anything else, so that one npm command works on a machine with
 * only Node.js and npm: installs the locked dependencies (Bun among them) when missing or stale,
 * and with --browser makes sure Debian's Chromium is there for the browser tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const lockfile = join(root, "package-lock.json");
const installedLock = join(root, "node_modules", ".package-lock.json");
const bunBin = join(root, "node_modules", ".bin", "bun");

function run(command, args, env = {}) {
  console.log(`> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\`${command} ${args.join(" ")}\` failed with exit code ${result.status ?? result.signal}.`);
    process.exit(result.status || 1);
  }
}

function bunWorks() {
  return existsSync(bunBin) && spawnSync(bunBin, ["--version"], { stdio: "ignore" }).status === 0;
}

function dependenciesStale() {
  if (!existsSync(installedLock)) return true;
  return statSync(lockfile).mtimeMs > statSync(installedLock).mtimeMs;
}

function ensureDependencies() {
  if (dependenciesStale() || !bunWorks()) run("npm", ["ci", "--no-audit", "--no-fund"]);
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

ensureDependencies();
if (process.argv.includes("--browser")) {
  ensureChromium();
  ensureFeedParser();
}
