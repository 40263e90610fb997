/**
 * The Blog Posts tab as the server renders it: Title, Status, Author, Category, Published Date ('MMM d, yyyy' or
 * '-'), Actions (edit, publish/unpublish, delete); 'Unknown' for an author or category that cannot be found or is
 * not set. One page of posts, searched, filtered by status (with the counts), category, author and tag, and sorted,
 * all in the address; the toolbar, the status links and the pager swap the list region (3 skeleton rows while it
 * loads) and push the address. A published post whose time is still ahead shows as Scheduled, with the time it
 * goes live; a live post's title links to its public page. The buttons name their action for the post-dialogs
 * island, woken by the first one.
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminPostRow, PostLists } from "../../shared/admin-api.ts";
import { DEFAULT_POST_LIST_VIEW, isFiltered, type PostListView } from "../../shared/post-list-view.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { NumberedPager } from "../frame/shared/numbered-pager.tsx";
import { Badge, Button, IconButton, PanelToolbar, RowTextButton, StatusBadge } from "../frame/shared/ui.tsx";
import { PostListToolbar } from "./post-list-toolbar.tsx";
import { isScheduled, PostTitleCell, titleLink } from "./post-title.tsx";
import { NEW_POST_BUTTON_ID } from "./shared/post-ids.ts";
import { postsHref } from "./shared/posts-view.ts";

export interface PostListData {
  view: PostListView;
  /** undefined when reading them failed: the list says so, with Retry. */
  lists: PostLists | undefined;
}

/** Skeleton rows while the list loads (the other tabs show 2). */
const SKELETON_ROWS = 3;
/** The one label for a missing author or category, in the list and the filters alike. */
const UNKNOWN = "Unknown";

function columnsOf(lists: Pick<PostLists, "authors" | "categories" | "readAt">): Column<AdminPostRow>[] {
  // Scheduled or Published is a comparison with the moment the server read the list.
  const now = Date.parse(lists.readAt);
  const authorName = new Map(lists.authors.map((a) => [a.id, a.name]));
  const categoryName = new Map(lists.categories.map((c) => [c.id, c.name]));
  return [
    { header: "Title", className: "min-w-[16rem] md:max-w-[28rem]", cell: (post) => <PostTitleCell post={post} link={titleLink(post, now)} /> },
    {
      header: "Status",
      cell: (post) =>
        isScheduled(post, now) ? (
          <Badge tone="blue">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-600" />
            Scheduled
          </Badge>
        ) : (
          <StatusBadge on={post.status === "published"} onLabel="Published" offLabel="Draft" offTone="amber" />
        ),
    },
    { header: "Author", className: "whitespace-nowrap", cell: (post) => (post.authorId !== null && authorName.get(post.authorId)) || UNKNOWN },
    { header: "Category", className: "whitespace-nowrap", cell: (post) => (post.categoryId !== null && categoryName.get(post.categoryId)) || UNKNOWN },
    {
      header: "Published Date",
      className: "whitespace-nowrap tabular-nums",
      cell: (post) => <LocalDate value={post.publishedAt} style={isScheduled(post, now) ? "date-time" : "date"} />,
    },
    actionsColumn((post) => {
      const row = JSON.stringify({ id: post.id, title: post.title, status: post.status });
      const publish = post.status === "published" ? "Unpublish" : "Publish";
      return (
        <>
          <IconButton label={`Edit ${post.title}`} data-admin-action="edit" data-admin-item={row}>
            <Pencil aria-hidden="true" size={16} />
          </IconButton>
          <RowTextButton className="w-22 justify-center" aria-label={`${publish} ${post.title}`} data-admin-action="toggle" data-admin-item={row}>
            {publish}
          </RowTextButton>
          <IconButton label={`Delete ${post.title}`} tone="danger" data-admin-action="delete" data-admin-item={row}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </>
      );
    }),
  ];
}

const clearClass = "keyboard-focus mt-3 inline-block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 no-underline hover:bg-brand-50";

function EmptyState({ view }: { view: PostListView }): ReactNode {
  if (view.q) {
    return (
      <>
        <p className="m-0 text-slate-700">
          No posts match “<span className="font-medium text-slate-900">{view.q}</span>”{isFiltered({ ...view, q: "" }) ? " with these filters" : ""}.
        </p>
        <a href={postsHref({ ...view, q: "", page: 1 })} className={clearClass}>
          Clear search
        </a>
      </>
    );
  }
  if (isFiltered(view)) {
    return (
      <>
        <p className="m-0 text-slate-700">No posts match these filters.</p>
        <a href={postsHref({ ...DEFAULT_POST_LIST_VIEW, sort: view.sort })} className={clearClass}>
          Clear filters
        </a>
      </>
    );
  }
  return "No blog posts yet. Write the first one with New Post.";
}

export function PostList({ data }: { data: PostListData }) {
  const { view, lists } = data;
  const page = lists?.page;
  const total = page?.total ?? 0;
  const here = postsHref(view);
  return (
    <section {...listRegionAttributes(here)} aria-labelledby="blog-posts-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Blog Posts"
        headingId="blog-posts-heading"
        summary={page ? `${total.toLocaleString("en-US")} ${total === 1 ? "post" : "posts"}${isFiltered(view) ? " match" : ""}` : undefined}
      >
        <Button id={NEW_POST_BUTTON_ID} variant="primary" data-admin-action="new">
          <Plus aria-hidden="true" size={16} />
          New Post
        </Button>
      </PanelToolbar>
      <PostListToolbar view={view} counts={page?.counts ?? null} authors={lists?.authors ?? []} categories={lists?.categories ?? []} tags={lists?.tags ?? []} />
      <DataTable
        label="Blog posts"
        columns={columnsOf(lists ?? { authors: [], categories: [], readAt: new Date().toISOString() })}
        rows={page?.posts ?? null}
        rowKey={(post) => post.id}
        loading={false}
        skeletonRows={SKELETON_ROWS}
        empty={<EmptyState view={view} />}
        error={lists ? null : "Couldn't load the blog posts. Check your connection and try again."}
        retryHref={here}
      />
      {page && total > 0 ? <NumberedPager page={view.page} limit={page.limit} total={total} hrefOf={(n) => postsHref({ ...view, page: n })} /> : null}
    </section>
  );
}
