/**
 * The Leads list's search and filters through GET /api/admin/leads (and the CSV, which takes the same
 * view): the search over name, e-mail, phone and business name without case, each word in any of them, a
 * phone by its digits; input that would be syntax elsewhere (LIKE wildcards, quotes, backslashes) taken
 * literally; the filters by status (with the counts per status for the rest of the view), business type,
 * contact preference, plan of interest, source and days received; the follow-ups due (most overdue first) and
 * the deal values per status and currency beside the counts, in the API and the tab's HTML; what is refused.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema/index.ts";
import type { LeadPage } from "../../src/shared/admin-api.ts";
import { attributesOf, tableOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, expectRedirects, json } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

const admin = adminSessionForFile();

type Row = Partial<typeof leads.$inferInsert> & { firstName: string };
const base = { ...LEAD_ANSWERS, phone: null, businessName: null };

/** A small, fixed set of leads, each made to be found by one filter. */
const ROWS: Row[] = [
  {
    firstName: "Ana",
    lastName: "López",
    email: "ana@taqueria.example",
    phone: "(555) 010-2000",
    businessName: "Taquería López",
    businessType: "restaurant",
    createdAt: new Date("2026-03-01T10:00:00Z"),
    utmSource: "Google",
    utmMedium: "cpc",
    planInterest: "biziagent-pro",
  },
  {
    firstName: "Ben",
    lastName: "Okafor",
    email: "ben@plumbing.example",
    phone: "+1 555 777 1234",
    businessName: "Okafor Plumbing",
    businessType: "service",
    contactPreference: "demo",
    createdAt: new Date("2026-03-02T23:30:00Z"),
    referrerHost: "news.example.com",
  },
  {
    firstName: "Cleo",
    lastName: "Smith",
    email: "CLEO@Clinic.Example",
    businessName: "100% Health_Care \\ Clinic",
    businessType: "medical",
    createdAt: new Date("2026-03-03T00:15:00Z"),
    status: "contacted",
    planInterest: "trust-builder-premium",
  },
  {
    firstName: "Dan",
    lastName: "O'Brien",
    email: "dan@retail.example",
    businessType: "retail",
    createdAt: new Date("2026-03-04T12:00:00Z"),
    status: "won",
    referrerHost: "www.google.com",
  },
  { firstName: "Eve", lastName: "Spam", email: "eve@spam.example", businessType: "retail", createdAt: new Date("2026-03-05T12:00:00Z"), isSpam: true, utmSource: "google" },
];

beforeAll(async () => {
  await admin.t.deps.db.insert(leads).values(ROWS.map((row) => ({ ...base, ...row })));
});

async function list(query: string): Promise<LeadPage> {
  const res = await admin.send("GET", `/api/admin/leads?${query}`);
  expect(res.status, `${query}: ${res.status}`).toBe(200);
  return json<LeadPage>(res);
}

const names = async (query: string) => (await list(query)).leads.map((l) => l.firstName).sort();

