/** The closed value sets of a blog post, one definition for the table, the admin schemas and the editor. */

/** A post is public only when published (and its publishedAt has come). */
export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** How its content is written: HTML, or Markdown rendered to HTML when read. */
export const CONTENT_FORMATS = ["html", "markdown"] as const;

/** A post's words, then its words for search engines and shared links: together, what a revision keeps. */
export const POST_WORD_FIELDS = ["title", "slug", "excerpt", "content", "contentFormat"] as const;
export const POST_META_FIELDS = ["metaTitle", "metaDescription", "metaKeywords", "ogTitle", "ogDescription", "ogImageUrl"] as const;

/** The fields of a post write (PostInput's keys, held equal by admin-schemas.test.ts), for a form that must not load zod to know them. */
export const POST_INPUT_FIELDS = [...POST_WORD_FIELDS, "authorId", "categoryId", "featuredImageUrl", "status", "publishedAt", ...POST_META_FIELDS, "tagIds", "version"] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/**
 * What the editor calls a post's text fields, in its form's order: the form's labels, and the names a comparison
 * of two versions (a conflict, a revision) gives what differs.
 */
export const POST_FIELD_LABELS = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  metaTitle: "Meta Title",
  metaDescription: "Meta Description",
  metaKeywords: "Meta Keywords",
  ogTitle: "OG Title",
  ogDescription: "OG Description",
  ogImageUrl: "OG Image URL",
  featuredImageUrl: "Featured Image URL",
} as const;
export type LabelledPostField = keyof typeof POST_FIELD_LABELS;

/** A post's search and sharing fields, as stored and as answered: each optional, null when not set. */
export type PostSeoFields = {
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
};
