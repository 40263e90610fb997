/**
 * The first paint of the Blog Posts and Leads tabs in-process: each one's HTML already has its rows, as the
 * server's own table, the same rows GET /api/admin/* answers for the same view; an address that spells a view
 * another way is sent to the view's own. A failed read still serves the tab, with the list's error and a Retry
 * link; the database unreachable is the 503 page.
 */
import { afterEach, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { DatabaseUnavailableError } from "../../db/availability.ts";
import type { Database } from "../../db/client.ts";
import { authors, blogPosts, categories, leads, tags } from "../../db/schema/index.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { RETRY_AFTER_SECONDS } from "../../src/http/service-unavailable.ts";
import type { PostListPage } from "../../src/shared/admin-api.ts";
import { slugify } from "../../src/shared/slugify.ts";
import { attributesOf, islandsOf, tableOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, failReadsOf, json } from "./admin-support.ts";

const admin = adminSessionForFile();

async function dashboard(query: string): Promise<{ status: number; html: string }> {
  const res = await admin.send("GET", `/admin/dashboard${query}`);
  return { status: res.status, html: await res.text() };
}

async function api(path: string): Promise<unknown> {
  const res = await admin.send("GET", path);
  expect(res.status, path).toBe(200);
  return json(res);
}

const skeletonRows = (markup: string) => markup.split('data-testid="skeleton-row"').length - 1;

const id = Date.now().toString(36);
const names = {
  category: `Tips & <Tricks> "quoted" ${id}`,
  tag: `Reviews ${id}`,
  author: `Ana O'Neil ${id}`,
  post: `Scheduled & <soon> ${id}`,
};

beforeAll(async () => {
  const { db } = admin.t.deps;
  await seedDemoContent(db);
  const [category] = await db
    .insert(categories)
    .values({ name: names.category, slug: `tips-${id}`, description: "Short <b>and</b> sweet" })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ name: names.tag, slug: `reviews-${id}` })
    .returning();
  const [author] = await db
    .insert(authors)
    .values({ name: names.author, slug: slugify(names.author), bio: null, imageUrl: null })
    .returning();
  const created = await admin.send("POST", "/api/admin/blog-posts", {
    title: names.post,
    slug: `scheduled-${id}`,
    content: "<p>Body</p>",
    status: "published",
    publishedAt: "2099-01-05T23:30:00.000Z",
    authorId: author!.id,
    categoryId: category!.id,
    tagIds: [tag!.id],
  });
  expect(created.status).toBe(201);
  const now = Date.now();
  const lead = { businessType: "retail", painPoint: "missed-calls", goals: "automation", contactPreference: "email", lastName: id, phone: null, businessName: null } as const;
  await db
    .insert(leads)
    .values([
      ...Array.from({ length: 27 }, (_, i) => ({ ...lead, firstName: `Lead${i}`, email: `lead-${i}-${id}@example.com`, createdAt: new Date(now - (100 - i) * 60_000) })),
      { ...lead, firstName: "Spammy", email: `spam-${id}@example.com`, isSpam: true, createdAt: new Date(now - 60_000) },
    ]);
}, 60_000);

