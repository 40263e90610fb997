/**
 * The Blog Posts tab: Title, Status, Author, Category, Published Date ('MMM d, yyyy' or
 * '-'), Actions (edit, publish/unpublish, delete); 3 skeleton rows while loading; 'Unknown' for an
 * author or category that cannot be found. Authors, categories and tags load alongside for the
 * names and the dialog's selects; the server reads all four for the first paint. A published post
 * whose time is still ahead shows as Scheduled, with the time it goes live. The dialog and its editor
 * are fetched when first wanted.
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import type { AdminAuthor, AdminCategory, AdminPost, AdminTag, PostLists } from "../src/shared/admin-api.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { type Column, DataTable, RowActions } from "./admin/data-table.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { entityText, statusText } from "./admin/messages.ts";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { Badge, Button, IconButton, PanelToolbar, RowTextButton, StatusBadge } from "./admin/ui.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminPostsProps {
  /** The lists as the server read them for the first paint; absent when that failed (then fetched here). */
  initial?: PostLists;
}

const POSTS_PATH = "/api/admin/blog-posts";
/** Skeleton rows while the list loads (the other tabs show 2). */
const SKELETON_ROWS = 3;
const text = entityText.post;
const postDialog = lazyDialog(() => import("./admin/post-dialog.tsx"));

/** Published with a time still ahead: public only from then. */
function isScheduled(post: AdminPost, now: number): boolean {
  return post.status === "published" && post.publishedAt !== null && Date.parse(post.publishedAt) > now;
}

function summary(posts: AdminPost[], now: number) {
  const scheduled = posts.filter((p) => isScheduled(p, now)).length;
  const published = posts.filter((p) => p.status === "published").length - scheduled;
  const drafts = posts.length - published - scheduled;
  const parts = [`${posts.length} ${posts.length === 1 ? "post" : "posts"}`, `${published} published`];
  if (scheduled > 0) parts.push(`${scheduled} scheduled`);
  parts.push(`${drafts} ${drafts === 1 ? "draft" : "drafts"}`);
  return parts.join(" · ");
}

function AdminPosts({ initial }: AdminPostsProps) {
  const posts = useAdminList<AdminPost[]>(POSTS_PATH, "blog posts", initial?.posts);
  const authors = useAdminList<AdminAuthor[]>("/api/admin/authors", "authors", initial?.authors);
  const categories = useAdminList<AdminCategory[]>("/api/admin/categories", "categories", initial?.categories);
  const tags = useAdminList<AdminTag[]>("/api/admin/tags", "tags", initial?.tags);
  const dates = useTableDates();
  const [editing, setEditing] = useState<AdminPost | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  const authorName = useMemo(() => new Map((authors.data ?? []).map((a) => [a.id, a.name])), [authors.data]);
  const categoryName = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  // Scheduled or Published is a comparison with a clock, taken once per list load: a row turns from
  // Scheduled to Published on the next reload. The server's rows are compared with the moment the server
  // read them, in its render and in the hydrating one alike, or a post going live in between would make
  // the two disagree; rows read here are compared with the time they arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: posts.data is the trigger: a new list, a new "now"
  const now = useMemo(() => (initial && posts.data === initial.posts ? Date.parse(initial.readAt) : Date.now()), [posts.data]);
  const namesLoading = authors.loading && !authors.data;
  const categoriesLoading = categories.loading && !categories.data;

  async function openEditor(target: AdminPost | "new") {
    if (await postDialog.open()) setEditing(target);
  }

  async function toggleStatus(post: AdminPost) {
    setToggling(post.id);
    await runAction({
      method: "PUT",
      path: `${POSTS_PATH}/${post.id}`,
      body: { status: post.status === "published" ? "draft" : "published" },
      success: statusText.postStatusUpdated,
      failure: statusText.postStatusFailed,
      reload: posts.reload,
    });
    setToggling(null);
  }

  const columns: Column<AdminPost>[] = [
    {
      header: "Title",
      className: "min-w-[16rem] max-w-[28rem]",
      cell: (post) => (
        <span className="block font-medium text-slate-900 md:truncate" title={post.title}>
          {post.title}
        </span>
      ),
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
      cell: (post) => (namesLoading ? "…" : (post.authorId !== null && authorName.get(post.authorId)) || "Unknown"),
    },
    {
      header: "Category",
      className: "whitespace-nowrap",
      cell: (post) => (categoriesLoading ? "…" : (post.categoryId !== null && categoryName.get(post.categoryId)) || "Unknown"),
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
          <IconButton label={`Edit ${post.title}`} onPointerEnter={postDialog.preload} onFocus={postDialog.preload} onClick={() => void openEditor(post)}>
            <Pencil aria-hidden="true" size={16} />
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

  const PostDialog = postDialog.loaded()?.PostDialog;
  return (
    <section aria-labelledby="blog-posts-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Blog Posts" headingId="blog-posts-heading" summary={posts.data ? summary(posts.data, now) : "Loading…"}>
        <Button ref={newButton} variant="primary" onPointerEnter={postDialog.preload} onFocus={postDialog.preload} onClick={() => void openEditor("new")}>
          <Plus aria-hidden="true" size={16} />
          New Post
        </Button>
      </PanelToolbar>
      <DataTable
        label="Blog posts"
        columns={columns}
        rows={posts.data}
        rowKey={(post) => post.id}
        loading={posts.loading}
        skeletonRows={SKELETON_ROWS}
        empty="No blog posts yet. Write the first one with New Post."
        error={posts.error}
        onRetry={() => void posts.reload()}
      />
      {editing && PostDialog ? (
        <PostDialog
          post={editing === "new" ? null : editing}
          authors={authors.data ?? []}
          categories={categories.data ?? []}
          tags={tags.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={posts.reload}
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
            await runAction({ method: "DELETE", path: `${POSTS_PATH}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: posts.reload });
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-posts", AdminPosts, { on: "load" });
