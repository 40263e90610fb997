/**
 * The API Keys tab as the server renders it (in-process, no browser): its own page with the keys in the HTML,
 * masked (the full key never), the spec's columns, 'Never' or the date (in UTC in a <time> the page script
 * writes again in the viewer's zone), the summary, Activate/Deactivate and Delete naming their action and row,
 * the empty state, a failed read with Retry, the old address redirected, and no React before the owner acts.
 */
import { describe, expect, test } from "bun:test";
import { apiKeys } from "../../db/schema/index.ts";
import { formatLocalDate } from "../../src/admin/frame/shared/local-date.tsx";
import type { AdminApiKey } from "../../src/shared/admin-api.ts";
import { maskKey } from "../../src/shared/admin-format.ts";
import { API_KEY_SCOPE_BADGES, API_KEY_SCOPES } from "../../src/shared/api-key-scopes.ts";
import { attributesOf, tableOf, textOf } from "./admin-html.ts";
import { adminRequest, adminSessionForFile, expectNoReactUntilActed, expectRedirects, expectTabPage, json, pageWhileReadsFail } from "./admin-support.ts";

const admin = adminSessionForFile();
const PAGE = "/admin/api-keys";

async function page(): Promise<string> {
  const res = await admin.send("GET", PAGE);
  expect(res.status).toBe(200);
  return res.text();
}

const utcDate = (iso: string) => formatLocalDate(new Date(iso), "date", "UTC");

test("no keys yet: the spec's columns and the empty state", async () => {
  const table = tableOf(await page(), "API keys");
  expect(table.headers).toEqual(["Name", "Key", "Status", "Last Used", "Created At", "Actions"]);
  expect(table.rows).toEqual([["No API keys yet. Generate one for each integration."]]);
});

describe("with keys", () => {
  const id = Date.now().toString(36);
  let used: { id: number; key: string };
  let expiring: { id: number; key: string };

  test("each key's row as GET /api/admin/api-keys lists it: masked key, status, 'Never' or the last use, created; the full key nowhere", async () => {
    used = await json(await admin.send("POST", "/api/admin/api-keys", { name: `Zapier ${id}` }));
    expiring = await json(await admin.send("POST", "/api/admin/api-keys", { name: `Make ${id}`, scopes: ["content:read"], expiresInDays: 30 }));
    expect((await adminRequest(admin.t, "/api/admin/categories", { bearer: used.key })).status).toBe(200);

    const html = await page();
    const listed = await json<AdminApiKey[]>(await admin.send("GET", "/api/admin/api-keys"));
    const table = tableOf(html, "API keys");
    expect(table.rows).toEqual(
      listed.map((key) => [
        `${key.name} ${key.scopes.length === API_KEY_SCOPES.length ? "Full access" : key.scopes.map((scope) => API_KEY_SCOPE_BADGES[scope]).join(" ")}`,
        maskKey(key.key),
        key.expiresAt ? `Active Expires ${utcDate(key.expiresAt)}` : "Active",
        key.lastUsedAt ? `${utcDate(key.lastUsedAt)} ${key.lastUsedClient}` : "Never",
        utcDate(key.createdAt),
        "Deactivate",
      ]),
    );
    for (const full of [used.key, expiring.key]) expect(html).not.toContain(full);
    // The dates carry their instant for the page script.
    const zapier = listed.find((k) => k.id === used.id)!;
    expect(html).toContain(`<time dateTime="${zapier.lastUsedAt}" data-local-date="date">`);
    expect(html).toContain(`2 keys · 2 active · integrations send them as &quot;Authorization: Bearer &lt;key&gt;&quot;`);
  });

  test("Deactivate and Delete name their action and carry the row's id, name and switch", async () => {
    const html = await page();
    const toggle = attributesOf(html, new RegExp(`aria-label="Deactivate Zapier ${id}"`))!;
    expect(toggle["data-admin-action"]).toBe("toggle");
    expect(JSON.parse(toggle["data-admin-item"]!)).toEqual({ id: used.id, name: `Zapier ${id}`, isActive: "true" });
    const remove = attributesOf(html, new RegExp(`aria-label="Delete Zapier ${id}"`))!;
    expect(remove["data-admin-action"]).toBe("delete");
    expect(attributesOf(html, /data-admin-action="new"/)).toMatchObject({ id: "generate-api-key" });

    // Deactivated through the spec's call: the next read of the page says so and offers Activate.
    expect((await admin.send("PUT", `/api/admin/api-keys/${used.id}/toggle`, { isActive: "false" })).status).toBe(200);
    const after = await page();
    expect(tableOf(after, "API keys").rows.find((r) => r[0]!.startsWith(`Zapier ${id}`))?.[2]).toBe("Inactive");
    expect(attributesOf(after, new RegExp(`aria-label="Activate Zapier ${id}"`))?.["data-admin-action"]).toBe("toggle");
    expect(after).toContain("2 keys · 1 active");
  });
});

describe("the page", () => {
  test("its title and tab; the old address moved here; no session, or only an API key: the login page", async () => {
    expectTabPage(await page(), "API Keys", PAGE);
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=api-keys", PAGE]]);
    const key = await json<{ key: string }>(await admin.send("POST", "/api/admin/api-keys", { name: "Bearer only" }));
    for (const res of [await admin.t.app.request(PAGE), await adminRequest(admin.t, PAGE, { bearer: key.key })]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin");
    }
  });

  test("no React until the owner acts: the dialogs' island and the toaster wake on their events", async () => {
    const html = await page();
    await expectNoReactUntilActed(admin, html, "key-dialogs");
    expect(textOf(/<button[^>]*data-admin-action="new"[^>]*>([\s\S]*?)<\/button>/.exec(html)![1]!)).toBe("Generate New API Key");
  });
});

describe("when the read fails", () => {
  test("the tab is served with the list's error and a Retry link to the same page; the failure is logged", async () => {
    const { html, logged } = await pageWhileReadsFail(admin, apiKeys, PAGE);
    expect(tableOf(html, "API keys").rows).toEqual([["Couldn't load the API keys. Check your connection and try again. Retry"]]);
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe(PAGE);
    expect(logged).toContain(`GET ${PAGE}: reading the list failed: Error: simulated read failure`);
  });
});
