/**
 * The editor's Preview links panel: the post's live links (when each expires, and Revoke — it asks first,
 * in the row), and "Create preview link" with a lifetime of 1, 7 or 30 days. The server keeps only a hash
 * of each token, so a new link's whole address is shown once, in a read-only field with Copy; after that
 * (a reload, the dialog opened again) a link is listed masked, by its first characters. Only a draft or a scheduled post gets a new link; a published one lists what is left
 * so it can still be revoked. It sits inside the post form: every button is type=button and Enter in the
 * link field does not submit the form.
 */
import { format } from "date-fns";
import { Globe, Link2 } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import {
  type AdminPreviewLink,
  DEFAULT_PREVIEW_LINK_DAYS,
  type NewAdminPreviewLink,
  PREVIEW_LINK_DAYS,
  type PreviewLinkDays,
  type PreviewPostState,
  timeLeft,
} from "../../src/shared/preview-links.ts";
import { AdminApiError, adminGet, adminRequest } from "../lib/admin-api.ts";
import { CopyButton, CopyField } from "./copy-button.tsx";
import { FieldSection } from "./fields.tsx";
import { toastError, toastSuccess } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";

export const previewLinkText = {
  title: "Preview links",
  description: "Anyone with a link can read this post as it will look, until the link expires or you revoke it.",
  create: "Create preview link",
  creating: "Creating...",
  created: "Preview link created",
  createFailed: "Failed to create preview link",
  revoke: "Revoke",
  revokeQuestion: "Revoke this link? Anyone holding it loses access.",
  revoked: "Preview link revoked",
  revokeFailed: "Failed to revoke preview link",
  shownOnce: "Copy it now: the whole link is shown only this once.",
  copied: "Preview link copied to clipboard",
  copyFailed: "Couldn't copy the link. It is selected: copy it with Ctrl+C or ⌘C.",
  loadFailed: "Couldn't load the preview links.",
  none: "No live preview links.",
  published: "This post is published: share its address instead.",
} as const;

const DAY_LABELS: Record<PreviewLinkDays, string> = { 1: "1 day", 7: "7 days", 30: "30 days" };

/** "Expires in 7 days · Dec 2" */
function expiryLabel(expiresAt: string): string {
  const at = new Date(expiresAt);
  return `Expires ${timeLeft(at, new Date())} · ${format(at, "MMM d")}`;
}

/** Enter in a field of the post form would save the post: not from the link field. */
function keepEnterHere(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter") event.preventDefault();
}

function reportFailure(error: unknown, failure: string) {
  if (redirectIfUnauthorized(error)) return;
  console.error(`${failure}:`, error);
  const reason = error instanceof AdminApiError ? error.serverMessage : undefined;
  toastError(reason && error instanceof AdminApiError && error.status === 409 ? reason : failure);
}

/** A listed link, with its whole address while it is the one this panel just made. */
type ShownLink = AdminPreviewLink & Partial<Pick<NewAdminPreviewLink, "url">>;

interface LinkRowProps {
  link: ShownLink;
  /** The link's own address in the admin API (DELETE revokes it). */
  path: string;
  onRevoked: (id: number) => void;
  /** The newest row's Copy button, focused right after it is created. */
  copyRef?: RefObject<HTMLButtonElement | null>;
}

