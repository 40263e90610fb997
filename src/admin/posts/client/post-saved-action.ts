/**
 * The button beside the post dialog's save toast ('Blog post updated', as the spec words it): Undo when the save
 * took the post off the site (it is published again, with its date), else the way to see what was saved — the
 * public post, or a preview link for a draft (one day long, made when asked, opened in a new tab).
 */
import { statusText, toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { adminRequest } from "../../../../islands/lib/admin-api.ts";
import type { AdminPost } from "../../../shared/admin-api.ts";

const POSTS_PATH = "/api/admin/blog-posts";

export const savedActionText = {
  view: "View post",
  preview: "Preview",
  previewFailed: "Couldn't make a preview link. Try again, or use Preview links in the editor.",
} as const;

type ToastAction = { label: string; onAction: () => void };

/** Published again, as the list's Publish would: the spec's PUT with the status, its 'Status updated'. */
async function publishAgain(post: AdminPost, reload: () => Promise<void>) {
  try {
    await adminRequest("PUT", `${POSTS_PATH}/${post.id}`, { status: "published" });
    toastSuccess(statusText.postStatusUpdated);
    await reload();
  } catch (error) {
    if (!redirectIfUnauthorized(error)) toastError(statusText.postStatusFailed);
  }
}

/** A tab opened in the click (so no pop-up blocker stops it), sent to the preview link once it is made. */
async function openPreview(post: AdminPost) {
  const tab = window.open("about:blank", "_blank");
  try {
    const link = await adminRequest<{ url: string }>("POST", `${POSTS_PATH}/${post.id}/previews`, { days: 1 });
    if (tab) {
      tab.opener = null;
      tab.location.href = link.url;
    } else window.location.assign(link.url);
  } catch (error) {
    tab?.close();
    if (!redirectIfUnauthorized(error)) toastError(savedActionText.previewFailed);
  }
}

/**
 * @param before the post as the dialog opened it (null: a new one)
 * @example successAction: (saved) => postSavedAction(before, saved, refreshAdminList)
 */
export function postSavedAction(before: AdminPost | null, saved: AdminPost, reload: () => Promise<void>): ToastAction | undefined {
  if (before?.status === "published" && saved.status === "draft") return { label: "Undo", onAction: () => void publishAgain(saved, reload) };
  if (saved.status === "draft") return { label: savedActionText.preview, onAction: () => void openPreview(saved) };
  const live = saved.publishedAt === null || Date.parse(saved.publishedAt) <= Date.now();
  // A scheduled post has no public page yet: nothing to show but the list's Scheduled.
  if (!live) return undefined;
  return { label: savedActionText.view, onAction: () => void window.open(`/blog/${encodeURIComponent(saved.slug)}`, "_blank", "noopener") };
}
