/**
 * The Redirects tab's actions, hydrated by the owner's first one there (admin-actions.ts): Add redirect and Edit
 * (the form's code fetched when first wanted), Delete with its confirmation, a 404 log row's 'Create redirect'
 * (the form with From filled; once saved, the row leaves the log), removing a log row or clearing the log, and
 * Import CSV (the file the page script hands over from the server's file input). Each write shows its toast and
 * then the list region reads itself again. A refused import is explained above the lists, row and reason.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDelete } from "../../../../islands/admin/confirm-delete.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { runAction } from "../../../../islands/admin/submit.ts";
import { AdminApiError } from "../../../../islands/lib/admin-api.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { AdminRedirect, RedirectImportResult } from "../../../shared/redirects.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { markBusy } from "../../frame/client/busy-button.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { ADD_BUTTON_ID, IMPORT_BUTTON_ID } from "../shared/redirect-ids.ts";
import type { RedirectDraft } from "./redirect-dialog.tsx";
import { importedText, redirectText } from "./redirect-text.ts";

const redirectDialog = lazyDialog(() => import("./redirect-dialog.tsx"));

/** What the dialog edits: a redirect, or a new one (From maybe filled from the 404 log); with Undo's draft. */
type Editing = ({ item: AdminRedirect } | { item: null; from: string; fromLog: boolean }) & { draft?: RedirectDraft };
type Deleting = { kind: "redirect"; id: number; label: string } | { kind: "log-row"; path: string } | { kind: "log"; total: number };

const isRedirect = (item: Record<string, unknown> | undefined): item is AdminRedirect & Record<string, unknown> =>
  typeof item?.id === "number" && typeof item.fromPath === "string" && typeof item.toTarget === "string";
const pathOf = (item: Record<string, unknown> | undefined) => (typeof item?.path === "string" ? item.path : null);

/** POSTs the chosen CSV file as it is; the answer, or the server's reason (the row and what is wrong). */
async function sendCsv(file: File): Promise<RedirectImportResult> {
  const res = await fetch("/api/admin/redirects/import", {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "text/csv" },
    body: await file.text(),
  });
  if (!res.ok) throw new AdminApiError(res.status, res.statusText, await res.text().catch(() => ""));
  return (await res.json()) as RedirectImportResult;
}

/** Sends the file; a refusal is told with its row and reason (`explain`), nothing imported. */
async function importFile(file: File, explain: (problem: string | null) => void) {
  const done = markBusy(document.getElementById(IMPORT_BUTTON_ID), "Importing...");
  explain(null);
  try {
    const answer = await sendCsv(file);
    toastSuccess(importedText(answer));
    await refreshAdminList();
  } catch (error) {
    if (!redirectIfUnauthorized(error)) {
      toastError(redirectText.importFailed);
      const reason =
        error instanceof AdminApiError && error.serverMessage ? error.serverMessage : "The file could not be sent, and nothing was imported. Check your connection and try again.";
      explain(`${file.name}: ${reason}`);
    }
  } finally {
    done();
  }
}

function RedirectDialogs() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  // Where the focus goes when the row whose button opened a dialog is gone: Add redirect.
  const addButton: RefObject<HTMLElement | null> = useRef(null);

  useEffect(() => {
    addButton.current = document.getElementById(ADD_BUTTON_ID);
    const edit = (next: Editing) => void redirectDialog.open().then((loaded) => loaded && setEditing(next));
    return listenForAdminActions(({ action, item }) => {
      const path = pathOf(item);
      if (action === "new") edit({ item: null, from: "", fromLog: false });
      else if (action === "edit" && isRedirect(item)) edit({ item });
      else if (action === "delete" && isRedirect(item)) setDeleting({ kind: "redirect", id: item.id, label: `${item.fromPath} → ${item.toTarget}` });
      else if (action === "create-from-log" && path) edit({ item: null, from: path, fromLog: true });
      else if (action === "delete-log-row" && path) setDeleting({ kind: "log-row", path });
      else if (action === "clear-log") setDeleting({ kind: "log", total: Number(item?.total ?? 0) });
      else if (action === "import" && item?.file instanceof File) void importFile(item.file, setImportProblem);
    });
  }, []);

  async function confirmDelete(target: Deleting) {
    const path =
      target.kind === "redirect"
        ? `/api/admin/redirects/${target.id}`
        : `/api/admin/not-found-paths?${target.kind === "log" ? "all=true" : `path=${encodeURIComponent(target.path)}`}`;
    const [success, failure] =
      target.kind === "redirect"
        ? [redirectText.deleted, redirectText.deleteFailed]
        : [target.kind === "log" ? redirectText.logCleared : redirectText.logRowDeleted, redirectText.logDeleteFailed];
    await runAction({ method: "DELETE", path, success, failure, reload: refreshAdminList });
  }

  const RedirectDialog = redirectDialog.loaded()?.RedirectDialog;
  return (
    <>
      {importProblem ? (
        <div role="alert" className="mb-4 flex items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:px-5">
          <p className="m-0">{importProblem}</p>
          <button type="button" onClick={() => setImportProblem(null)} className="keyboard-focus shrink-0 rounded px-1 font-semibold text-red-800 hover:underline">
            Dismiss
          </button>
        </div>
      ) : null}
      {editing && RedirectDialog ? (
        <RedirectDialog
          // A new key for each opening: Undo's form starts from its draft, not from the last one's state.
          key={JSON.stringify(editing)}
          item={editing.item}
          initialFrom={editing.item === null ? editing.from : undefined}
          draft={editing.draft}
          onReopen={(draft) => setEditing({ ...editing, draft })}
          fallbackFocus={addButton}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            // A 404 turned into a redirect is dealt with: it leaves the log.
            if (editing.item === null && editing.fromLog) {
              await fetch(`/api/admin/not-found-paths?path=${encodeURIComponent(editing.from)}`, { method: "DELETE", credentials: "include" }).catch(() => {});
            }
            await refreshAdminList();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={deleting.kind === "redirect" ? redirectText.thing : deleting.kind === "log" ? "whole 404 log" : "404 log row"}
          itemLabel={deleting.kind === "redirect" ? deleting.label : deleting.kind === "log" ? `${deleting.total.toLocaleString("en-US")} rows` : deleting.path}
          fallbackFocus={addButton}
          onClose={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </>
  );
}

export default island("redirect-dialogs", RedirectDialogs, { on: "event", event: ADMIN_ACTION_EVENT });
