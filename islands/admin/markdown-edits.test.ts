import { describe, expect, test } from "bun:test";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { applyEdit, type EditCommand, editFor } from "./markdown-edits.ts";

/**
 * Runs a command on text whose selection is written in it — `«…»` a selection, `|` a caret — and
 * returns the result marked the same way, so each case reads as before → after.
 */
function run(command: EditCommand, format: ContentFormat, marked: string): string {
  const caret = marked.indexOf("|");
  const start = caret >= 0 ? caret : marked.indexOf("«");
  const value = marked.replace(/[|«»]/g, "");
  const end = caret >= 0 ? caret : marked.indexOf("»") - 1;
  const edit = editFor(command, format, { value, start, end });
  const next = applyEdit(value, edit);
  if (edit.selectionStart === edit.selectionEnd) return `${next.slice(0, edit.selectionStart)}|${next.slice(edit.selectionStart)}`;
  return `${next.slice(0, edit.selectionStart)}«${next.slice(edit.selectionStart, edit.selectionEnd)}»${next.slice(edit.selectionEnd)}`;
}

const md = (command: EditCommand, marked: string) => run(command, "markdown", marked);
const html = (command: EditCommand, marked: string) => run(command, "html", marked);

describe("bold and italic", () => {
  test("wrap the selection and keep it selected", () => {
    expect(md("bold", "We answer «every» call")).toBe("We answer **«every»** call");
    expect(md("italic", "We answer «every» call")).toBe("We answer *«every»* call");
    expect(html("bold", "We answer «every» call")).toBe("We answer <strong>«every»</strong> call");
    expect(html("italic", "We answer «every» call")).toBe("We answer <em>«every»</em> call");
  });

  test("an empty selection inserts a placeholder, selected so typing replaces it", () => {
    expect(md("bold", "Hi |")).toBe("Hi **«bold text»**");
    expect(md("italic", "|")).toBe("*«italic text»*");
    expect(html("bold", "|")).toBe("<strong>«bold text»</strong>");
  });

  test("spaces at the ends of the selection stay outside the markers", () => {
    expect(md("bold", "We«answer »now")).toBe("We**«answer»** now");
    expect(html("italic", "a« b »c")).toBe("a <em>«b»</em> c");
  });

  test("applied again, they come off: markers around or inside the selection", () => {
    expect(md("bold", "We **«every»** call")).toBe("We «every» call");
    expect(md("bold", "We «**every**» call")).toBe("We «every» call");
    expect(md("italic", "We *«every»* call")).toBe("We «every» call");
    expect(md("italic", "We «*every*» call")).toBe("We «every» call");
    expect(html("bold", "We <strong>«every»</strong> call")).toBe("We «every» call");
    expect(html("bold", "We «<strong>every</strong>» call")).toBe("We «every» call");
    expect(html("bold", "We <b>«every»</b> call")).toBe("We «every» call");
    expect(html("italic", "We «<em>every</em>» call")).toBe("We «every» call");
  });

  test("bold and italic tell their stars apart", () => {
    // Italic inside bold: adds a star pair (bold italic) instead of stripping half the bold.
    expect(md("italic", "We **«every»** call")).toBe("We ***«every»*** call");
    expect(md("italic", "We ***«every»*** call")).toBe("We **«every»** call");
    expect(md("bold", "We ***«every»*** call")).toBe("We *«every»* call");
    // Bold on italic text adds bold.
    expect(md("bold", "We *«every»* call")).toBe("We ***«every»*** call");
  });

  test("a caret between empty markers takes them off", () => {
    expect(md("bold", "a **|** b")).toBe("a | b");
    expect(html("bold", "a <strong>|</strong> b")).toBe("a | b");
  });
});

