/**
 * The Blog Posts tab's address. The tab is the dashboard's default, so its view lives on /admin/dashboard itself:
 * the search, status, category, author, tag, order and page, read once (leniently, by postListViewOf) and written
 * back with the defaults left out, so each view has one address (/admin/dashboard?q=menu&status=draft).
 * `?tab=blog-posts` names the same tab and is accepted as it is.
 */
import { type PostListView, postListParams, postListViewOf } from "../../../shared/post-list-view.ts";

export const POSTS_PAGE = "/admin/dashboard";

/** @example postsHref({ ...view, page: 2 }) // "/admin/dashboard?q=menu&page=2" */
export function postsHref(view: PostListView): string {
  const params = new URLSearchParams(postListParams(view));
  return params.size > 0 ? `${POSTS_PAGE}?${params}` : POSTS_PAGE;
}

/** @example postsViewOf(new URL(c.req.url).searchParams) */
export function postsViewOf(params: URLSearchParams): PostListView {
  return postListViewOf((name) => params.get(name));
}
