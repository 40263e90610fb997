/**
 * `bun run audit`: Lighthouse (mobile) on every public page against the production server on a
 * fresh embedded database; prints the four category scores per page. Figures only, no assertions.
 */

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sandboxEnv } from "../support/sandbox.ts";
import { startBenchServer } from "./bench-server.ts";

const root = join(import.meta.dir, "..", "..");
const pages = (
  process.env.AUDIT_PATHS ?? "/,/biziagent-ai,/trust-builder,/local-boost-seo,/solutions,/login,/about-us,/contact,/privacy-policy,/terms-of-service,/business-scan.html,/blog"
).split(",");
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const dataDir = mkdtempSync(join(tmpdir(), "site-audit-"));
const server = await startBenchServer({ DATA_DIR: join(dataDir, "db"), ADMIN_PASSWORD: "audit-password-123", DEMO_CONTENT: "true" });
const base = server.origin;

try {
  console.log("page".padEnd(22), "perf", "a11y", "best", " seo", "  LCP ms", "  CLS", "  TBT ms");
  for (const path of pages) {
    const out = join(dataDir, "report.json");
    const run = Bun.spawnSync(
      [
        "node",
        join(root, "tests", "bench", "node_modules", "lighthouse", "cli", "index.js"),
        base + path,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync",
      ],
      { cwd: root, env: sandboxEnv({ CHROME_PATH: chromium }) },
    );
    if (run.exitCode !== 0) {
      console.log(path.padEnd(22), "lighthouse failed:", run.stderr.toString().split("\n").slice(-3).join(" "));
      continue;
    }
    const report = JSON.parse(readFileSync(out, "utf8"));
    const score = (id: string) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padStart(4);
    const metric = (id: string, digits = 0) => (report.audits[id]?.numericValue ?? NaN).toFixed(digits).padStart(8);
    console.log(
      path.padEnd(22),
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      metric("largest-contentful-paint"),
      metric("cumulative-layout-shift", 3).padStart(6),
      metric("total-blocking-time"),
    );
    for (const [id, audit] of Object.entries(report.audits as Record<string, { score: number | null; scoreDisplayMode: string; title: string }>)) {
      const category = ["accessibility", "best-practices", "seo"].find((c) =>
        report.categories[c].auditRefs.some((r: { id: string; weight: number }) => r.id === id && r.weight > 0),
      );
      if (category && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") console.log(`    ${category}: ${audit.title}`);
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
