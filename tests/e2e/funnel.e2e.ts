/** The lead funnel as a visitor uses it: pointer and keyboard, both preferences, errors, reloads, failures, anonymous reports. */
import type { Page, Request } from "@playwright/test";
import { LEAD_ANSWERS } from "../api/lead-support.ts";
import { expect, test, typeEach, waitForIslands } from "./fixtures.ts";
import { openFunnel } from "./funnel-steps.ts";

const funnel = (page: Page) => page.locator("#funnel");

async function openHome(page: Page) {
  await openFunnel(page);
  await expect(funnel(page).getByText("Step 1 of 4")).toBeVisible();
}

async function answer(page: Page, option: string) {
  await funnel(page)
    .getByRole("radio", { name: new RegExp(`^${option}`) })
    .check();
  await funnel(page).getByRole("button", { name: "Continue" }).click();
}

async function answerAll(page: Page, preference: "Schedule a call" | "Send info by email") {
  await answer(page, "Restaurant");
  await answer(page, "Missed calls");
  await answer(page, "More local customers");
  await answer(page, preference);
  await expect(funnel(page).getByText("Step 5 of 4")).toBeVisible();
}

function leadRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/leads") && r.method() === "POST") requests.push(r);
  });
  return requests;
}

test.describe("the funnel", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("four questions with progress, Continue disabled until a choice, Back keeps answers", async ({ page }) => {
    await openHome(page);
    const f = funnel(page);
    await expect(f.getByText("25%")).toBeVisible();
    await expect(f.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(f.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(f.getByRole("radio")).toHaveCount(5);
    await answer(page, "Retail");
    await expect(f.getByText("Step 2 of 4")).toBeVisible();
    await expect(f.getByText("50%")).toBeVisible();
    await expect(f.getByRole("radio")).toHaveCount(4);
    await expect(f.getByRole("button", { name: "Continue" })).toBeDisabled();
    await f.getByRole("button", { name: "Back" }).click();
    await expect(f.getByText("Step 1 of 4")).toBeVisible();
    await expect(f.getByRole("radio", { name: /^Retail/ })).toBeChecked();
    await f.getByRole("button", { name: "Continue" }).click();
    await answer(page, "Google visibility");
    await expect(f.getByText("75%")).toBeVisible();
    await answer(page, "Automation");
    await expect(f.getByText("Step 4 of 4")).toBeVisible();
    await expect(f.getByText("100%")).toBeVisible();
    await answer(page, "Send info by email");
    await expect(f.getByText("Step 5 of 4")).toBeVisible();
    await expect(f.getByText("125%")).toBeVisible();
    // The bar itself never overflows its track.
    const bar = f.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    const [track, fill] = await Promise.all([bar.boundingBox(), bar.locator("div").boundingBox()]);
    expect(fill!.width).toBeLessThanOrEqual(track!.width);
  });

  test("e-mail preference: no phone field; the lead is sent once with an idempotency key; toast and thank-you", async ({ page }) => {
    const requests = leadRequests(page);
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await expect(f.getByLabel("Phone Number *")).toHaveCount(0);
    await f.getByLabel("First Name *").fill("Ana");
    await f.getByLabel("Last Name *").fill("Lopez");
    await f.getByLabel("Email Address *").fill("ana.email@example.com");
    await f.getByLabel("Business Name").fill("Taqueria Lopez");
    await f.getByRole("button", { name: "Submit" }).click();

    const toast = page.getByRole("status").filter({ hasText: "Success!" });
    await expect(toast).toContainText("Your information has been submitted successfully.");
    await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();
    await expect(f).toContainText("within 24 hours");
    await expect(f).toContainText("ana.email@example.com");
    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataJSON();
    // The answers clicked and the fields typed above.
    expect(body).toMatchObject({ ...LEAD_ANSWERS, email: "ana.email@example.com", businessName: "Taqueria Lopez" });
    expect(requests[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => sessionStorage.getItem("biziagent:funnel"))).toBeNull();
  });

  test("demo preference: 'Phone Number *' is required on submit, then the thank-you promises the call", async ({ page }) => {
    await openHome(page);
    await answerAll(page, "Schedule a call");
    const f = funnel(page);
    await f.getByLabel("First Name *").fill("Sam");
    await f.getByLabel("Last Name *").fill("Okafor");
    await f.getByLabel("Email Address *").fill("sam.demo@example.com");
    await f.getByRole("button", { name: "Submit" }).click();
    const phone = f.getByLabel("Phone Number *");
    await expect(f.getByText("Phone number is required for demo scheduling")).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await phone.fill("(555) 010-2233");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();
    await expect(f).toContainText("15–30 minute");
  });

  test("every validation message, with focus on the first field in error", async ({ page }) => {
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await f.getByLabel("Email Address *").fill("not-an-address");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByText("First name is required")).toBeVisible();
    await expect(f.getByText("Last name is required")).toBeVisible();
    await expect(f.getByText("Please enter a valid email address")).toBeVisible();
    await expect(f.getByLabel("First Name *")).toBeFocused();
    await expect(f.getByLabel("First Name *")).toHaveAttribute("aria-describedby", /error/);
    await f.getByLabel("First Name *").fill("Ana");
    await expect(f.getByText("First name is required")).toHaveCount(0);
  });

  test("Submit reads 'Submitting...' and is disabled while pending; a double click sends one request", async ({ page }) => {
    const requests = leadRequests(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/leads", async (route) => {
      await held;
      await route.continue();
    });
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await f.getByLabel("First Name *").fill("Dee");
    await f.getByLabel("Last Name *").fill("Twice");
    await f.getByLabel("Email Address *").fill("dee.twice@example.com");
    await f.getByRole("button", { name: "Submit" }).dblclick();
    const pending = f.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeDisabled();
    await expect(f.getByLabel("First Name *")).toBeDisabled();
    release();
    await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test("a failed submit shows the destructive toast, keeps what was typed, and the retry reuses the idempotency key", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503/);
    const requests = leadRequests(page);
    await page.route("**/api/leads", (route) => route.fulfill({ status: 503, body: "down" }));
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await f.getByLabel("First Name *").fill("Rita");
    await f.getByLabel("Last Name *").fill("Retry");
    await f.getByLabel("Email Address *").fill("rita.retry@example.com");
    await f.getByRole("button", { name: "Submit" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText("There was a problem submitting your information. Please try again.");
    await expect(f.getByLabel("First Name *")).toHaveValue("Rita");
    await expect(f.getByLabel("Email Address *")).toHaveValue("rita.retry@example.com");

    await page.unroute("**/api/leads");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers()["idempotency-key"]).toBe(requests[0]!.headers()["idempotency-key"]);
  });

  test("what was chosen survives a reload", async ({ page }) => {
    await openHome(page);
    await answer(page, "Medical");
    await answer(page, "Customer messages");
    await page.reload();
    await waitForIslands(page);
    const f = funnel(page);
    await expect(f.getByText("Step 3 of 4")).toBeVisible();
    await f.getByRole("button", { name: "Back" }).click();
    await expect(f.getByRole("radio", { name: /^Customer messages/ })).toBeChecked();
    await f.getByRole("button", { name: "Back" }).click();
    await expect(f.getByRole("radio", { name: /^Medical/ })).toBeChecked();
  });

  test("completed with the keyboard alone", async ({ page }) => {
    const requests = leadRequests(page);
    await openHome(page);
    const f = funnel(page);
    for (const option of ["Retail", "Missed calls", "Grow sales", "Send info by email"]) {
      await f.getByRole("radio").first().focus();
      // Arrow keys move through a radio group and select; Space selects the focused one.
      for (let i = 0; i < 6; i++) {
        const focusedName = await page.evaluate(() => (document.activeElement as HTMLInputElement).closest("label")?.textContent ?? "");
        if (focusedName.startsWith(option)) break;
        await page.keyboard.press("ArrowDown");
      }
      await page.keyboard.press("Space");
      await expect(f.getByRole("radio", { name: new RegExp(`^${option}`) })).toBeChecked();
      await page.keyboard.press("Enter");
    }
    await expect(f.getByText("Step 5 of 4")).toBeVisible();
    await expect(f.getByRole("heading", { name: "Where should we send your recommendations?" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(f.getByLabel("First Name *")).toBeFocused();
    await typeEach(page, ["Kay", "Board", "kay.board@example.com"], "Tab");
    await page.keyboard.press("Enter");
    await expect(f.getByRole("heading", { name: "Thank you. Your contact information has been sent!" })).toBeFocused();
    expect(requests).toHaveLength(1);
  });

  test("the consent line links the Privacy Policy", async ({ page }) => {
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await expect(f).toContainText("By submitting, you agree that we may contact you");
    await expect(f.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });
});

test.describe("anonymous funnel reports", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  function beacons(page: Page): Request[] {
    const sent: Request[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/funnel-events")) sent.push(r);
    });
    return sent;
  }

  test("nothing is reported until the funnel is on screen; then each step once, with no cookie", async ({ page, context }) => {
    const sent = beacons(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
    await page.getByRole("link", { name: "Find Out What I Need" }).first().click();
    await expect.poll(() => sent.length).toBe(1);
    const first = sent[0]!.postDataJSON();
    expect(first).toEqual({ visit: expect.stringMatching(/^[0-9a-f-]{36}$/), event: "view", step: 1 });
    await answer(page, "Retail");
    await funnel(page).getByRole("button", { name: "Back" }).click();
    await funnel(page).getByRole("button", { name: "Continue" }).click();
    await expect(funnel(page).getByText("Step 2 of 4")).toBeVisible();
    // Step 2 again after Back: not reported twice by this page load.
    await expect.poll(() => sent.map((r) => `${r.postDataJSON().event} ${r.postDataJSON().step}`)).toEqual(["view 1", "view 2"]);
    expect(sent[1]!.postDataJSON()).toEqual({ visit: first.visit, event: "view", step: 2, businessType: "retail" });
    expect(await sent[1]!.headerValue("content-type")).toMatch(/^text\/plain/);
    expect(await context.cookies()).toEqual([]);
  });

  test("the funnel works where beacons are missing or throw", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "sendBeacon", {
        value: () => {
          throw new Error("no beacons here");
        },
      });
    });
    await openHome(page);
    await answer(page, "Service business");
    await expect(funnel(page).getByText("Step 2 of 4")).toBeVisible();
    await answer(page, "Missed calls");
    await expect(funnel(page).getByText("Step 3 of 4")).toBeVisible();
  });
});

