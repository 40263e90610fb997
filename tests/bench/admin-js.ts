/**
 * `bun run bench:admin-js`: for every admin tab, the JavaScript Chromium fetches before the owner does
 * anything — the files, their bytes as sent (gzip or brotli, as the server chose) and as code — and whether
 * React is among them, against the production server on a fresh embedded database with the demo content.
 * The page is loaded, the network left to go quiet, nothing pointed at or typed. The inline loader, part of
 * the HTML, is not counted. Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { adminTabs, tabHref } from "../../src/admin/frame/tabs.ts";
import { startBenchServer } from "./bench-server.ts";

const PASSWORD = "bench admin password 1";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Present in React's own code (the JSX element type), in development and production builds alike. */
const REACT_MARKER = "react.transitional.element";

const dataDir = mkdtempSync(join(tmpdir(), "site-admin-js-"));
const server = await startBenchServer({ DATA_DIR: join(dataDir, "db"), ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: "true" });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  // One login; each tab then opens in a context of its own with that session, so its cache is empty, as on a first visit.
  const loginContext = await browser.newContext({ baseURL: server.origin });
  const login = await loginContext.request.post("/api/admin/login", { data: { password: PASSWORD }, headers: { Origin: server.origin } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const storageState = await loginContext.storageState();
  await loginContext.close();
  const rows: string[] = [];
  for (const tab of adminTabs) {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 }, storageState });
    const page = await context.newPage();
    const scripts: Promise<{ sent: number; code: number; react: boolean }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        (async () => {
          const body = await response.text();
          const sizes = await response.request().sizes();
          return { sent: sizes.responseBodySize, code: Buffer.byteLength(body), react: body.includes(REACT_MARKER) };
        })(),
      );
    });
    await page.goto(tabHref(tab.id), { waitUntil: "networkidle" });
    const fetched = await Promise.all(scripts);
    const sent = fetched.reduce((sum, s) => sum + s.sent, 0);
    const code = fetched.reduce((sum, s) => sum + s.code, 0);
    rows.push(
      `| ${tab.label} | ${new URL(page.url()).pathname}${new URL(page.url()).search} | ${fetched.length} | ${(sent / 1024).toFixed(1)} KB | ${(code / 1024).toFixed(1)} KB | ${fetched.some((s) => s.react) ? "yes" : "no"} |`,
    );
    await context.close();
  }
  console.log("| tab | address | scripts | sent (compressed) | code | React |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
