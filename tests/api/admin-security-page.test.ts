/**
 * The Security tab as the server renders it (in-process, no browser): its own page (/admin/security) with the
 * password form, the second factors' state and the sessions as HTML, this browser marked, every button naming its
 * action for the actions island, the old address moved here, a failed read with Retry, and no React before the
 * owner reaches for something.
 */
import { describe, expect, test } from "bun:test";
import { adminFactors } from "../../db/schema/index.ts";
import type { SecurityTabData } from "../../src/shared/security.ts";
import { attributesOf, islandsOf, tableOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, expectRedirects, expectTabPage, json, pageWhileReadsFail, reactAtLoad } from "./admin-support.ts";

const admin = adminSessionForFile();
const PAGE = "/admin/security";

async function page(): Promise<string> {
  const res = await admin.send("GET", PAGE);
  expect(res.status).toBe(200);
  return res.text();
}

describe("the sections", () => {
  test("Password is a form of its own; with no factor the panel says the password alone signs in", async () => {
    const html = await page();
    expectTabPage(html, "Security", PAGE);
    for (const label of ["Current password", "New password", "Confirm new password"]) expect(textOf(html)).toContain(label);
    expect(textOf(html)).toContain("Your password alone signs in.");
    expect(attributesOf(html, /data-admin-action="add-passkey"/)?.id).toBe("add-passkey");
    expect(attributesOf(html, /data-admin-action="add-totp"/)?.id).toBe("add-totp");
    // The island reads the factors and the proof's freshness from the region.
    const state = JSON.parse(attributesOf(html, /data-security-state=/)!["data-security-state"]!) as { factors: unknown[]; proofFreshForMs: number };
    const api = await json<SecurityTabData>(await admin.send("GET", "/api/admin/security"));
    expect(state.factors).toEqual(api.factors);
    expect(state.proofFreshForMs).toBeGreaterThan(0);
  });

  test("the sessions as the API lists them, this browser marked and active now; End and Sign out name their action", async () => {
    const api = await json<SecurityTabData>(await admin.send("GET", "/api/admin/security"));
    const html = await page();
    const table = tableOf(html, "Sessions");
    expect(table.headers).toEqual(["Device", "Network", "Signed in", "Last active", "Actions"]);
    expect(table.rows.length).toBe(api.sessions.length);
    const mine = api.sessions.find((s) => s.current)!;
    expect(table.rows.find((row) => row[0]?.includes("This browser"))?.[3]).toBe("Active now");
    expect(JSON.parse(attributesOf(html, /aria-label="Sign out this browser"/)!["data-admin-item"]!)).toEqual({ id: mine.id, current: true });
    expect(attributesOf(html, /aria-label="Sign out this browser"/)?.["data-admin-action"]).toBe("end-session");
    // One browser: nobody else to sign out.
    expect(attributesOf(html, /data-admin-action="end-others"/)).toHaveProperty("disabled");
  });
});

describe("the page", () => {
  test("the old address moved here", async () => {
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=security", PAGE]]);
  });

  test("no React at load: the actions island wakes on the first action, the password form when reached for; the region swaps itself", async () => {
    const html = await page();
    expect(islandsOf(html)).toEqual([
      { name: "security-actions", hydrate: "event", event: "admin-action" },
      { name: "password-form", hydrate: "interaction" },
      { name: "toaster", hydrate: "event", event: "site:toast" },
    ]);
    expect(await reactAtLoad(admin, html)).toEqual([]);
    expect(attributesOf(html, /data-admin-list=""/)).toMatchObject({ id: "admin-list", "data-hx-get": PAGE });
  });
});

describe("when the read fails", () => {
  test("the page is served with the sessions' error and a Retry link; the failure is logged", async () => {
    const { html, logged } = await pageWhileReadsFail(admin, adminFactors, PAGE);
    expect(textOf(html)).toContain("Couldn't load the security settings. Check your connection and try again.");
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe(PAGE);
    expect(logged).toContain(`GET ${PAGE}: reading the list failed: Error: simulated read failure`);
    // The password form does not depend on the read.
    expect(textOf(html)).toContain("Current password");
  });
});
