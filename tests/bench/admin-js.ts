/**
 * `bun run bench:admin-js`: for every admin tab, the JavaScript Chromium fetches before the owner does
 * anything — the files, their bytes as sent (gzip or brotli, as the server chose) and as code — and whether
 * React is among them, against the production server on a fresh embedded database with the demo content.
 * The page is loaded, the network left to go quiet, nothing pointed at or typed. The inline loader, part of
 * the HTML, is not counted. On Blog Posts, also what opening New Post adds, and that without React's own
 * files (a file holding React's code counts as React's). Figures only, no assertions.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { adminTabs, tabHref } from "../../src/admin/frame/tabs.ts";
import { startBenchServer } from "./bench-server.ts";

const PASSWORD = "bench admin password 1";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Present in React's own code (the JSX element type), in development and production builds alike. */
const REACT_MARKER = "react.transitional.element";

interface Script {
  sent: number;
  code: number;
  react: boolean;
}

/** The scripts the page fetches from now on; `settled` waits for their bodies. */
function recordScripts(page: Page) {
  const scripts: Promise<Script>[] = [];
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
  return { settled: () => Promise.all(scripts) };
}

function row(label: string, address: string, fetched: Script[]): string {
  const sent = fetched.reduce((sum, s) => sum + s.sent, 0);
  const code = fetched.reduce((sum, s) => sum + s.code, 0);
  return `| ${label} | ${address} | ${fetched.length} | ${(sent / 1024).toFixed(1)} KB | ${(code / 1024).toFixed(1)} KB | ${fetched.some((s) => s.react) ? "yes" : "no"} |`;
}

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
    const atLoad = recordScripts(page);
    await page.goto(tabHref(tab.id), { waitUntil: "networkidle" });
    const address = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
    rows.push(row(tab.label, address, await atLoad.settled()));
    if (tab.id === "blog-posts") {
      // What opening the post dialog adds: the island, React, the editor (counted apart from React's own files).
      const onOpen = recordScripts(page);
      await page.getByRole("button", { name: "New Post" }).click();
      await page.getByRole("dialog").waitFor();
      await page.waitForLoadState("networkidle");
      const opened = await onOpen.settled();
      rows.push(row("… New Post opened (added)", address, opened));
      rows.push(
        row(
          "… of it without React's files",
          address,
          opened.filter((s) => !s.react),
        ),
      );
    }
    await context.close();
  }
  console.log("| tab | address | scripts | sent (compressed) | code | React |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
