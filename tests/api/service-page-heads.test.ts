/**
 * The head a search engine reads and the outline a screen reader walks, for each service page, from the HTML
 * the server sends (in-process; no browser needed to read markup): one h1 with its text, the exact title,
 * a description search results show whole, a canonical URL of the page itself, and headings in <main> that
 * start at h1 and never skip a level going down. What needs layout (overflow at each width) stays in the
 * pages' browser specs.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { decodeHtml, metaContent } from "./blog-support.ts";

const SITE = "https://www.example.test";

const servicePages = [
  { path: "/biziagent-ai", title: "AI Receptionist for Calls, Texts & Chat | BiziAgent", h1: "Turn every call, text and message into revenue" },
  { path: "/login", title: "Free Business App | BiziAgent", h1: "Your whole business online, in one free app" },
  { path: "/local-boost-seo", title: "Local Boost SEO: Get Found in Local Search | BiziAgent", h1: "Get found first when local customers search" },
  { path: "/trust-builder", title: "Trust Builder: Review & Reputation Management | BiziAgent", h1: "Build trust with every review" },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** An element's text as a reader gets it: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** Every heading in `html`, in document order: its level and its text. */
function headings(html: string): { level: number; text: string }[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: textOf(m[2]!) }));
}

describe.each(servicePages)("$path", ({ path, title, h1 }) => {
  test(`head: one h1, the title '${title}', a description of 140–160 characters, canonical`, async () => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(headings(page).filter((h) => h.level === 1)).toEqual([{ level: 1, text: h1 }]);
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(page)?.[1] ?? "")).toBe(title);
    const description = metaContent(page, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(140);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(page).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
  });

  test("headings in <main> go h1 → h2 → h3 without skipping a level", async () => {
    const page = await (await t.app.request(path)).text();
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1];
    expect(main).toBeDefined();
    const levels = headings(main!).map((h) => h.level);
    expect(levels.length).toBeGreaterThan(3);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i + 1} of ${levels.join(",")}`).toBeLessThanOrEqual(1);
  });
});
