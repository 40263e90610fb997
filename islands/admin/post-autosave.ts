/**
 * The post editor's autosave. Two copies of the owner's work, so that a crash, a closed tab or a lost
 * connection costs at most a second or two:
 * - in this browser (localStorage, keyed by the post's id or "new"), written on every change at most once a
 *   second and at once when the tab is hidden; the only copy of a post not created yet;
 * - on the server, AUTOSAVE_DELAY_MS after typing stops, when the tab is hidden and when the dialog closes
 *   (a keepalive request, so it outlives the page): a draft saves into itself and its new version is the one
 *   to continue from; a published or scheduled post's work is kept beside it as a pending version, so the
 *   public page changes only on Save.
 * The browser's copy is dropped once the server holds the same text, and on Save or Discard.
 */
import { format } from "date-fns";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AdminPost, AutosaveAnswer, PendingAutosaveAnswer } from "../../src/shared/admin-api.ts";
import { isStaleVersion } from "../../src/shared/api-errors.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { formFromPayload, type PostPayload } from "./post-form.ts";
import { redirectIfUnauthorized } from "./session.ts";

/** How long after the last keystroke the form goes to the server. */
export const AUTOSAVE_DELAY_MS = 2500;
/** The browser's copy is written at most this often while typing (and at once when the tab is hidden). */
const LOCAL_COPY_INTERVAL_MS = 1000;
/** Browsers cap keepalive bodies at 64 KiB; a longer post goes without it (the browser's copy still holds it). */
const KEEPALIVE_MAX_CHARS = 60_000;

/** The work kept in this browser: what Save would send, the version it started from, when. */
export type LocalCopy = { post: PostPayload; baseVersion: number | null; savedAt: string };

const storageKey = (postId: number | null) => `admin-post-draft:${postId ?? "new"}`;

export function readLocalCopy(postId: number | null): LocalCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(storageKey(postId)) ?? "null") as Partial<LocalCopy> | null;
    if (typeof copy?.post !== "object" || copy.post === null || typeof copy.savedAt !== "string") return null;
    return { post: copy.post, baseVersion: typeof copy.baseVersion === "number" ? copy.baseVersion : null, savedAt: copy.savedAt };
  } catch {
    return null;
  }
}

/** Storage full or switched off: the server's copy is then the only one, which is all that can be done. */
function writeLocalCopy(postId: number | null, copy: LocalCopy): void {
  try {
    localStorage.setItem(storageKey(postId), JSON.stringify(copy));
  } catch {}
}

export function clearLocalCopy(postId: number | null): void {
  try {
    localStorage.removeItem(storageKey(postId));
  } catch {}
}

/** Where the work is, as the line beside the dialog's buttons says it. */
export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  /** In the draft itself. */
  | { kind: "saved"; at: string }
  /** Beside the post, until Save. */
  | { kind: "pending"; at: string }
  /** A new post: only in this browser until it is created. */
  | { kind: "browser"; at: string }
  /** The request failed: kept in this browser. */
  | { kind: "offline" }
  /** The server said no (not a conflict): kept in this browser. */
  | { kind: "refused" }
  /** Someone saved the post meanwhile: nothing more goes to the server until the owner chooses. */
  | { kind: "stale" };

/** "10:42 AM": the local clock time of an autosave. */
export function clockTime(at: string | number): string {
  return format(new Date(at), "h:mm a");
}

