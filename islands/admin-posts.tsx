/**
 * The Blog Posts tab: Title, Status, Author, Category, Published Date ('MMM d, yyyy' or '-'), Actions
 * (edit, publish/unpublish, delete); 3 skeleton rows while loading; 'Unknown' for an author or category
 * that cannot be found or is not set. One page of posts at a time, searched, filtered by status (with the
 * counts), category, author and tag, and sorted, all in the address (post-list-state.ts); the server reads
 * the page the address names for the first paint. Rows carry no body: Edit reads the whole post from
 * GET /api/admin/blog-posts/:id, then opens the dialog. A published post whose time is still ahead shows as
 * Scheduled, with the time it goes live; a live post's title links to its public page. The dialog and
 * its editor are fetched when first wanted.
 */
import { LoaderCircle, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Column, DataTable, RowActions } from "../src/admin/frame/shared/data-table.tsx";
import { Badge, Button, IconButton, PanelToolbar, RowTextButton, StatusBadge } from "../src/admin/frame/shared/ui.tsx";
import type { AdminAuthor, AdminCategory, AdminPost, AdminPostRow, AdminTag, PostLists } from "../src/shared/admin-api.ts";
import { cleanSearch, DEFAULT_POST_LIST_VIEW, isFiltered, type PostListView } from "../src/shared/post-list-view.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { entityText, statusText, toastError } from "./admin/messages.ts";
import { PostListPager } from "./admin/post-list-pager.tsx";
import { addressOf, type HistoryMode, usePostListPage, usePostListView } from "./admin/post-list-state.ts";
import { isScheduled, PostTitleCell, titleLink } from "./admin/post-list-title.tsx";
import { PostListToolbar } from "./admin/post-list-toolbar.tsx";
import { ReloadError } from "./admin/reload-error.tsx";
import { SEARCH_DELAY_MS } from "./admin/searched-list.tsx";
import { redirectIfUnauthorized } from "./admin/session.ts";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { useAdminList } from "./admin/use-admin-list.ts";
import { adminGet } from "./lib/admin-api.ts";
import { island } from "./lib/island.tsx";

export interface AdminPostsProps {
  /** The search, filters, order and page the address names, as the server read them. */
  view: PostListView;
  /** That page and the name lists as the server read them for the first paint; absent when that failed (then fetched here). */
  initial?: PostLists;
}

const POSTS_PATH = "/api/admin/blog-posts";
/** Skeleton rows while the list loads (the other tabs show 2). */
const SKELETON_ROWS = 3;
/** The one label for a missing author or category, in the list and the filters alike. */
const UNKNOWN = "Unknown";
const OPEN_FAILED = "Couldn't open the post. Check your connection and try again.";
const text = entityText.post;
const postDialog = lazyDialog(() => import("./admin/post-dialog.tsx"));

