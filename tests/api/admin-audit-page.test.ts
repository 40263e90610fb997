/**
 * The Audit Log tab as the server renders it (in-process, no browser): its own page with the entries in the
 * HTML as GET /api/admin/audit-log lists them, the filters as a GET form whose values the address sets, the
 * pager as links, Export CSV and Clear filters carrying the view, the empty and no-match states, one spelling
 * of each view (other spellings redirect there), the old address moved here with its filters, a failed read
 * with Retry, and no island but the toaster.
 */
import { describe, expect, test } from "bun:test";
import { auditLog } from "../../db/schema/index.ts";
import { formatLocalDate } from "../../src/admin/frame/shared/local-date.tsx";
import type { AuditPage } from "../../src/shared/audit.ts";
import { actionText, actorText, OUTCOME_WORDS, targetText } from "../../src/shared/audit-text.ts";
import { attributesOf, islandsOf, tableOf, textOf } from "./admin-html.ts";
import { adminRequest, adminSessionForFile, expectRedirects, expectTabPage, json, pageWhileReadsFail, reactAtLoad } from "./admin-support.ts";

const admin = adminSessionForFile();
const PAGE = "/admin/audit";

async function page(address = PAGE): Promise<string> {
  const res = await admin.send("GET", address);
  expect(res.status).toBe(200);
  return res.text();
}

const HEADERS = ["Action", "Time", "Outcome", "Target", "Actor", "Client"];
const id = Date.now().toString(36);
let tagId = 0;
let categoryId = 0;

test("the writes just made are the newest rows, as the API lists them: action in words, time, outcome, target, 'This session', client", async () => {
  tagId = (await json<{ id: number }>(await admin.send("POST", "/api/admin/tags", { name: `Audit ${id}`, slug: `audit-${id}` }))).id;
  categoryId = (await json<{ id: number }>(await admin.send("POST", "/api/admin/categories", { name: `Audit ${id}`, slug: `audit-c-${id}`, description: "" }))).id;
  expect((await admin.send("DELETE", `/api/admin/categories/${categoryId}`)).status).toBe(200);

  const html = await page();
  const listed = await json<AuditPage>(await admin.send("GET", "/api/admin/audit-log"));
  const table = tableOf(html, "Audit log");
  expect(table.headers).toEqual(HEADERS);
  expect(table.rows.length).toBe(Math.min(listed.total, 50));
  const first = listed.rows[0]!;
  expect(table.rows[0]!.slice(1, 5)).toEqual([formatLocalDate(new Date(first.at), "date-time", "UTC"), OUTCOME_WORDS[first.outcome]!, targetText(first), actorText(first)]);
  expect(table.rows[0]![0]!.startsWith(actionText(first.action))).toBe(true);
  const deleted = table.rows.find((row) => row[0]!.startsWith("Category deleted") && row[3] === `Category #${categoryId}`);
  expect(deleted?.[4]).toBe("This session");
  expect(html).toContain(`${listed.total.toLocaleString("en-US")} ${listed.total === 1 ? "entry" : "entries"} · newest first`);
  expect(attributesOf(html, /download=""/)?.href).toBe("/api/admin/audit-log/export");
});

describe("filters", () => {
  test("?action=category: only category entries, the select says so, Export CSV and Clear filters carry the view", async () => {
    const html = await page(`${PAGE}?action=category`);
    const rows = tableOf(html, "Audit log").rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row[0]).toMatch(/^Category /);
    expect(rows.some((row) => row[3] === `Tag #${tagId}`)).toBe(false);
    expect(html).toMatch(/<option value="category" selected="">Categories<\/option>/);
    expect(html).toContain("matching the filters · newest first");
    expect(attributesOf(html, /download=""/)?.href).toBe("/api/admin/audit-log/export?action=category");
    expect(/<a href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Clear filters<\/a>/.exec(html)?.[1]).toBe(PAGE);
    const form = attributesOf(html, /aria-label="Filter the audit log"/)!;
    expect(form).toMatchObject({ method: "get", action: PAGE, "data-live-filters": "" });
  });

  test("nothing matches: 'No entry matches these filters.', the dates kept in their fields", async () => {
    const html = await page(`${PAGE}?outcome=refused&from=2001-01-01&to=2001-01-02`);
    expect(tableOf(html, "Audit log").rows).toEqual([["No entry matches these filters."]]);
    expect(attributesOf(html, /name="from"/)?.value).toBe("2001-01-01");
    expect(attributesOf(html, /name="to"/)?.value).toBe("2001-01-02");
    expect(html).not.toContain('aria-label="Audit log pages"');
  });

  test("one address per view: a form's blank fields and values that make no sense redirect to the view's own address", async () => {
    await expectRedirects(admin, 302, [
      [`${PAGE}?action=category&actor=&outcome=&from=&to=`, `${PAGE}?action=category`],
      [`${PAGE}?page=x&actor=robot`, PAGE],
      [`${PAGE}?to=2001-01-02&from=2001-01-01`, `${PAGE}?from=2001-01-01&to=2001-01-02`],
    ]);
  });
});

