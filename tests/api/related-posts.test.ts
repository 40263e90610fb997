/**
 * "Keep reading" at the end of /blog/{slug}: three public posts ranked by shared tags, then same category,
 * then newest; never the post itself, a draft or a scheduled post; filled from the category and then the
 * newest posts; a new related post shows on the next request (the page cache is invalidated by the write).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createPreviewLink } from "../../db/queries/post-previews.ts";
import { listRelatedPosts } from "../../db/queries/related-posts.ts";
import { postTags } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertCategory, insertPost, insertTag } from "./blog-support.ts";

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const base = Date.now() - 100 * DAY;
const ago = (days: number) => new Date(base - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The related section of a page: its heading and the slugs its cards link to, in order. */
async function related(path: string): Promise<{ status: number; section: string | null; slugs: string[] }> {
  const res = await t.app.request(path);
  const html = await res.text();
  const match = /<section aria-labelledby="related-posts-heading"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  const section = match ? match[1]! : null;
  const slugs = section ? [...section.matchAll(/<a href="\/blog\/([^"]+)"/g)].map((m) => m[1]!) : [];
  return { status: res.status, section, slugs };
}

describe("a post with no other post", () => {
  test("ends without the section (nothing to read next)", async () => {
    await insertPost(t.deps.db, { title: "The lone post", slug: "lone-post", publishedAt: ago(300) });
    await insertPost(t.deps.db, { title: "A draft is not a post to read", slug: "lone-draft", status: "draft" });
    const page = await related("/blog/lone-post");
    expect(page.status).toBe(200);
    expect(page.section).toBeNull();
  });
});

describe("with posts", () => {
  let source: { id: number };
  beforeAll(async () => {
    const db = t.deps.db;
    const reviews = await insertCategory(db, { name: "Online Reviews", slug: "online-reviews" });
    const seo = await insertCategory(db, { name: "Local SEO", slug: "local-seo" });
    const [maps, replies, phones] = [
      await insertTag(db, { name: "Google Maps", slug: "google-maps" }),
      await insertTag(db, { name: "Review Replies", slug: "review-replies" }),
      await insertTag(db, { name: "Phone Calls", slug: "phone-calls" }),
    ];
    source = await insertPost(db, { title: "Replying to reviews", slug: "source", categoryId: reviews.id, publishedAt: ago(10), tagIds: [maps.id, replies.id] });
    // Expected order: two shared tags (oldest of all), one tag + category, one tag (newer than the one before).
    await insertPost(db, { slug: "two-tags", categoryId: seo.id, publishedAt: ago(60), tagIds: [maps.id, replies.id, phones.id] });
    await insertPost(db, { slug: "one-tag-same-category", categoryId: reviews.id, publishedAt: ago(40), tagIds: [replies.id] });
    await insertPost(db, {
      slug: "one-tag",
      categoryId: seo.id,
      publishedAt: ago(5),
      tagIds: [maps.id],
      excerpt: "Pins, packs & profiles.",
      featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
    });
    // Below those: the category alone, then the newest posts.
    await insertPost(db, { slug: "same-category", categoryId: reviews.id, publishedAt: ago(3) });
    await insertPost(db, { slug: "newest", categoryId: seo.id, publishedAt: ago(1) });
    // Never: a draft and a scheduled post sharing every tag, in the category.
    await insertPost(db, { slug: "draft-match", status: "draft", categoryId: reviews.id, tagIds: [maps.id, replies.id] });
    await insertPost(db, { slug: "scheduled-match", categoryId: reviews.id, publishedAt: new Date(Date.now() + 7 * DAY), tagIds: [maps.id, replies.id] });
  });

  test("three cards ranked: shared tags, then category, then newest; not itself, no draft, nothing scheduled", async () => {
    const page = await related("/blog/source");
    expect(page.status).toBe(200);
    expect(page.slugs).toEqual(["two-tags", "one-tag-same-category", "one-tag"]);
  });

  test("a card: h2 then h3 headings, title link, excerpt, date, category, a lazy image or the placeholder", async () => {
    const { section } = await related("/blog/source");
    expect(section).toContain('<h2 id="related-posts-heading"');
    expect(section).toContain("Keep reading");
    const cards = section!.split("<li").slice(1);
    expect(cards).toHaveLength(3);
    const withImage = cards[2]!;
    expect(withImage).toMatch(/<h3[^>]*><a href="\/blog\/one-tag"/);
    expect(withImage).toContain("Pins, packs &amp; profiles.");
    expect(withImage).toContain(`<time dateTime="${ago(5).toISOString()}"`);
    expect(withImage).toContain(">Local SEO</span>");
    expect(withImage).toMatch(/<img src="\/static\/images\/blog\/local-seo-map-pack-basics.svg" alt=""[^>]*loading="lazy"/);
    // No image: the decorative placeholder, no <img>.
    expect(cards[0]!).not.toContain("<img");
    expect(cards[0]!).toContain('aria-hidden="true"');
  });

  test("too few sharing a tag: the category's newest fill in, then the newest overall", async () => {
    const db = t.deps.db;
    const lonely = await insertCategory(db, { name: "Hiring", slug: "hiring" });
    await insertPost(db, { slug: "hiring-older", categoryId: lonely.id, publishedAt: ago(200) });
    await insertPost(db, { slug: "hiring-post", categoryId: lonely.id, publishedAt: ago(20) });
    await t.settle();
    // The category's other post, then the two newest posts of the whole blog.
    expect((await related("/blog/hiring-post")).slugs).toEqual(["hiring-older", "newest", "same-category"]);
    // A post without a category or tags: the newest three.
    expect((await related("/blog/lone-post")).slugs).toEqual(["newest", "same-category", "one-tag"]);
  });

  test("a newly published related post is on the next request (the write invalidates the cached page)", async () => {
    expect((await related("/blog/source")).slugs[0]).toBe("two-tags");
    const tagIds = (await t.deps.db.select({ id: postTags.tagId }).from(postTags).where(eq(postTags.postId, source.id))).map((row) => row.id);
    expect(tagIds).toHaveLength(2);
    await insertPost(t.deps.db, { slug: "fresh-match", publishedAt: ago(0), tagIds });
    await t.settle();
    expect((await related("/blog/source")).slugs).toEqual(["fresh-match", "two-tags", "one-tag-same-category"]);
  });

  test("a draft's preview ends with the posts its page will show, never itself", async () => {
    const draft = await insertPost(t.deps.db, { slug: "previewed-draft", status: "draft", publishedAt: null });
    const link = await createPreviewLink(t.deps.db, draft.id, 1);
    if (link.outcome !== "created") throw new Error(link.outcome);
    const page = await related(`/preview/${link.token}`);
    expect(page.status).toBe(200);
    expect(page.slugs).toEqual((await listRelatedPosts(t.deps.db, draft.id)).map((p) => p.slug));
    expect(page.slugs).toHaveLength(3);
    expect(page.slugs).not.toContain("previewed-draft");
  });
});
