/**
 * Links that change what the /blog list shows (a category, a page, All) land on the list itself: at
 * the top of the page a phone's first screen is all hero, and the posts asked for start below it.
 * The fragment is added to the links only; canonical and rel prev/next name the page without it.
 */
import { blogListPath } from "../../blog/blog.ts";

/** The id of the list's top (the filter), below the hero. */
export const POSTS_ANCHOR = "posts";

/** @example blogListHref({ category: "local-seo" }) // "/blog?category=local-seo#posts" */
export function blogListHref(options: Parameters<typeof blogListPath>[0] = {}): string {
  return `${blogListPath(options)}#${POSTS_ANCHOR}`;
}