function LinkRow({ link, path, onRevoked, copyRef }: LinkRowProps) {
  const inputId = useId();
  const questionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);

  function ask() {
    setConfirming(true);
    // The question replaces the Revoke button: the safe answer takes the focus.
    requestAnimationFrame(() => keepRef.current?.focus());
  }

  function keep() {
    setConfirming(false);
    requestAnimationFrame(() => revokeRef.current?.focus());
  }

  async function revoke() {
    setRevoking(true);
    try {
      await adminRequest("DELETE", path);
    } catch (error) {
      setRevoking(false);
      reportFailure(error, previewLinkText.revokeFailed);
      return;
    }
    toastSuccess(previewLinkText.revoked);
    onRevoked(link.id);
  }

  const label = `Preview link, ${expiryLabel(link.expiresAt).toLowerCase()}`;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="preview-link">
      {link.url ? (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {link.url ? (
          <CopyField
            ref={inputRef}
            id={inputId}
            value={link.url}
            onKeyDown={keepEnterHere}
            className="block h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 sm:flex-1"
          />
        ) : (
          // Only the token's first characters are known: nothing here to copy.
          <p className="m-0 h-10 min-w-0 truncate font-mono text-xs leading-10 text-slate-600 sm:flex-1">
            <span className="sr-only">{label}: </span>
            {link.maskedUrl}
          </p>
        )}
        <div className="flex shrink-0 gap-2">
          {link.url ? (
            <CopyButton ref={copyRef} text={link.url} field={inputRef} label="Copy" what="the preview link" toasts={previewLinkText} className="flex-1 sm:flex-none" />
          ) : null}
          {confirming ? null : (
            <Button ref={revokeRef} variant="ghost" onClick={ask} className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none">
              {previewLinkText.revoke}
            </Button>
          )}
        </div>
      </div>
      <p className="m-0 text-xs text-slate-500">{expiryLabel(link.expiresAt)}</p>
      {link.url ? <p className="m-0 text-xs text-slate-600">{previewLinkText.shownOnce}</p> : null}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2">
          <p id={questionId} className="m-0 mr-auto text-sm text-red-900">
            {previewLinkText.revokeQuestion}
          </p>
          <Button ref={keepRef} onClick={keep} disabled={revoking} aria-describedby={questionId}>
            Keep
          </Button>
          <Button variant="danger" onClick={() => void revoke()} pending={revoking} aria-describedby={questionId}>
            {revoking ? "Revoking..." : "Revoke link"}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export interface PreviewLinksProps {
  postId: number;
  /** previewPostState(post) from src/shared/preview-links.ts. */
  status: PreviewPostState;
}

export function PreviewLinks({ postId, status }: PreviewLinksProps) {
  const [links, setLinks] = useState<ShownLink[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  const [creating, setCreating] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const newestCopy = useRef<HTMLButtonElement>(null);
  const [focusNewest, setFocusNewest] = useState(false);
  const daysId = useId();
  const path = `/api/admin/blog-posts/${postId}/previews`;

  // Read again when the connection comes back after a failed read (the dialog may be open offline).
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what asks for another read
  useEffect(() => {
    const controller = new AbortController();
    adminGet<AdminPreviewLink[]>(path, { signal: controller.signal })
      .then((read) => {
        setLinks(read);
        setLoadFailed(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || redirectIfUnauthorized(error)) return;
        // No answer at all (offline, the connection dropped) is the browser's state, not a fault to log.
        if (!(error instanceof TypeError)) console.error("Loading the preview links failed:", error);
        setLoadFailed(true);
      });
    return () => controller.abort();
  }, [path, attempt]);

  useEffect(() => {
    if (!loadFailed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [loadFailed]);

  useEffect(() => {
    if (!focusNewest) return;
    newestCopy.current?.focus();
    setFocusNewest(false);
  }, [focusNewest]);

  async function create() {
    setCreating(true);
    try {
      const link = await adminRequest<NewAdminPreviewLink>("POST", path, { days });
      setLinks((current) => [link, ...(current ?? [])]);
      toastSuccess(previewLinkText.created);
      setFocusNewest(true);
    } catch (error) {
      reportFailure(error, previewLinkText.createFailed);
    } finally {
      setCreating(false);
    }
  }

  function revoked(id: number) {
    setLinks((current) => (current ?? []).filter((link) => link.id !== id));
    createRef.current?.focus();
  }

  const canCreate = status !== "published";

  return (
    <FieldSection title={previewLinkText.title} description={previewLinkText.description}>
      <div data-testid="preview-links" className="grid gap-3">
        {loadFailed ? (
          <p role="alert" className="m-0 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {previewLinkText.loadFailed}
          </p>
        ) : links === null ? (
          <p className="m-0 text-sm text-slate-500" aria-live="polite">
            Loading preview links…
          </p>
        ) : links.length === 0 ? (
          // A published post says only that its address is the link to share (below).
          !canCreate ? null : (
            <p className="m-0 flex items-center gap-2 text-sm text-slate-500">
              <Link2 aria-hidden="true" size={16} />
              {previewLinkText.none}
            </p>
          )
        ) : (
          <ul className="m-0 grid list-none gap-2 p-0" aria-label="Live preview links">
            {links.map((link, index) => (
              <LinkRow key={link.id} link={link} path={`${path}/${link.id}`} onRevoked={revoked} copyRef={index === 0 ? newestCopy : undefined} />
            ))}
          </ul>
        )}
        {canCreate ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid gap-1.5">
              <label htmlFor={daysId} className="text-sm font-medium text-slate-800">
                Link expires after
              </label>
              <select
                id={daysId}
                value={days}
                onChange={(e) => setDays(Number(e.target.value) as PreviewLinkDays)}
                className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 pr-8 text-sm text-slate-900 shadow-xs outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 sm:w-36"
              >
                {PREVIEW_LINK_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {DAY_LABELS[d]}
                  </option>
                ))}
              </select>
            </div>
            <Button ref={createRef} variant="secondary" onClick={() => void create()} pending={creating} disabled={loadFailed}>
              {creating ? null : <Link2 aria-hidden="true" size={16} />}
              {creating ? previewLinkText.creating : previewLinkText.create}
            </Button>
          </div>
        ) : (
          <p className="m-0 flex items-center gap-2 text-sm text-slate-600">
            <Globe aria-hidden="true" size={16} className="text-slate-400" />
            {previewLinkText.published}
          </p>
        )}
      </div>
    </FieldSection>
  );
}
