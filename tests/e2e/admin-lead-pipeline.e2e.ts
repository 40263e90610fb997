/**
 * The owner's pipeline in the Leads tab, in a browser: search and filters in the address (reload and Back
 * keep them), a lead's detail opened by keyboard and by tap, its status moved to Contacted with the time of
 * the change, a note added (HTML shown as text) and seen, the 24-hour promise panel; at 390 px the rows as
 * cards with tel: and mailto: links. Screenshots for a person to look at go to /tmp/shots26/leads-*.png.
 */
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, expectToast, loginViaApi, submitLead, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test, waitForIslands } from "./fixtures.ts";

const SHOTS = "/tmp/shots26";
mkdirSync(SHOTS, { recursive: true });

/** A handful of leads that look like a real week, told apart by `id`. */
async function seed(request: APIRequestContext, id: string) {
  const week: Record<string, string>[] = [
    {
      firstName: "Ana",
      lastName: `López ${id}`,
      email: `ana-${id}@taqueria.example`,
      businessName: "Taquería López",
      goals: "local-customers",
      planInterest: "biziagent-pro",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      landingPage: "/biziagent-ai",
    },
    {
      firstName: "Ben",
      lastName: `Okafor ${id}`,
      businessType: "service",
      painPoint: "google-visibility",
      goals: "grow-sales",
      phone: "+1 555 777 1234",
      businessName: "Okafor Plumbing & Heating",
      referrerHost: "news.example.com",
    },
    {
      firstName: "Cleo",
      lastName: `Smith ${id}`,
      businessType: "medical",
      goals: "local-customers",
      contactPreference: "email",
      phone: "",
      businessName: "Smith Family Dental",
      planInterest: "trust-builder-premium",
      utmSource: "facebook",
    },
  ];
  for (const lead of week) await submitLead(request, lead);
}

/** The Leads table's rows (the promise chart is a table too). */
const rows = (page: Page) => page.getByRole("table", { name: "Leads" }).locator("tbody tr");