export function autosaveStatusText(status: AutosaveStatus, postIsDraft: boolean): string {
  switch (status.kind) {
    case "idle":
      return "";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved ${clockTime(status.at)}`;
    case "pending":
      return postIsDraft ? "Changes kept as a pending version — saved into the draft when you save" : "Changes kept as a pending version — the live post changes when you save";
    case "browser":
      return `Kept in this browser ${clockTime(status.at)} — not on the site until you save`;
    case "offline":
      return "Not saved — offline, kept in this browser";
    case "refused":
      return "Not saved — the server refused the autosave, kept in this browser";
    case "stale":
      return "Not saved — the post was changed elsewhere, kept in this browser";
  }
}

/** The same work whatever its key order (jsonb reorders keys) and however its date was written. */
export function sameWork(a: PostPayload, b: PostPayload): boolean {
  return JSON.stringify(formFromPayload(a)) === JSON.stringify(formFromPayload(b));
}

/** Work not saved into the post, offered when the editor opens. */
export type UnsavedWork = { post: PostPayload; baseVersion: number | null; savedAt: string; where: "server" | "browser" };

/**
 * The newest work that differs from the post as it is (null for New Post): the server's pending autosave
 * or this browser's copy, whichever was kept last.
 */
export async function findUnsavedWork(postId: number | null, current: PostPayload): Promise<UnsavedWork | null> {
  const found: UnsavedWork[] = [];
  if (postId !== null) {
    try {
      const { autosave } = await adminRequest<PendingAutosaveAnswer>("GET", `/api/admin/blog-posts/${postId}/autosave`);
      if (autosave && !sameWork(autosave.post, current)) found.push({ ...autosave, where: "server" });
    } catch (error) {
      // Offline: this browser's copy can still be offered.
      if (redirectIfUnauthorized(error)) return null;
    }
  }
  const local = readLocalCopy(postId);
  if (local && !sameWork(local.post, current) && !found.some((w) => sameWork(w.post, local.post))) found.push({ ...local, where: "browser" });
  return found.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))[0] ?? null;
}

/** Discard: the browser's copy and the server's pending version. A failed request leaves the pending one to be offered again. */
export async function discardUnsavedWork(postId: number | null): Promise<void> {
  clearLocalCopy(postId);
  if (postId === null) return;
  await adminRequest("DELETE", `/api/admin/blog-posts/${postId}/autosave`).catch((error: unknown) => void redirectIfUnauthorized(error));
}

async function sendAutosave(postId: number, baseVersion: number, post: PostPayload, keepalive: boolean): Promise<AutosaveAnswer> {
  const body = JSON.stringify({ baseVersion, post });
  const res = await fetch(`/api/admin/blog-posts/${postId}/autosave`, {
    method: "PUT",
    credentials: "include",
    keepalive: keepalive && body.length <= KEEPALIVE_MAX_CHARS,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body,
  });
  const text = await res.text().catch(() => "");
  if (!res.ok) throw new AdminApiError(res.status, res.statusText, text);
  return JSON.parse(text) as AutosaveAnswer;
}

export interface AutosaveOptions {
  /** null: New Post, kept in this browser only. */
  postId: number | null;
  /** What Save would send now, and the form's own JSON (what is compared). */
  payload: PostPayload;
  formJson: string;
  /** The form differs from the post as the server holds it. */
  dirty: boolean;
  /**
   * The editor is asking whether to restore older work: nothing is written while the owner types, so the work
   * offered stays as it was. When the dialog closes or the tab is hidden with the form changed, the form's work
   * is written to this browser all the same (the newer work, which the close toast says is kept; the older,
   * not restored, gives way to it).
   */
  pauseAll: boolean;
  /** Nothing goes to the server: a conflict waits for the owner's choice. */
  pauseServer: boolean;
  /** The version the editor continues from; a draft's autosave moves it on (through onDraftSaved). */
  version: RefObject<number | null>;
  onDraftSaved: (post: AdminPost, sentFormJson: string) => void;
  onStale: (current: AdminPost) => void;
}

/**
 * @example const autosave = usePostAutosave({ postId, payload, formJson, dirty, pauseAll, pauseServer, version, onDraftSaved, onStale });
 *          … await autosave.hold(); save …; autosave.stop() on success, autosave.release() on failure.
 */
export function usePostAutosave(options: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const latest = useRef(options);
  latest.current = options;
  const lastFormJson = useRef(options.formJson);
  const lastLocalWrite = useRef(0);
  const localTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  /** The form JSON the server holds (in the draft or as its pending version). */
  const serverHolds = useRef<string | null>(null);
  /** While Save runs no autosave starts; after a successful Save nothing is written any more. */
  const held = useRef(false);
  const stopped = useRef(false);

  function writeLocalNow(leaving = false) {
    clearTimeout(localTimer.current);
    localTimer.current = undefined;
    const { postId, payload, dirty, pauseAll, version } = latest.current;
    if (stopped.current || (pauseAll && !leaving) || !dirty) return;
    const savedAt = new Date().toISOString();
    writeLocalCopy(postId, { post: payload, baseVersion: version.current, savedAt });
    lastLocalWrite.current = Date.now();
    if (postId === null) setStatus({ kind: "browser", at: savedAt });
  }

  function flush(keepalive: boolean): Promise<void> {
    clearTimeout(serverTimer.current);
    const { postId, payload, formJson, dirty, pauseAll, pauseServer, version } = latest.current;
    if (postId === null || version.current === null || stopped.current || held.current || pauseAll || pauseServer || !dirty) return Promise.resolve();
    if (formJson === serverHolds.current) return Promise.resolve();
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    setStatus({ kind: "saving" });
    const run = async () => {
      try {
        const answer = await sendAutosave(postId, version.current!, payload, keepalive);
        serverHolds.current = formJson;
        if (answer.target === "post") {
          latest.current.onDraftSaved(answer.post, formJson);
          setStatus({ kind: "saved", at: answer.savedAt });
        } else setStatus({ kind: "pending", at: answer.savedAt });
        if (latest.current.formJson === formJson) clearLocalCopy(postId);
      } catch (error) {
        if (error instanceof AdminApiError) {
          if (redirectIfUnauthorized(error)) return;
          if (error.status === 409 && isStaleVersion<AdminPost>(error.body)) {
            setStatus({ kind: "stale" });
            latest.current.onStale(error.body.current);
          } else setStatus({ kind: "refused" });
        } else setStatus({ kind: "offline" });
        writeLocalNow();
      }
    };
    inFlight.current = run().finally(() => {
      inFlight.current = null;
      if (again.current) {
        again.current = false;
        void flush(false);
      }
    });
    return inFlight.current;
  }

  // A layout effect: a change from a key press is written before the browser does anything else, so even a
  // tab closed right after typing keeps it.
  useLayoutEffect(() => {
    if (lastFormJson.current === options.formJson) return;
    lastFormJson.current = options.formJson;
    if (stopped.current || options.pauseAll) return;
    if (!options.dirty) {
      clearLocalCopy(options.postId);
      return;
    }
    const wait = lastLocalWrite.current + LOCAL_COPY_INTERVAL_MS - Date.now();
    if (wait <= 0) writeLocalNow();
    else localTimer.current ??= setTimeout(writeLocalNow, wait);
  });

  /** The server's copy AUTOSAVE_DELAY_MS from now, if there is anything to send. */
  function schedule() {
    clearTimeout(serverTimer.current);
    const { postId, dirty, pauseAll, pauseServer, formJson } = latest.current;
    if (postId === null || !dirty || pauseAll || pauseServer || formJson === serverHolds.current) return;
    serverTimer.current = setTimeout(() => void flush(false), AUTOSAVE_DELAY_MS);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: schedule reads the latest options; these are the moments to reschedule
  useEffect(schedule, [options.formJson, options.dirty, options.pauseAll, options.pauseServer, options.postId]);

  // The tab hidden (switched away, closed, the phone locked): both copies now. Back online: the server's.
  // Closing the dialog: the same, with a request that outlives it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once; the handlers read the latest options
  useEffect(() => {
    function onHidden() {
      if (document.visibilityState !== "hidden") return;
      writeLocalNow(true);
      void flush(true);
    }
    const onOnline = () => void flush(false);
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onHidden);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onHidden);
      window.removeEventListener("online", onOnline);
      clearTimeout(localTimer.current);
      if (!stopped.current && latest.current.dirty) {
        writeLocalNow(true);
        void flush(true);
      }
    };
  }, []);

  return {
    status,
    setStatus,
    /** Before Save: no new autosave starts, and the one under way has finished (its version is the one to send). */
    async hold(): Promise<void> {
      held.current = true;
      clearTimeout(serverTimer.current);
      while (inFlight.current) await inFlight.current;
    },
    /** After a Save that failed: autosave goes on. */
    release(): void {
      held.current = false;
      schedule();
    },
    /** After Save or Discard: the work is where it belongs; nothing more is written. */
    stop(): void {
      stopped.current = true;
      clearTimeout(serverTimer.current);
      clearTimeout(localTimer.current);
      clearLocalCopy(latest.current.postId);
    },
    /** The server holds this form (a restore, "Reload theirs"): no autosave of it. */
    serverHas(formJson: string): void {
      serverHolds.current = formJson;
    },
    /** Whether the last autosave sent exactly this form. */
    serverHolds: (formJson: string) => serverHolds.current === formJson,
    /** Send now (closing the dialog): with keepalive. */
    flushNow: () => flush(true),
  };
}
