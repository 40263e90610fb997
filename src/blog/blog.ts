/** Blog constants and formatters shared by the pages, the JSON API and the feeds. */
import { format } from "date-fns";
import type { ArchiveKind } from "../shared/archive-paths.ts";

/** Cards per /blog page. */
export const BLOG_PAGE_SIZE = 12;
/** Items in /api/rss. */
export const FEED_SIZE = 50;
/** Appended to a post's title in <title>. */
export const BLOG_TITLE_SUFFIX = " | BiziAgent Blog";
/** When a post has neither a meta description nor an excerpt. */
export const DEFAULT_POST_DESCRIPTION = "Practical advice for small and medium business owners on AI receptionists, local SEO and online reviews, from the BiziAgent blog.";

/** @example postPath("missed-calls") // "/blog/missed-calls" */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The /blog address of a category and page; page 1 and "All" leave their parameter out. */
export function blogListPath(options: { category?: string | null; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (options.category) params.set("category", options.category);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** The date a post shows: when it was published, else when it was written. */
export function postDate(post: { publishedAt: Date | null; createdAt: Date }): Date {
  return post.publishedAt ?? post.createdAt;
}

/** Long US format, e.g. "January 5, 2025". */
export function formatPostDate(date: Date): string {
  return format(date, "MMMM d, yyyy");
}

export { type ArchiveKind, archiveFeedPath, archivePath } from "../shared/archive-paths.ts";

/** What an archive calls itself: its heading, its eyebrow, the sentence its page and feed describe it with. */
export function archiveCopy(kind: ArchiveKind, name: string): { heading: string; eyebrow: string; description: string } {
  if (kind === "category") {
    return { heading: name, eyebrow: "Category", description: `Articles about ${name} for small and medium business owners, from the BiziAgent blog.` };
  }
  if (kind === "tag") {
    return { heading: `#${name}`, eyebrow: "Tag", description: `Articles tagged ${name} for small and medium business owners, from the BiziAgent blog.` };
  }
  return { heading: name, eyebrow: "Author", description: `Articles by ${name} for small and medium business owners, from the BiziAgent blog.` };
}
