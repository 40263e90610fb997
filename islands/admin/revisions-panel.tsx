/**
 * The edit dialog's Revisions panel: the post's saved versions, newest first (when, how — saved,
 * autosaved, restored —, by whom, how long), one selected at a time and compared with the text in the form,
 * and "Restore this version", which writes that revision's words back into the post (the restore is itself
 * a revision). Beside the form on wide screens, above it on phones.
 */
import { format, isToday, isYesterday } from "date-fns";
import { X } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import type { AdminPost, AdminRevision, AdminRevisionSummary, RevisionKind } from "../../src/shared/admin-api.ts";
import { isStaleVersion } from "../../src/shared/api-errors.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { differencesOf, FieldDifferences } from "./diff-view.tsx";
import { toastError, toastSuccess } from "./messages.ts";
import { COMPARED_FIELDS, formFromPayload, type PostForm } from "./post-form.ts";
import { redirectIfUnauthorized } from "./session.ts";

export const revisionText = {
  restored: "Revision restored",
  restoreFailed: "Failed to restore revision",
  loadFailed: "Couldn't load the revisions.",
} as const;

const KIND_LABEL: Record<RevisionKind, string> = { save: "Saved", autosave: "Autosaved", restore: "Restored" };

/** A revision keeps the words and meta, not the featured image. */
const REVISION_FIELDS = COMPARED_FIELDS.filter((f) => f.key !== "featuredImageUrl");

/** "Today 10:42 AM", "Yesterday 9:05 PM", "Nov 3, 10:42 AM", "Nov 3, 2025, 10:42 AM". */
export function revisionTime(iso: string): string {
  const at = new Date(iso);
  if (isToday(at)) return `Today ${format(at, "h:mm a")}`;
  if (isYesterday(at)) return `Yesterday ${format(at, "h:mm a")}`;
  return format(at, at.getFullYear() === new Date().getFullYear() ? "MMM d, h:mm a" : "MMM d, yyyy, h:mm a");
}

function size(characters: number): string {
  return `${characters.toLocaleString("en-US")} ${characters === 1 ? "character" : "characters"}`;
}

export interface RevisionsPanelProps {
  postId: number;
  /** The form as it is now: what a revision is compared with. */
  form: PostForm;
  /** The form holds work not saved into the post: restoring asks first. */
  dirty: boolean;
  version: RefObject<number | null>;
  /** Before a restore: no autosave starts and the one under way has finished (its version is the one to send). */
  holdAutosave: () => Promise<void>;
  releaseAutosave: () => void;
  /** Changes whenever the post moves on (a save, an autosave of a draft): the list is read again. */
  postVersion: number | null;
  onRestored: (post: AdminPost) => void;
  onStale: (current: AdminPost) => void;
  onClose: () => void;
}

export function RevisionsPanel({ postId, form, dirty, version, holdAutosave, releaseAutosave, postVersion, onRestored, onStale, onClose }: RevisionsPanelProps) {
  const [revisions, setRevisions] = useState<AdminRevisionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<AdminRevision | null>(null);
  const [selecting, setSelecting] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: postVersion and reloads are the triggers to read the list again
  useEffect(() => {
    let current = true;
    adminRequest<AdminRevisionSummary[]>("GET", `/api/admin/blog-posts/${postId}/revisions`).then(
      (list) => {
        if (!current) return;
        setRevisions(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (redirectIfUnauthorized(error) || !current) return;
        setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [postId, postVersion, reloads]);

  async function select(id: number) {
    setConfirming(false);
    setSelecting(id);
    try {
      setSelected(await adminRequest<AdminRevision>("GET", `/api/admin/blog-posts/${postId}/revisions/${id}`));
    } catch (error) {
      if (!redirectIfUnauthorized(error)) toastError(revisionText.loadFailed);
    }
    setSelecting(null);
  }

  async function restore(revision: AdminRevision) {
    setRestoring(true);
    await holdAutosave();
    try {
      const post = await adminRequest<AdminPost>("POST", `/api/admin/blog-posts/${postId}/revisions/${revision.id}/restore`, { version: version.current ?? undefined });
      toastSuccess(revisionText.restored);
      setSelected(null);
      setConfirming(false);
      onRestored(post);
      setReloads((n) => n + 1);
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      if (error instanceof AdminApiError && error.status === 409 && isStaleVersion<AdminPost>(error.body)) onStale(error.body.current);
      else toastError(revisionText.restoreFailed);
    } finally {
      releaseAutosave();
      setRestoring(false);
    }
  }

  return (
    <aside
      aria-labelledby="revisions-heading"
      id="post-revisions"
      className="grid content-start gap-4 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6 lg:border-b-0 lg:border-l"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="revisions-heading" className="m-0 text-base font-bold text-slate-900">
          Revisions
        </h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close revisions"
          className="keyboard-focus -mr-2 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-200 hover:text-slate-900"
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
      {failed ? (
        <div className="grid gap-2 text-sm text-slate-700">
          <p className="m-0">{revisionText.loadFailed}</p>
          <Button onClick={() => setReloads((n) => n + 1)}>Try again</Button>
        </div>
      ) : revisions === null ? (
        <p className="m-0 text-sm text-slate-600">Loading…</p>
      ) : revisions.length === 0 ? (
        <p className="m-0 text-sm text-slate-600">No revisions yet: each save keeps one.</p>
      ) : (
        <ul aria-label="Saved versions, newest first" className="m-0 grid list-none gap-1.5 p-0">
          {revisions.map((r) => {
            const isSelected = selected?.id === r.id;
            return (
              <li key={r.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-busy={selecting === r.id || undefined}
                  onClick={() => void select(r.id)}
                  className={`keyboard-focus grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors duration-150 motion-reduce:transition-none ${
                    isSelected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-100"
                  }`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{revisionTime(r.createdAt)}</span>
                    <span className="text-xs font-medium text-slate-600">{KIND_LABEL[r.kind]}</span>
                  </span>
                  <span className="truncate text-slate-700">{r.title}</span>
                  <span className="text-xs text-slate-600">
                    {r.by} · {size(r.contentLength)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {selected ? (
        <section aria-labelledby="revision-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="revision-comparison">
          <div className="grid gap-0.5">
            <h4 id="revision-heading" className="m-0 text-sm font-bold text-slate-900">
              {KIND_LABEL[selected.kind]} {revisionTime(selected.createdAt)}
            </h4>
            <p className="m-0 text-xs text-slate-600">{selected.by}. Compared with the text in the form now.</p>
          </div>
          <FieldDifferences
            differences={differencesOf(REVISION_FIELDS, formFromPayload(selected), form)}
            beforeName="This revision"
            afterName="Your current text"
            headingLevel={5}
          />
          {confirming ? (
            <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50/50 p-3">
              <p className="m-0 text-sm text-slate-800">The form holds changes that are not saved. Restoring replaces them with this revision.</p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setConfirming(false)}>Cancel</Button>
                <Button variant="danger" pending={restoring} onClick={() => void restore(selected)}>
                  Restore anyway
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="primary" pending={restoring} onClick={() => (dirty ? setConfirming(true) : void restore(selected))}>
              Restore this version
            </Button>
          )}
        </section>
      ) : revisions && revisions.length > 0 ? (
        <p className="m-0 text-xs text-slate-600">Choose a version to compare it with the form.</p>
      ) : null}
    </aside>
  );
}
