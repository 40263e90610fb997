/**
 * The Media page's actions, hydrated by the owner's first one there (admin-actions.ts): files chosen with Upload
 * images, dropped or pasted (drop-files.ts) are uploaded two at a time, each with its progress in the Uploads
 * panel, and each one finished makes the grid read itself again, where it shows at the top marked New; Edit
 * details (its code fetched when first wanted) and Delete, each followed by the grid's re-read.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { useImageUploads } from "../../../../islands/admin/image-uploads.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { MediaItem } from "../../../shared/media.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { UPLOAD_BUTTON_ID } from "../shared/media-ids.ts";
import { markFreshCards } from "./fresh-cards.ts";
import { MediaDeleteDialog } from "./media-delete-dialog.tsx";
import type { MediaDetailsDraft } from "./media-edit-dialog.tsx";
import { MediaUploadPanel } from "./media-upload-panel.tsx";

const editDialog = lazyDialog(() => import("./media-edit-dialog.tsx"));

const isMediaItem = (item: Record<string, unknown> | undefined): item is MediaItem & Record<string, unknown> =>
  typeof item?.key === "string" && typeof item.fileName === "string" && Array.isArray(item.uses);
const filesOf = (item: Record<string, unknown> | undefined): File[] => (Array.isArray(item?.files) ? item.files.filter((file): file is File => file instanceof File) : []);

/** Re-reads the grid; reads asked for while one is on its way become one more read after it. */
function coalescedRefresh(): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = refreshAdminList().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

function MediaActions() {
  const [editing, setEditing] = useState<{ item: MediaItem; draft?: MediaDetailsDraft } | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  /** Keys uploaded in this visit (not the duplicates of older ones): marked New. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  /** Details saved in this visit, by key: what the Uploads panel's rows offer follows them. */
  const [saved, setSaved] = useState<ReadonlyMap<string, MediaItem>>(() => new Map());
  const uploadButton: RefObject<HTMLElement | null> = useRef(null);
  const refresh = useRef(coalescedRefresh()).current;

  const uploads = useImageUploads({
    onDone: ({ state: { media, duplicate } }) => {
      if (!duplicate) setFresh((now) => new Set(now).add(media.key));
      refresh();
    },
  });
  const addFiles = useRef(uploads.add);
  addFiles.current = uploads.add;

  useEffect(() => {
    uploadButton.current = document.getElementById(UPLOAD_BUTTON_ID);
    const edit = (item: MediaItem) => void editDialog.open().then((loaded) => loaded && setEditing({ item }));
    return listenForAdminActions(({ action, item }) => {
      if (action === "upload") addFiles.current(filesOf(item), undefined);
      else if (action === "edit" && isMediaItem(item)) edit(item);
      else if (action === "delete" && isMediaItem(item)) setDeleting(item);
    });
  }, []);

  // The New marks, now and after every swap of the grid.
  useEffect(() => {
    markFreshCards(fresh);
    const mark = () => markFreshCards(fresh);
    document.addEventListener("htmx:after:settle", mark);
    return () => document.removeEventListener("htmx:after:settle", mark);
  }, [fresh]);

  const MediaEditDialog = editDialog.loaded()?.MediaEditDialog;
  return (
    <>
      <MediaUploadPanel
        uploads={uploads.uploads}
        onDismiss={uploads.dismiss}
        onRetry={uploads.retry}
        onClear={() => {
          for (const u of uploads.uploads) if (u.state.status === "done" || u.state.status === "failed") uploads.dismiss(u.id);
        }}
        onEdit={(item) => void editDialog.open().then((loaded) => loaded && setEditing({ item }))}
        current={(uploaded) => saved.get(uploaded.key) ?? uploaded}
      />
      {editing && MediaEditDialog ? (
        <MediaEditDialog
          // A new key for each opening: Undo's form starts from its draft, not from the last one's state.
          key={JSON.stringify(editing)}
          item={editing.item}
          draft={editing.draft}
          onReopen={(draft) => setEditing({ item: editing.item, draft })}
          fallbackFocus={uploadButton}
          onClose={() => setEditing(null)}
          onSaved={async (item) => {
            setSaved((now) => new Map(now).set(item.key, item));
            await refreshAdminList();
          }}
        />
      ) : null}
      {deleting ? <MediaDeleteDialog item={deleting} fallbackFocus={uploadButton} onClose={() => setDeleting(null)} onChanged={refreshAdminList} /> : null}
    </>
  );
}

export default island("media-actions", MediaActions, { on: "event", event: ADMIN_ACTION_EVENT });
