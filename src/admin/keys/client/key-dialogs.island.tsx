/**
 * The API Keys tab's actions: 'Generate New API Key' (its dialog, then 'API Key Generated' with the full key
 * once; both fetched when first wanted), Activate / Deactivate, and Delete with its confirmation. Rendered
 * empty after the server's list and hydrated by the owner's first action there (admin-actions.ts); each write
 * sends the spec's call with its toast, then the list region reads itself again.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDelete } from "../../../../islands/admin/confirm-delete.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { entityText, statusText } from "../../../../islands/admin/messages.ts";
import { runAction } from "../../../../islands/admin/submit.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { AdminApiKey } from "../../../shared/admin-api.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import type { ApiKeyDraft } from "./api-key-dialogs.tsx";

const KEYS_PATH = "/api/admin/api-keys";
const text = entityText.apiKey;
const keyDialogs = lazyDialog(() => import("./api-key-dialogs.tsx"));

/** What a row's buttons carry. */
type KeyRow = Pick<AdminApiKey, "id" | "name" | "isActive">;

function isKeyRow(item: Record<string, unknown> | undefined): item is KeyRow {
  return typeof item?.id === "number" && typeof item.name === "string" && (item.isActive === "true" || item.isActive === "false");
}

async function toggle(key: KeyRow, button: HTMLElement | undefined) {
  // The row's button, the server's, waits with the request: a second click is not a second toggle.
  button?.setAttribute("disabled", "");
  await runAction({
    method: "PUT",
    path: `${KEYS_PATH}/${key.id}/toggle`,
    body: { isActive: key.isActive === "true" ? "false" : "true" },
    success: statusText.keyStatusUpdated,
    failure: statusText.keyStatusFailed,
    reload: refreshAdminList,
  });
  button?.removeAttribute("disabled");
}

function KeyDialogs() {
  /** The Generate dialog is open: with the form a discarding close left, when Undo opens it again. */
  const [creating, setCreating] = useState<{ draft?: ApiKeyDraft } | null>(null);
  const [created, setCreated] = useState<AdminApiKey | null>(null);
  const [deleting, setDeleting] = useState<KeyRow | null>(null);
  // Where the focus goes when the row whose button opened a dialog is gone: the Generate button.
  const generateButton: RefObject<HTMLElement | null> = useRef(null);

  useEffect(() => {
    generateButton.current = document.getElementById("generate-api-key");
    return listenForAdminActions(({ action, item, opener }) => {
      if (action === "new") void keyDialogs.open().then((loaded) => loaded && setCreating({}));
      else if (action === "toggle" && isKeyRow(item)) void toggle(item, opener);
      else if (action === "delete" && isKeyRow(item)) setDeleting(item);
    });
  }, []);

  const { ApiKeyCreateDialog, ApiKeyCreated } = keyDialogs.loaded() ?? {};
  return (
    <>
      {creating && ApiKeyCreateDialog ? (
        <ApiKeyCreateDialog
          draft={creating.draft}
          onReopen={(draft) => setCreating({ draft })}
          onClose={() => setCreating(null)}
          onCreated={async (key) => {
            setCreating(null);
            setCreated(key);
            await refreshAdminList();
          }}
        />
      ) : null}
      {created && ApiKeyCreated ? <ApiKeyCreated apiKey={created} onClose={() => setCreated(null)} fallbackFocus={generateButton} /> : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={deleting.name}
          extra="Any integration using this key will stop working at once."
          fallbackFocus={generateButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({ method: "DELETE", path: `${KEYS_PATH}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: refreshAdminList });
          }}
        />
      ) : null}
    </>
  );
}

export default island("key-dialogs", KeyDialogs, { on: "event", event: ADMIN_ACTION_EVENT });
