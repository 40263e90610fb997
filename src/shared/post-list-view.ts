/**
 * The Blog Posts list's view — search, status, category, author, tag, sort and page — and its address
 * form. The dashboard reads it from /admin/dashboard?tab=blog-posts&…, the island writes it back there
 * and asks GET /api/admin/blog-posts/page with the same parameters, so a reload, the back button and a
 * shared link all open the same rows. Read leniently here (a value that makes no sense falls back to its
 * default: an address is never an error page); the API checks the same parameters strictly
 * (PostListQuery in admin-schemas.ts). No zod: the island runs this.
 */

/** Rows a page in the Blog Posts tab (and the API's page endpoint unless `limit` says otherwise). */
export const POST_LIST_PAGE_SIZE = 25;
/** The most rows one request may ask for (`limit`). */
export const POST_LIST_MAX_LIMIT = 100;
/** The highest page number asked for: far past any real list, small enough to keep the offset sane. */
export const POST_LIST_MAX_PAGE = 100_000;
/** The longest search: a title and a few words, never a pasted article. */
export const POST_SEARCH_MAX_LENGTH = 200;

/** Scheduled: published with a time still ahead; Published: public now. */
export const POST_LIST_STATUSES = ["all", "published", "scheduled", "draft"] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

/** updated: last changed first; published: newest publication first, drafts last; title: A→Z. Ties by id. */
export const POST_LIST_SORTS = ["updated", "published", "title"] as const;
export type PostListSort = (typeof POST_LIST_SORTS)[number];

/** A category or author filter: that row's id, or "none" for posts without one. */
export type IdFilter = number | "none";

export interface PostListView {
  /** 1-based. */
  page: number;
  /** The search as typed (trimmed); "" for none. */
  q: string;
  status: PostListStatus;
  category: IdFilter | null;
  author: IdFilter | null;
  tag: number | null;
  sort: PostListSort;
}

export const DEFAULT_POST_LIST_VIEW: PostListView = { page: 1, q: "", status: "all", category: null, author: null, tag: null, sort: "updated" };

const ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

function idOf(raw: string | null | undefined): number | null {
  if (!raw || !ID.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null | undefined, fallback: T): T {
  return values.includes(raw as T) ? (raw as T) : fallback;
}

/** The search as the list uses it: trimmed, without NUL, at most POST_SEARCH_MAX_LENGTH characters. */
export function cleanSearch(raw: string | null | undefined): string {
  return (raw ?? "").replaceAll("\u0000", "").trim().slice(0, POST_SEARCH_MAX_LENGTH).trim();
}

/**
 * The view an address names; anything it cannot read is the default.
 * @example postListViewOf((name) => new URLSearchParams(location.search).get(name))
 */
export function postListViewOf(read: (name: keyof PostListView) => string | null | undefined): PostListView {
  const page = Number.parseInt(read("page") ?? "", 10);
  const category = read("category");
  const author = read("author");
  return {
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, POST_LIST_MAX_PAGE) : 1,
    q: cleanSearch(read("q")),
    status: oneOf(POST_LIST_STATUSES, read("status"), "all"),
    category: category === "none" ? "none" : idOf(category),
    author: author === "none" ? "none" : idOf(author),
    tag: idOf(read("tag")),
    sort: oneOf(POST_LIST_SORTS, read("sort"), "updated"),
  };
}

/**
 * The view as query parameters, defaults left out (so the plain tab stays `?tab=blog-posts`), in a fixed
 * order: the same view is always the same address.
 */
export function postListParams(view: PostListView): [name: string, value: string][] {
  const params: [string, string][] = [];
  if (view.q) params.push(["q", view.q]);
  if (view.status !== "all") params.push(["status", view.status]);
  if (view.category !== null) params.push(["category", String(view.category)]);
  if (view.author !== null) params.push(["author", String(view.author)]);
  if (view.tag !== null) params.push(["tag", String(view.tag)]);
  if (view.sort !== "updated") params.push(["sort", view.sort]);
  if (view.page > 1) params.push(["page", String(view.page)]);
  return params;
}

/** True when the view narrows the list (a search or a filter), as opposed to only ordering or paging it. */
export function isFiltered(view: PostListView): boolean {
  return view.q !== "" || view.status !== "all" || view.category !== null || view.author !== null || view.tag !== null;
}