describe("search", () => {
  test("name, e-mail, phone and business name, any case, accents as typed; every word must match somewhere", async () => {
    expect(await names("q=ana")).toEqual(["Ana"]);
    expect(await names("q=L%C3%93PEZ")).toEqual(["Ana"]);
    expect(await names("q=clinic.example")).toEqual(["Cleo"]);
    expect(await names("q=plumbing")).toEqual(["Ben"]);
    expect(await names("q=ben%20okafor")).toEqual(["Ben"]);
    expect(await names("q=ben%20smith")).toEqual([]);
    expect(await names("q=%20%20cleo%20%20")).toEqual(["Cleo"]);
  });

  test("a phone by its digits, however it was written", async () => {
    expect(await names("q=5550102000")).toEqual(["Ana"]);
    expect(await names("q=555-777")).toEqual(["Ben"]);
    expect(await names("q=(555)")).toEqual(["Ana", "Ben"]);
    expect(await names("q=7771234")).toEqual(["Ben"]);
  });

  test("wildcards, quotes and backslashes are text: % finds the one business with a %, not everyone", async () => {
    expect(await names("q=%25")).toEqual(["Cleo"]);
    expect(await names("q=_")).toEqual(["Cleo"]);
    expect(await names("q=%5C")).toEqual(["Cleo"]);
    expect(await names("q=O'Brien")).toEqual(["Dan"]);
    for (const hostile of ["'; drop table leads; --", "\\%", "%%%", "[a-z]*", "*", "a' or '1'='1", "😀", "\u202e"]) {
      expect(await names(`q=${encodeURIComponent(hostile)}`)).toEqual([]);
    }
    expect((await list("")).total).toBe(4);
  });

  test("refused: a search over 200 characters (a 10 KB one too) or with a NUL", async () => {
    for (const q of ["x".repeat(201), "x".repeat(10 * 1024)]) {
      const res = await admin.send("GET", `/api/admin/leads?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect((await json(res)).issues[0].field).toBe("q");
    }
    // A NUL anywhere in an address is refused before any route reads it.
    const nul = await admin.send("GET", "/api/admin/leads?q=a%00b");
    expect(nul.status).toBe(400);
    expect((await json(nul)).error).toContain("NUL");
  });
});

describe("filters", () => {
  test("status narrows the rows; the counts are per status for the rest of the view", async () => {
    const all = await list("");
    expect(all.counts).toEqual({ all: 4, new: 2, contacted: 1, qualified: 0, won: 1, lost: 0 });
    const won = await list("status=won");
    expect(won.leads.map((l) => l.firstName)).toEqual(["Dan"]);
    expect(won.total).toBe(1);
    expect(won.counts).toEqual(all.counts);
    expect((await list("includeSpam=true")).counts.all).toBe(5);
    expect((await list("q=example&type=retail")).counts).toEqual({ all: 1, new: 0, contacted: 0, qualified: 0, won: 1, lost: 0 });
  });

  test("business type, contact preference, plan of interest (or none named)", async () => {
    expect(await names("type=medical")).toEqual(["Cleo"]);
    expect(await names("contact=demo")).toEqual(["Ben"]);
    expect(await names("contact=email")).toEqual(["Ana", "Cleo", "Dan"]);
    expect(await names("plan=biziagent-pro")).toEqual(["Ana"]);
    expect(await names("plan=none")).toEqual(["Ben", "Dan"]);
  });

  test("source: a UTM source or a referrer host, any case; (direct) for neither", async () => {
    expect(await names("source=google")).toEqual(["Ana"]);
    expect(await names("source=GOOGLE")).toEqual(["Ana"]);
    expect(await names("source=www.google.com")).toEqual(["Dan"]);
    expect(await names("source=news.example.com")).toEqual(["Ben"]);
    expect(await names("source=(direct)")).toEqual(["Cleo"]);
    expect(await names("source=google&includeSpam=true")).toEqual(["Ana", "Eve"]);
  });

  test("days received: UTC days, both ends included", async () => {
    expect(await names("from=2026-03-02&to=2026-03-03")).toEqual(["Ben", "Cleo"]);
    expect(await names("from=2026-03-03")).toEqual(["Cleo", "Dan"]);
    expect(await names("to=2026-03-01")).toEqual(["Ana"]);
  });

  test("refused with 400 naming the parameter: unknown values, impossible days, a range backwards", async () => {
    for (const [query, field] of [
      ["status=archived", "status"],
      ["type=bakery", "type"],
      ["contact=fax", "contact"],
      ["plan=gold", "plan"],
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2026-03-05&to=2026-03-01", "from"],
      [`source=${"s".repeat(201)}`, "source"],
    ] as const) {
      const res = await admin.send("GET", `/api/admin/leads?${query}`);
      expect(`${query} ${res.status}`).toBe(`${query} 400`);
      expect((await json(res)).issues.map((i: { field: string }) => i.field)).toEqual([field]);
    }
  });

  test("the CSV exports the same view, every page, with each lead's last note", async () => {
    const [cleo] = (await list("q=cleo")).leads;
    await admin.send("POST", `/api/admin/leads/${cleo!.id}/notes`, { body: "First call" });
    await admin.send("POST", `/api/admin/leads/${cleo!.id}/notes`, { body: "=Second call, booked" });
    const res = await admin.send("GET", "/api/admin/leads.csv?type=medical&status=contacted");
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Medical"');
    expect(lines[1]).toContain('"Contacted"');
    expect(lines[1]).toContain('"Trust Builder Premium"');
    // The newest note, neutralised like any cell that looks like a formula.
    expect(lines[1]!.endsWith(`"'=Second call, booked"`)).toBe(true);
    expect((await admin.send("GET", "/api/admin/leads.csv?status=nope")).status).toBe(400);
  });
});

describe("follow-ups due and the deals' values", () => {
  const HOUR = 3_600_000;
  beforeAll(async () => {
    const now = Date.now();
    // Set as the lead's detail will set them; each lead shows one case.
    const steps: [string, Partial<typeof leads.$inferInsert>][] = [
      ["Ana", { nextStepAt: new Date(now - 2 * HOUR), nextStep: "Call back about Pro", dealValueMinor: 1_240_000, dealCurrency: "USD" }],
      ["Ben", { nextStepAt: new Date(now + 72 * HOUR), nextStep: "Send the demo recording", dealValueMinor: 50_000, dealCurrency: "EUR" }],
      ["Cleo", { nextStepAt: new Date(now - 48 * HOUR), nextStep: null, dealValueMinor: 80_000, dealCurrency: "EUR" }],
      ["Dan", { dealValueMinor: 500_000, dealCurrency: "USD" }],
      ["Eve", { nextStepAt: new Date(now - HOUR), nextStep: "Spam's step", dealValueMinor: 999_900, dealCurrency: "USD" }],
    ];
    for (const [firstName, values] of steps) await admin.t.deps.db.update(leads).set(values).where(eq(leads.firstName, firstName));
  });

  const inOrder = async (query: string) => (await list(query)).leads.map((l) => l.firstName);

  test("due=1: the leads whose next step's time has come, most overdue first; spam only when shown; with the other filters", async () => {
    expect(await inOrder("due=1")).toEqual(["Cleo", "Ana"]);
    expect(await inOrder("due=1&includeSpam=true")).toEqual(["Cleo", "Ana", "Eve"]);
    expect(await inOrder("due=1&status=new")).toEqual(["Ana"]);
    expect(await inOrder("due=1&type=medical")).toEqual(["Cleo"]);
    expect(await names("due=0")).toEqual(await names(""));
    const due = await list("due=1");
    expect(due.total).toBe(2);
    expect(due.counts).toEqual({ all: 2, new: 1, contacted: 1, qualified: 0, won: 0, lost: 0 });
    expect(due.leads[1]).toMatchObject({ nextStep: "Call back about Pro", dealValueMinor: 1_240_000, dealCurrency: "USD" });
  });

  test("followUpsDue: how many leads of the view, its status included, due=1 would list", async () => {
    expect((await list("")).followUpsDue).toBe(2);
    expect((await list("includeSpam=true")).followUpsDue).toBe(3);
    expect((await list("status=new")).followUpsDue).toBe(1);
    expect((await list("status=won")).followUpsDue).toBe(0);
    expect((await list("due=1")).followUpsDue).toBe(2);
  });

  test("pipeline: the deal values per open status and won, per currency, for the counts' search and filters", async () => {
    const plain = await list("");
    expect(plain.pipeline).toEqual([
      { status: "new", currency: "USD", valueMinor: 1_240_000 },
      { status: "new", currency: "EUR", valueMinor: 50_000 },
      { status: "contacted", currency: "EUR", valueMinor: 80_000 },
      { status: "won", currency: "USD", valueMinor: 500_000 },
    ]);
    // Like the counts, the status chosen does not narrow it; spam only when shown; the filters do.
    expect((await list("status=won")).pipeline).toEqual(plain.pipeline);
    expect((await list("includeSpam=true")).pipeline[0]).toEqual({ status: "new", currency: "USD", valueMinor: 2_239_900 });
    expect((await list("type=retail")).pipeline).toEqual([{ status: "won", currency: "USD", valueMinor: 500_000 }]);
    expect((await list("q=plumbing")).pipeline).toEqual([{ status: "new", currency: "EUR", valueMinor: 50_000 }]);
    // A lost deal is out of the pipeline.
    await admin.t.deps.db.update(leads).set({ status: "lost" }).where(eq(leads.firstName, "Ben"));
    expect((await list("")).pipeline.map((v) => v.status)).toEqual(["new", "contacted", "won"]);
    expect((await list("")).counts.lost).toBe(1);
    await admin.t.deps.db.update(leads).set({ status: "new" }).where(eq(leads.firstName, "Ben"));
  });

  test("refused with 400 naming due: anything but 1 or 0", async () => {
    for (const bad of ["yes", "true", "2", "1,1"]) {
      const res = await admin.send("GET", `/api/admin/leads?due=${bad}`);
      expect(`${bad} ${res.status}`).toBe(`${bad} 400`);
      expect((await json(res)).issues.map((i: { field: string }) => i.field)).toEqual(["due"]);
    }
    expect((await admin.send("GET", "/api/admin/leads.csv?due=1")).status).toBe(200);
  });

  test("the tab's HTML: the due filter in the address, the next step in its row, the values beside the counts", async () => {
    const html = await (await admin.send("GET", "/admin/leads?due=1")).text();
    const table = tableOf(html, "Leads");
    expect(table.rows.map((row) => row[0]!.split(" ")[0])).toEqual(["Cleo", "Ana"]);
    const status = table.headers.indexOf("Status");
    expect(table.rows[0]![status]).toContain("Follow-up overdue since");
    expect(table.rows[1]![status]).toMatch(/Follow-up overdue since \w{3}, \w{3} \d+, \d+:\d\d [AP]M Call back about Pro$/);
    expect(attributesOf(html, /name="due"/)).toMatchObject({ type: "checkbox", value: "1", checked: "" });
    const text = textOf(html);
    expect(text).toContain("2 leads match · most overdue first");
    expect(text).toContain("Follow-up due 2");
    // Of the two due: Ana's $12,400 (New) and Cleo's €800 (Contacted).
    expect(text).toContain("Deal value by status Open pipeline $12,400 · €800 New $12,400 Contacted €800");
    // The other links of the view keep the filter.
    expect(html).toContain('href="/admin/leads?status=new&amp;due=1"');

    const plain = textOf(await (await admin.send("GET", "/admin/leads")).text());
    expect(plain).toContain("Open pipeline $12,400 · €1,300 New $12,400 · €500 Contacted €800 Won $5,000");
    expect(plain).toMatch(/Follow up , due \w{3}, \w{3} \d+, \d+:\d\d [AP]M Send the demo recording/);
    expect(plain).toContain("· newest first");
    await expectRedirects(admin, 302, [
      ["/admin/leads?due=yes", "/admin/leads"],
      ["/admin/leads?due=1&status=new&q=", "/admin/leads?status=new&due=1"],
    ]);
  });
});