test("the pager: links to the neighbouring pages of the same view, 50 rows a page", async () => {
  for (let i = 0; i < 51; i++) expect((await admin.send("POST", "/api/admin/tags", { name: `Paged ${id} ${i}`, slug: `paged-${id}-${i}` })).status).toBe(201);
  const { total } = await json<AuditPage>(await admin.send("GET", "/api/admin/audit-log?action=tag"));
  const first = await page(`${PAGE}?action=tag`);
  expect(tableOf(first, "Audit log").rows.length).toBe(50);
  expect(textOf(/<nav aria-label="Audit log pages"[^>]*>([\s\S]*?)<\/nav>/.exec(first)![1]!)).toBe(`Showing 1–50 of ${total} Previous Page 1 of ${Math.ceil(total / 50)} Next`);
  expect(attributesOf(first, /rel="next"/)?.href).toBe(`${PAGE}?action=tag&page=2`);
  expect(attributesOf(first, /rel="prev"/)).toBeUndefined();
  const second = await page(`${PAGE}?action=tag&page=2`);
  expect(tableOf(second, "Audit log").rows.length).toBe(Math.min(50, total - 50));
  expect(attributesOf(second, /rel="prev"/)?.href).toBe(`${PAGE}?action=tag`);
});

describe("the page", () => {
  test("its title and tab; the old address moved here with its filters; no session: the login page", async () => {
    expectTabPage(await page(), "Audit Log", PAGE);
    await expectRedirects(admin, 301, [
      ["/admin/dashboard?tab=audit", PAGE],
      ["/admin/dashboard?tab=audit&action=login&page=2", `${PAGE}?action=login&page=2`],
    ]);
    const res = await admin.t.app.request(PAGE);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
  });

  test("no island but the toaster, no React fetched; the list region swaps itself, its links and its forms", async () => {
    const html = await page(`${PAGE}?action=tag`);
    expect(islandsOf(html)).toEqual([{ name: "toaster", hydrate: "event", event: "site:toast" }]);
    expect(await reactAtLoad(admin, html)).toEqual([]);
    expect(attributesOf(html, /data-admin-list=""/)).toMatchObject({
      id: "admin-list",
      "data-hx-get": `${PAGE}?action=tag`,
      "data-hx-boost:inherited": 'target:"#admin-list" select:"#admin-list" swap:outerMorph',
      "data-hx-history-elt": "",
    });
    expect(attributesOf(html, /aria-label="Audit log"/)?.["data-skeleton-rows"]).toBe("2");
  });
});

describe("when the read fails", () => {
  test("the tab is served with the list's error and a Retry link to the same view; the failure is logged", async () => {
    const { html, logged } = await pageWhileReadsFail(admin, auditLog, `${PAGE}?action=login`);
    expect(tableOf(html, "Audit log").rows).toEqual([["Couldn't load the audit log. Check your connection and try again. Retry"]]);
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe(`${PAGE}?action=login`);
    expect(logged).toContain(`GET ${PAGE}?action=login: reading the list failed: Error: simulated read failure`);
  });
});

test("an API key cannot read the page", async () => {
  const key = await json<{ key: string }>(await admin.send("POST", "/api/admin/api-keys", { name: `Audit reader ${id}` }));
  const res = await adminRequest(admin.t, PAGE, { bearer: key.key });
  expect(res.status).toBe(302);
});