async function openLeads(page: Page, query = "") {
  await page.goto(`/admin/leads${query.replace(/^&/, "?")}`);
  await waitForIslands(page);
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("search and filter in the address; open a lead, move it to Contacted, add a note, see both", async ({ page, request }) => {
    const id = unique();
    await seed(request, id);
    await openLeads(page);
    await expect(page.getByRole("heading", { name: "The 24-hour promise" })).toBeVisible();

    // Search: the rows narrow as the owner types, and the search is in the address.
    await page.getByRole("searchbox", { name: "Search leads" }).fill(id);
    await expect(rows(page)).toHaveCount(3);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(id);
    // A filter on top: only the medical lead.
    await page.getByRole("combobox", { name: "Business type" }).selectOption("medical");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`Cleo Smith ${id}`);
    expect(new URL(page.url()).searchParams.get("type")).toBe("medical");
    // Reload keeps the view; Back undoes the filter, not the search.
    await page.reload();
    await waitForIslands(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(id);
    await page.goBack();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole("combobox", { name: "Business type" })).toHaveValue("");

    // The source filter offers the sources leads came from; the plan filter the plans.
    await page.getByRole("combobox", { name: "Source" }).selectOption("google");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(`Ana López ${id}`);
    await expect(rows(page)).toContainText("BiziAgent AI Pro");
    await expect(rows(page)).toContainText("google / cpc");
    await page.getByRole("combobox", { name: "Source" }).selectOption("");
    await page.getByRole("combobox", { name: "Plan of interest" }).selectOption("trust-builder-premium");
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue("");
    await page.getByRole("searchbox", { name: "Search leads" }).fill(id);
    await expect(rows(page)).toHaveCount(3);
    // New leads show their age against the promise.
    await expect(rows(page).first()).toContainText(/\d+ min of 24 h/);
    await page.screenshot({ path: `${SHOTS}/leads-list-1280.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The detail, opened by keyboard: focus the name, Enter.
    const name = page.getByRole("button", { name: `Ben Okafor ${id}`, exact: true });
    await name.focus();
    await page.keyboard.press("Enter");
    const detail = page.getByRole("dialog", { name: `Ben Okafor ${id}` });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("Okafor Plumbing & Heating");
    await expect(detail).toContainText("Service business");
    await expect(detail).toContainText("Google visibility");
    await expect(detail).toContainText("Grow sales");
    await expect(detail).toContainText("Schedule a call");
    await expect(detail).toContainText("news.example.com");
    await expect(detail.getByRole("link", { name: "+1 555 777 1234" })).toHaveAttribute("href", "tel:+15557771234");
    await expect(detail.getByRole("link", { name: "Export data (JSON)" })).toHaveAttribute("href", /\/api\/admin\/leads\/[0-9a-f-]{36}\/export$/);
    expect(new URL(page.url()).searchParams.get("lead")).toMatch(/^[0-9a-f-]{36}$/);
    // Focus stays inside: the status select is first, and Tab from the last control comes back around.
    const status = detail.getByRole("combobox", { name: `Status of Ben Okafor ${id}` });
    await expect(status).toBeEnabled();
    await expect(status).toBeFocused();

    await status.selectOption("contacted");
    await expectToast(page, "Success", `Ben Okafor ${id} moved to Contacted`);
    const history = detail.getByRole("list", { name: "Status history, oldest first" });
    await expect(history).toContainText("New → Contacted");
    await expect(history).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M · This session/);
    await expect(detail).toContainText(/First contacted .*, (< )?\d+ min after it came in/);

    const note = `Called back, <b>booked</b> a demo for Tuesday ${id}`;
    await detail.getByRole("textbox", { name: "Add a note" }).fill(note);
    await detail.getByRole("button", { name: "Add note" }).click();
    await expectToast(page, "Success", "Note added");
    const notes = detail.getByRole("list", { name: "Timeline, newest first" });
    await expect(notes.getByTestId("lead-note")).toHaveCount(1);
    // The HTML is text: the tags are seen, nothing is bold.
    await expect(notes).toContainText(note);
    await expect(notes.locator("b")).toHaveCount(0);
    await expect(notes.getByRole("button", { name: /^Edit this note from / })).toBeVisible();

    // A call logged with its words; the next step and the deal's value set.
    await detail.getByRole("textbox", { name: "Add a note" }).fill("Left a voicemail");
    await detail.getByRole("button", { name: "Log call" }).click();
    await expectToast(page, "Success", "Call logged");
    await expect(notes.getByTestId("lead-note").first()).toContainText(/Call.*Left a voicemail/s);
    const nextStep = detail.getByRole("form", { name: "Next step" });
    await nextStep.getByRole("button", { name: "Tomorrow 9:00" }).click();
    await nextStep.getByRole("textbox", { name: "What" }).fill("Send the Pro quote");
    await nextStep.getByRole("button", { name: "Save next step" }).click();
    await expectToast(page, "Success", "Next step saved");
    await expect(detail.getByTestId("next-step-due")).toContainText("a reminder e-mail goes out then");
    const deal = detail.getByRole("form", { name: "Deal value" });
    await deal.getByRole("textbox", { name: "Worth" }).fill("2,400");
    await deal.getByRole("button", { name: "Save value" }).click();
    await expectToast(page, "Success", "Deal value saved");
    await expect(deal.getByRole("textbox", { name: "Worth" })).toHaveValue("2400");
    await detail.evaluate((el) => el.querySelector("[role=dialog] > div:nth-child(2)")?.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/leads-detail-1280.png` });
    expect(await accessibilityViolations(page, "[role=dialog]")).toEqual([]);

    // Edit (at any time). Cancel closes the editor at once; Undo opens it again with the change.
    await notes.getByRole("button", { name: /^Edit this note from / }).click();
    await notes.getByRole("textbox", { name: "Note" }).fill(`${note} (confirmed)`);
    await notes.getByRole("button", { name: "Cancel" }).click();
    await expect(notes.getByRole("textbox", { name: "Note" })).toHaveCount(0);
    await expect(notes).not.toContainText("(confirmed)");
    await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(notes.getByRole("textbox", { name: "Note" })).toHaveValue(`${note} (confirmed)`);
    await notes.getByRole("button", { name: "Save note" }).click();
    await expectToast(page, "Success", "Note updated");
    await expect(notes).toContainText("(confirmed)");
    // The earlier text is kept, with who changed it.
    await notes.getByText("Edited · 1 earlier text").click();
    await expect(notes).toContainText(/changed by This session/);

    // Escape closes it, the focus goes back to the name, the list shows the new status.
    await page.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);
    await expect(name).toBeFocused();
    expect(new URL(page.url()).searchParams.get("lead")).toBeNull();
    const row = rows(page).filter({ hasText: `Ben Okafor ${id}` });
    await expect(row.getByRole("combobox", { name: `Status of Ben Okafor ${id}` })).toHaveValue("contacted");
    await expect(row).not.toContainText(/of 24/);

    // The status changes from the list too, and the counts follow.
    const contacted = page.getByRole("navigation", { name: "Lead status" }).getByRole("link", { name: /Contacted/ });
    await expect(contacted).toContainText("1");
    // By keyboard: each arrow key changes a closed select, but the lead moves once, to where the choice settles.
    const ana = rows(page)
      .filter({ hasText: `Ana López ${id}` })
      .getByRole("combobox");
    await ana.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(ana).toHaveValue("qualified");
    await expectToast(page, "Success", `Ana López ${id} moved to Qualified`);
    await expect(ana).toBeFocused();
    const anaId = (await (await page.request.get(`/api/admin/leads?q=ana-${id}`)).json()).leads[0].id;
    const anaDetail = await (await page.request.get(`/api/admin/leads/${anaId}`)).json();
    expect(anaDetail.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual(["new>qualified"]);
    await page
      .getByRole("navigation", { name: "Lead status" })
      .getByRole("link", { name: /Qualified/ })
      .click();
    await expect(rows(page)).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get("status")).toBe("qualified");
  });

  test("a lead's address opens its detail; Escape over a typed note closes at once, and Undo brings the note back", async ({ page, request }) => {
    const id = unique();
    await seed(request, id);
    await openLeads(page, `&q=${id}`);
    await page.getByRole("button", { name: `Open Cleo Smith ${id}` }).click();
    const detail = page.getByRole("dialog", { name: `Cleo Smith ${id}` });
    await expect(detail).toContainText("Trust Builder Premium");
    const leadId = new URL(page.url()).searchParams.get("lead");
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole("dialog", { name: `Cleo Smith ${id}` })).toBeVisible();
    await page.getByRole("dialog").getByRole("textbox", { name: "Add a note" }).fill("Half a thought");
    // Escape closes at once, as the spec says; the toast says the typed note was not saved.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("lead")).toBeNull();
    await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
    // Undo opens the lead again, its address too, with the note as it was typed.
    await page.getByRole("button", { name: "Undo" }).click();
    const note = page.getByRole("dialog", { name: `Cleo Smith ${id}` }).getByRole("textbox", { name: "Add a note" });
    await expect(note).toHaveValue("Half a thought");
    expect(new URL(page.url()).searchParams.get("lead")).toBe(leadId);
    // Close is Escape: at once. Opened from the list again, the form starts empty.
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: `Open Cleo Smith ${id}` }).click();
    await expect(note).toHaveValue("");

    // Typed and Escape at once (a fast typist, a busy phone): the dialog already knows the note is unsaved.
    await page.getByRole("button", { name: "Close notification" }).click();
    await note.evaluate(async (field: HTMLTextAreaElement) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(field, "A quick thought");
      field.dispatchEvent(new Event("input", { bubbles: true }));
      // React renders the typing in a microtask; anything it leaves for a later task is not done yet.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
  });

  test("the promise panel: the share won by time to first contact; 7, 30 and 90 days in the address", async ({ page, request }) => {
    const id = unique();
    await seed(request, id);
    // Two of them contacted at once: the promise kept, so there is something to compare.
    const found = await (await page.request.get(`/api/admin/leads?q=${id}`)).json();
    for (const [lead, status] of [
      [found.leads[0], "won"],
      [found.leads[1], "contacted"],
    ] as const) {
      await adminApi(page.request, "PATCH", `/api/admin/leads/${lead.id}/status`, { status });
    }
    await openLeads(page);
    const panel = page.getByRole("region", { name: "The 24-hour promise" });
    await expect(panel.getByTestId("promise-chart")).toBeVisible();
    await expect(panel.getByTestId("promise-chart").locator('[data-bucket="lt1h"]')).toContainText(/\d+ of \d+/);
    await expect(panel).toContainText("Contacted within 24 h");
    await expect(panel).toContainText("Median first contact");
    await panel.getByRole("link", { name: "7 days" }).click();
    await expect(panel.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "true");
    await expect(panel).toContainText("last 7 days");
    expect(new URL(page.url()).searchParams.get("days")).toBe("7");
    await panel.getByRole("link", { name: "30 days" }).click();
    await expect(panel).toContainText("last 30 days");
    await panel.screenshot({ path: `${SHOTS}/leads-promise-1280.png` });
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("each lead is a card with tap-to-call and e-mail links; the detail fits the screen", async ({ page, request }) => {
    const id = unique();
    await seed(request, id);
    await openLeads(page, `&q=${id}`);
    const card = rows(page).filter({ hasText: `Ben Okafor ${id}` });
    await expect(page.getByRole("table", { name: "Leads" }).locator("thead")).toBeHidden();
    const call = card.getByRole("link", { name: "Call +1 555 777 1234" });
    await expect(call).toHaveAttribute("href", "tel:+15557771234");
    await expect(card.getByRole("link", { name: /^E-mail lead-/ })).toHaveAttribute("href", /^mailto:lead-/);
    // Targets a thumb can hit.
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/leads-list-390.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/leads-cards-390.png` });
    await page.getByRole("form", { name: "Search and filter leads" }).screenshot({ path: `${SHOTS}/leads-filters-390.png` });
    await page.getByRole("region", { name: "The 24-hour promise" }).screenshot({ path: `${SHOTS}/leads-promise-390.png` });

    await card.getByRole("button", { name: `Ben Okafor ${id}`, exact: true }).tap();
    const detail = page.getByRole("dialog", { name: `Ben Okafor ${id}` });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole("combobox", { name: `Status of Ben Okafor ${id}` })).toBeEnabled();
    const box = (await detail.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/leads-detail-390.png` });
    await detail.getByRole("combobox", { name: `Status of Ben Okafor ${id}` }).selectOption("contacted");
    await expectToast(page, "Success", `Ben Okafor ${id} moved to Contacted`);
    await detail.getByRole("textbox", { name: "Add a note" }).fill(`From the phone ${id}`);
    await detail.getByRole("button", { name: "Add note" }).tap();
    await expect(detail.getByRole("list", { name: "Timeline, newest first" })).toContainText(`From the phone ${id}`);
    await detail.getByRole("list", { name: "Timeline, newest first" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/leads-detail-notes-390.png` });
  });
});
