/**
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package) finds no error on any page of the site:
 * every public page (tests/support/crawl-site.ts) and every admin tab, as the production server sends
 * them, checked in one run of the checker. Needs Java 11+; without `java` on the PATH it is skipped.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pages } from "../src/pages/index.ts";
import { adminTabPages, CRAWL_ADMIN_PASSWORD, type CrawlPage, crawlSiteEnv, prepareCrawlSite, publicPages } from "./support/crawl-site.ts";
import { finishServer, type StartedServer, startListeningOnFreePort } from "./support/server-process.ts";

// The package's main export is the path of its vnu.jar.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const java = Bun.which("java");
if (!java) console.warn("Nu HTML check skipped: no `java` on the PATH (install a Java 11+ runtime, e.g. `apt-get install -y default-jre-headless`).");

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** One JVM start for all files: the checker's JSON report, read from stdout. */
async function runNuChecker(files: string[]): Promise<NuMessage[]> {
  const proc = Bun.spawn([java!, "-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files], { stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  try {
    return (JSON.parse(out) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`vnu.jar gave no JSON report (exit code ${proc.exitCode}):\n${out}\n${err}`);
  }
}

/**
 * The checker also reads the CSS a page inlines, with a grammar older than three things UnoCSS writes
 * and every current browser supports: @property (registered custom properties), a custom property named
 * in transition-property, and margin-trim inside an @supports test. Exactly those are not errors; any
 * other CSS message still is.
 */
function isModernCss(m: NuMessage): boolean {
  return (
    /^CSS: Unrecognized at-rule “@property”\.?$/.test(m.message) ||
    /^CSS: “transition-property”: “--un-[a-z-]+” is not a “transition-property” value\.?$/.test(m.message) ||
    /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/.test(m.message)
  );
}

// The HTML does not depend on the database kind: checked once, in the embedded-database pass.
describe.skipIf(!java || !!process.env.TEST_DATABASE_URL)("Nu HTML Checker", () => {
  let server: StartedServer;
  let site = "";
  let dataDir = "";

  beforeAll(async () => {
    dataDir = prepareCrawlSite();
    ({ server, url: site } = await startListeningOnFreePort((port) => ({ ...crawlSiteEnv, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` })));
  }, 120_000);

  afterAll(async () => {
    if (server) {
      server.proc.kill("SIGTERM");
      await finishServer(server);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("the crawl list visits every registered page", () => {
    const visited = [...publicPages, ...adminTabPages].map((p) => new URL(p.path, "http://x").pathname);
    for (const { path } of pages) {
      const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+").replaceAll(".", "\\.")}$`);
      expect(
        visited.some((v) => pattern.test(v)),
        path,
      ).toBe(true);
    }
  });

  test("no page has an HTML error", async () => {
    const login = await fetch(`${site}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({ password: CRAWL_ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const dir = mkdtempSync(join(tmpdir(), "nu-html-"));
    try {
      const fileToPage = new Map<string, CrawlPage>();
      const visit = async (crawlPage: CrawlPage, headers: Record<string, string>) => {
        const res = await fetch(site + crawlPage.path, { headers, redirect: "manual" });
        expect(`${crawlPage.path} → ${res.status}`).toBe(`${crawlPage.path} → ${crawlPage.status}`);
        expect(res.headers.get("content-type") ?? "").toStartWith("text/html");
        const file = join(dir, `page-${fileToPage.size}.html`);
        writeFileSync(file, await res.text());
        fileToPage.set(file, crawlPage);
      };
      for (const p of publicPages) await visit(p, {});
      for (const p of adminTabPages) await visit(p, { Cookie: cookie });

      // A document with a known error, read in the same run: proves the report is read, not just empty.
      const canary = join(dir, "canary.html");
      writeFileSync(canary, '<!doctype html><html lang="en"><head><title>canary</title></head><body><p><div></div></p></body></html>');

      const messages = await runNuChecker([...fileToPage.keys(), canary]);
      const fileOf = (m: NuMessage) => (m.url ? decodeURIComponent(new URL(m.url).pathname) : "");
      expect(messages.filter((m) => fileOf(m) === canary).length).toBeGreaterThan(0);

      const errors = messages
        .filter((m) => fileOf(m) !== canary && !isModernCss(m))
        .map(
          (m) =>
            `${fileToPage.get(fileOf(m))?.path ?? m.url ?? "(no page)"} line ${m.lastLine ?? "?"}, column ${m.firstColumn ?? "?"}: ${m.message}${m.extract ? ` — “${m.extract.trim()}”` : ""}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
