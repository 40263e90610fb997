/**
 * The Categories, Tags and Authors tabs as the server renders them (in-process, no browser): each its own page
 * with the rows in the HTML, the spec's columns and empty states, Edit and Delete naming their action and row,
 * a failed read answered with the list's error and a Retry link, the old address redirected, and no React
 * fetched before the owner acts (the dialog island and the toaster wake on their events). Also the frame every
 * tab shares now: Logout is a form that works without the page script.
 */
import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { categories } from "../../db/schema/index.ts";
import { resourceConfig } from "../../src/admin/taxonomy/shared/taxonomy-config.ts";
import type { ResourceKind } from "../../src/shared/admin-api.ts";
import { attributesOf, scriptsFetchedAtLoad, tableOf, textOf } from "./admin-html.ts";
import { adminRequest, adminSessionForFile, expectNoReactUntilActed, expectRedirects, expectTabPage, failReadsOf, json, login } from "./admin-support.ts";

const admin = adminSessionForFile();

async function page(path: string): Promise<string> {
  const res = await admin.send("GET", path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const kinds: ResourceKind[] = ["categories", "tags", "authors"];

describe("an empty tab", () => {
  for (const kind of kinds) {
    test(`${kind}: the spec's columns, the empty state and no count of rows that are not there`, async () => {
      const html = await page(`/admin/${kind}`);
      const table = tableOf(html, resourceConfig[kind].title);
      expect(table.headers).toEqual([...resourceConfig[kind].columns.map((c) => c.header), "Actions"]);
      expect(table.rows).toEqual([[resourceConfig[kind].empty]]);
      expect(html).toContain(`0 ${resourceConfig[kind].title.toLowerCase()}`);
    });
  }
});

describe("a tab with rows", () => {
  const id = Date.now().toString(36);
  const longBio = `${"A bio that goes on and on about the author. ".repeat(3)}${id}`;

  test("categories: name, slug, description ('-' when empty), in the HTML as GET /api/admin/categories lists them", async () => {
    await admin.send("POST", "/api/admin/categories", { name: `Tips & <Tricks> ${id}`, slug: `tips-${id}`, description: "Short <b>and</b> sweet" });
    await admin.send("POST", "/api/admin/categories", { name: `Plain ${id}`, slug: `plain-${id}`, description: "" });
    const html = await page("/admin/categories");
    const listed = await json<{ id: number; name: string; slug: string; description: string | null }[]>(await admin.send("GET", "/api/admin/categories"));
    expect(tableOf(html, "Categories").rows).toEqual(listed.map((c) => [c.name, c.slug, c.description || "-", ""]));
    expect(html).toContain(`${listed.length} categories`);
  });

  test("authors: Bio and Image URL cut to 60 and 40 characters with the whole text as a tooltip; '-' when empty", async () => {
    const url = `https://images.example.test/authors/a-rather-long-path/${id}.jpg`;
    const created = await json<{ id: number }>(await admin.send("POST", "/api/admin/authors", { name: `Ana O'Neil ${id}`, bio: longBio, imageUrl: url }));
    await admin.send("POST", "/api/admin/authors", { name: `No Bio ${id}`, bio: "", imageUrl: "" });
    const html = await page("/admin/authors");
    const table = tableOf(html, "Authors");
    const row = table.rows.find((r) => r[0] === `Ana O'Neil ${id}`)!;
    expect(row[1]!.length).toBeLessThanOrEqual(60);
    expect(row[1]!.endsWith("...") || row[1]!.endsWith("…")).toBe(true);
    expect(row[2]!.length).toBeLessThanOrEqual(40);
    const cells = table.cells[table.rows.indexOf(row)]!;
    expect(attributesOf(cells[1]!, /title=/)?.title).toBe(longBio);
    expect(attributesOf(cells[2]!, /title=/)?.title).toBe(url);
    expect(table.rows.find((r) => r[0] === `No Bio ${id}`)).toEqual([`No Bio ${id}`, "-", "-", ""]);
    // Edit carries the whole row (with its version, for the conflict check); Delete its id and name.
    const edit = attributesOf(html, new RegExp(`aria-label="Edit Ana O&#x27;Neil ${id}"`));
    expect(edit?.["data-admin-action"]).toBe("edit");
    const listed = await json<{ id: number }[]>(await admin.send("GET", "/api/admin/authors"));
    expect(JSON.parse(edit!["data-admin-item"]!)).toEqual(listed.find((a) => a.id === created.id));
    const remove = attributesOf(html, new RegExp(`aria-label="Delete Ana O&#x27;Neil ${id}"`));
    expect(remove?.["data-admin-action"]).toBe("delete");
    expect(JSON.parse(remove!["data-admin-item"]!)).toEqual({ id: created.id, name: `Ana O'Neil ${id}` });
  });

  test("tags: a tag written through the API is in the next read of the page; the region re-reads that same page after a write", async () => {
    await admin.send("POST", "/api/admin/tags", { name: `Reviews ${id}`, slug: `reviews-${id}` });
    const html = await page("/admin/tags");
    expect(tableOf(html, "Tags").rows).toContainEqual([`Reviews ${id}`, `reviews-${id}`, ""]);
    const region = attributesOf(html, /data-admin-list=/)!;
    expect(region).toMatchObject({ id: "admin-list", "data-hx-get": "/admin/tags", "data-hx-trigger": "admin-list-changed from:window", "data-hx-select": "#admin-list" });
    expect(attributesOf(html, /data-admin-action="new"/)).toMatchObject({ id: "new-tag" });
    expect(textOf(/<button[^>]*data-admin-action="new"[^>]*>([\s\S]*?)<\/button>/.exec(html)![1]!)).toBe("New Tag");
  });
});

describe("the page", () => {
  for (const kind of kinds) {
    test(`${kind}: its title, the frame's h1 and its tab marked current; no React until the owner acts`, async () => {
      const html = await page(`/admin/${kind}`);
      expectTabPage(html, resourceConfig[kind].title, `/admin/${kind}`);
      expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!)).toBe("Admin Dashboard");
      // The islands wake on an event (an action, a toast), never on load: the page fetches only its own script.
      await expectNoReactUntilActed(admin, html, "taxonomy-dialogs");
      expect(scriptsFetchedAtLoad(html).filter((href) => href.includes("/admin-frame-"))).toHaveLength(1);
    });
  }

  test("the old address, /admin/dashboard?tab=<kind>, moved to the tab's page for good", async () => {
    await expectRedirects(
      admin,
      301,
      kinds.map((kind) => [`/admin/dashboard?tab=${kind}`, `/admin/${kind}`]),
    );
    expect(attributesOf(await page("/admin/dashboard"), /aria-label="Dashboard sections"/)).toBeDefined();
  });

  test("without a session: the login page, before anything is read", async () => {
    for (const kind of kinds) {
      const res = await admin.t.app.request(`/admin/${kind}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin");
    }
  });
});

describe("when the read fails", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  test("the tab is served with the list's error and a Retry link to the same page; the failure is logged", async () => {
    restore = failReadsOf(admin, categories, new Error("simulated read failure"));
    const errors = spyOn(console, "error").mockImplementation(() => {});
    const html = await page("/admin/categories");
    const logged = errors.mock.calls.flat().join("\n");
    errors.mockRestore();
    expect(tableOf(html, "Categories").rows).toEqual([["Couldn't load the categories. Check your connection and try again. Retry"]]);
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe("/admin/categories");
    expect(logged).toContain("GET /admin/categories: reading the list failed: Error: simulated read failure");
  });
});

describe("Logout", () => {
  test("is a form posting to /api/admin/logout; sent as a form it ends the session and lands on /admin, sent as JSON it answers as the spec says", async () => {
    const html = await page("/admin/tags");
    expect(attributesOf(html, /data-admin-logout=/)).toMatchObject({ method: "post", action: "/api/admin/logout" });
    expect(textOf(/<form[^>]*data-admin-logout[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!)).toBe("Logout");

    const formSession = await login(admin.t);
    const viaForm = await adminRequest(admin.t, "/api/admin/logout", {
      method: "POST",
      cookie: formSession,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(viaForm.status).toBe(303);
    expect(viaForm.headers.get("Location")).toBe("/admin");
    expect(await json(await adminRequest(admin.t, "/api/admin/check", { cookie: formSession }))).toEqual({ isAdmin: false });

    const jsonSession = await login(admin.t);
    const viaFetch = await adminRequest(admin.t, "/api/admin/logout", { method: "POST", cookie: jsonSession, body: {} });
    expect(viaFetch.status).toBe(200);
    expect(await json(viaFetch)).toEqual({ success: true });
    expect(await json(await adminRequest(admin.t, "/api/admin/check", { cookie: jsonSession }))).toEqual({ isAdmin: false });
  });
});
