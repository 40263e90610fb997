/**
 * Helpers for the admin browser tests: log in through the API (fast, shares the page's cookies),
 * open a tab and wait for its list, read toasts, make unique names, create rows and leads through the API.
 * The e2e server runs with ADMIN_PASSWORD from playwright.config.ts.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, waitForIslands } from "./fixtures.ts";

export const ADMIN_PASSWORD = "e2e-admin-password-123";

/** A suffix that keeps rows of parallel tests apart. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The e2e server's origin: the admin API refuses writes without a same-origin Origin header (CSRF). */
function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`;
}

/** Logs the page's browser context in with one API call; `origin` names a test's own server (own-server.ts). */
export async function loginViaApi(page: Page, origin = baseUrl()): Promise<void> {
  const res = await page.request.post("/api/admin/login", { data: { password: ADMIN_PASSWORD }, headers: { Origin: origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An admin write through the page's session, e.g. to set up a row. */
export async function adminApi<T = unknown>(request: APIRequestContext, method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, data?: unknown, origin = baseUrl()): Promise<T> {
  const res = await request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A lead as the funnel posts it (no session needed): a restaurant that wants a demo call, with `fields` over
 * that; each gets an e-mail address of its own unless `fields` names one.
 */
export async function submitLead(request: APIRequestContext, fields: Record<string, string>): Promise<void> {
  const res = await request.post("/api/leads", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "automation",
      contactPreference: "demo",
      firstName: "Lead",
      lastName: "Person",
      email: `lead-${unique()}@example.com`,
      phone: "(555) 010-2000",
      businessName: "Corner Bistro",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens a dashboard tab and waits until its list has loaded (the skeleton rows are gone). */
export async function openTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await waitForIslands(page);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
}

/** The one visible toast (the toaster shows one at a time: a new one replaces the last). */
export function toast(page: Page): Locator {
  return page.locator('section[aria-label="Notifications (F8)"] [data-variant]');
}

export async function expectToast(page: Page, title: string, description: string, variant: "default" | "destructive" = "default") {
  const t = toast(page);
  await expect(t).toContainText(title);
  await expect(t).toContainText(description);
  await expect(t).toHaveAttribute("data-variant", variant);
}

/** A table row by the text of one of its cells. */
export function row(page: Page, text: string): Locator {
  return page.locator("tbody tr").filter({ hasText: text });
}

/** Header texts of the tab's table, in order. */
export async function columnHeaders(page: Page): Promise<string[]> {
  return (await page.locator("thead th").allInnerTexts()).map((t) => t.trim().toLowerCase());
}

/** Holds every GET of `path` until `release()` is called, so the loading state can be seen. */
export async function holdList(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === "GET") await gate;
      await route.continue();
    },
  );
  return release;
}

/** 'MMM d, yyyy' as the dashboard shows it. */
export const ADMIN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
