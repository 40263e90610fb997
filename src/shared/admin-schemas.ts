/**
 * The zod schemas of every admin write, shared by the admin dialogs and the /api/admin routes.
 * Messages are user-facing: the API returns them as `issues: [{ field, message }]` and the dialogs show them.
 * Optional text fields accept "", null or nothing and come out as null; unknown fields are dropped.
 */
import "./zod-browser.ts";
import { z } from "zod";
import { API_KEY_SCOPES } from "./api-key-scopes.ts";
import { CONTENT_FORMATS, POST_STATUSES } from "./post-fields.ts";
import { type IdFilter, POST_LIST_MAX_LIMIT, POST_LIST_MAX_PAGE, POST_LIST_SORTS, POST_LIST_STATUSES, POST_SEARCH_MAX_LENGTH, type PostListView } from "./post-list-view.ts";
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS } from "./preview-links.ts";
import { isSlug } from "./slugify.ts";

export const API_KEY_STATES = ["true", "false"] as const;

/** Required one-line text, trimmed. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: "", whitespace, null or absent all become null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** http(s) URL, or a path on this site ("/static/…"); never javascript:, data: or protocol-relative "//host". */
function isLinkTarget(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\") && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const optionalUrl = (label: string) =>
  optionalText(label, 2000).refine((v) => v === null || isLinkTarget(v), {
    message: `${label} must be an http(s) URL or a path starting with /`,
  });

/** The longest slug a post, category or tag can have. */
export const SLUG_MAX_LENGTH = 200;

export const SlugField = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  // An empty slug already has its message.
  .refine((v) => v === "" || isSlug(v), { message: "Use lowercase letters, numbers, underscores and single hyphens only" });

/** A row id chosen in a select: a positive integer (number or digits), or ""/null/absent for none. */
const optionalId = (label: string) =>
  z
    .union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,10}$/), z.literal(""), z.null()], {
      error: `Choose a valid ${label}`,
    })
    .optional()
    .transform((v) => (v === "" || v === null || v === undefined ? null : Number(v)));

const PostStatus = z.enum(POST_STATUSES, { error: "Status must be draft or published" });

const PUBLISH_DATE_MESSAGE = "Publish date must be a date and time, e.g. 2026-12-01T09:00:00Z";
const EARLIEST_PUBLISH_DATE = Date.UTC(1970, 0, 1);
const LATEST_PUBLISH_DATE = Date.UTC(2100, 0, 1);

/**
 * When a post goes public: an ISO 8601 date-time with its offset (a future one schedules the post).
 * "" or null: no time picked (published now, or kept if it is public already); absent: unchanged.
 */
const PublishedAt = z
  .union([z.iso.datetime({ offset: true, error: PUBLISH_DATE_MESSAGE }), z.literal(""), z.null()], { error: PUBLISH_DATE_MESSAGE })
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? new Date(v) : null))
  .refine((d) => !d || (d.getTime() >= EARLIEST_PUBLISH_DATE && d.getTime() < LATEST_PUBLISH_DATE), {
    message: "Publish date must be between 1970 and 2099",
  });

/**
 * The version a write started from, as the row's last answer gave it: a PUT that names one is refused with
 * 409 when the row has moved on since (another tab, another person). Absent: no check, as older clients write.
 */
export const ExpectedVersion = z
  .number({ error: "Version must be a whole number" })
  .int("Version must be a whole number")
  .positive("Version must be a whole number")
  .max(2_147_483_647, "Version must be a whole number")
  .optional();

/** POST /api/admin/blog-posts/preview: the body being written, rendered as the public page will render it. */
export const PostPreviewInput = z.object({
  content: z.string({ error: "Content must be text" }).max(200_000, "Content must be at most 200,000 characters"),
  contentFormat: z.enum(CONTENT_FORMATS, { error: "Format must be html or markdown" }).default("html"),
});

export const PostInput = z.object({
  title: requiredText("Title", 200),
  slug: SlugField,
  excerpt: optionalText("Excerpt", 1000),
  content: z
    .string({ error: "Content must be text" })
    .max(200_000, "Content must be at most 200,000 characters")
    .nullish()
    .transform((v) => v ?? ""),
  /** Absent means HTML, as older API clients write it. */
  contentFormat: z.enum(CONTENT_FORMATS, { error: "Format must be html or markdown" }).default("html"),
  authorId: optionalId("author"),
  categoryId: optionalId("category"),
  featuredImageUrl: optionalUrl("Featured Image URL"),
  status: PostStatus.default("draft"),
  publishedAt: PublishedAt,
  metaTitle: optionalText("Meta Title", 200),
  metaDescription: optionalText("Meta Description", 500),
  metaKeywords: optionalText("Meta Keywords", 500),
  ogTitle: optionalText("OG Title", 200),
  ogDescription: optionalText("OG Description", 500),
  ogImageUrl: optionalUrl("OG Image URL"),
  /** Absent on PUT: the post keeps its tags. */
  tagIds: z
    .array(z.number({ error: "Choose valid tags" }).int("Choose valid tags").positive("Choose valid tags").max(2_147_483_647), {
      error: "Tags must be a list of tag ids",
    })
    .max(50, "At most 50 tags")
    .optional()
    .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  version: ExpectedVersion,
});
export type PostInput = z.infer<typeof PostInput>;
export type PostInputFields = z.input<typeof PostInput>;

/** The list's publish/unpublish toggle: PUT with only { status }. */
export const PostStatusInput = z.object({ status: PostStatus, version: ExpectedVersion });
export type PostStatusInput = z.infer<typeof PostStatusInput>;

