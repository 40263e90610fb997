/** Minutes to read a post's HTML, counted on the server from its text (isomorphic, no DOM needed). */

/** A comfortable pace for web articles; images and code slow no one down enough to count. */
export const WORDS_PER_MINUTE = 200;

/** The visible words of an HTML fragment: tags, scripts and entities removed. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Whole minutes, at least 1.
 * @example readingTimeMinutes("<p>" + "word ".repeat(450) + "</p>") // 3
 */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}
