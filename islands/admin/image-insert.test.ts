import { describe, expect, test } from "bun:test";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { renderPostContent } from "../../src/shared/post-content.ts";
import { imageInsertEdit, imageSnippet, mapPosition, mapThroughEdit } from "./image-insert.ts";
import { applyEdit } from "./markdown-edits.ts";

const image = { url: "/media/0123456789abcdef-1600x1200.jpg", alt: "Our front desk", width: 1600, height: 1200 };

/** Inserts at the `|` of `marked` and returns the result with `|` where the caret ends. */
function insertAt(format: ContentFormat, marked: string, snippet = "IMG"): string {
  const at = marked.indexOf("|");
  const value = marked.replace("|", "");
  const edit = imageInsertEdit(value, at, snippet, format);
  const next = applyEdit(value, edit);
  expect(edit.selectionStart).toBe(edit.selectionEnd);
  return `${next.slice(0, edit.selectionStart)}|${next.slice(edit.selectionStart)}`;
}

describe("imageSnippet", () => {
  test("Markdown: ![alt](url); decorative: ![](url)", () => {
    expect(imageSnippet("markdown", image)).toBe("![Our front desk](/media/0123456789abcdef-1600x1200.jpg)");
    expect(imageSnippet("markdown", { ...image, alt: "" })).toBe("![](/media/0123456789abcdef-1600x1200.jpg)");
  });

  test('HTML: <img> with its size, so the page keeps its place while it loads; decorative: alt=""', () => {
    expect(imageSnippet("html", image)).toBe('<img src="/media/0123456789abcdef-1600x1200.jpg" alt="Our front desk" width="1600" height="1200">');
    expect(imageSnippet("html", { ...image, alt: "" })).toBe('<img src="/media/0123456789abcdef-1600x1200.jpg" alt="" width="1600" height="1200">');
  });

  test("alt text with quotes, brackets, angle brackets and line breaks stays one alt text", () => {
    const alt = 'The "Open" sign [new]\n<b>bold</b> & more \\ end';
    const html = imageSnippet("html", { ...image, alt });
    expect(html).toBe(
      '<img src="/media/0123456789abcdef-1600x1200.jpg" alt="The &quot;Open&quot; sign [new] &lt;b&gt;bold&lt;/b&gt; &amp; more \\ end" width="1600" height="1200">',
    );
    const md = imageSnippet("markdown", { ...image, alt });
    expect(md).toBe('![The "Open" sign \\[new\\] <b>bold</b> & more \\\\ end](/media/0123456789abcdef-1600x1200.jpg)');
    // Both read back as the same alt text through the public renderer.
    const expected = 'alt="The &quot;Open&quot; sign [new] &lt;b&gt;bold&lt;/b&gt; &amp; more \\ end"';
    expect(renderPostContent(html, "html")).toContain(expected);
    expect(renderPostContent(md, "markdown")).toContain(expected);
  });

  test("an address with spaces or parentheses is wrapped so Markdown keeps it whole", () => {
    expect(imageSnippet("markdown", { ...image, url: "https://cdn.example/a (1).png" })).toBe("![Our front desk](<https://cdn.example/a (1).png>)");
  });
});

describe("imageInsertEdit: on a line of its own, nothing replaced", () => {
  test("Markdown: a blank line on each side where text touches it", () => {
    expect(insertAt("markdown", "|")).toBe("IMG|");
    expect(insertAt("markdown", "Hello|")).toBe("Hello\n\nIMG|");
    expect(insertAt("markdown", "Hello\n|")).toBe("Hello\n\nIMG|");
    expect(insertAt("markdown", "Hello\n\n|")).toBe("Hello\n\nIMG|");
    expect(insertAt("markdown", "|World")).toBe("IMG|\n\nWorld");
    expect(insertAt("markdown", "Hello |world")).toBe("Hello \n\nIMG|\n\nworld");
    expect(insertAt("markdown", "One\n\n|\n\nTwo")).toBe("One\n\nIMG|\n\nTwo");
    expect(insertAt("markdown", "One\n|\nTwo")).toBe("One\n\nIMG|\n\nTwo");
  });

  test("HTML: a line break where text touches it", () => {
    expect(insertAt("html", "<p>Hi</p>|")).toBe("<p>Hi</p>\nIMG|");
    expect(insertAt("html", "<p>Hi</p>\n|<p>Bye</p>")).toBe("<p>Hi</p>\nIMG|\n<p>Bye</p>");
    expect(insertAt("html", "|")).toBe("IMG|");
  });

  test("a position past the end is the end; before the start, the start", () => {
    const past = imageInsertEdit("abc", 99, "IMG", "html");
    expect(applyEdit("abc", past)).toBe("abc\nIMG");
    expect(applyEdit("abc", imageInsertEdit("abc", -4, "IMG", "html"))).toBe("IMG\nabc");
  });

  test("the inserted image renders as an image of its own paragraph", () => {
    const value = "Intro text";
    const next = applyEdit(value, imageInsertEdit(value, value.length, imageSnippet("markdown", image), "markdown"));
    const html = renderPostContent(next, "markdown");
    expect(html).toStartWith("<p>Intro text</p>\n<p>");
    // The public renderer may wrap an upload in <picture>: either way its own paragraph, with its alt text.
    expect(html).toMatch(/^<p>Intro text<\/p>\n<p>(<picture>.*)?<img [^>]*alt="Our front desk"[^>]*>(<\/picture>)?<\/p>\n$/);
  });
});

describe("positions carried through the owner's changes", () => {
  test("mapPosition: typing before moves it, after leaves it, at it pushes it along", () => {
    expect(mapPosition(5, "Hello world", "Hi, Hello world")).toBe(9);
    expect(mapPosition(5, "Hello world", "Hello world!!")).toBe(5);
    expect(mapPosition(5, "Hello world", "Hello, world")).toBe(6);
    expect(mapPosition(5, "Hello world", "Hello world")).toBe(5);
    // Deleted around it: it stays where the deletion was.
    expect(mapPosition(5, "Hello world", "Hrld")).toBe(1);
    expect(mapPosition(8, "Hello world", "Hello")).toBe(5);
    // The text replaced as a whole (a restored version): no better place than the end of what came in.
    expect(mapPosition(3, "abcdef", "xyz")).toBe(3);
  });

  test("mapThroughEdit: our own insert at the position goes before it, so a batch keeps its order", () => {
    expect(mapThroughEdit(4, { from: 4, to: 4, text: "IMG" })).toBe(7);
    expect(mapThroughEdit(2, { from: 4, to: 4, text: "IMG" })).toBe(2);
    expect(mapThroughEdit(9, { from: 4, to: 6, text: "IMG" })).toBe(10);
    expect(mapThroughEdit(5, { from: 4, to: 6, text: "IMG" })).toBe(7);
  });

  test("two images of one batch land in order, even beside repeated blank lines", () => {
    let value = "A\n\nB";
    let anchor = 1;
    for (const name of ["one", "two"]) {
      const edit = imageInsertEdit(value, anchor, `![](/${name})`, "markdown");
      anchor = mapThroughEdit(anchor, edit);
      value = applyEdit(value, edit);
    }
    expect(value).toBe("A\n\n![](/one)\n\n![](/two)\n\nB");
  });
});
