/**
 * The Redirects tab as the server renders it (in-process, no browser): its own page with both lists in the HTML
 * as the API lists them, the search as a GET form, the pagers and the 404 log's order as links, each view at one
 * address (other spellings and pages past the last redirect there), the buttons naming their action for the
 * dialogs' island, the old address moved here with its view, a failed read with Retry, no React before the owner acts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { redirects } from "../../db/schema/index.ts";
import type { NotFoundPage, RedirectPage } from "../../src/shared/redirects.ts";
import { attributesOf, tableOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, expectNoReactUntilActed, expectRedirects, expectTabPage, json, pageWhileReadsFail } from "./admin-support.ts";

const admin = adminSessionForFile();
const PAGE = "/admin/redirects";
const id = Date.now().toString(36);

async function page(address = PAGE): Promise<string> {
  const res = await admin.send("GET", address);
  expect(res.status, address).toBe(200);
  return res.text();
}

const pagerText = (html: string, label: string) => textOf(new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? "");

beforeAll(async () => {
  // 27 redirects (two pages of 25), and 404s with different hits and times.
  for (let i = 0; i < 27; i++) {
    const res = await admin.send("POST", "/api/admin/redirects", {
      fromPath: `/old-${id}-${i}`,
      toTarget: i === 0 ? "/about-us" : `/blog/new-${i}`,
      statusCode: i === 0 ? 302 : 301,
    });
    expect(res.status).toBe(201);
  }
  for (const [path, hits] of [
    [`/missing-${id}-a`, 3],
    [`/missing-${id}-b`, 1],
  ] as const) {
    for (let n = 0; n < hits; n++) expect((await admin.t.app.request(path)).status).toBe(404);
  }
});

test("both lists as the API lists them: the spec-like columns, newest first, the 404 log by most hits", async () => {
  const html = await page();
  const listed = await json<RedirectPage>(await admin.send("GET", "/api/admin/redirects?page=1&limit=25"));
  const table = tableOf(html, "Redirects");
  expect(table.headers).toEqual(["From", "To", "Status", "Source", "Hits", "Actions"]);
  expect(table.rows.map((row) => row.slice(0, 5))).toEqual(
    listed.redirects.map((r) => [r.fromPath, r.toTarget, r.statusCode === 301 ? "301 Permanent" : "302 Temporary", "Owner", "0"]),
  );
  expect(html).toContain(`${listed.total} redirects · newest first`);
  const log = await json<NotFoundPage>(await admin.send("GET", "/api/admin/not-found-paths"));
  const logTable = tableOf(html, "404 log");
  expect(logTable.headers).toEqual(["Path or probe group", "Hits", "First seen", "Last seen", "Referrer", "Actions"]);
  expect(logTable.rows.map((row) => [row[0], row[1]])).toEqual(log.paths.map((p) => [p.path, String(p.hits)]));
  expect(logTable.rows[0]?.[0]).toBe(`/missing-${id}-a`);
});

test("the buttons name their action and carry their row; Import CSV opens the server's file input", async () => {
  // The first redirect made is the oldest: on the second page.
  const html = await page(`${PAGE}?page=2`);
  const edit = attributesOf(html, new RegExp(`aria-label="Edit redirect from /old-${id}-0"`))!;
  expect(edit["data-admin-action"]).toBe("edit");
  expect(JSON.parse(edit["data-admin-item"]!)).toMatchObject({ fromPath: `/old-${id}-0`, toTarget: "/about-us", statusCode: 302, version: 1 });
  expect(attributesOf(html, new RegExp(`aria-label="Delete redirect from /old-${id}-0"`))?.["data-admin-action"]).toBe("delete");
  expect(attributesOf(html, new RegExp(`aria-label="Create redirect from /missing-${id}-a"`))).toMatchObject({
    "data-admin-action": "create-from-log",
    "data-admin-item": JSON.stringify({ path: `/missing-${id}-a` }),
  });
  expect(attributesOf(html, new RegExp(`aria-label="Remove /missing-${id}-a from the 404 log"`))?.["data-admin-action"]).toBe("delete-log-row");
  expect(attributesOf(html, /data-admin-action="clear-log"/)?.["data-admin-item"]).toBe(JSON.stringify({ total: 2 }));
  expect(attributesOf(html, /data-admin-action="new"/)?.id).toBe("add-redirect");
  expect(attributesOf(html, /data-opens-file=/)?.["data-opens-file"]).toBe("redirects-csv");
  expect(attributesOf(html, /id="redirects-csv"/)).toMatchObject({ type: "file", "data-admin-file-action": "import" });
});

describe("the view in the address", () => {
  test("a search narrows the redirects and says so; nothing found says so", async () => {
    const html = await page(`${PAGE}?search=${encodeURIComponent(`old-${id}-0`)}`);
    expect(tableOf(html, "Redirects").rows.map((row) => row[0])).toEqual([`/old-${id}-0`]);
    expect(html).toContain(`1 redirect matching “old-${id}-0”`);
    expect(attributesOf(html, /name="search"/)?.value).toBe(`old-${id}-0`);
    expect(attributesOf(html, /aria-label="Search redirects" data-live-filters/)).toMatchObject({ method: "get", action: PAGE });
    expect(tableOf(await page(`${PAGE}?search=nothing-${id}`), "Redirects").rows).toEqual([[`No redirect matches “nothing-${id}”.`]]);
  });

  test("the pager: 25 a page, links to the neighbouring pages with the search and the log's order kept", async () => {
    const first = await page(`${PAGE}?search=old-${id}&log=recent`);
    expect(tableOf(first, "Redirects").rows.length).toBe(25);
    expect(pagerText(first, "Redirect pages")).toBe("Showing 1–25 of 27 Previous Page 1 of 2 Next");
    expect(attributesOf(first, /rel="next"/)?.href).toBe(`${PAGE}?search=old-${id}&page=2&log=recent`);
    const second = await page(`${PAGE}?search=old-${id}&page=2&log=recent`);
    expect(tableOf(second, "Redirects").rows.length).toBe(2);
    expect(attributesOf(second, /rel="prev"/)?.href).toBe(`${PAGE}?search=old-${id}&log=recent`);
    // The search form keeps the log's order.
    expect(attributesOf(second, /type="hidden" name="log"/)?.value).toBe("recent");
  });

  test("the 404 log's order is two links, the current one marked; Most recent puts the latest 404 first", async () => {
    expect((await admin.t.app.request(`/missing-${id}-c`)).status).toBe(404);
    const html = await page(`${PAGE}?log=recent`);
    expect(tableOf(html, "404 log").rows[0]?.[0]).toBe(`/missing-${id}-c`);
    expect(attributesOf(html, new RegExp(`href="${PAGE}\\?log=recent"`))).toMatchObject({ "aria-current": "true" });
    expect(attributesOf(html, new RegExp(`href="${PAGE}"[^>]*>Most hits`))?.["aria-current"]).toBeUndefined();
  });

  test("one address per view: blank fields, values that make no sense and pages past the last redirect to the view's own", async () => {
    await expectRedirects(admin, 302, [
      [`${PAGE}?search=&log=hits`, PAGE],
      [`${PAGE}?search=%20menu%20&page=zero&log=newest`, `${PAGE}?search=menu`],
      [`${PAGE}?page=9`, `${PAGE}?page=2`],
      [`${PAGE}?logPage=5`, PAGE],
    ]);
  });
});

describe("the page", () => {
  test("its title and tab; the old address moved here with its view", async () => {
    expectTabPage(await page(), "Redirects", PAGE);
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=redirects&search=menu&log=recent", `${PAGE}?search=menu&log=recent`]]);
  });

  test("no React until the owner acts: the dialogs' island and the toaster wake on their events; the region swaps itself", async () => {
    const html = await page();
    await expectNoReactUntilActed(admin, html, "redirect-dialogs");
    expect(attributesOf(html, /data-admin-list=""/)).toMatchObject({ id: "admin-list", "data-hx-get": PAGE, "data-hx-history-elt": "" });
  });
});

describe("when the read fails", () => {
  test("the tab is served with the lists' error and a Retry link to the same view; the failure is logged", async () => {
    const { html, logged } = await pageWhileReadsFail(admin, redirects, `${PAGE}?search=menu`);
    expect(tableOf(html, "Redirects").rows).toEqual([["Couldn't load the redirects. Check your connection and try again. Retry"]]);
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe(`${PAGE}?search=menu`);
    expect(logged).toContain(`GET ${PAGE}?search=menu: reading the list failed: Error: simulated read failure`);
  });
});