describe("each tab's first HTML", () => {
  test("Blog Posts: the rows in the server's table as GET /api/admin/blog-posts/page lists them, names from the other lists, no skeleton rows", async () => {
    const { status, html } = await dashboard("");
    expect(status).toBe(200);
    const listed = (await api("/api/admin/blog-posts/page")) as PostListPage;
    const table = tableOf(html, "Blog posts");
    expect(table.headers).toEqual(["Title", "Status", "Author", "Category", "Published Date", "Actions"]);
    expect(table.rows.map((row) => row[0])).toEqual(listed.posts.map((post) => post.title));
    expect(skeletonRows(html)).toBe(0);
    const scheduled = table.rows.find((row) => row[0] === names.post)!;
    // The names come from the other lists, and the scheduled time is printed (in UTC until the page script runs).
    expect(scheduled.slice(1, 5)).toEqual(["Scheduled", names.author, names.category, "Jan 5, 2099, 11:30 PM"]);
    // The counts per status, in the status filter's links.
    expect(html.replaceAll("<!-- -->", "")).toMatch(/>Scheduled<span[^>]*>1<\/span>/);
    expect(islandsOf(html).map((i) => i.name)).toEqual(["post-dialogs", "toaster"]);
  });

  test("Blog Posts: the search, filters, order and page of the address, as GET /api/admin/blog-posts/page answers them; nonsense goes to the plain list", async () => {
    for (const [query, apiQuery] of [
      [`?q=${encodeURIComponent(names.post.slice(0, 9))}`, `q=${encodeURIComponent(names.post.slice(0, 9))}`],
      ["?tab=blog-posts&status=scheduled&sort=title", "status=scheduled&sort=title"],
      ["?status=draft&category=none&author=none", "status=draft&category=none&author=none"],
    ] as const) {
      const { status, html } = await dashboard(query);
      expect(status, query).toBe(200);
      const listed = (await api(`/api/admin/blog-posts/page?${apiQuery}`)) as PostListPage;
      const rows = tableOf(html, "Blog posts").rows;
      expect(
        rows.map((row) => row[0]),
        query,
      ).toEqual(listed.posts.length > 0 ? listed.posts.map((post) => post.title) : [rows[0]![0]]);
    }
    // An address that makes no sense (or a filter form's blank fields) is sent to the view's own address, never an error page.
    for (const [asked, own] of [
      ["?tab=blog-posts&status=deleted&sort=random&page=-4&category=abc&tag=%20", "/admin/dashboard"],
      ["?q=menu&category=&author=&tag=&sort=updated", "/admin/dashboard?q=menu"],
    ] as const) {
      const res = await admin.send("GET", `/admin/dashboard${asked}`);
      expect([res.status, res.headers.get("Location")], asked).toEqual([302, own]);
    }
  });

  test("Leads: the page, search, filters and spam switch of the address, and the promise's numbers, as GET /api/admin/leads and /lead-metrics answer them", async () => {
    for (const [query, apiQuery, days] of [
      ["", "page=1&limit=25&includeSpam=false", 30],
      ["?page=2", "page=2&limit=25&includeSpam=false", 30],
      ["?spam=1", "page=1&limit=25&includeSpam=true", 30],
      ["?q=Lead1&status=new&type=retail&contact=email&plan=none&days=7", "page=1&limit=25&includeSpam=false&q=Lead1&status=new&type=retail&contact=email&plan=none", 7],
    ] as const) {
      const res = await admin.send("GET", `/admin/leads${query}`);
      expect(res.status, query).toBe(200);
      const html = await res.text();
      const expected = (await api(`/api/admin/leads?${apiQuery}`)) as { leads: { firstName: string; lastName: string }[] };
      const names = tableOf(html, "Leads").rows.map((row) => row[0]);
      expect(names, query).toEqual(expected.leads.map((lead) => expect.stringContaining(`${lead.firstName} ${lead.lastName}`.trim())));
      const metrics = (await api(`/api/admin/lead-metrics?days=${days}`)) as { received: number };
      expect(html, query).toContain(`Leads received in the last ${days} days, spam left out`);
      expect(textOf(html), query).toContain(`${metrics.received.toLocaleString("en-US")} received`);
      expect(skeletonRows(html)).toBe(0);
    }
    const spam = await (await admin.send("GET", "/admin/leads?spam=1")).text();
    expect(tableOf(spam, "Leads").rows.some((row) => row[0]!.includes("Spammy"))).toBe(true);
    const plain = await (await admin.send("GET", "/admin/leads")).text();
    expect(tableOf(plain, "Leads").rows.some((row) => row[0]!.includes("Spammy"))).toBe(false);
    // The search is in the first HTML's search box; the old address and nonsense go to the view's own address.
    expect(attributesOf(await (await admin.send("GET", "/admin/leads?q=Lead12")).text(), /id="lead-search"/)?.value).toBe("Lead12");
    for (const [asked, own] of [
      ["/admin/dashboard?tab=leads&q=Lead1&days=7", "/admin/leads?q=Lead1&days=7"],
      ["/admin/leads?page=abc&status=nope&type=bakery&from=2026-02-30&days=8", "/admin/leads"],
      ["/admin/leads?page=99", "/admin/leads?page=2"],
    ] as const) {
      const res = await admin.send("GET", asked);
      expect(res.headers.get("Location"), asked).toBe(own);
    }
  });
});

describe("when the read fails", () => {
  const db = () => admin.t.deps.db;
  let original: Database | undefined;
  afterEach(() => {
    if (original) admin.t.deps.db = original;
    original = undefined;
  });

  function failReads(table: unknown, error: Error) {
    original = db();
    failReadsOf(admin, table, error);
  }

  test("Blog Posts: the tab is served with the list's error and a Retry link to the same view; the failure is logged", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    failReads(blogPosts, new Error("simulated read failure"));
    const { status, html } = await dashboard("?status=draft");
    const logged = errors.mock.calls.flat().join("\n");
    errors.mockRestore();
    expect(status).toBe(200);
    expect(tableOf(html, "Blog posts").rows).toEqual([["Couldn't load the blog posts. Check your connection and try again. Retry"]]);
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe("/admin/dashboard?status=draft");
    expect(logged).toContain("GET /admin/dashboard?status=draft: reading the list failed: Error: simulated read failure");
  });

  test("Leads: the tab is served with the list's error and a Retry link to the same view; the failure is logged", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    failReads(leads, new Error("simulated read failure"));
    const res = await admin.send("GET", "/admin/leads?spam=1");
    const html = await res.text();
    const logged = errors.mock.calls.flat().join("\n");
    errors.mockRestore();
    expect(res.status).toBe(200);
    expect(tableOf(html, "Leads").rows).toEqual([["Couldn't load the leads. Check your connection and try again. Retry"]]);
    expect(logged).toContain("GET /admin/leads?spam=1: reading the list failed: Error: simulated read failure");
  });

  // Last: on PostgreSQL the failure also closes the availability gate until a probe gets through.
  test("the database unreachable: the 503 page with Retry-After, as any page that needs it (a tab here, a tab with a page of its own)", async () => {
    failReads(blogPosts, new DatabaseUnavailableError());
    const { status, html } = await dashboard("");
    expect(status).toBe(503);
    expect(html).toContain("We&#x27;ll be right back");
    expect(html).not.toContain('data-island="post-dialogs"');
    const res = await admin.send("GET", "/admin/dashboard");
    expect(res.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    admin.t.deps.db = original!;
    failReads(categories, new DatabaseUnavailableError());
    const tab = await admin.send("GET", "/admin/categories");
    expect(tab.status).toBe(503);
    expect(tab.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await tab.text()).not.toContain('data-island="taxonomy-dialogs"');
  });
});
