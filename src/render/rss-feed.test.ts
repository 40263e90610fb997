import { describe, expect, test } from "bun:test";
import { loadSiteIdentity } from "../content/identity.ts";
import { renderPostContent } from "../shared/post-content.ts";
import { buildFeed, type FeedPostWithContent, planFeed, wholeFeed } from "./rss-feed.ts";

const identity = loadSiteIdentity({});
const siteUrl = "https://www.example.test";
const elsewhereUrl = "https://blog.example.org";
const updated = new Date(Date.UTC(2026, 10, 1, 12));

type Post = FeedPostWithContent;
let revisions = 0;

/** A post as the database gives it; every call is a new write of its row (a new revision). */
function post(id: number, overrides: Partial<Post> = {}): Post {
  return {
    revision: String(++revisions),
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt ${id}`,
    featuredImageUrl: null,
    publishedAt: new Date(Date.UTC(2026, 9, id)),
    createdAt: new Date(Date.UTC(2026, 8, 1)),
    content: `<p>Body of ${id} with <a href="/blog">a link</a> and <img src="/static/x.png" alt=""></p>`,
    updatedAt: new Date(Date.UTC(2026, 9, id, 8)),
    author: { name: `Author ${id}` },
    category: { name: "Growth", slug: "growth" },
    tags: [{ name: "Reviews", slug: "reviews" }],
    ...overrides,
  };
}

const mixed = [
  post(1),
  post(2, { author: null, category: null, tags: [], excerpt: null }),
  post(3, { title: "Tricky <item> & ]]> title", content: "<p>An &lt;item&gt; in text, ]]&gt; too</p>" }),
  post(4, { content: "" }),
  post(5, {
    publishedAt: null,
    tags: [
      { name: "A & B", slug: "a-b" },
      { name: "Zed", slug: "zed" },
    ],
  }),
];

/** The route's two steps: a plan, then the content of only the posts it names. */
function feed(posts: Post[], url = siteUrl): string {
  const plan = planFeed(posts, url);
  const contents = new Map(posts.filter((p) => plan.needContent.includes(p.id)).map((p) => [p.id, p.content]));
  return buildFeed(plan, contents, identity, url, updated);
}

describe("buildFeed", () => {
  test("writes the very bytes of one rss2() call over all the items", () => {
    expect(feed(mixed)).toBe(wholeFeed(mixed, identity, siteUrl, updated));
    const xml = feed(mixed);
    expect(xml.split("</item>").length - 1).toBe(mixed.length);
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(xml).toContain(`href="${siteUrl}/blog"`);
  });

  test("each category and tag names its archive as its domain", () => {
    const xml = feed([post(1)]);
    expect(xml).toContain(`<category domain="${siteUrl}/blog/category/growth"><![CDATA[Growth]]></category>`);
    expect(xml).toContain(`<category domain="${siteUrl}/blog/tag/reviews"><![CDATA[Reviews]]></category>`);
  });

  test("with no posts, and with posts that have no content (no content namespace)", () => {
    expect(feed([])).toBe(wholeFeed([], identity, siteUrl, updated));
    const empty = [post(6, { content: "" }), post(7, { content: "" })];
    const xml = feed(empty);
    expect(xml).toBe(wholeFeed(empty, identity, siteUrl, updated));
    expect(xml).not.toContain("xmlns:content");
  });

  test("an item is written once per revision of its post, and again when what it shows from other rows changes", () => {
    feed(mixed);
    expect(planFeed(mixed, siteUrl).needContent).toEqual([]);
    // Tags, author and category live in other rows: they change what is shown without a new revision.
    const renamedTag = { ...mixed[0]!, tags: [{ name: "Renamed", slug: "reviews" }] };
    expect(planFeed([renamedTag, ...mixed.slice(1)], siteUrl).needContent).toEqual([renamedTag.id]);
    expect(planFeed([{ ...mixed[0]!, revision: "new" }, ...mixed.slice(1)], siteUrl).needContent).toEqual([mixed[0]!.id]);
    expect(planFeed(mixed, elsewhereUrl).needContent).toEqual(mixed.map((p) => p.id));
    const changes: Partial<Post>[] = [
      { title: "A new title" },
      { slug: "a-new-slug" },
      { content: "<p>New body</p>" },
      { excerpt: "New excerpt" },
      { publishedAt: new Date(Date.UTC(2026, 9, 20)) },
      { author: { name: "Someone Else" } },
      { category: { name: "Tools", slug: "tools" } },
      { tags: [{ name: "Other", slug: "other" }] },
    ];
    for (const change of changes) {
      const posts = [post(1, change), ...mixed.slice(1)];
      expect(feed(posts)).toBe(wholeFeed(posts, identity, siteUrl, updated));
    }
    expect(feed(mixed, elsewhereUrl)).toBe(wholeFeed(mixed, identity, elsewhereUrl, updated));
  });

  test("a plan keeps the items it found, even if a render for another revision replaces them meanwhile", () => {
    const older = [post(40), post(41)];
    feed(older);
    const plan = planFeed(older, siteUrl);
    expect(plan.needContent).toEqual([]);
    feed([post(40, { title: "Newer" }), older[1]!]);
    expect(buildFeed(plan, new Map(), identity, siteUrl, updated)).toBe(wholeFeed(older, identity, siteUrl, updated));
  });
});

describe("item content", () => {
  /** The content:encoded of a one-post feed, as its HTML. */
  function contentOf(content: string): string {
    const xml = feed([post(60, { slug: "shop-window", content })]);
    return /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(xml)![1]!;
  }

  test("every link and image address is absolute: root-relative on the site, any other relative one on the post's page", () => {
    const html = contentOf(
      '<p><a href="/blog/other">a</a> <a href="next-post?x=1&amp;y=2">b</a> <a href="#prices">c</a> <a href="https://example.com/x">d</a> <a href="mailto:hi@example.com">e</a></p>' +
        '<p><img src="/static/a.svg" alt="A" /><img src="images/b.png" alt="B" /><img src="https://cdn.example/c.png" alt="C" /></p>' +
        '<pre><code>&lt;img src="/static/x.png"&gt; href="/keep"</code></pre>',
    );
    expect(html).toBe(
      `<p><a href="${siteUrl}/blog/other">a</a> <a href="${siteUrl}/blog/next-post?x=1&amp;y=2">b</a> <a href="${siteUrl}/blog/shop-window#prices">c</a> <a href="https://example.com/x">d</a> <a href="mailto:hi@example.com">e</a></p>` +
        `<p><img src="${siteUrl}/static/a.svg" alt="A" /><img src="${siteUrl}/blog/images/b.png" alt="B" /><img src="https://cdn.example/c.png" alt="C" /></p>` +
        // Text in code is text, even when it looks like an attribute.
        '<pre><code>&lt;img src="/static/x.png"&gt; href="/keep"</code></pre>',
    );
  });

  test("an upload is one plain image: its 1200-px variant in its fallback format, absolute, with its size", () => {
    const html = contentOf(renderPostContent('<p><img src="/media/0123456789abcdef-4032x3024.jpg" alt="Shop"><img src="/media/0123456789abcdef-640x640.png" alt=""></p>', "html"));
    expect(html).toBe(
      `<p><img src="${siteUrl}/media/0123456789abcdef-4032x3024/1200.jpg" alt="Shop" width="1200" height="900" loading="lazy" decoding="async" />` +
        `<img src="${siteUrl}/media/0123456789abcdef-640x640/640.png" alt="" width="640" height="640" loading="lazy" decoding="async" /></p>`,
    );
  });

  test("a srcset that reaches the feed is absolute too", () => {
    expect(contentOf('<img src="a.png" srcset="/a-1.png 1x, b-2.png 2x" alt="" />')).toBe(
      `<img src="${siteUrl}/blog/a.png" srcset="${siteUrl}/a-1.png 1x, ${siteUrl}/blog/b-2.png 2x" alt="" />`,
    );
  });
});
