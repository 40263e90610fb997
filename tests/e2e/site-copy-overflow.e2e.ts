/**
 * Every page holds the longest copy its fields allow: with each text at its maximum length (in ordinary words),
 * each list at its most items and each price at its widest, published through the API, no page at 390 or 1280 px
 * is wider than the window and nothing sticks out of it, except inside what scrolls sideways on purpose (a table).
 * On a server of its own: it changes every word of the site.
 */
import { loadSiteIdentity } from "../../src/content/identity.ts";
import { copyDocuments } from "../../src/site-copy/documents.ts";
import { identityCopy } from "../../src/site-copy/identity-copy.ts";
import { longestDocument, PAGES_WITH_COPY } from "../support/copy-markers.ts";
import { ADMIN_PASSWORD, adminApi, loginViaApi } from "./admin-fixtures.ts";
import { migratedDataDir } from "./data-dir-template.ts";
import { expect } from "./fixtures.ts";
import { startOwnServer, testOnOwnSite } from "./own-server.ts";

const test = testOnOwnSite(() => startOwnServer("site-copy-overflow", migratedDataDir("copy-overflow-e2e-"), { ADMIN_PASSWORD }));

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("the longest allowed copy fits every page at 390 and 1280 px", async ({ page, site }) => {
  await loginViaApi(page, site.url);
  for (const document of copyDocuments(identityCopy(loadSiteIdentity({})))) {
    const current = await (await page.request.get(`/api/admin/site-copy/${document.key}`)).json();
    await adminApi(page.request, "POST", `/api/admin/site-copy/${document.key}/publish`, { document: longestDocument(document.shape, current.document) }, site.url);
  }
  const visitor = await page.context().browser()!.newContext({ baseURL: site.url });
  const tab = await visitor.newPage();
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    await tab.setViewportSize({ width, height: 900 });
    for (const path of PAGES_WITH_COPY) {
      await tab.goto(path);
      const found = await tab.evaluate(() => {
        const view = document.documentElement.clientWidth;
        const out: string[] = [];
        if (document.documentElement.scrollWidth > view + 1) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
        const scrollsSideways = (element: Element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && node !== document.documentElement && node !== document.body) return true;
          }
          return false;
        };
        for (const element of document.body.querySelectorAll("h1, h2, h3, h4, p, li, a, button, span, dt, dd, td, th, figcaption, summary")) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
          if ((box.right > view + 1 || box.left < -1) && !scrollsSideways(element))
            out.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" reaches ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
        return out.slice(0, 5);
      });
      for (const problem of found) problems.push(`${path} at ${width} px: ${problem}`);
    }
  }
  await visitor.close();
  expect(problems).toEqual([]);
});
