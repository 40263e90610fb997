/** The Media tab's words: dimensions, where an image is used, and every notice it shows. */

import type { MediaItem, MediaUse } from "../../../shared/media.ts";
import { DEFAULT_POST_LIST_VIEW } from "../../../shared/post-list-view.ts";
import { postsHref } from "../../posts/shared/posts-view.ts";

/** Sizes are written as the upload's messages write them ("340 KB", "2.1 MB"). */
export { formatBytes, MEDIA_MAX_TEXT } from "../../../shared/media.ts";

/** @example dimensions({ width: 4032, height: 3024 }) // "4032 × 3024" */
export function dimensions(item: Pick<MediaItem, "width" | "height">): string {
  return `${item.width} × ${item.height}`;
}

/** The alt attribute the image gets: empty for a decorative one, so screen readers skip it. */
export function imageAlt(item: Pick<MediaItem, "alt" | "decorative">): string {
  return item.decorative ? "" : item.alt;
}

export type PostUse = Extract<MediaUse, { kind: "post" }>;
export type AuthorUse = Extract<MediaUse, { kind: "author" }>;

export function postUses(uses: readonly MediaUse[]): PostUse[] {
  return uses.filter((use): use is PostUse => use.kind === "post");
}

export function authorUses(uses: readonly MediaUse[]): AuthorUse[] {
  return uses.filter((use): use is AuthorUse => use.kind === "author");
}

/**
 * Where an image is used, in one line; null when it is not.
 * @example usesSummary(uses) // "Used in 2 posts and by 1 author"
 */
export function usesSummary(uses: readonly MediaUse[]): string | null {
  const posts = postUses(uses).length;
  const authors = authorUses(uses).length;
  const inPosts = posts ? `in ${posts} ${posts === 1 ? "post" : "posts"}` : "";
  const byAuthors = authors ? `by ${authors} ${authors === 1 ? "author" : "authors"}` : "";
  if (!inPosts && !byAuthors) return null;
  return `Used ${[inPosts, byAuthors].filter(Boolean).join(" and ")}`;
}

/**
 * Where the owner edits a post: the Blog Posts tab searched for its title (there is no address that opens
 * the editor itself), where the post is the first row and Edit is one click away.
 */
export function postEditHref(use: PostUse): string {
  return postsHref({ ...DEFAULT_POST_LIST_VIEW, q: use.title.slice(0, 200) });
}

/** A published post's public page. */
export function postPublicHref(use: PostUse): string {
  return `/blog/${encodeURIComponent(use.slug)}`;
}

export const AUTHORS_HREF = "/admin/authors";

/** The notices (toasts and dialog texts) of the Media tab. */
export const mediaText = {
  thing: "image",
  updated: "Image details saved",
  updateFailed: "Failed to save the image details",
  deleted: "Image deleted",
  deleteFailed: "Failed to delete image",
  copied: "Address copied",
  copyFailed: "Couldn't copy the address: select it and copy it yourself.",
  inUseTitle: "This image is in use",
  inUseBody: "It can't be deleted while a post or an author uses it. Remove it from them first, then delete it here.",
} as const;
