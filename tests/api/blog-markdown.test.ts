/**
 * Markdown writing: a post written in Markdown is stored as written and shown as HTML —
 * rendered with marked, then through the same allowlist as HTML posts — on its page, in the JSON API and
 * in the feed. Posts without a format are HTML, as the original clients write them.
 */
import { describe, expect, test } from "bun:test";
import { adminSessionForFile } from "./admin-support.ts";

const admin = adminSessionForFile();
const send = admin.send;
const json = async (res: Response) => (await res.json()) as Record<string, any>;

const MARKDOWN = [
  "## Opening hours",
  "",
  "We answer **every** call, even at 2 < 3 am. See [our guide](https://example.com/guide) or the [FAQ](/faq).",
  "",
  "- Missed calls",
  "- Reviews",
  "",
  "<script>window.__xss = 1</script>",
  "",
  '[click](javascript:window.__xss=2) and <img src=x onerror="window.__xss=3">',
].join("\n");

describe("a Markdown post", () => {
  test("is stored as written and shown as sanitized HTML on its page, in the API and in the feed", async () => {
    const res = await send("POST", "/api/admin/blog-posts", { title: "Markdown hours", slug: "markdown-hours", content: MARKDOWN, contentFormat: "markdown", status: "published" });
    expect(res.status).toBe(201);
    const post = await json(res);
    expect(post.contentFormat).toBe("markdown");
    expect(post.content).toBe(MARKDOWN);

    const page = await (await admin.t.app.request("/blog/markdown-hours")).text();
    const api = (await json(await admin.t.app.request("/api/blog-posts/markdown-hours"))).content as string;
    const feed = await (await admin.t.app.request("/api/rss")).text();
    for (const [surface, html] of [
      ["page", page],
      ["api", api],
    ] as const) {
      expect(html, surface).toContain("<h2>Opening hours</h2>");
      expect(html, surface).toContain("<strong>every</strong>");
      expect(html, surface).toContain("2 &lt; 3 am");
      expect(html, surface).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">our guide</a>');
      expect(html, surface).toContain('<a href="/faq">FAQ</a>');
      expect(html, surface).toMatch(/<ul>\s*<li>Missed calls<\/li>\s*<li>Reviews<\/li>\s*<\/ul>/);
      expect(html, surface).not.toContain("__xss");
      expect(html, surface).not.toContain("## Opening");
    }
    // The feed carries the rendered HTML (in CDATA, links made absolute), never the Markdown source.
    expect(feed).toContain("<content:encoded><![CDATA[<h2>Opening hours</h2>");
    expect(feed).toContain('<a href="https://www.example.test/faq">FAQ</a>');
    expect(feed).not.toContain("## Opening hours");
    expect(feed).not.toContain("__xss");
  });

  test("switching the format keeps the text; a body without a format is HTML; a bad format is a 400", async () => {
    const created = await json(
      await send("POST", "/api/admin/blog-posts", { title: "Switch", slug: "switch-format", content: "Some *emphasis* here", contentFormat: "markdown", status: "published" }),
    );
    expect(await (await admin.t.app.request("/blog/switch-format")).text()).toContain("<em>emphasis</em>");
    // The same text as HTML: shown as written, asterisks and all.
    const asHtml = await json(
      await send("PUT", `/api/admin/blog-posts/${created.id}`, {
        title: "Switch",
        slug: "switch-format",
        content: "Some *emphasis* here",
        contentFormat: "html",
        status: "published",
      }),
    );
    expect(asHtml).toMatchObject({ contentFormat: "html", content: "Some *emphasis* here" });
    expect(await (await admin.t.app.request("/blog/switch-format")).text()).toContain("Some *emphasis* here");
    // And back: nothing lost.
    const back = await json(
      await send("PUT", `/api/admin/blog-posts/${created.id}`, { title: "Switch", slug: "switch-format", content: asHtml.content, contentFormat: "markdown", status: "published" }),
    );
    expect(back).toMatchObject({ contentFormat: "markdown", content: "Some *emphasis* here" });

    const plain = await json(await send("POST", "/api/admin/blog-posts", { title: "Plain", slug: "plain-html", content: "<p>Hi</p><script>x()</script>" }));
    expect(plain).toMatchObject({ contentFormat: "html", content: "<p>Hi</p>" });

    const bad = await send("POST", "/api/admin/blog-posts", { title: "Bad", slug: "bad-format", contentFormat: "rtf" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues).toEqual([{ field: "contentFormat", message: "Format must be html or markdown" }]);
  });
});
