/**
 * The post editor's toolbar commands as pure text edits: given the text and the selection, what range
 * to replace with what, and what to select afterwards. One command per button, for Markdown and HTML
 * alike; applying a command to text that already has it takes it off again (bold, italic, code,
 * heading, lists, quote, a selected link). Pure so `bun test` can check every case without a browser.
 */
import type { ContentFormat } from "../../src/shared/post-content.ts";

export type EditCommand = "bold" | "italic" | "heading" | "link" | "bulletList" | "numberedList" | "quote" | "code" | "image";

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

/** Replace value[from, to) with text, then select [selectionStart, selectionEnd) of the new value. */
export interface TextEdit {
  from: number;
  to: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** What the owner types over when nothing was selected: selected, so typing replaces it. */
export const PLACEHOLDER = { bold: "bold text", italic: "italic text", code: "code", link: "link text", image: "alt text", url: "https://" } as const;

/** @example applyEdit("a b", { from: 2, to: 3, text: "**b**", selectionStart: 4, selectionEnd: 5 }) // "a **b**" */
export function applyEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.from) + edit.text + value.slice(edit.to);
}

/** @example editFor("bold", "markdown", { value: "a b", start: 2, end: 3 }) // replaces "b" with "**b**", "b" still selected */
export function editFor(command: EditCommand, format: ContentFormat, selection: TextSelection): TextEdit {
  const html = format === "html";
  switch (command) {
    case "bold":
      return html ? wrapTag(selection, ["strong", "b"], PLACEHOLDER.bold) : wrapStars(selection, 2, PLACEHOLDER.bold);
    case "italic":
      return html ? wrapTag(selection, ["em", "i"], PLACEHOLDER.italic) : wrapStars(selection, 1, PLACEHOLDER.italic);
    case "code":
      return code(selection, html);
    case "link":
      return link(selection, html);
    case "image":
      return image(selection, html);
    case "heading":
      return heading(selection, html);
    case "bulletList":
      return html ? htmlList(selection, "ul") : markdownList(selection, false);
    case "numberedList":
      return html ? htmlList(selection, "ol") : markdownList(selection, true);
    case "quote":
      return html ? htmlQuote(selection) : markdownQuote(selection);
  }
}

// ——— inline commands ———

/** The selection without the spaces around it: `** word **` would not render as bold. */
function trimmed({ value, start, end }: TextSelection): { start: number; end: number } {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(value[s]!)) s++;
  while (e > s && /\s/.test(value[e - 1]!)) e--;
  return s === e ? { start, end } : { start: s, end: e };
}

function replaceSelecting(from: number, to: number, text: string, selectFrom: number, selectLength: number): TextEdit {
  return { from, to, text, selectionStart: from + selectFrom, selectionEnd: from + selectFrom + selectLength };
}

/** Wraps in markers, the selected text (or a placeholder) selected inside them. */
function wrapWith(value: string, start: number, end: number, open: string, close: string, placeholder: string): TextEdit {
  const inner = start === end ? placeholder : value.slice(start, end);
  return replaceSelecting(start, end, open + inner + close, open.length, inner.length);
}

function runOf(text: string, char: string, from: number, step: 1 | -1): number {
  let n = 0;
  for (let i = from; i >= 0 && i < text.length && text[i] === char; i += step) n++;
  return n;
}

/** Markdown emphasis: `**` (width 2) or `*` (width 1). Stars are read as runs, so `*x*` inside `**x**` is not mistaken for italic. */
function wrapStars(selection: TextSelection, width: 1 | 2, placeholder: string): TextEdit {
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const has = (run: number) => (width === 2 ? run >= 2 : run % 2 === 1);
  // The stars are inside the selection: `**word**` selected.
  const text = value.slice(start, end);
  const lead = runOf(text, "*", 0, 1);
  const trail = runOf(text, "*", text.length - 1, -1);
  if (lead < text.length && has(Math.min(lead, trail))) {
    const inner = text.slice(width, text.length - width);
    return replaceSelecting(start, end, inner, 0, inner.length);
  }
  // The stars are around it: `word` selected inside `**word**`.
  const before = runOf(value, "*", start - 1, -1);
  const after = runOf(value, "*", end, 1);
  if (has(Math.min(before, after))) {
    const inner = value.slice(start, end);
    return replaceSelecting(start - width, end + width, inner, 0, inner.length);
  }
  const marker = "*".repeat(width);
  return wrapWith(value, start, end, marker, marker, placeholder);
}

