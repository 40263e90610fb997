/**
 * Preview links of an unpublished post, as the server makes them and the editor shows them: the lifetimes
 * the owner may pick, the token's shape, the link's path (whole, or masked once made), and the admin API's
 * answers for one link.
 */

/** How long a new link lives, in days; 7 unless the owner picks another. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** 32 random bytes in base64url without padding: 43 characters. Anything else names no link. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** @example previewPath("q3…") // "/preview/q3…" */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long until `at`, to the nearest whole unit people would say: what the preview page's bar and the
 * editor's list show beside a link's date.
 * @example timeLeft(new Date("2026-12-02T10:00Z"), new Date("2026-11-25T10:00:05Z")) // "in 7 days"
 */
export function timeLeft(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime();
  // A link made for 1 day reads "in 1 day" for most of it, not "in 23 hours".
  if (ms >= 1.5 * DAY_MS) return `in ${Math.round(ms / DAY_MS)} days`;
  if (ms >= 0.9 * DAY_MS) return "in 1 day";
  if (ms >= 1.5 * HOUR_MS) return `in ${Math.round(ms / HOUR_MS)} hours`;
  if (ms >= 0.75 * HOUR_MS) return "in about an hour";
  return "in less than an hour";
}

/** What a post is to the editor's preview panel: only a draft or a scheduled post gets a new link. */
export type PreviewPostState = "draft" | "scheduled" | "published";

/**
 * @example previewPostState({ status: "published", publishedAt: "2099-01-01T00:00:00Z" }) // "scheduled"
 */
export function previewPostState(post: { status: "draft" | "published"; publishedAt: string | null }, now = Date.now()): PreviewPostState {
  if (post.status === "draft") return "draft";
  return post.publishedAt !== null && Date.parse(post.publishedAt) > now ? "scheduled" : "published";
}

/**
 * The address of a link the server no longer knows whole (only a hash of its token is kept): what the
 * editor lists to tell links apart.
 * @example maskedPreviewPath("q3Ab4x") // "/preview/q3Ab4x…"
 */
export function maskedPreviewPath(tokenHint: string): string {
  return `${previewPath(tokenHint)}…`;
}

/** One live link as the admin API lists it; dates are ISO 8601. */
export type AdminPreviewLink = {
  id: number;
  /** The address on the site's public origin with the token cut short: "https://…/preview/q3Ab4x…". */
  maskedUrl: string;
  expiresAt: string;
  createdAt: string;
};

/** The answer to creating a link: the whole address, and its token, shown this once (like an API key). */
export type NewAdminPreviewLink = AdminPreviewLink & {
  /** The whole address to hand out, on the site's public origin. */
  url: string;
  token: string;
};