describe("code", () => {
  test("inline code, on and off", () => {
    expect(md("code", "run «bun test» now")).toBe("run `«bun test»` now");
    expect(md("code", "run `«bun test»` now")).toBe("run «bun test» now");
    expect(md("code", "run «`bun test`» now")).toBe("run «bun test» now");
    expect(md("code", "|")).toBe("`«code»`");
  });

  test("HTML code escapes what it wraps and unescapes when it comes off", () => {
    expect(html("code", "use «<div>» here")).toBe("use <code>«&lt;div&gt;»</code> here");
    expect(html("code", "use <code>«&lt;div&gt;»</code> here")).toBe("use «<div>» here");
    expect(html("code", "use «<code>a &amp; b</code>» here")).toBe("use «a & b» here");
  });

  test("a selection over lines becomes a code block", () => {
    expect(md("code", "«a = 1\nb = 2»")).toBe("«```\na = 1\nb = 2\n```»");
    expect(md("code", "«```\na = 1\nb = 2\n```»")).toBe("«a = 1\nb = 2»");
    expect(html("code", "«if (a < b)\n  go()»")).toBe("«<pre><code>if (a &lt; b)\n  go()</code></pre>»");
    expect(html("code", "«<pre><code>if (a &lt; b)\n  go()</code></pre>»")).toBe("«if (a < b)\n  go()»");
  });
});

describe("link and image", () => {
  test("a link wraps the text and selects the URL to type", () => {
    expect(md("link", "Read «our guide» today")).toBe("Read [our guide](«https://») today");
    expect(html("link", "Read «our guide» today")).toBe('Read <a href="«https://»">our guide</a> today');
  });

  test("with nothing selected, the link text placeholder is selected", () => {
    expect(md("link", "See |")).toBe("See [«link text»](https://)");
    expect(html("link", "|")).toBe('<a href="https://">«link text»</a>');
  });

  test("a selected URL becomes the target", () => {
    expect(md("link", "«https://example.com/a»")).toBe("[«link text»](https://example.com/a)");
    expect(html("link", '«https://example.com/?a="b"»')).toBe('<a href="https://example.com/?a=&quot;b&quot;">«link text»</a>');
  });

  test("a selected link is unlinked", () => {
    expect(md("link", "Read «[our guide](https://x.test)» today")).toBe("Read «our guide» today");
    expect(html("link", 'Read «<a href="https://x.test">our guide</a>» today')).toBe("Read «our guide» today");
  });

  test("an image uses the selection as its alt text and selects the URL", () => {
    expect(md("image", "|")).toBe("![alt text](«https://»)");
    expect(md("image", "«Our team»")).toBe("![Our team](«https://»)");
    expect(html("image", "|")).toBe('<img src="«https://»" alt="alt text">');
    expect(html("image", '«The "new" office»')).toBe('<img src="«https://»" alt="The &quot;new&quot; office">');
    expect(md("image", "«https://cdn.test/a.png»")).toBe("![«alt text»](https://cdn.test/a.png)");
    expect(html("image", "«https://cdn.test/a.png»")).toBe('<img src="https://cdn.test/a.png" alt="«alt text»">');
  });
});

describe("heading", () => {
  test("toggles '## ' on the caret's line, the caret keeps its place in the text", () => {
    expect(md("heading", "Intro\nOpen la|te\nEnd")).toBe("Intro\n## Open la|te\nEnd");
    expect(md("heading", "Intro\n## Open la|te\nEnd")).toBe("Intro\nOpen la|te\nEnd");
    expect(md("heading", "### Open |late")).toBe("## Open |late");
    expect(md("heading", "|")).toBe("## |");
  });

  test("HTML: the line becomes an h2 (a paragraph's tags are replaced), and back", () => {
    expect(html("heading", "Open |late")).toBe("<h2>Open |late</h2>");
    expect(html("heading", "<p>Open |late</p>")).toBe("<h2>Open |late</h2>");
    expect(html("heading", "<h2>Open |late</h2>")).toBe("Open |late");
    expect(html("heading", "|")).toBe("<h2>|</h2>");
  });

  test("a selection over several lines makes each a heading and selects the block", () => {
    expect(md("heading", "«One\n\nTwo»")).toBe("«## One\n\n## Two»");
  });
});