/** HTML inline element: the first tag name is the one written, the others are recognised to take off. */
function wrapTag(selection: TextSelection, names: string[], placeholder: string): TextEdit {
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const text = value.slice(start, end);
  for (const name of names) {
    const open = `<${name}>`;
    const close = `</${name}>`;
    if (text.length >= open.length + close.length && text.toLowerCase().startsWith(open) && text.toLowerCase().endsWith(close)) {
      const inner = text.slice(open.length, text.length - close.length);
      return replaceSelecting(start, end, inner, 0, inner.length);
    }
    if (value.slice(start - open.length, start).toLowerCase() === open && value.slice(end, end + close.length).toLowerCase() === close) {
      return replaceSelecting(start - open.length, end + close.length, text, 0, text.length);
    }
  }
  return wrapWith(value, start, end, `<${names[0]}>`, `</${names[0]}>`, placeholder);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\s+/g, " ");
}

/** Inline code, or a code block when the selection spans lines. HTML code is escaped, so `<div>` shows as written. */
function code(selection: TextSelection, html: boolean): TextEdit {
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const text = value.slice(start, end);
  if (text.includes("\n")) return codeBlock(selection, html);
  if (!html) {
    if (text.length >= 2 && text.startsWith("`") && text.endsWith("`") && !text.startsWith("``")) {
      const inner = text.slice(1, -1);
      return replaceSelecting(start, end, inner, 0, inner.length);
    }
    if (value[start - 1] === "`" && value[end] === "`" && value[start - 2] !== "`" && value[end + 1] !== "`") {
      return replaceSelecting(start - 1, end + 1, text, 0, text.length);
    }
    return wrapWith(value, start, end, "`", "`", PLACEHOLDER.code);
  }
  const match = /^<code>([\s\S]*)<\/code>$/i.exec(text);
  if (match) {
    const inner = unescapeHtml(match[1]!);
    return replaceSelecting(start, end, inner, 0, inner.length);
  }
  if (value.slice(start - 6, start).toLowerCase() === "<code>" && value.slice(end, end + 7).toLowerCase() === "</code>") {
    const inner = unescapeHtml(text);
    return replaceSelecting(start - 6, end + 7, inner, 0, inner.length);
  }
  const inner = start === end ? PLACEHOLDER.code : escapeHtml(text);
  return replaceSelecting(start, end, `<code>${inner}</code>`, 6, inner.length);
}

function codeBlock(selection: TextSelection, html: boolean): TextEdit {
  const { from, to, lines } = selectedLines(selection);
  const first = lines[0]!.trim();
  const last = lines[lines.length - 1]!.trim();
  let text: string;
  if (!html && lines.length >= 2 && first.startsWith("```") && last === "```") text = lines.slice(1, -1).join("\n");
  else if (html && /^<pre><code>/i.test(first) && /<\/code><\/pre>$/i.test(last)) {
    text = unescapeHtml(lines.join("\n").trim().slice(11, -13));
  } else if (html) text = `<pre><code>${escapeHtml(lines.join("\n"))}</code></pre>`;
  else text = `\`\`\`\n${lines.join("\n")}\n\`\`\``;
  return replaceSelecting(from, to, text, 0, text.length);
}

const URL_LIKE = /^(https?:\/\/|mailto:|\/)\S*$/i;

/** `[text](https://)` with the URL selected to type over; a selected URL becomes the target and the text is selected instead. */
function link(selection: TextSelection, html: boolean): TextEdit {
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const text = value.slice(start, end);
  const existing = html ? /^<a\s[^>]*>([\s\S]*)<\/a>$/i.exec(text) : /^\[([^\]]*)\]\(([^)]*)\)$/.exec(text);
  if (existing && (html || value[start - 1] !== "!")) {
    const inner = existing[1]!;
    return replaceSelecting(start, end, inner, 0, inner.length);
  }
  const isUrl = URL_LIKE.test(text);
  const label = text === "" || isUrl ? PLACEHOLDER.link : text;
  const url = isUrl ? text : PLACEHOLDER.url;
  if (html) {
    const head = `<a href="${escapeAttribute(url)}">`;
    const out = `${head}${label}</a>`;
    return isUrl || text === "" ? replaceSelecting(start, end, out, head.length, label.length) : replaceSelecting(start, end, out, 9, url.length);
  }
  const out = `[${label}](${url})`;
  return isUrl || text === "" ? replaceSelecting(start, end, out, 1, label.length) : replaceSelecting(start, end, out, label.length + 3, url.length);
}

