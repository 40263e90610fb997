/**
 * Two promises across every public surface — list, filter, post page, JSON API (list, filter, single),
 * RSS, sitemap: a draft appears nowhere, and hostile HTML in a post is harmless everywhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertAuthor, insertCategory, insertPost } from "./blog-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const text = async (path: string) => (await t.app.request(path)).text();

/** Every public surface that lists or shows posts, as text. */
async function publicSurfaces(categorySlugs: string[]): Promise<Record<string, string>> {
  // The posts are written straight to the database, as another instance would: on PostgreSQL this
  // instance learns of it by NOTIFY, which may still be on its way.
  await t.settle();
  const surfaces: Record<string, string> = {
    "/blog": await text("/blog"),
    "/api/blog-posts": await text("/api/blog-posts?limit=100"),
    "/api/rss": await text("/api/rss"),
    "/sitemap.xml": await text("/sitemap.xml"),
  };
  for (const slug of categorySlugs) {
    surfaces[`/blog?category=${slug}`] = await text(`/blog?category=${slug}`);
    surfaces[`/api/blog-posts?category=${slug}`] = await text(`/api/blog-posts?category=${slug}`);
  }
  return surfaces;
}

describe("a draft appears in no public surface", () => {
  test("list, filter, post page, API list and single, RSS, sitemap", async () => {
    const db = t.deps.db;
    const shared = await insertCategory(db, { name: "Shared Category", slug: "shared-category" });
    const draftOnly = await insertCategory(db, { name: "Draft Only Category", slug: "draft-only" });
    await insertPost(db, { title: "Visible published post", slug: "visible-post", categoryId: shared.id });
    // The title, excerpt and content carry one marker, the slugs another (a 404 page names its own URL).
    const marker = "zz-unpublished-marker";
    const slug = "draft-slug-qq";
    const draft = await insertPost(db, { title: `Draft ${marker}`, slug, excerpt: `Excerpt ${marker}`, content: `<p>${marker}</p>`, status: "draft", categoryId: shared.id });
    await insertPost(db, { title: `Other ${marker}`, slug: "other-draft-slug-qq", status: "draft", categoryId: draftOnly.id });

    const surfaces = await publicSurfaces(["shared-category", "draft-only"]);
    for (const [surface, body] of Object.entries(surfaces)) {
      expect(body, surface).not.toContain(marker);
      expect(body, surface).not.toContain("draft-slug-qq");
    }
    expect(surfaces["/blog"]).toContain("visible-post");
    // A category whose only post is a draft is not offered as a filter, and shows its empty state.
    expect(surfaces["/blog"]).not.toContain("?category=draft-only");
    expect(surfaces["/blog?category=draft-only"]).toContain("No blog posts found in the &quot;Draft Only Category&quot; category.");

    for (const path of [`/blog/${slug}`, `/api/blog-posts/${slug}`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain(marker);
    }

    // Published, it shows everywhere; unpublished again, it is gone again.
    await db.update(blogPosts).set({ status: "published", publishedAt: new Date() }).where(eq(blogPosts.id, draft.id));
    const shown = await publicSurfaces(["shared-category"]);
    for (const [surface, body] of Object.entries(shown)) expect(body, surface).toContain(slug);
    expect((await t.app.request(`/blog/${slug}`)).status).toBe(200);
    await db.update(blogPosts).set({ status: "draft", publishedAt: null }).where(eq(blogPosts.id, draft.id));
    for (const [surface, body] of Object.entries(await publicSurfaces(["shared-category"]))) expect(body, surface).not.toContain(slug);
  });
});

describe("hostile HTML in a post is harmless everywhere", () => {
  const hostile = [
    "<p>Intro</p>",
    "<script>window.__xss = 1</script>",
    '<img src="/static/x.png" onerror="window.__xss = 2">',
    '<a href="javascript:window.__xss=3">click me</a>',
    '<a href="JAVASCRIPT:window.__xss=4">shout</a>',
    '<p onclick="window.__xss = 5" style="position:fixed">styled</p>',
    '<iframe src="javascript:window.__xss=6"></iframe>',
    "<svg><script>window.__xss=7</script></svg>",
    "<p>Outro</p>",
  ].join("");

  /** Scripts only of our own two kinds; no event handler, no javascript: URL, no style attribute, no iframe. */
  function expectHarmlessHtml(html: string, label: string) {
    for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
      if (open === '<script type="application/ld+json">') {
        // JSON-LD carries the hostile title as data: "<" is escaped, so it can never close the element.
        expect(body, label).not.toContain("<");
      } else {
        // The island loader, our own file, naming only our own assets.
        expect(open, label).toMatch(/^<script src="\/assets\/loader-[a-z0-9]+\.js" defer=""( data-stylesheet="\/assets\/site-[a-z0-9]+\.css")?>$/);
        expect(open, label).toContain(`src="${t.deps.assets.loaderHref}"`);
        expect(body, label).toBe("");
      }
    }
    expect((html.match(/<script\b/gi) ?? []).length, label).toBe((html.match(/<\/script>/gi) ?? []).length);
    for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag, label).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag, label).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/i);
      expect(tag, label).not.toMatch(/\sstyle\s*=/i);
    }
    expect(html, label).not.toMatch(/<(iframe|object|embed|math)\b/i);
    expect(html, label).not.toMatch(/<svg[^>]*>\s*<script/i);
  }

  test("on the post page, in the list, in the API and in the feed", async () => {
    const db = t.deps.db;
    const author = await insertAuthor(db, { name: 'Eve "<script>x</script>"', bio: "<img src=x onerror=alert(1)>", imageUrl: "javascript:alert(1)" });
    await insertPost(db, {
      title: 'Hostile </script><script>window.__xss=8</script> "title"',
      slug: "hostile",
      excerpt: "<img src=x onerror=window.__xss=9>",
      content: hostile,
      authorId: author.id,
      featuredImageUrl: "javascript:window.__xss=10",
      ogImageUrl: "javascript:window.__xss=11",
      metaDescription: '"><script>window.__xss=12</script>',
      ogTitle: '"><script>window.__xss=13</script>',
    });
    await t.settle();

    const page = await text("/blog/hostile");
    expectHarmlessHtml(page, "/blog/hostile");
    expect(page).toContain("<p>Intro</p>");
    expect(page).toContain("<a>click me</a>");
    expect(page).toContain("<p>styled</p>");
    expect(page).toContain("<p>Outro</p>");
    // Text fields are text: escaped, not markup.
    expect(page).toContain("&lt;img src=x onerror=window.__xss=9&gt;");
    expectHarmlessHtml(await text("/blog"), "/blog");

    const api = (await (await t.app.request("/api/blog-posts/hostile")).json()) as Record<string, unknown>;
    expectHarmlessHtml(api.content as string, "API content");
    expect(api.featuredImageUrl).toBeNull();
    expect(api.ogImage).toBeNull();
    expect((api.author as { imageUrl: unknown }).imageUrl).toBeNull();
    const list = (await (await t.app.request("/api/blog-posts")).json()) as { slug: string; featuredImageUrl: unknown }[];
    expect(list.find((p) => p.slug === "hostile")!.featuredImageUrl).toBeNull();

    const rss = await text("/api/rss");
    const item = rss.split("<item>").find((i) => i.includes("/blog/hostile</link>"))!;
    const encoded = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item)![1]!;
    expectHarmlessHtml(encoded, "RSS content:encoded");
    expect(encoded).toContain("<p>Intro</p>");
    expect(item).not.toContain("javascript:");
  });
});