describe("lists", () => {
  test("prefix each selected line, skipping blank ones", () => {
    expect(md("bulletList", "«Missed calls\nReviews\n\nBookings»")).toBe("«- Missed calls\n- Reviews\n\n- Bookings»");
    expect(md("numberedList", "«Call\nText\nBook»")).toBe("«1. Call\n2. Text\n3. Book»");
  });

  test("a selection touching part of a line takes the whole line; one ending at a line start leaves that line", () => {
    expect(md("bulletList", "Mi«ssed calls\nRev»iews\nBookings")).toBe("«- Missed calls\n- Reviews»\nBookings");
    expect(md("bulletList", "«a\nb\n»c")).toBe("«- a\n- b»\nc");
  });

  test("applied again they come off; the other kind replaces the markers", () => {
    expect(md("bulletList", "«- a\n- b»")).toBe("«a\nb»");
    expect(md("numberedList", "«1. a\n2. b»")).toBe("«a\nb»");
    expect(md("numberedList", "«- a\n- b»")).toBe("«1. a\n2. b»");
    expect(md("bulletList", "«1. a\n2. b»")).toBe("«- a\n- b»");
    expect(md("bulletList", "  - ne|sted")).toBe("  ne|sted");
  });

  test("a caret: the line gets the marker, the caret follows its text", () => {
    expect(md("bulletList", "Reviews|")).toBe("- Reviews|");
    expect(md("bulletList", "|")).toBe("- |");
    expect(md("numberedList", "a\n|")).toBe("a\n1. |");
  });

  test("HTML lists wrap the lines in ul/ol and li, and come off again", () => {
    expect(html("bulletList", "«Missed calls\nReviews»")).toBe("«<ul>\n  <li>Missed calls</li>\n  <li>Reviews</li>\n</ul>»");
    expect(html("numberedList", "«Call\nBook»")).toBe("«<ol>\n  <li>Call</li>\n  <li>Book</li>\n</ol>»");
    expect(html("bulletList", "«<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>»")).toBe("«a\nb»");
    expect(html("numberedList", "«<ul>\n  <li>a</li>\n</ul>»")).toBe("«<ol>\n  <li>a</li>\n</ol>»");
    expect(html("bulletList", "|")).toBe("<ul>\n  <li>|</li>\n</ul>");
  });
});

describe("quote", () => {
  test("Markdown: '> ' on each line, blank lines inside the quote keep it together", () => {
    expect(md("quote", "Great servi|ce")).toBe("> Great servi|ce");
    expect(md("quote", "«One\n\nTwo»")).toBe("«> One\n>\n> Two»");
    expect(md("quote", "«> One\n>\n> Two»")).toBe("«One\n\nTwo»");
    expect(md("quote", "> Great servi|ce")).toBe("Great servi|ce");
  });

  test("HTML: a blockquote around the line or the lines, and off again", () => {
    expect(html("quote", "Great |service")).toBe("<blockquote>Great |service</blockquote>");
    expect(html("quote", "<blockquote>Great |service</blockquote>")).toBe("Great |service");
    expect(html("quote", "«<p>One</p>\n<p>Two</p>»")).toBe("«<blockquote>\n<p>One</p>\n<p>Two</p>\n</blockquote>»");
    expect(html("quote", "«<blockquote>\n<p>One</p>\n</blockquote>»")).toBe("«<p>One</p>»");
  });
});

test("every command leaves the text outside its range untouched", () => {
  const value = "Before\nthe middle line\nAfter";
  const start = value.indexOf("middle");
  const end = start + "middle".length;
  for (const command of ["bold", "italic", "heading", "link", "bulletList", "numberedList", "quote", "code", "image"] as const) {
    for (const format of ["markdown", "html"] as const) {
      const edit = editFor(command, format, { value, start, end });
      const next = applyEdit(value, edit);
      expect(next.startsWith("Before\n")).toBe(true);
      expect(next.endsWith("\nAfter")).toBe(true);
      expect(edit.selectionStart).toBeLessThanOrEqual(edit.selectionEnd);
      expect(edit.selectionEnd).toBeLessThanOrEqual(next.length);
    }
  }
});