/** `![alt](https://)` with the URL selected; the selection becomes the alt text (or, if it is a URL, the source). */
function image(selection: TextSelection, html: boolean): TextEdit {
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const text = value.slice(start, end);
  const isUrl = URL_LIKE.test(text);
  const alt = text === "" || isUrl ? PLACEHOLDER.image : text.replace(/\s+/g, " ");
  const url = isUrl ? text : PLACEHOLDER.url;
  if (html) {
    const head = `<img src="${escapeAttribute(url)}" alt="`;
    const out = `${head}${escapeAttribute(alt)}">`;
    return isUrl ? replaceSelecting(start, end, out, head.length, alt.length) : replaceSelecting(start, end, out, 10, url.length);
  }
  const safeAlt = alt.replace(/[[\]]/g, "");
  const out = `![${safeAlt}](${url})`;
  return isUrl ? replaceSelecting(start, end, out, 2, safeAlt.length) : replaceSelecting(start, end, out, safeAlt.length + 4, url.length);
}

// ——— line commands ———

/** The whole lines the selection touches; a selection ending at a line's very start leaves that line out. */
function selectedLines({ value, start, end }: TextSelection): { from: number; to: number; lines: string[] } {
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const next = value.indexOf("\n", last);
  const to = next === -1 ? value.length : next;
  return { from, to, lines: value.slice(from, to).split("\n") };
}

/** One line rewritten as prefix + its content + suffix, so a caret in the content keeps its place. */
interface LineChange {
  oldPrefix: number;
  content: string;
  prefix: string;
  suffix: string;
}

const same = (line: string): LineChange => ({ oldPrefix: 0, content: line, prefix: "", suffix: "" });

/** Applies per-line changes; a caret (or a selection within one line) follows its text, a wider selection covers the block. */
function rewriteLines(selection: TextSelection, change: (line: string, index: number) => LineChange): TextEdit {
  const { from, to, lines } = selectedLines(selection);
  const changes = lines.map(change);
  const text = changes.map((c) => c.prefix + c.content + c.suffix).join("\n");
  if (lines.length > 1) return replaceSelecting(from, to, text, 0, text.length);
  const c = changes[0]!;
  const place = (position: number) => from + c.prefix.length + Math.min(Math.max(position - from - c.oldPrefix, 0), c.content.length);
  return { from, to, text, selectionStart: place(selection.start), selectionEnd: place(selection.end) };
}

const isBlank = (line: string) => line.trim() === "";

/** Lines the command applies to: the non-blank ones, or the one blank line the caret is on. */
function targets(lines: string[]): (line: string) => boolean {
  return lines.every(isBlank) ? () => true : (line) => !isBlank(line);
}

function heading(selection: TextSelection, html: boolean): TextEdit {
  const { lines } = selectedLines(selection);
  const applies = targets(lines);
  if (html) {
    const h2 = /^(\s*)<h2>(.*)<\/h2>\s*$/i;
    const off = lines.filter(applies).every((l) => h2.test(l));
    return rewriteLines(selection, (line) => {
      if (!applies(line)) return same(line);
      const m = h2.exec(line) ?? /^(\s*)<(?:h[1-6]|p)>(.*)<\/(?:h[1-6]|p)>\s*$/i.exec(line);
      const indent = m ? m[1]! : /^\s*/.exec(line)![0];
      const content = m ? m[2]! : line.slice(indent.length);
      const oldPrefix = m ? line.indexOf(">") + 1 : indent.length;
      return off ? { oldPrefix, content, prefix: indent, suffix: "" } : { oldPrefix, content, prefix: `${indent}<h2>`, suffix: "</h2>" };
    });
  }
  const off = lines.filter(applies).every((l) => /^## /.test(l));
  return rewriteLines(selection, (line) => {
    if (!applies(line)) return same(line);
    const marker = /^#{1,6} /.exec(line)?.[0] ?? "";
    const content = line.slice(marker.length);
    return { oldPrefix: marker.length, content, prefix: off ? "" : "## ", suffix: "" };
  });
}

const LIST_MARKER = /^(\s*)([-*+]|\d+[.)]) /;

