/** The Leads tab: newest first with the time of day, spam hidden unless asked, paging in the address, CSV export, delete with the confirm. */
import { readFileSync } from "node:fs";
import { expectToast, holdList, loginViaApi, openTab, row, submitLead, unique } from "./admin-fixtures.ts";
import { expect, test, waitForIslands } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });
// The paging test adds 26 leads: the others must not see theirs pushed to page 2 meanwhile.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

/** 'MMM d, yyyy' and the time of day under it. */
const RECEIVED = /^[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d{2} [AP]M$/;

test("rows in the first paint, the columns, newest first with the funnel's labels; spam only with 'Show spam', skeleton rows until its rows arrive", async ({ page, request }) => {
  const id = unique();
  await submitLead(request, { firstName: "Older", lastName: id, businessName: "" });
  await submitLead(request, { firstName: "Newer", lastName: id, contactPreference: "email", phone: "" });
  await submitLead(request, { firstName: "Spammy", lastName: id, website: "https://spam.example" });

  // The first page is in the server's HTML (the old address leads to the tab's own).
  await page.goto("/admin/dashboard?tab=leads");
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await waitForIslands(page);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  expect((await page.getByRole("table", { name: "Leads" }).locator("thead th").allInnerTexts()).map((t) => t.trim().toLowerCase())).toEqual([
    "lead",
    "received",
    "contact",
    "status",
    "interest",
    "answers",
    "source",
    "actions",
  ]);

  const rows = page.getByRole("table", { name: "Leads" }).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const newer = row(page, `Newer ${id}`);
  expect((await newer.locator("td").nth(1).innerText()).trim()).toMatch(RECEIVED);
  await expect(newer.locator("td").nth(0)).toContainText("Corner Bistro");
  await expect(newer.locator("td").nth(2)).toContainText("No phone");
  await expect(newer.getByRole("combobox", { name: `Status of Newer ${id}` })).toHaveValue("new");
  await expect(newer.locator("td").nth(3)).toContainText(/\d+ min of 24 h/);
  await expect(newer.locator("td").nth(5)).toContainText("Restaurant");
  await expect(newer.locator("td").nth(5)).toContainText("Missed calls");
  await expect(newer.locator("td").nth(5)).toContainText("Automation");
  await expect(newer.locator("td").nth(2)).toContainText("Prefers: Send info by email");
  await expect(newer.locator("td").nth(6)).toHaveText("Direct");
  await expect(row(page, `Older ${id}`).locator("td").nth(0)).not.toContainText("Corner Bistro");
  await expect(row(page, `Older ${id}`).getByRole("link", { name: "Call (555) 010-2000" })).toHaveAttribute("href", "tel:5550102000");
  // Newest first.
  const names = await rows.locator("td:nth-child(1)").allInnerTexts();
  expect(names.findIndex((n) => n.includes(`Newer ${id}`))).toBeLessThan(names.findIndex((n) => n.includes(`Older ${id}`)));
  await expect(row(page, `Spammy ${id}`)).toHaveCount(0);

  const spamSwitch = page.getByRole("switch", { name: "Show spam" });
  await expect(spamSwitch).toHaveAttribute("aria-checked", "false");
  // Another view: until its rows arrive the table shows the spec's two skeleton rows and says it is busy.
  const release = await holdList(page, "/admin/leads");
  await spamSwitch.click();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Leads" })).toHaveAttribute("aria-busy", "true");
  await expect(row(page, `Spammy ${id}`)).toHaveCount(0);
  release();
  await expect(spamSwitch).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(row(page, `Spammy ${id}`)).toHaveCount(1);
  await expect(row(page, `Spammy ${id}`)).toContainText("Spam");
  expect(new URL(page.url()).searchParams.get("spam")).toBe("1");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/leads.csv?includeSpam=true");
  await spamSwitch.click();
  await expect(row(page, `Spammy ${id}`)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/leads.csv?includeSpam=false");
});

test("the CSV export downloads the leads", async ({ page, request }) => {
  const id = unique();
  await submitLead(request, { firstName: "Csv", lastName: id });
  await openTab(page, "leads");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const text = readFileSync(await file.path(), "utf8");
  expect(text).toContain(`Csv`);
  expect(text).toContain(id);
});

test("paging: 25 a page, Next / Previous, the page in the address", async ({ page, request }) => {
  for (let i = 0; i < 26; i++) await submitLead(request, { firstName: "Paged", lastName: `${i}` });
  await openTab(page, "leads");
  const pager = page.getByRole("navigation", { name: "Leads pages" });
  await expect(pager).toContainText(/^1–25 of \d+/);
  await expect(page.getByRole("table", { name: "Leads" }).locator("tbody tr")).toHaveCount(25);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager).toContainText(/^26–\d+ of \d+/);
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Leads pages" }).locator('[aria-current="page"]')).toHaveText("2");
  await page.goBack();
  await expect(page.getByRole("navigation", { name: "Leads pages" })).toContainText(/^1–25/);
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
});

test("delete: 'Are you sure?' … 'permanently delete the lead.', then 'Lead deleted'", async ({ page, request }) => {
  const id = unique();
  await submitLead(request, { firstName: "Gone", lastName: id });
  await openTab(page, "leads");
  await page.getByRole("button", { name: `Delete lead from Gone ${id}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the lead.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Lead deleted");
  await expect(row(page, `Gone ${id}`)).toHaveCount(0);
});
