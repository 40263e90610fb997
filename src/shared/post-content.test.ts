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

  test("an uploaded image, in HTML or Markdown, comes out as a <picture> after the allowlist; others as they were", () => {
    for (const format of ["html", "markdown"] as const) {
      const input = format === "html" ? '<p><img src="/media/0123456789abcdef-800x600.jpg" alt="Shop"></p>' : "![Shop](/media/0123456789abcdef-800x600.jpg)";
      const html = renderPostContent(input, format);
      expect(html).toStartWith('<p><picture><source type="image/avif" srcset="/media/0123456789abcdef-800x600/320.avif 320w');
      expect(html).toContain('<img src="/media/0123456789abcdef-800x600/800.jpg" srcset="/media/0123456789abcdef-800x600/320.jpg 320w');
      expect(html).toContain('alt="Shop" width="800" height="600" loading="lazy" decoding="async" /></picture></p>');
    }
    expect(renderPostContent("![Chart](/static/chart.svg)", "markdown")).toBe('<p><img src="/static/chart.svg" alt="Chart" loading="lazy" decoding="async" /></p>\n');
  });
});
