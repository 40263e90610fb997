/**
 * Site search in-process, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: ranking, prefixes, snippets that
 * escape what they quote, only public posts, the service pages' documents, any q or page answered without a
 * 5xx, noindex, the rate limit on cache misses, and results that follow a content write and a copy publish.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { publishCopy } from "../../db/queries/site-copy.ts";
import { MATCH_END, MATCH_START, RANK_WINDOW, searchSite, searchStatement } from "../../db/queries/site-search.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { biziagentCopy } from "../../src/content/biziagent-ai-copy.ts";
import { SEARCH_RATE_LIMIT } from "../../src/search/find-results.ts";
import { parseSearchQuery } from "../../src/search/search-terms.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { decodeHtml, insertPost } from "./blog-support.ts";

let t: TestApp;
let ip = 0;
/** Each request from its own address unless told, so that only the rate-limit test meets the limit. */
const search = (query: string, from = `203.0.113.${(ip++ % 250) + 1}`) => t.app.request(`/search?${query}`, { headers: { "X-Forwarded-For": from } });
const page = async (query: string) => {
  const res = await search(query);
  expect(res.status).toBe(200);
  return { res, html: decodeHtml(await res.text()) };
};
/** The results' titles, in order, as linked. */
const titles = (html: string) => [...html.matchAll(/<h2[^>]*><a href="([^"]+)"[^>]*>(.*?)<\/a><\/h2>/g)].map((m) => m[2]!.replace(/<[^>]+>/g, ""));

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);
  for (const post of [
    { title: "Why lighthouse keepers love ledgers", slug: "body-match", excerpt: "Old habits.", content: "<p>A note about zephyrine weather.</p>", publishedAt: hoursFromNow(-3) },
    { title: "Zephyrine tactics for local shops", slug: "title-match", excerpt: "Short.", content: "<p>Nothing else here.</p>", publishedAt: hoursFromNow(-5) },
    { title: "Marketing plans that work", slug: "marketing", content: "<p>Plan your <strong>quarterly</strong> budget.</p>", publishedAt: hoursFromNow(-1) },
    {
      title: "Escaping matters",
      slug: "escaping",
      content: "<p>The word quokkaflux sits beside &lt;script&gt;alert(1)&lt;/script&gt; and <em>emphasis</em>.</p>",
      publishedAt: hoursFromNow(-1),
    },
    { title: "Quokkaflux draft", slug: "draft-post", status: "draft" as const, content: "<p>quokkaflux draft</p>" },
    { title: "Quokkaflux scheduled", slug: "scheduled-post", content: "<p>quokkaflux later</p>", publishedAt: hoursFromNow(24) },
  ])
    await insertPost(t.deps.db, post);
  await t.settle();
}, 60_000);
afterAll(() => t.close());

describe("search terms", () => {
  test("only letters and digits reach the tsquery; the last word is a prefix", () => {
    const terms = parseSearchQuery(`a&b | !c:* (d) <-> 'e' "f" \\g\u0000h`)!;
    expect(terms.words).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(terms.head).toBe("'a' & 'b' & 'c' & 'd' & 'e' & 'f' & 'g'");
    expect(parseSearchQuery("Marketi")!.lastEnglish).toBe("'marketi':* | 'market' | 'marke'");
    expect(parseSearchQuery("  !!! ")).toBeUndefined();
    expect(parseSearchQuery("x".repeat(10_000))!.words[0]!.length).toBe(40);
  });
});