function AdminPosts({ view: initialView, initial }: AdminPostsProps) {
  const [searchText, setSearchText] = useState(initialView.q);
  const { view, navigate } = usePostListView(initialView, (fromAddress) => setSearchText(fromAddress.q));
  const list = usePostListPage(view, initial?.page);
  const authors = useAdminList<AdminAuthor[]>("/api/admin/authors", "authors", initial?.authors);
  const categories = useAdminList<AdminCategory[]>("/api/admin/categories", "categories", initial?.categories);
  const tags = useAdminList<AdminTag[]>("/api/admin/tags", "tags", initial?.tags);
  const dates = useTableDates();
  const [editing, setEditing] = useState<AdminPost | "new" | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminPostRow | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  /** True while the current history entry is a search being typed: the next pause replaces it. */
  const typingEntry = useRef(false);

  const data = list.data;
  const authorName = useMemo(() => new Map((authors.data ?? []).map((a) => [a.id, a.name])), [authors.data]);
  const categoryName = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  // Scheduled or Published is a comparison with a clock, taken once per list load: a row turns from
  // Scheduled to Published on the next reload. The server's rows are compared with the moment the server
  // read them, in its render and in the hydrating one alike, or a post going live in between would make
  // the two disagree; rows read here are compared with the time they arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: data is the trigger: a new list, a new "now"
  const now = useMemo(() => (initial && data === initial.page ? Date.parse(initial.readAt) : Date.now()), [data]);
  const namesLoading = authors.loading && !authors.data;
  const categoriesLoading = categories.loading && !categories.data;

  function go(change: Partial<PostListView>, mode: HistoryMode = "push") {
    // Any change but a page turn starts again from the first page.
    const next = { ...view, page: 1, ...change };
    if (mode === "push") typingEntry.current = false;
    navigate(next, mode);
  }

  function runSearch(textNow: string, { typing }: { typing: boolean }) {
    const q = cleanSearch(textNow);
    if (q === view.q) return;
    // The first pause of a search adds an entry (Back returns to the list before it); later pauses
    // while typing replace it, so the history holds searches, not keystrokes.
    const mode: HistoryMode = typing && typingEntry.current ? "replace" : "push";
    go({ q }, mode);
    typingEntry.current = typing;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text settles; runSearch reads the view of that render
  useEffect(() => {
    if (cleanSearch(searchText) === view.q) return;
    const timer = setTimeout(() => runSearch(searchText, { typing: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // A page past the end (after deletes, or an old link) moves back to the last one.
  useEffect(() => {
    if (!data || list.loading || data.total === 0) return;
    const pages = Math.ceil(data.total / data.limit);
    if (view.page > pages) navigate({ ...view, page: pages }, "replace");
  }, [data, list.loading, view, navigate]);

  async function openEditor(target: AdminPostRow | "new") {
    if (target === "new") {
      if (await postDialog.open()) setEditing("new");
      return;
    }
    setOpening(target.id);
    try {
      // The row has no body: the dialog opens on the whole post, as it is now.
      const [post, ready] = await Promise.all([adminGet<AdminPost>(`${POSTS_PATH}/${target.id}`), postDialog.open()]);
      if (ready) setEditing(post);
    } catch (error) {
      if (!redirectIfUnauthorized(error)) {
        console.error(`Opening blog post ${target.id} failed:`, error);
        toastError(OPEN_FAILED);
      }
    } finally {
      setOpening(null);
    }
  }

  async function toggleStatus(post: AdminPostRow) {
    setToggling(post.id);
    await runAction({
      method: "PUT",
      path: `${POSTS_PATH}/${post.id}`,
      body: { status: post.status === "published" ? "draft" : "published" },
      success: statusText.postStatusUpdated,
      failure: statusText.postStatusFailed,
      reload: list.reload,
    });
    setToggling(null);
  }

  const columns: Column<AdminPostRow>[] = [
    {
      header: "Title",
      className: "min-w-[16rem] max-w-[28rem]",
      cell: (post) => <PostTitleCell post={post} link={titleLink(post, now)} />,
    },
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
    {
      header: "Author",
      className: "whitespace-nowrap",
      cell: (post) => (namesLoading ? "…" : (post.authorId !== null && authorName.get(post.authorId)) || UNKNOWN),
    },
    {
      header: "Category",
      className: "whitespace-nowrap",
      cell: (post) => (categoriesLoading ? "…" : (post.categoryId !== null && categoryName.get(post.categoryId)) || UNKNOWN),
    },
    {
      header: "Published Date",
      className: "whitespace-nowrap tabular-nums",
      cell: (post) => (isScheduled(post, now) ? dates.dateTime(post.publishedAt) : dates.date(post.publishedAt)),
    },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (post) => (
        <RowActions>
          <IconButton
            label={`Edit ${post.title}`}
            aria-busy={opening === post.id || undefined}
            disabled={opening === post.id}
            onPointerEnter={postDialog.preload}
            onFocus={postDialog.preload}
            onClick={() => void openEditor(post)}
          >
            {opening === post.id ? <LoaderCircle aria-hidden="true" size={16} className="animate-spin motion-reduce:animate-none" /> : <Pencil aria-hidden="true" size={16} />}
          </IconButton>
          <RowTextButton
            className="w-22 justify-center"
            aria-label={`${post.status === "published" ? "Unpublish" : "Publish"} ${post.title}`}
            disabled={toggling === post.id}
            onClick={() => void toggleStatus(post)}
          >
            {post.status === "published" ? "Unpublish" : "Publish"}
          </RowTextButton>
          <IconButton label={`Delete ${post.title}`} tone="danger" onClick={() => setDeleting(post)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  const clearButton = "keyboard-focus mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  const empty = view.q ? (
    <>
      <p className="m-0 text-slate-700">
        No posts match “<span className="font-medium text-slate-900">{view.q}</span>”{isFiltered({ ...view, q: "" }) ? " with these filters" : ""}.
      </p>
      <button
        type="button"
        className={clearButton}
        onClick={() => {
          setSearchText("");
          go({ q: "" });
        }}
      >
        Clear search
      </button>
    </>
  ) : isFiltered(view) ? (
    <>
      <p className="m-0 text-slate-700">No posts match these filters.</p>
      <button type="button" className={clearButton} onClick={() => go({ ...DEFAULT_POST_LIST_VIEW, sort: view.sort })}>
        Clear filters
      </button>
    </>
  ) : (
    "No blog posts yet. Write the first one with New Post."
  );

  const total = data?.total ?? 0;
  const summary = data ? `${total.toLocaleString("en-US")} ${total === 1 ? "post" : "posts"}${isFiltered(view) ? " match" : ""}` : "Loading…";
  const stale = list.loading && data !== null;
  const PostDialog = postDialog.loaded()?.PostDialog;
  return (
    <section aria-labelledby="blog-posts-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Blog Posts" headingId="blog-posts-heading" summary={summary}>
        <Button ref={newButton} variant="primary" onPointerEnter={postDialog.preload} onFocus={postDialog.preload} onClick={() => void openEditor("new")}>
          <Plus aria-hidden="true" size={16} />
          New Post
        </Button>
      </PanelToolbar>
      <PostListToolbar
        view={view}
        searchText={searchText}
        counts={data?.counts ?? null}
        authors={authors.data ?? []}
        categories={categories.data ?? []}
        tags={tags.data ?? []}
        statusHref={(status) => addressOf({ ...view, status, page: 1 })}
        onSearchText={setSearchText}
        onSearchSubmit={(textNow) => {
          setSearchText(textNow);
          runSearch(textNow, { typing: false });
        }}
        onChange={(change) => go(change)}
      />
      <ReloadError list={list} />
      <div className={`transition-opacity duration-150 motion-reduce:transition-none ${stale ? "opacity-60" : ""}`}>
        <DataTable
          label="Blog posts"
          columns={columns}
          rows={data?.posts ?? null}
          rowKey={(post) => post.id}
          loading={list.loading}
          skeletonRows={SKELETON_ROWS}
          empty={empty}
          error={list.error}
          onRetry={() => void list.reload()}
        />
      </div>
      {data && total > 0 ? (
        <PostListPager page={view.page} limit={data.limit} total={total} hrefOf={(page) => addressOf({ ...view, page })} onPage={(page) => navigate({ ...view, page }, "push")} />
      ) : null}
      {editing && PostDialog ? (
        <PostDialog
          post={editing === "new" ? null : editing}
          authors={authors.data ?? []}
          categories={categories.data ?? []}
          tags={tags.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
          onReopen={() => void openEditor(editing === "new" ? "new" : editing)}
          fallbackFocus={newButton}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={deleting.title}
          fallbackFocus={newButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({ method: "DELETE", path: `${POSTS_PATH}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: list.reload });
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-posts", AdminPosts, { on: "load" });
