/** The addresses of the blog's archives and their feeds, shared by the pages, the feeds and the redirects a new slug leaves. */

/** The kinds of archive: a category's, a tag's or an author's posts. */
export type ArchiveKind = "category" | "tag" | "author";

/**
 * An archive's page: /blog/{kind}/{slug}, with ?page=N after the first.
 * @example archivePath("tag", "google-maps", 2) // "/blog/tag/google-maps?page=2"
 */
export function archivePath(kind: ArchiveKind, slug: string, page = 1): string {
  const path = `/blog/${kind}/${encodeURIComponent(slug)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** @example archiveFeedPath("author", "maria-costa") // "/blog/author/maria-costa/rss.xml" */
export function archiveFeedPath(kind: ArchiveKind, slug: string): string {
  return `${archivePath(kind, slug)}/rss.xml`;
}
