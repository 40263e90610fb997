/**
 * The tab row in the server's HTML: the tabs as links in three named groups, in the table's order, after a
 * Sections disclosure (a phone's way in); the Leads link's count of New leads, named "Leads, N new" while its text
 * stays "Leads"; a failed count leaves the count out, not the page.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { leads } from "../../db/schema/index.ts";
import { adminTabs } from "../../src/admin/frame/tabs.ts";
import { directLead } from "../support/test-leads.ts";
import { attributesOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, pageWhileReadsFail } from "./admin-support.ts";

const admin = adminSessionForFile();

async function page(address: string): Promise<string> {
  const res = await admin.send("GET", address);
  expect(res.status, address).toBe(200);
  return res.text();
}

/** The <nav> named "Dashboard sections". */
function navOf(html: string): string {
  const nav = /<nav aria-label="Dashboard sections"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (nav === undefined) throw new Error("no tab row in the page");
  return nav;
}

const leadsLink = (nav: string) => /<a href="\/admin\/leads"[^>]*>[\s\S]*?<\/a>/.exec(nav)![0];

describe("the tab row", () => {
  beforeAll(async () => {
    await admin.t.deps.db.insert(leads).values([directLead({ firstName: "Contacted", status: "contacted" }), directLead({ firstName: "Spam", isSpam: true })]);
  });

  test("a Sections disclosure naming the tab shown, then the tabs in three named groups, in the table's order", async () => {
    const nav = navOf(await page("/admin/tags"));
    expect(textOf(/<summary\b[^>]*>([\s\S]*?)<\/summary>/.exec(nav)![1]!)).toBe("Sections: Tags");
    const groups = [...nav.matchAll(/<p id="([^"]+)"[^>]*>([^<]*)<\/p>\s*<ul aria-labelledby="([^"]+)"/g)].map((m) => ({ name: m[2], labels: m[1] === m[3] }));
    expect(groups).toEqual([
      { name: "Content", labels: true },
      { name: "Leads and traffic", labels: true },
      { name: "Settings", labels: true },
    ]);
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1], textOf(m[2]!)]);
    expect(links.map(([, text]) => text)).toEqual(adminTabs.map((tab) => tab.label));
    expect(links[0]).toEqual(["/admin/dashboard?tab=blog-posts", "Blog Posts"]);
    expect(attributesOf(nav, /aria-current="page"/)?.href).toBe("/admin/tags");
  });

  test("no New lead: the Leads link is just 'Leads'", async () => {
    const nav = navOf(await page("/admin/categories"));
    const link = attributesOf(leadsLink(nav), /href=/)!;
    expect(link["aria-label"]).toBeUndefined();
    expect(link["data-count"]).toBeUndefined();
    expect(nav).not.toContain("new lead");
  });

  test("New leads (spam left out) are counted beside Leads on every tab: named 'Leads, N new', its text still 'Leads'", async () => {
    await admin.t.deps.db.insert(leads).values([directLead({ firstName: "Ana" }), directLead({ firstName: "Ben" })]);
    for (const address of ["/admin/dashboard", "/admin/leads", "/admin/security"]) {
      const nav = navOf(await page(address));
      const link = leadsLink(nav);
      expect(attributesOf(link, /href=/), address).toMatchObject({ "aria-label": "Leads, 2 new", "data-count": "2" });
      expect(textOf(link)).toBe("Leads");
      expect(textOf(/<summary\b[^>]*>([\s\S]*?)<\/summary>/.exec(nav)![1]!)).toEndWith("2 new leads");
    }
  });

  test("the count failing: the page is served without it, and the failure is logged", async () => {
    const { status, html, logged } = await pageWhileReadsFail(admin, leads, "/admin/categories");
    expect(status).toBe(200);
    const nav = navOf(html);
    expect(attributesOf(leadsLink(nav), /href=/)!["aria-label"]).toBeUndefined();
    expect(nav).not.toContain("new lead");
    expect(logged).toContain("An admin page: reading the counts of what needs doing failed: Error: simulated read failure");
  });
});
