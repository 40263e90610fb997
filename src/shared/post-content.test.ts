import { describe, expect, test } from "bun:test";
import { renderPostContent } from "./post-content.ts";

describe("renderPostContent", () => {
  test("HTML passes through the allowlist only; Markdown is rendered first", () => {
    expect(renderPostContent("<p>*not emphasis*</p><script>x()</script>", "html")).toBe("<p>*not emphasis*</p>");
    expect(renderPostContent("## Title\n\nA *word*.", "markdown")).toBe("<h2>Title</h2>\n<p>A <em>word</em>.</p>\n");
  });

  test("raw HTML and unsafe links inside Markdown meet the same allowlist", () => {
    const html = renderPostContent('<iframe src="https://evil.example"></iframe>\n\n[x](javascript:alert(1)) ![i](https://cdn.example/i.png "t")', "markdown");
    expect(html).not.toContain("iframe");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<img src="https://cdn.example/i.png" alt="i" loading="lazy" decoding="async" />');
  });

  test("tables and fenced code (GitHub-flavoured Markdown)", () => {
    const html = renderPostContent("| Plan | Price |\n| --- | --- |\n| Basic | $49 |\n\n```\nconst a = 1 < 2;\n```", "markdown");
    expect(html).toContain("<table>");
    expect(html).toContain("<td>Basic</td>");
    expect(html).toContain("<pre><code>const a = 1 &lt; 2;\n</code></pre>");
  });
});