function markdownList(selection: TextSelection, numbered: boolean): TextEdit {
  const { lines } = selectedLines(selection);
  const applies = targets(lines);
  const kind = numbered ? /^\s*\d+[.)] / : /^\s*[-*+] /;
  const off = lines.filter(applies).every((l) => kind.test(l));
  let n = 0;
  return rewriteLines(selection, (line) => {
    if (!applies(line)) return same(line);
    const m = LIST_MARKER.exec(line);
    const indent = m ? m[1]! : "";
    const oldPrefix = m ? m[0].length : 0;
    const content = line.slice(oldPrefix);
    n += 1;
    return { oldPrefix, content, prefix: off ? indent : `${indent}${numbered ? `${n}.` : "-"} `, suffix: "" };
  });
}

function markdownQuote(selection: TextSelection): TextEdit {
  const { lines } = selectedLines(selection);
  const filled = lines.filter((l) => !isBlank(l));
  const off = filled.length > 0 && filled.every((l) => l.startsWith(">"));
  return rewriteLines(selection, (line) => {
    const marker = /^> ?/.exec(line)?.[0] ?? "";
    if (off) return { oldPrefix: marker.length, content: line.slice(marker.length), prefix: "", suffix: "" };
    return { oldPrefix: 0, content: line, prefix: isBlank(line) && lines.length > 1 ? ">" : "> ", suffix: "" };
  });
}

/** Wraps whole lines in an opening and a closing line (`<ul>` … `</ul>`), or takes such a wrapper off. */
function blockEdit(selection: TextSelection, text: string, caretAt?: number): TextEdit {
  const { from, to } = selectedLines(selection);
  if (caretAt !== undefined) return replaceSelecting(from, to, text, caretAt, 0);
  return replaceSelecting(from, to, text, 0, text.length);
}

function htmlList(selection: TextSelection, tag: "ul" | "ol"): TextEdit {
  const { lines } = selectedLines(selection);
  const first = lines[0]!.trim().toLowerCase();
  const last = lines[lines.length - 1]!.trim().toLowerCase();
  const item = /^\s*<li>(.*)<\/li>\s*$/i;
  const inner = lines.slice(1, -1);
  if (lines.length >= 2 && /^<(ul|ol)>$/.test(first) && /^<\/(ul|ol)>$/.test(last) && inner.every((l) => item.test(l) || isBlank(l))) {
    const items = inner.filter((l) => !isBlank(l)).map((l) => item.exec(l)![1]!);
    // The other kind of list: switch it; the same kind: take the list off.
    const text = first === `<${tag}>` ? items.join("\n") : [`<${tag}>`, ...items.map((i) => `  <li>${i}</li>`), `</${tag}>`].join("\n");
    return blockEdit(selection, text);
  }
  const applies = targets(lines);
  const items = lines.filter(applies).map((l) => l.trim());
  const text = [`<${tag}>`, ...items.map((i) => `  <li>${i}</li>`), `</${tag}>`].join("\n");
  // One empty item: the caret goes inside it.
  if (items.length === 1 && items[0] === "") return blockEdit(selection, text, `<${tag}>\n  <li>`.length);
  return blockEdit(selection, text);
}

function htmlQuote(selection: TextSelection): TextEdit {
  const { lines } = selectedLines(selection);
  if (lines.length === 1) {
    const one = /^(\s*)<blockquote>(.*)<\/blockquote>\s*$/i.exec(lines[0]!);
    return rewriteLines(selection, (line) => {
      if (one) return { oldPrefix: one[1]!.length + 12, content: one[2]!, prefix: one[1]!, suffix: "" };
      const indent = /^\s*/.exec(line)![0];
      return { oldPrefix: indent.length, content: line.slice(indent.length), prefix: `${indent}<blockquote>`, suffix: "</blockquote>" };
    });
  }
  const first = lines[0]!.trim().toLowerCase();
  const last = lines[lines.length - 1]!.trim().toLowerCase();
  if (first === "<blockquote>" && last === "</blockquote>") return blockEdit(selection, lines.slice(1, -1).join("\n"));
  return blockEdit(selection, ["<blockquote>", ...lines, "</blockquote>"].join("\n"));
}
