/**
 * The Categories, Tags and Authors tabs' dialogs: New and Edit (the form's code fetched when first wanted) and the
 * delete confirmation. Rendered empty after the server's list and hydrated by the owner's first action there (a
 * click on New, Edit or Delete: admin-actions.ts), it opens the dialog that action names. A successful write asks
 * the list region to read itself again from the server.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDelete } from "../../../../islands/admin/confirm-delete.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { entityText } from "../../../../islands/admin/messages.ts";
import { runAction } from "../../../../islands/admin/submit.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { ResourceKind, ResourceRow } from "../../../shared/admin-api.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { resourceConfig } from "../shared/taxonomy-config.ts";

const taxonomyDialog = lazyDialog(() => import("./taxonomy-dialog.tsx"));

/** What a row's Delete button carries. */
type Named = { id: number; name: string };

function isRow(item: Record<string, unknown> | undefined): item is ResourceRow {
  return typeof item?.id === "number" && typeof item.name === "string";
}

function TaxonomyDialogs({ kind }: { kind: ResourceKind }) {
  const config = resourceConfig[kind];
  const text = entityText[config.entity];
  /** The row being edited ("new" for New), and the form a discarding close left, when Undo opens it again. */
  const [editing, setEditing] = useState<{ target: ResourceRow | "new"; draft?: Record<string, string> } | null>(null);
  const [deleting, setDeleting] = useState<Named | null>(null);
  // Where the focus goes when the row whose button opened a dialog is gone: the New button.
  const newButton: RefObject<HTMLElement | null> = useRef(null);

  useEffect(() => {
    newButton.current = document.getElementById(`new-${config.entity}`);
    return listenForAdminActions(({ action, item }) => {
      if (action === "delete" && isRow(item)) setDeleting({ id: item.id, name: item.name });
      else if (action === "new" || (action === "edit" && isRow(item))) {
        void taxonomyDialog.open().then((loaded) => loaded && setEditing({ target: action === "new" ? "new" : (item as ResourceRow) }));
      }
    });
  }, [config.entity]);

  const TaxonomyDialog = taxonomyDialog.loaded()?.ResourceDialog;
  return (
    <>
      {editing && TaxonomyDialog ? (
        <TaxonomyDialog
          // A new key for each opening: Undo's form starts from its draft, not from the last one's state.
          key={JSON.stringify(editing)}
          kind={kind}
          config={config}
          item={editing.target === "new" ? null : editing.target}
          draft={editing.draft}
          onReopen={(draft) => setEditing({ target: editing.target, draft })}
          onClose={() => setEditing(null)}
          onSaved={refreshAdminList}
          fallbackFocus={newButton}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={deleting.name}
          fallbackFocus={newButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({ method: "DELETE", path: `${config.path}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: refreshAdminList });
          }}
        />
      ) : null}
    </>
  );
}

export default island("taxonomy-dialogs", TaxonomyDialogs, { on: "event", event: ADMIN_ACTION_EVENT });