test.describe("opening the funnel", () => {
  test("hidden on / until opened: the hero button opens it in place, and it stays open when the address moves on", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await expect(funnel(page)).toBeHidden();
    await page.getByRole("main").getByRole("link", { name: "Find Your Perfect AI Solution" }).click();
    await expect(page).toHaveURL(/\/#funnel$/);
    await expect(funnel(page).getByText("Step 1 of 4")).toBeInViewport();
    await answer(page, "Retail");
    // Another in-page link changes the hash: the funnel under way does not vanish.
    await page.evaluate(() => (window.location.hash = "#top"));
    await expect(funnel(page).getByText("Step 2 of 4")).toBeVisible();
    // A reload without the hash resumes the visit where it was, open.
    await page.goto("/");
    await expect(funnel(page).getByText("Step 2 of 4")).toBeVisible();
  });

  test("without JavaScript, a link to #funnel still reveals it; /?funnel=true is rendered open", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/");
      await expect(funnel(page)).toBeHidden();
      await page.getByRole("main").getByRole("link", { name: "Find Your Perfect AI Solution" }).click();
      await expect(funnel(page).getByRole("heading", { name: "What type of business do you run?" })).toBeVisible();
      await page.goto("/?funnel=true");
      await expect(funnel(page)).toHaveAttribute("data-open", "");
      await expect(funnel(page).getByText("Step 1 of 4")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("'Find Out What I Need' on another page loads /?funnel=true, scrolls to the funnel and drops the query", async ({ page }) => {
    await page.goto("/about-us");
    await waitForIslands(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Out What I Need" }).click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("funnel"));
    await expect(funnel(page)).toBeInViewport();
    await expect(funnel(page).getByText("Step 1 of 4")).toBeVisible();
  });

  test("on the home page the header link scrolls to the funnel in place", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Out What I Need" }).click();
    await expect(page).toHaveURL(/\/#funnel$/);
    await expect(funnel(page)).toBeInViewport();
  });
});

test.describe("toasts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  async function raiseErrorToast(page: Page) {
    await page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "no" }));
    await openHome(page);
    await answerAll(page, "Send info by email");
    const f = funnel(page);
    await f.getByLabel("First Name *").fill("Toni");
    await f.getByLabel("Last Name *").fill("Toast");
    await f.getByLabel("Email Address *").fill("toni@example.com");
    await f.getByRole("button", { name: "Submit" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(toast).toBeVisible();
    return toast;
  }

  test("F8 focuses the notification area; a swipe right of more than 50 px dismisses", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    const toast = await raiseErrorToast(page);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeFocused();
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(420);
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect(toast).toBeVisible(); // 30 px is not enough
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test("a toast closes by itself after 5 seconds", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    await page.clock.install();
    const toast = await raiseErrorToast(page);
    await page.mouse.move(5, 5); // not hovering the toast
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toHaveCount(0);
  });
});