describe("/search", () => {
  test("a title match ranks above a body match; each result has its badge, link and date", async () => {
    const { html } = await page("q=zephyrine");
    expect(titles(html).slice(0, 2)).toEqual(["Zephyrine tactics for local shops", "Why lighthouse keepers love ledgers"]);
    expect(html).toContain('href="/blog/title-match"');
    expect(html).toContain(">Blog post</span>");
    expect(html).toMatch(/<time dateTime="[^"]+"[^>]*>\w+ \d{1,2}, \d{4}<\/time>/);
    expect(html).toContain("2 results for “zephyrine”");
  });

  test("the last word is a prefix, even past its stem", async () => {
    expect(titles((await page("q=marketi")).html)).toContain("Marketing plans that work");
    expect(titles((await page("q=quarter")).html)).toContain("Marketing plans that work");
  });

  test("snippets mark the matched words and escape everything else", async () => {
    const res = await search("q=quokkaflux");
    const raw = await res.text();
    expect(raw).toContain("<mark");
    expect(raw).toMatch(/<mark[^>]*>quokkaflux<\/mark>/);
    // The stored text "<script>…" (escaped in the post) comes back as text, escaped again: never as a tag.
    expect(raw).toContain("&lt;script");
    expect(raw).not.toContain("<script>alert");
    expect(raw).not.toContain("<em>emphasis");
    expect(raw.includes(MATCH_START) || raw.includes(MATCH_END)).toBe(false);
  });

  test("drafts and scheduled posts are never found", async () => {
    const { html } = await page("q=quokkaflux");
    expect(titles(html)).toEqual(["Escaping matters"]);
  });

  test("the service pages, plans and FAQs are found, linked to their sections", async () => {
    const { html } = await page("q=review+replies");
    expect(html).toMatch(/>FAQ<\/span>/);
    expect(html).toContain('href="/trust-builder#faq"');
    const plans = await page("q=premium");
    expect(plans.html).toContain(">Plan</span>");
    expect(plans.html).toMatch(/href="\/(biziagent-ai|trust-builder)#plans"/);
    const service = await page("q=receptionist");
    expect(service.html).toContain(">Service</span>");
    expect(service.html).toContain('href="/biziagent-ai"');
  });

  test("no match, an empty query and one of only operators each get a clear answer", async () => {
    expect((await page("q=nonexistentzzzword")).html).toContain("No results for “nonexistentzzzword”");
    expect((await page("")).html).toContain("What are you looking for?");
    expect((await page(`q=${encodeURIComponent("&|!:*()<->'\"\\")}`)).html).toContain("Type a word or two");
  });

  test("10 KB of q, NUL and full-text operators answer 200", async () => {
    const long = await page(`q=${"review ".repeat(1500)}`);
    expect(long.html).toContain("results for “review review");
    const nul = await page("q=review%00replies");
    expect(nul.html).toContain("results for “review replies”");
    const operators = await page(`q=${encodeURIComponent("review & !replies | (x:* <-> 'y')")}`);
    expect(operators.html).toContain("Search");
  });

  test("page 999999 says there is no such page and links to the last; junk pages are the first", async () => {
    const { html } = await page("q=review&page=999999");
    expect(html).toContain("There is no page 999999");
    expect(html).toContain("Go to the last page");
    expect(titles((await page("q=zephyrine&page=-3")).html)).toHaveLength(2);
  });

  test("results are never indexed and not in the sitemap", async () => {
    const { res, html } = await page("q=review");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(res.headers.get("cache-control")).toContain("public");
    expect(await (await t.app.request("/sitemap.xml")).text()).not.toContain("/search");
  });

  test("a client past its limit of searches that miss the cache gets 429 with Retry-After; cached ones still answer", async () => {
    const from = "198.18.0.77";
    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) expect((await search(`q=limitword${i}`, from)).status).toBe(200);
    const refused = await search("q=onemorelimitword", from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Please try again in");
    // A query already answered (here in another spelling of the same words) is a cache hit: no limit is met.
    expect((await search("q=LIMITWORD3!!", from)).status).toBe(200);
    expect((await search("q=onemorelimitword", "198.18.0.78")).status).toBe(200);
  });

  test("a content write shows in the next search (the cache follows the content version)", async () => {
    expect((await page("q=snarkwizzle")).html).toContain("No results for");
    const [draft] = await t.deps.db.insert(blogPosts).values({ title: "Snarkwizzle arrives", slug: "snarkwizzle", content: "<p>x</p>", status: "draft" }).returning();
    await t.settle();
    expect((await page("q=snarkwizzle")).html).toContain("No results for");
    await t.deps.db
      .update(blogPosts)
      .set({ status: "published", publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, draft!.id));
    await t.settle();
    expect(titles((await page("q=snarkwizzle")).html)).toEqual(["Snarkwizzle arrives"]);
  });

  test("a copy publish shows in the next search: an FAQ answer's new word is found, its old one no longer", async () => {
    const items = biziagentCopy.defaults.faq.items;
    const question = "How long does it take to get started?";
    expect(items.some((item) => item.question === question && item.answer.includes("documents"))).toBe(true);
    expect(titles((await page("q=documents")).html)).toContain(question);
    expect((await page("q=flumbertide")).html).toContain("No results for");
    const changed = items.map((item) => (item.question === question ? { ...item, answer: "About 2 minutes, flumbertide included." } : item));
    await publishCopy(t.deps.db, { key: biziagentCopy.key, overrides: { faq: { items: changed } }, at: new Date(), kind: "publish", actor: { sessionId: null, apiKeyId: null } });
    await t.settle();
    const found = await page("q=flumbertide");
    expect(titles(found.html)).toEqual([question]);
    expect(found.html).toContain('href="/biziagent-ai#faq"');
    expect(titles((await page("q=documents")).html)).not.toContain(question);
    // Back to the defaults: the documents follow again.
    await publishCopy(t.deps.db, { key: biziagentCopy.key, overrides: {}, at: new Date(), kind: "publish", actor: { sessionId: null, apiKeyId: null } });
    await t.settle();
    expect((await page("q=flumbertide")).html).toContain("No results for");
    expect(titles((await page("q=documents")).html)).toContain(question);
  });

  test("a word more posts have than one search ranks: the newest RANK_WINDOW are ranked, found through the GIN index", async () => {
    const db = t.deps.db;
    const now = Date.now();
    const many = Array.from({ length: RANK_WINDOW + 5 }, (_, i) => ({
      title: `Blorptastic note ${i}`,
      slug: `blorptastic-${i}`,
      content: "<p>blorptastic</p>",
      status: "published" as const,
      publishedAt: new Date(now - (i + 1) * 60_000),
    }));
    await db.insert(blogPosts).values(many);
    const terms = parseSearchQuery("blorptastic")!;
    const first = await searchSite(db, terms, { limit: 10, offset: 0 });
    expect([first.total, first.capped]).toEqual([RANK_WINDOW, true]);
    // Equal ranks: newest first, and the oldest five are past the window.
    expect(first.hits[0]!.title).toBe("Blorptastic note 0");
    const last = await searchSite(db, terms, { limit: 10, offset: RANK_WINDOW - 10 });
    expect(last.hits.map((hit) => hit.title).at(-1)).toBe(`Blorptastic note ${RANK_WINDOW - 1}`);
    expect(await searchSite(db, terms, { limit: 10, offset: RANK_WINDOW })).toEqual({ hits: [], total: RANK_WINDOW, capped: true });
    expect((await searchSite(db, parseSearchQuery("zephyrine")!, { limit: 10, offset: 0 })).capped).toBe(false);

    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${searchStatement(terms, { limit: 10, offset: 0 })}`)) as unknown;
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("Bitmap Index Scan on blog_posts_search_vector_idx");
    expect(plan).not.toMatch(/Seq Scan on blog_posts\b/);

    // The other path (chosen when most posts match) reads published posts newest first and finds the same page.
    const newest = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
      const explained = rowsOf(await tx.execute(sql`explain ${searchStatement(terms, { limit: 10, offset: 0 }, "newest")}`))
        .map((row) => Object.values(row)[0])
        .join("\n");
      return { explained, titles: rowsOf(await tx.execute(searchStatement(terms, { limit: 10, offset: 0 }, "newest"))).map((row) => row.title) };
    });
    expect(newest.explained).toContain("Index Scan using blog_posts_published_idx");
    expect(newest.titles).toEqual(first.hits.map((hit) => hit.title));
  });
});
