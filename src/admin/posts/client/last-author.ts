/**
 * A new post's author: the one the owner chose last, remembered in this browser, while that author still
 * exists. A browser that never chose one (and so a fresh one) starts with none, as the spec's dialog does.
 */
const KEY = "admin:last-author";

/** @returns the author's id as the form holds it, or "" */
export function lastAuthor(authors: readonly { id: number }[]): string {
  try {
    const id = window.localStorage.getItem(KEY);
    return id && authors.some((a) => String(a.id) === id) ? id : "";
  } catch {
    return "";
  }
}

/** After a save: the author chosen, for the next new post. */
export function rememberAuthor(authorId: string): void {
  try {
    if (authorId) window.localStorage.setItem(KEY, authorId);
  } catch {
    // Storage refused (private mode): the next post starts with no author, as before.
  }
}
