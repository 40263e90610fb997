/**
 * An uploaded image into the post body, as pure text edits: the snippet for the post's format (Markdown
 * `![alt](url)`, HTML `<img … width height>`), its insertion as a block of its own at a position, and that
 * position carried through the owner's typing while the upload ran. Pure, so `bun test` checks every case.
 */
import type { ContentFormat } from "../../src/shared/post-content.ts";
import type { TextEdit } from "./markdown-edits.ts";

export interface SnippetImage {
  url: string;
  /** Empty for a decorative image: screen readers skip it. */
  alt: string;
  width: number;
  height: number;
}

/** One line: alt text never spans lines (a line break inside `![…]` or an attribute would end it). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * @example imageSnippet("markdown", { url: "/media/ab-4x3.jpg", alt: "Our team", width: 4, height: 3 }) // "![Our team](/media/ab-4x3.jpg)"
 * @example imageSnippet("html", { url: "/media/ab-4x3.jpg", alt: "", width: 4, height: 3 }) // '<img src="/media/ab-4x3.jpg" alt="" width="4" height="3">'
 */
export function imageSnippet(format: ContentFormat, image: SnippetImage): string {
  const alt = oneLine(image.alt);
  if (format === "html") {
    return `<img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(alt)}" width="${image.width}" height="${image.height}">`;
  }
  // Brackets and backslashes in the alt would end or bend the Markdown: escaped, they read as themselves.
  const markdownAlt = alt.replace(/[\\[\]]/g, (c) => `\\${c}`);
  const url = /[\s()<>]/.test(image.url) ? `<${image.url.replace(/[<>]/g, encodeURIComponent)}>` : image.url;
  return `![${markdownAlt}](${url})`;
}

/**
 * Inserts the snippet at `position` on a line of its own: Markdown puts a blank line on either side where text
 * touches it (an image is its own paragraph, not glued to a sentence); HTML a line break. Nothing is replaced:
 * the text around stays exactly as it was. The caret ends just after the image.
 */
export function imageInsertEdit(value: string, position: number, snippet: string, format: ContentFormat): TextEdit {
  const at = Math.max(0, Math.min(position, value.length));
  const before = value.slice(0, at);
  const after = value.slice(at);
  const gap = format === "markdown" ? "\n\n" : "\n";
  const lead = before === "" || before.endsWith(gap) ? "" : before.endsWith("\n") ? gap.slice(1) : gap;
  const trail = after === "" || after.startsWith(gap) ? "" : after.startsWith("\n") ? gap.slice(1) : gap;
  const text = lead + snippet + trail;
  const caret = at + lead.length + snippet.length;
  return { from: at, to: at, text, selectionStart: caret, selectionEnd: caret };
}

/**
 * Where a position in `before` is in `after` (one edit apart: typing, a paste, an insert). Text added exactly at
 * the position goes before it, as it does before a caret: the next image of a batch lands after the previous one.
 * @example mapPosition(5, "Hello world", "Hi, Hello world") // 9
 */
export function mapPosition(position: number, before: string, after: string): number {
  if (before === after) return position;
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const oldEnd = before.length - suffix;
  const newEnd = after.length - suffix;
  if (position < prefix) return position;
  // At or after the changed stretch: moved by what it gained or lost. Inside a replaced stretch: at its end.
  if (position >= oldEnd) return position + (newEnd - oldEnd);
  return newEnd;
}

/**
 * Where a position is after an edit we made ourselves (known exactly, unlike a diff): text inserted at the
 * position goes before it; a position inside the replaced range goes to the end of the new text.
 */
export function mapThroughEdit(position: number, edit: Pick<TextEdit, "from" | "to" | "text">): number {
  if (position >= edit.to) return position + edit.text.length - (edit.to - edit.from);
  if (position > edit.from) return edit.from + edit.text.length;
  return position;
}
