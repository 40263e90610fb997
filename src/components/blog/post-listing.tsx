/** The list part of /blog and its archives: the heading with the count, the grid of cards (or an empty state), the pagination. */
import type { ReactNode } from "react";
import type { PostSummary } from "../../../db/queries/posts.ts";
import { BLOG_PAGE_SIZE } from "../../blog/blog.ts";
import { PostCard } from "./post-card.tsx";

export interface PostListingProps {
  /** The heading's id (the section's aria-labelledby). */
  titleId: string;
  heading: ReactNode;
  /** The header row's extra classes (e.g. its top margin), before its own. */
  headerClassName?: string;
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
  /** Shown instead of the grid when the page has no post. */
  empty: ReactNode;
  /** The page links under the grid. */
  pagination: ReactNode;
}

/**
 * One page of the list: "Showing 13–24 of 40 articles" (or "3 articles"), then 12 cards, the first row eager.
 * @example <PostListing titleId="posts-title" heading="Latest articles" {...data} empty={<EmptyState category={null} />} pagination={<Pagination page={1} pageCount={3} />} />
 */
export function PostListing({ titleId, heading, headerClassName, posts, page, pageCount, total, empty, pagination }: PostListingProps) {
  const first = (page - 1) * BLOG_PAGE_SIZE + 1;
  return (
    <>
      <div className={`${headerClassName ? `${headerClassName} ` : ""}flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4`}>
        <h2 id={titleId} className="text-2xl">
          {heading}
        </h2>
        {total > 0 ? (
          <p className="text-sm text-slate-500">
            {pageCount > 1
              ? `Showing ${first.toLocaleString("en-US")}–${(first + posts.length - 1).toLocaleString("en-US")} of ${total.toLocaleString("en-US")} articles`
              : `${total} ${total === 1 ? "article" : "articles"}`}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        {posts.length === 0 ? (
          empty
        ) : (
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {posts.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {pagination}
    </>
  );
}
