/** The slug rule (lowercase words joined by hyphens), shared by the admin dialogs (auto-generation) and the server (validation). */

/**
 * Lower-cases, drops every character that is not a word character, whitespace or a hyphen, turns runs
 * of whitespace into one hyphen, collapses repeated hyphens and trims hyphens from both ends.
 * "Word character" is JavaScript's ASCII `\w` ([A-Za-z0-9_]), as the rule is written, so "Café" gives "caf".
 * @example slugify("  Hello,  World -- 2025! ") // "hello-world-2025"
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What slugify() can produce: lower-case ASCII letters, digits and underscores, joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

/**
 * @example isSlug("hello-world") // true; isSlug("Hello World") // false
 */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
