/**
 * The Blog Posts tab's actions, hydrated by the first one (admin-actions.ts): New Post and Edit open the post
 * editor (its code fetched when first wanted; Edit reads the whole post first, the row has no body), Publish /
 * Unpublish sends the spec's PUT with only {status}, Delete asks its confirmation. Each write shows its toast, then
 * the list region reads itself again. The names for the editor's selects come from the server with the island.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDelete } from "../../../../islands/admin/confirm-delete.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { entityText, statusText, toastError } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { runAction } from "../../../../islands/admin/submit.ts";
import { adminGet } from "../../../../islands/lib/admin-api.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { AdminAuthor, AdminCategory, AdminPost, AdminTag } from "../../../shared/admin-api.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { markBusy } from "../../frame/client/busy-button.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { NEW_POST_BUTTON_ID } from "../shared/post-ids.ts";

const POSTS_PATH = "/api/admin/blog-posts";
const OPEN_FAILED = "Couldn't open the post. Check your connection and try again.";
const text = entityText.post;
const postDialog = lazyDialog(() => import("../../../../islands/admin/post-dialog.tsx"));

export interface PostDialogsProps {
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
}

/** What a row's buttons carry. */
type PostRow = { id: number; title: string; status: string };
const isPostRow = (item: Record<string, unknown> | undefined): item is PostRow => typeof item?.id === "number" && typeof item.title === "string" && typeof item.status === "string";

/**
 * Publish or Unpublish: the spec's PUT with only {status}, then "Status updated" with an Undo that sends the opposite
 * one (the server gives a post published again its earlier date, so an Undo of Unpublish leaves no trace on the blog).
 */
async function toggleStatus(post: PostRow, button: HTMLElement | undefined, offerUndo = true) {
  // The row's button, the server's, waits with the request: a second click is not a second toggle.
  button?.setAttribute("disabled", "");
  const status = post.status === "published" ? "draft" : "published";
  await runAction({
    method: "PUT",
    path: `${POSTS_PATH}/${post.id}`,
    body: { status },
    success: statusText.postStatusUpdated,
    failure: statusText.postStatusFailed,
    reload: refreshAdminList,
    undo: offerUndo ? () => void toggleStatus({ ...post, status }, undefined, false) : undefined,
  });
  button?.removeAttribute("disabled");
}

function PostDialogs({ authors, categories, tags }: PostDialogsProps) {
  const [editing, setEditing] = useState<AdminPost | "new" | null>(null);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  // Where the focus goes when the row whose button opened a dialog is gone: New Post.
  const newButton: RefObject<HTMLElement | null> = useRef(null);

  async function openEditor(target: { id: number } | "new", button?: HTMLElement) {
    if (target === "new") {
      if (await postDialog.open()) setEditing("new");
      return;
    }
    const done = markBusy(button, "");
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
      done();
    }
  }
  const open = useRef(openEditor);
  open.current = openEditor;

  useEffect(() => {
    newButton.current = document.getElementById(NEW_POST_BUTTON_ID);
    return listenForAdminActions(({ action, item, opener }) => {
      if (action === "new") void open.current("new");
      else if (action === "edit" && isPostRow(item)) void open.current(item, opener);
      else if (action === "toggle" && isPostRow(item)) void toggleStatus(item, opener);
      else if (action === "delete" && isPostRow(item)) setDeleting(item);
    });
  }, []);

  const PostDialog = postDialog.loaded()?.PostDialog;
  return (
    <>
      {editing && PostDialog ? (
        <PostDialog
          post={editing === "new" ? null : editing}
          authors={authors}
          categories={categories}
          tags={tags}
          onClose={() => setEditing(null)}
          onSaved={refreshAdminList}
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
            await runAction({ method: "DELETE", path: `${POSTS_PATH}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: refreshAdminList });
          }}
        />
      ) : null}
    </>
  );
}

export default island("post-dialogs", PostDialogs, { on: "event", event: ADMIN_ACTION_EVENT });
