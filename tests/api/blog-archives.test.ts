/**
 * The blog's archives in-process: /blog/category|tag|author/{slug} (cards, paging, 404s, title, canonical,
 * breadcrumb, JSON-LD, the feed link), their feeds read by a real feed parser, and the sitemap listing them.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { decodeHtml, insertAuthor, insertCategory, insertPost, insertTag, jsonLd, metaContent } from "./blog-support.ts";
import { hasFeedparser, parseFeed } from "./feed-parser.ts";

let t: TestApp;
const SITE = "https://www.example.test";
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 3, 1, 12);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const maria = await insertAuthor(db, { name: "Maria Costa", bio: "Maria writes about reviews.", imageUrl: "/static/images/authors/maria-costa.svg" });
  const other = await insertAuthor(db, { name: "Sam Other", bio: null });
  await insertAuthor(db, { name: "Never Published" });
  const seo = await insertCategory(db, { name: "Local SEO", slug: "local-seo", description: "Getting found on Google." });
  await insertCategory(db, { name: "Empty One", slug: "empty-one" });
  const maps = await insertTag(db, { name: "Google Maps", slug: "google-maps" });
  const lonely = await insertTag(db, { name: "Lonely", slug: "lonely" });
  // 14 posts by Maria in Local SEO tagged Google Maps (two pages), one by Sam, a draft tagged Lonely.
  for (let i = 0; i < 14; i++) {
    await insertPost(db, { title: `Maps ${i}`, slug: `maps-${i}`, authorId: maria.id, categoryId: seo.id, tagIds: [maps.id], publishedAt: new Date(base - i * DAY) });
  }
  await insertPost(db, { title: "Sam's post", slug: "sams-post", authorId: other.id, publishedAt: new Date(base) });
  await insertPost(db, { title: "Lonely draft", slug: "lonely-draft", status: "draft", authorId: other.id, tagIds: [lonely.id], categoryId: seo.id });
}, 60_000);
afterAll(() => t.close());

const get = (path: string) => t.app.request(path);
const cards = (page: string) => page.split("<article").slice(1);

describe("archive pages", () => {
  test("a tag: its posts 12 a page, title, canonical, rel prev/next, breadcrumb, CollectionPage, its feed", async () => {
    const res = await get("/blog/tag/google-maps");
    expect(res.status).toBe(200);
    const page = decodeHtml(await res.text());
    expect(cards(page)).toHaveLength(12);
    expect(page).toContain('href="/blog/maps-0"');
    expect(page).not.toContain('href="/blog/sams-post"');
    expect(page).toContain("<title>Articles Tagged Google Maps | BiziAgent Blog</title>");
    expect(page).toContain(">#Google Maps</h1>");
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/tag/google-maps"/>`);
    expect(page).toContain(`<link rel="next" href="${SITE}/blog/tag/google-maps?page=2"/>`);
    expect(page).toContain(`<link rel="alternate" type="application/rss+xml" title="BiziAgent Blog: Google Maps" href="${SITE}/blog/tag/google-maps/rss.xml"/>`);
    expect(page).toContain('<nav aria-label="Breadcrumb"');
    const [collection, crumbs] = jsonLd(page);
    expect(collection).toMatchObject({ "@type": "CollectionPage", url: `${SITE}/blog/tag/google-maps`, about: { name: "Google Maps" } });
    expect((collection!.mainEntity as { itemListElement: unknown[] }).itemListElement).toHaveLength(12);
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Home" }, { name: "Blog", item: `${SITE}/blog` }, { name: "Google Maps", item: `${SITE}/blog/tag/google-maps` }],
    });

    const second = decodeHtml(await (await get("/blog/tag/google-maps?page=2&utm_source=x")).text());
    expect(cards(second)).toHaveLength(2);
    expect(second).toContain("<title>Articles Tagged Google Maps – Page 2 | BiziAgent Blog</title>");
    expect(second).toContain(`<link rel="canonical" href="${SITE}/blog/tag/google-maps?page=2"/>`);
    expect(second).toContain(`<link rel="prev" href="${SITE}/blog/tag/google-maps"/>`);
    expect(second).toContain('href="/blog/tag/google-maps#archive-posts"');
  });

  test("a category: its posts, its description, canonical at the archive", async () => {
    const page = decodeHtml(await (await get("/blog/category/local-seo")).text());
    expect(cards(page)).toHaveLength(12);
    expect(page).toContain("<title>Local SEO Articles | BiziAgent Blog</title>");
    expect(page).toContain("Getting found on Google.");
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/category/local-seo"/>`);
    expect(jsonLd(page)[0]).toMatchObject({ "@type": "CollectionPage", about: { name: "Local SEO" } });
  });

  test("an author: ProfilePage about a Person with bio and image, their posts only", async () => {
    const page = decodeHtml(await (await get("/blog/author/maria-costa")).text());
    expect(page).toContain("<title>Maria Costa, Author | BiziAgent Blog</title>");
    expect(metaContent(page, "description")).toBe("Maria writes about reviews.");
    expect(page).toContain("Articles by Maria Costa</h2>");
    expect(cards(page)).toHaveLength(12);
    const [profile] = jsonLd(page);
    expect(profile).toMatchObject({
      "@type": "ProfilePage",
      url: `${SITE}/blog/author/maria-costa`,
      mainEntity: { "@type": "Person", name: "Maria Costa", description: "Maria writes about reviews.", image: `${SITE}/static/images/authors/maria-costa.svg` },
    });
    const sam = decodeHtml(await (await get("/blog/author/sam-other")).text());
    expect(cards(sam)).toHaveLength(1);
    expect(sam).toContain('href="/blog/sams-post"');
    expect(sam).not.toContain('href="/blog/lonely-draft"');
  });

  test("an archive without a published post: its empty state, 200, noindex", async () => {
    for (const path of ["/blog/tag/lonely", "/blog/category/empty-one", "/blog/author/never-published"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const page = await res.text();
      expect(page).toContain("No published articles here yet.");
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  test("an unknown slug, a page past the last, a page that is not a number: the site's 404", async () => {
    for (const path of [
      "/blog/tag/no-such-tag",
      "/blog/category/no-such",
      "/blog/author/nobody",
      "/blog/tag/google-maps?page=3",
      "/blog/author/maria-costa?page=0",
      "/blog/tag/lonely?page=2",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("404 Page Not Found");
    }
  });

  test("/blog?category= keeps its list, texts and status, with the archive as its canonical", async () => {
    const res = await get("/blog?category=local-seo&page=2");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<a href="/blog?category=local-seo#posts" aria-current="page"');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/category/local-seo?page=2"/>`);
    expect((await get("/blog?category=no-such")).status).toBe(404);
  });
});

describe("archive feeds", () => {
  test("each archive's feed has its posts, its title and its own address; unknown slug 404", async () => {
    for (const [path, title, count] of [
      ["/blog/tag/google-maps/rss.xml", "BiziAgent Blog: Google Maps", 14],
      ["/blog/category/local-seo/rss.xml", "BiziAgent Blog: Local SEO", 14],
      ["/blog/author/sam-other/rss.xml", "BiziAgent Blog: Sam Other", 1],
      ["/blog/tag/lonely/rss.xml", "BiziAgent Blog: Lonely", 0],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await res.text();
      expect(xml).toContain(`<atom:link href="${SITE}${path}" rel="self" type="application/rss+xml"/>`);
      expect(xml).toContain(`<title>${title}</title>`);
      expect(xml.split("<item>").length - 1, path).toBe(count);
    }
    expect((await get("/blog/tag/no-such/rss.xml")).status).toBe(404);
  });

  test.skipIf(!hasFeedparser)("feedparser reads an archive's feed: title, link to the archive, self, items", async () => {
    const feed = parseFeed(await (await get("/blog/author/maria-costa/rss.xml")).text());
    expect(feed.bozo).toBe(false);
    expect(feed.version).toBe("rss20");
    expect(feed.feed.title).toBe("BiziAgent Blog: Maria Costa");
    expect(feed.feed.link).toBe(`${SITE}/blog/author/maria-costa`);
    expect(feed.feed.selfLinks).toEqual([`${SITE}/blog/author/maria-costa/rss.xml`]);
    expect(feed.entries).toHaveLength(14);
    expect(feed.entries[0]).toMatchObject({ title: "Maps 0", link: `${SITE}/blog/maps-0`, author: "Maria Costa" });
    expect(feed.entries[0]!.tags).toEqual(["Local SEO", "Google Maps"]);
    const tagFeed = parseFeed(await (await get("/blog/tag/google-maps/rss.xml")).text());
    expect(tagFeed.bozo).toBe(false);
    expect(tagFeed.entries.map((e) => e.title)).toEqual(Array.from({ length: 14 }, (_, i) => `Maps ${i}`));
  });
});

test("the sitemap lists each archive with a published post, and no other", async () => {
  const xml = await (await get("/sitemap.xml")).text();
  for (const path of ["/blog/category/local-seo", "/blog/tag/google-maps", "/blog/author/maria-costa", "/blog/author/sam-other"]) {
    expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
  }
  for (const path of ["/blog/category/empty-one", "/blog/tag/lonely", "/blog/author/never-published"]) expect(xml).not.toContain(`${SITE}${path}<`);
});
