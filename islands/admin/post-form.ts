/**
 * The post editor's form and the body it sends: from a post to the form, from the form to what Save (and an
 * autosave) sends, and back from such a body (an autosave kept in this browser or on the server) to the form.
 */
import type { AdminPost } from "../../src/shared/admin-api.ts";
import { fromDateTimeInput, toDateTimeInput } from "../../src/shared/admin-format.ts";
import { CONTENT_FORMATS, type ContentFormat, type LabelledPostField, POST_FIELD_LABELS, POST_STATUSES, type PostStatus } from "../../src/shared/post-fields.ts";

export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  contentFormat: ContentFormat;
  authorId: string;
  categoryId: string;
  tagIds: number[];
  featuredImageUrl: string;
  status: PostStatus;
  /** The date-time input's value: local wall time, "yyyy-MM-ddTHH:mm", or "" for none picked. */
  publishedAt: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImageUrl: string;
}

/** What Save sends (and an autosave carries): the form with ids as numbers or null and the date as an instant. */
export type PostPayload = Record<string, unknown>;

/** The fields typed as plain text. */
export type TextKey = { [K in keyof PostForm]: PostForm[K] extends string ? (string extends PostForm[K] ? K : never) : never }[keyof PostForm];

export function initialForm(post: AdminPost | null): PostForm {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    contentFormat: post?.contentFormat ?? "html",
    authorId: post?.authorId ? String(post.authorId) : "",
    categoryId: post?.categoryId ? String(post.categoryId) : "",
    tagIds: post?.tagIds ?? [],
    featuredImageUrl: post?.featuredImageUrl ?? "",
    status: post?.status ?? "draft",
    publishedAt: toDateTimeInput(post?.publishedAt ?? null),
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    metaKeywords: post?.metaKeywords ?? "",
    ogTitle: post?.ogTitle ?? "",
    ogDescription: post?.ogDescription ?? "",
    ogImageUrl: post?.ogImageUrl ?? "",
  };
}

/**
 * The admin API's post body: every field; ids as numbers or null; the publish date as an instant (ISO 8601), the
 * stored one to the millisecond when the owner left it as it was (the input shows minutes only).
 */
export function toPayload(form: PostForm, post: AdminPost | null): PostPayload {
  const unchanged = post?.publishedAt && form.publishedAt === toDateTimeInput(post.publishedAt);
  return {
    ...form,
    authorId: form.authorId ? Number(form.authorId) : null,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    publishedAt: unchanged ? post.publishedAt : fromDateTimeInput(form.publishedAt),
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const id = (value: unknown): string => (typeof value === "number" && Number.isInteger(value) && value > 0 ? String(value) : "");
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

/**
 * The form a saved body stands for. The body may come from another browser or an API client, so anything of
 * the wrong type is read as empty rather than trusted.
 */
export function formFromPayload(payload: PostPayload): PostForm {
  return {
    title: text(payload.title),
    slug: text(payload.slug),
    excerpt: text(payload.excerpt),
    content: text(payload.content),
    contentFormat: oneOf(CONTENT_FORMATS, payload.contentFormat, "html"),
    authorId: id(payload.authorId),
    categoryId: id(payload.categoryId),
    tagIds: Array.isArray(payload.tagIds) ? payload.tagIds.filter((t): t is number => typeof t === "number" && Number.isInteger(t) && t > 0) : [],
    featuredImageUrl: text(payload.featuredImageUrl),
    status: oneOf(POST_STATUSES, payload.status, "draft"),
    publishedAt: toDateTimeInput(text(payload.publishedAt) || null),
    metaTitle: text(payload.metaTitle),
    metaDescription: text(payload.metaDescription),
    metaKeywords: text(payload.metaKeywords),
    ogTitle: text(payload.ogTitle),
    ogDescription: text(payload.ogDescription),
    ogImageUrl: text(payload.ogImageUrl),
  };
}

/** The fields an owner reads when two versions differ, in the form's order, with the form's labels. */
export const COMPARED_FIELDS: readonly { key: TextKey & LabelledPostField; label: string; long?: boolean }[] = (Object.keys(POST_FIELD_LABELS) as LabelledPostField[]).map(
  (key) => ({ key, label: POST_FIELD_LABELS[key], long: key === "content" }),
);
