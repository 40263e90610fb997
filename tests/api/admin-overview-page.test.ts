/**
 * The Today page and the strip of what needs doing, as the server renders them (in-process): leads past the
 * promise and inside it, follow-ups due and coming (spam, won and lost left out), drafts and scheduled posts, the
 * last seven days, each card linking to where it is handled; the strip on every other admin page with the same
 * counts and links; no React; no session, no page.
 */
import { expect, test } from "bun:test";
import { blogPosts, leads, trafficDaily } from "../../db/schema/index.ts";
import { attributesOf } from "./admin-html.ts";
import { adminSessionForFile, reactAtLoad } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const admin = adminSessionForFile();
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function lead(fields: Partial<typeof leads.$inferInsert>) {
  await admin.t.deps.db.insert(leads).values({ ...LEAD_ANSWERS, email: `today-${crypto.randomUUID()}@example.com`, ...fields });
}

/** The text of the page with its tags taken out, spaces folded. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function page(address: string): Promise<string> {
  const res = await admin.send("GET", address);
  expect(res.status).toBe(200);
  return res.text();
}

test("the counts against a hand count, the lists, and each card's way to where it is handled", async () => {
  const db = admin.t.deps.db;
  await lead({ firstName: "Olga", lastName: "Overdue", businessName: "Olga's Deli", createdAt: ago(30) });
  await lead({ firstName: "Nina", lastName: "New", createdAt: ago(1) });
  await lead({ firstName: "Sam", lastName: "Spam", isSpam: true, createdAt: ago(40) });
  await lead({ firstName: "Carl", lastName: "Contacted", status: "contacted", nextStepAt: ago(2), nextStep: "Send the quote" });
  await lead({ firstName: "Wendy", lastName: "Won", status: "won", nextStepAt: ago(2), nextStep: "Invoice" });
  await lead({ firstName: "Quinn", lastName: "Qualified", status: "qualified", nextStepAt: new Date(Date.now() + 50 * HOUR), nextStep: "Demo" });
  await db.insert(blogPosts).values([
    { title: "Half-written post", slug: "half-written", content: "x", status: "draft" },
    { title: "Next week's post", slug: "next-week", content: "x", status: "published", publishedAt: new Date(Date.now() + 7 * 24 * HOUR) },
  ]);
  const today = new Date().toISOString().slice(0, 10);
  await db.insert(trafficDaily).values({ day: today, dimension: "site", value: "", views: 12, visitors: 5, entries: 6 });

  const html = await page("/admin/overview");
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Today · Admin Dashboard | BiziAgent");
  expect(attributesOf(html, /aria-current="page"/)?.href).toBe("/admin/overview");
  const words = text(html);
  // Olga is past the promise, Nina inside it (Sam is spam); Carl's step is due (Wendy's lead is won), Quinn's coming.
  expect(words).toContain("1 lead past the 24-hour promise, 1 new lead to contact, 1 follow-up due.");
  expect(words).toContain("1 past the 24-hour promise 1 inside the 24 hours");
  expect(words).toContain("1 due now 1 in the next 7 days");
  expect(words).toContain("Olga's Deli · Olga Overdue");
  expect(words).toContain("Send the quote");
  expect(words).not.toContain("Invoice");
  expect(words).not.toContain("Sam Spam");
  expect(words).toContain("1 draft 1 scheduled");
  // Every lead received in the week counts, whatever its status now (Sam is spam).
  expect(words).toContain("6 visits and 5 leads");
  for (const [link, href] of [
    ["Open the New leads", "/admin/leads?status=new"],
    ["Open the follow-ups due", "/admin/leads?due=1"],
    ["Open Notifications", "/admin/notifications"],
    ["Open the drafts", "/admin/dashboard?tab=blog-posts&amp;status=draft"],
    ["Open Traffic", "/admin/traffic"],
  ]) {
    expect(html).toMatch(new RegExp(`href="${href!.replace(/[?.]/g, "\\$&")}"[^>]*>${link}`));
  }
  // The strip is for the other pages: here the page says it all.
  expect(html).not.toContain('data-testid="urgent-strip"');
  expect(await reactAtLoad(admin, html)).toEqual([]);
});

test("the strip over every other admin page: the same counts, each a link; a calm line when nothing is urgent", async () => {
  const html = await page("/admin/tags");
  const strip = /<nav aria-label="What needs doing"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  expect(text(strip)).toContain("1 lead past the 24-hour promise");
  expect(text(strip)).toContain("1 follow-up due");
  expect(strip).toContain('href="/admin/leads?status=new"');
  expect(strip).toContain('href="/admin/leads?due=1"');
  expect(strip).toContain('href="/admin/overview"');
  await admin.t.deps.db.delete(leads);
  expect(text(await page("/admin/dashboard"))).toContain("Nothing urgent Today's overview");
});

test("no session: to the login page", async () => {
  const res = await admin.t.app.request("/admin/overview");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/admin");
});
