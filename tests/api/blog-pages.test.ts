/** /blog and /blog/{slug} as HTML, in-process: cards, filter, empty states, paging links, every SEO tag, 404s. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { decodeHtml, insertAuthor, insertCategory, insertPost, insertTag, jsonLd, metaContent } from "./blog-support.ts";

let t: TestApp;
const SITE = "https://www.example.test";
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 5, 12);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (path: string) => t.app.request(path);
const html = async (path: string) => (await get(path)).text();

describe("/blog with no published posts", () => {
  test("the All empty state, the RSS button, only 'All' in the filter", async () => {
    await insertPost(t.deps.db, { slug: "only-a-draft", status: "draft" });
    const res = await get("/blog");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("No blog posts available yet. Check back soon!");
    expect(page).toMatch(/<a href="\/api\/rss"[^>]*>.*Subscribe via RSS<\/a>/);
    expect(page).toContain('<a href="/blog#posts" aria-current="page"');
    expect(page).not.toContain("?category=");
    expect(page).not.toContain('rel="next"');
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog"/>`);
  });
});

describe("with posts", () => {
  let seo: { id: number };
  beforeAll(async () => {
    const db = t.deps.db;
    const maria = await insertAuthor(db, { name: "Maria Costa", bio: "Maria writes about reviews.", imageUrl: "/static/images/authors/maria-costa.svg" });
    const quiet = await insertAuthor(db, { name: "No Bio", bio: null });
    const seoCat = await insertCategory(db, { name: "Local SEO", slug: "local-seo" });
    const reviews = await insertCategory(db, { name: "Online Reviews", slug: "online-reviews" });
    await insertCategory(db, { name: "Empty One", slug: "empty-one" });
    const tag = await insertTag(db, { name: "Google Maps", slug: "google-maps" });
    seo = await insertPost(db, {
      title: 'Map pack "basics" & more',
      slug: "map-pack-basics",
      excerpt: "How Google picks the three.",
      content: `<h2>Why it matters</h2><p>${"word ".repeat(610)}</p><p><a href="https://example.com/x">out</a></p>`,
      authorId: maria.id,
      categoryId: seoCat.id,
      featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
      ogTitle: "OG: map pack",
      ogDescription: "OG description here",
      ogImageUrl: "/static/og/map.png",
      metaKeywords: "map pack, local seo",
      publishedAt: new Date(base),
      createdAt: new Date(base - DAY),
      tagIds: [tag.id],
    });
    await insertPost(db, {
      title: "No author, no image",
      slug: "no-author",
      excerpt: null,
      metaDescription: null,
      categoryId: reviews.id,
      publishedAt: null,
      createdAt: new Date(base - 2 * DAY),
    });
    await insertPost(db, { title: "Quiet author", slug: "quiet-author", authorId: quiet.id, metaDescription: "Explicit meta description.", publishedAt: new Date(base - 3 * DAY) });
    // 12 more published Local SEO posts: 15 published in all, two pages.
    for (let i = 0; i < 12; i++) await insertPost(db, { title: `Older ${i}`, slug: `older-${i}`, categoryId: seoCat.id, publishedAt: new Date(base - (10 + i) * DAY) });
    await insertPost(db, { title: "Drafted SEO", slug: "drafted-seo", status: "draft", categoryId: seoCat.id });
  });

  test("cards: image or placeholder, badge, title link, excerpt, author or 'Unknown', date", async () => {
    const page = await html("/blog");
    const cards = page.split("<article").slice(1);
    expect(cards).toHaveLength(12);
    // A published post without publishedAt sorts first (the index's NULLS FIRST); the admin always sets it.
    expect(cards[0]).toContain('href="/blog/no-author"');
    const first = cards[1]!;
    expect(first).toContain('src="/static/images/blog/local-seo-map-pack-basics.svg"');
    expect(first).toContain(">Local SEO</span>");
    expect(first).toContain('<a href="/blog/map-pack-basics"');
    expect(decodeHtml(first)).toContain('Map pack "basics" & more</a>');
    expect(first).toContain("How Google picks the three.");
    expect(first).toContain(">Maria Costa</span>");
    expect(first).toContain('<time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time>');
    // publishedAt missing: the createdAt date; no author: 'Unknown'; no image: the placeholder names the category.
    const noAuthor = cards.find((c) => c.includes("/blog/no-author"))!;
    expect(noAuthor).toContain(">Unknown</span>");
    expect(noAuthor).toContain(">January 3, 2025</time>");
    expect(noAuthor).toMatch(/<div aria-hidden="true"[^>]*>.*Online Reviews<\/span><\/div>/);
    expect(page).not.toContain("drafted-seo");
  });

  test("the filter lists 'All' and each category with published posts, as links", async () => {
    const page = await html("/blog");
    const nav = /<nav aria-label="Blog categories">([\s\S]*?)<\/nav>/.exec(page)![1]!;
    expect([...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["/blog#posts", "All"],
      ["/blog?category=local-seo#posts", "Local SEO"],
      ["/blog?category=online-reviews#posts", "Online Reviews"],
    ]);
    expect(nav).toContain('<a href="/blog#posts" aria-current="page"');
  });

  test("?category=<slug> shows that category's posts and marks its link", async () => {
    const page = await html("/blog?category=online-reviews");
    expect(page).toContain('<a href="/blog?category=online-reviews#posts" aria-current="page"');
    expect(page).not.toContain('<a href="/blog#posts" aria-current="page"');
    expect(page.split("<article").slice(1)).toHaveLength(1);
    expect(page).toContain('href="/blog/no-author"');
    // The same list as the category's archive: that is the address search engines should keep.
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/category/online-reviews"/>`);
  });

  test("a category without published posts: its empty state (200, noindex); an unknown slug: the same with 404", async () => {
    const empty = await get("/blog?category=empty-one");
    expect(empty.status).toBe(200);
    const body = decodeHtml(await empty.text());
    expect(body).toContain('No blog posts found in the "Empty One" category.');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const unknown = await get("/blog?category=no-such-category");
    expect(unknown.status).toBe(404);
    expect(decodeHtml(await unknown.text())).toContain('No blog posts found in the "no-such-category" category.');
  });

  test("pagination: 12 a page, rel prev/next in the head and on the links, canonical per page, 404 past the end", async () => {
    const one = await html("/blog");
    expect(one).toContain(`<link rel="next" href="${SITE}/blog?page=2"/>`);
    expect(one).not.toContain('<link rel="prev"');
    expect(one).toContain('<a href="/blog?page=2#posts" rel="next"');
    expect(one).toContain("Showing 1–12 of 15 articles");
    const two = await get("/blog?page=2");
    expect(two.status).toBe(200);
    const page2 = await two.text();
    expect(page2.split("<article").slice(1)).toHaveLength(3);
    expect(page2).toContain(`<link rel="canonical" href="${SITE}/blog?page=2"/>`);
    expect(page2).toContain(`<link rel="prev" href="${SITE}/blog"/>`);
    expect(page2).not.toContain('<link rel="next"');
    expect(page2).toContain('<a href="/blog?page=2#posts" aria-current="page" aria-label="Page 2"');
    expect(page2).toContain('<a href="/blog#posts" aria-label="Page 1"');
    expect(page2).toMatch(/<title>Blog – Page 2 \| BiziAgent<\/title>/);
    const seoPage2 = await html("/blog?category=local-seo&page=2");
    expect(seoPage2).toContain(`<link rel="prev" href="${SITE}/blog?category=local-seo"/>`);
    expect(seoPage2.split("<article").slice(1)).toHaveLength(1);
    for (const path of ["/blog?page=3", "/blog?page=0", "/blog?page=abc", "/blog?category=local-seo&page=3"]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  test("the post page: every part, in order", async () => {
    const res = await get("/blog/map-pack-basics");
    expect(res.status).toBe(200);
    const page = decodeHtml(await res.text());
    const order = [
      'href="/blog"',
      "Back to Blog",
      '<a href="/blog/category/local-seo"',
      ">Local SEO</a>",
      '<h1 class="',
      'Map pack "basics" & more</h1>',
      '<a href="/blog/author/maria-costa"',
      ">Maria Costa</a></p>",
      '<time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time>',
      "4<!-- --> min read",
      'src="/static/images/blog/local-seo-map-pack-basics.svg"',
      "How Google picks the three.",
      "<h2>Why it matters</h2>",
      '<a href="/blog/tag/google-maps"',
      "#<!-- -->Google Maps</a>",
      "Share this article",
      "About Maria Costa",
      "Maria writes about reviews.",
      '<a href="/blog/author/maria-costa"',
      "All articles by Maria Costa",
    ];
    let at = 0;
    for (const part of order) {
      const next = page.indexOf(part, at);
      expect(next, part).toBeGreaterThan(-1);
      at = next;
    }
    const hero = /<img src="\/static\/images\/blog\/local-seo-map-pack-basics.svg"[^>]*>/.exec(page)![0];
    for (const part of ['width="1200"', 'height="400"', 'loading="eager"', 'fetchPriority="high"', "sm:h-[400px]"]) expect(hero).toContain(part);
    // External links in the content open safely in a new tab.
    expect(page).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">out</a>');
  });

  test("share links: X with URL and title, Facebook and LinkedIn with the URL, encoded, new tab", async () => {
    const page = await html("/blog/map-pack-basics");
    const url = encodeURIComponent(`${SITE}/blog/map-pack-basics`);
    const shares = [...page.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer" aria-label="Share on ([^"]+)"/g)].map((m) => [decodeHtml(m[1]!), m[2]]);
    expect(shares).toEqual([
      [`https://twitter.com/intent/tweet?url=${url}&text=Map+pack+%22basics%22+%26+more`, "X (Twitter) (opens in a new tab)"],
      [`https://www.facebook.com/sharer/sharer.php?u=${url}`, "Facebook (opens in a new tab)"],
      [`https://www.linkedin.com/sharing/share-offsite/?url=${url}`, "LinkedIn (opens in a new tab)"],
    ]);
  });

  test("the post's head: title suffix, description, canonical, RSS, Open Graph article, Twitter card, JSON-LD", async () => {
    const page = await html("/blog/map-pack-basics");
    expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(page)![1]!)).toBe('Map pack "basics" & more | BiziAgent Blog');
    expect(metaContent(page, "description")).toBe("How Google picks the three.");
    expect(metaContent(page, "keywords")).toBe("map pack, local seo");
    expect(page).toContain(`<link rel="canonical" href="${SITE}/blog/map-pack-basics"/>`);
    expect(page).toContain(`<link rel="alternate" type="application/rss+xml" title="BiziAgent Blog" href="${SITE}/api/rss"/>`);
    expect(metaContent(page, "og:type")).toBe("article");
    expect(metaContent(page, "og:title")).toBe("OG: map pack");
    expect(metaContent(page, "og:description")).toBe("OG description here");
    expect(metaContent(page, "og:image")).toBe(`${SITE}/static/og/map.png`);
    expect(metaContent(page, "og:url")).toBe(`${SITE}/blog/map-pack-basics`);
    expect(metaContent(page, "article:published_time")).toBe("2025-01-05T12:00:00.000Z");
    expect(metaContent(page, "article:author")).toBe("Maria Costa");
    expect(metaContent(page, "article:section")).toBe("Local SEO");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page, "twitter:title")).toBe("OG: map pack");
    expect(metaContent(page, "twitter:image")).toBe(`${SITE}/static/og/map.png`);
    const [posting, crumbs] = jsonLd(page);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: 'Map pack "basics" & more',
      description: "How Google picks the three.",
      url: `${SITE}/blog/map-pack-basics`,
      image: [`${SITE}/static/og/map.png`],
      datePublished: "2025-01-05T12:00:00.000Z",
      author: { "@type": "Person", name: "Maria Costa" },
      publisher: { "@type": "Organization", name: "BiziAgent" },
      articleSection: "Local SEO",
      keywords: "Google Maps",
    });
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${SITE}/` },
        { position: 2, name: "Blog", item: `${SITE}/blog` },
        { position: 3, name: 'Map pack "basics" & more', item: `${SITE}/blog/map-pack-basics` },
      ],
    });
  });

  test("fallbacks: description from metaDescription, then excerpt, then a default; OG from the page's own", async () => {
    const quiet = await html("/blog/quiet-author");
    expect(metaContent(quiet, "description")).toBe("Explicit meta description.");
    expect(metaContent(quiet, "og:title")).toBe("Quiet author");
    expect(metaContent(quiet, "og:image")).toBe(`${SITE}/static/brand/og-default.png`);
    const none = await html("/blog/no-author");
    expect(metaContent(none, "description")).toStartWith("Practical advice for small and medium business owners");
    expect(metaContent(none, "og:description")).toBe(metaContent(none, "description"));
    expect(none).not.toContain('name="keywords"');
    expect(jsonLd(none)[0]).toMatchObject({ author: { "@type": "Organization", name: "BiziAgent" }, datePublished: "2025-01-03T12:00:00.000Z" });
    expect(none).not.toContain("article:author");
  });

  test("the author box only when the author has a bio; 'Unknown' without an author", async () => {
    expect(await html("/blog/quiet-author")).not.toContain('id="about-author"');
    const none = await html("/blog/no-author");
    expect(none).toContain(">Unknown</p>");
    expect(none).not.toContain('id="about-author"');
    expect(await html("/blog/map-pack-basics")).toContain('<h2 id="about-author" class="text-xl font-bold">About Maria Costa</h2>');
  });

  test("a missing slug or a draft: 'Blog Post Not Found' with 404, noindex, Back to Blog", async () => {
    for (const path of ["/blog/no-such-post", "/blog/drafted-seo"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const page = decodeHtml(await res.text());
      expect(page).toContain("Blog Post Not Found</h1>");
      expect(page).toContain("The post you're looking for doesn't exist or has been removed.");
      expect(page).toMatch(/<a href="\/blog" class="btn-primary[^"]*">.*Back to Blog<\/a>/);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page).toContain("<title>Blog Post Not Found | BiziAgent Blog</title>");
    }
  });

  test("a write straight to the database (another instance's) is shown once it is announced", async () => {
    await t.deps.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, seo.id));
    await t.settle();
    expect((await get("/blog/map-pack-basics")).status).toBe(404);
    await t.deps.db.update(blogPosts).set({ status: "published" }).where(eq(blogPosts.id, seo.id));
    await t.settle();
    expect((await get("/blog/map-pack-basics")).status).toBe(200);
  });
});