export const CategoryInput = z.object({
  name: requiredText("Name", 100),
  slug: SlugField,
  description: optionalText("Description", 1000),
  version: ExpectedVersion,
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const TagInput = z.object({
  name: requiredText("Name", 100),
  slug: SlugField,
  version: ExpectedVersion,
});
export type TagInput = z.infer<typeof TagInput>;

export const AuthorInput = z.object({
  name: requiredText("Name", 100),
  /** The author page's address (/blog/author/{slug}); left out, the server makes it from the name. */
  slug: SlugField.optional(),
  bio: optionalText("Bio", 2000),
  imageUrl: optionalUrl("Image URL"),
  version: ExpectedVersion,
});
export type AuthorInput = z.infer<typeof AuthorInput>;

/** The expiries the Generate dialog offers, in days; the API takes any whole number up to API_KEY_MAX_EXPIRY_DAYS. */
export const API_KEY_EXPIRY_CHOICES = [30, 90, 365] as const;
export const API_KEY_MAX_EXPIRY_DAYS = 3650;
const expiryMessage = `expiresInDays must be a whole number of days from 1 to ${API_KEY_MAX_EXPIRY_DAYS}, or null for a key that never expires`;

/**
 * `{ name }` alone makes a key that may do everything and never expires, as keys always could; `scopes`
 * and `expiresInDays` narrow it. `password` is needed only when the session has not proved the owner
 * recently (the server answers 403 reauth_required); "" counts as not given.
 */
export const ApiKeyCreateInput = z.object({
  name: requiredText("Name", 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `A scope must be one of ${API_KEY_SCOPES.join(", ")}` }), { error: "scopes must be a list of scopes" })
    .min(1, "Choose at least one thing this key may do")
    .optional()
    .transform((scopes) => (scopes ? API_KEY_SCOPES.filter((scope) => scopes.includes(scope)) : [...API_KEY_SCOPES])),
  expiresInDays: z
    .number({ error: expiryMessage })
    .int(expiryMessage)
    .min(1, expiryMessage)
    .max(API_KEY_MAX_EXPIRY_DAYS, expiryMessage)
    .nullish()
    .transform((days) => days ?? null),
  password: z
    .string({ error: "Password must be text" })
    .max(1024, "Password is too long")
    .optional()
    .transform((password) => password || undefined),
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateInput>;

export const ApiKeyToggleInput = z.object({
  isActive: z.enum(API_KEY_STATES, { error: "isActive must be 'true' or 'false'" }),
});
export type ApiKeyToggleInput = z.infer<typeof ApiKeyToggleInput>;

/** Not trimmed: a password is compared exactly as typed. */
export const LoginInput = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** A query parameter given empty (`?q=`, as a form sends a blank field) counts as not given. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const wholeNumberIn = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));

const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;

const listRowId = (name: string) => wholeNumberIn(2_147_483_647, `${name} must be ${withArticle(name)} id`);

const idOrNone = (name: string) =>
  z
    .union([z.literal("none"), listRowId(name)], { error: `${name} must be ${withArticle(name)} id or none` })
    .optional()
    .transform((v): IdFilter | null => v ?? null);

/**
 * GET /api/admin/blog-posts and /api/admin/blog-posts/page: paging, search, filters and order, with the
 * same names as the Blog Posts tab's address (src/shared/post-list-view.ts). Unlike the address, a value
 * that makes no sense is refused (400 naming the parameter), so that a client never reads a list it did
 * not ask for. `limit` is absent unless given: each route has its own default.
 */
export const PostListQuery = z.object({
  page: blankAsAbsent(wholeNumberIn(POST_LIST_MAX_PAGE, `page must be a whole number from 1 to ${POST_LIST_MAX_PAGE}`).default(1)),
  limit: blankAsAbsent(wholeNumberIn(POST_LIST_MAX_LIMIT, `limit must be between 1 and ${POST_LIST_MAX_LIMIT}`).optional()),
  q: blankAsAbsent(
    z
      .string()
      .max(POST_SEARCH_MAX_LENGTH, `q (the search) must be at most ${POST_SEARCH_MAX_LENGTH} characters`)
      .refine((v) => !v.includes("\u0000"), "q (the search) must not contain a NUL character")
      .transform((v) => v.trim())
      .default(""),
  ),
  status: blankAsAbsent(z.enum(POST_LIST_STATUSES, { error: `status must be one of ${POST_LIST_STATUSES.join(", ")}` }).default("all")),
  category: blankAsAbsent(idOrNone("category")),
  author: blankAsAbsent(idOrNone("author")),
  tag: blankAsAbsent(
    listRowId("tag")
      .optional()
      .transform((v) => v ?? null),
  ),
  sort: blankAsAbsent(z.enum(POST_LIST_SORTS, { error: `sort must be one of ${POST_LIST_SORTS.join(", ")}` }).default("updated")),
}) satisfies z.ZodType<PostListView & { limit?: number | undefined }>;
export type PostListQuery = z.infer<typeof PostListQuery>;

/** POST /api/admin/blog-posts/:id/previews: `{}` or `{ days: 1 | 7 | 30 }`. */
export const PreviewLinkInput = z.object({
  days: z
    .union(
      PREVIEW_LINK_DAYS.map((days) => z.literal(days)),
      { error: `Days must be one of ${PREVIEW_LINK_DAYS.join(", ")}` },
    )
    .default(DEFAULT_PREVIEW_LINK_DAYS),
});
export type PreviewLinkInput = z.infer<typeof PreviewLinkInput>;
