/**
 * Deleting an image. An image no post or author uses gets the confirmation every tab uses ('Are you sure?',
 * Cancel focused); one in use is not deleted: the dialog lists what uses it, to be changed first. The list on
 * the card may be out of date (another tab may have just put the image in a post), so the server decides:
 * its 409 turns the confirmation into that refusal, with the server's message and its list. 'Check again'
 * re-reads the image after the owner has removed it from a post.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { Dialog, DialogBody, DialogFooter } from "../../../../islands/admin/dialog.tsx";
import { confirmDescription, confirmTitle, toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { AdminApiError, adminGet, adminRequest } from "../../../../islands/lib/admin-api.ts";
import type { MediaItem, MediaUse } from "../../../shared/media.ts";
import { Button } from "../../frame/shared/ui.tsx";
import { MediaThumbnail } from "../shared/media-card.tsx";
import { mediaText } from "../shared/media-format.ts";
import { MediaUses } from "../shared/media-uses.tsx";

export interface MediaDeleteDialogProps {
  item: MediaItem;
  onClose: () => void;
  /** After a delete, or when the server said the card was out of date (now used, or gone): re-read the list. */
  onChanged: () => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Asking to confirm; or refusing, with what uses the image and the server's message when it was the server that refused. */
type Phase = { kind: "confirm" } | { kind: "in-use"; uses: MediaUse[]; message: string | null };

/** The uses a 409 names, when its body has them. */
function usesOf(body: unknown): MediaUse[] | null {
  const uses = (body as { uses?: unknown } | null)?.uses;
  return Array.isArray(uses) ? (uses as MediaUse[]) : null;
}

function Subject({ item, label }: { item: MediaItem; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <MediaThumbnail item={item} className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-contain ring-1 ring-inset ring-slate-200" />
      <p className="m-0 min-w-0 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{label}</span> <span className="break-all">{item.fileName}</span>
      </p>
    </div>
  );
}

export function MediaDeleteDialog({ item, onClose, onChanged, fallbackFocus }: MediaDeleteDialogProps) {
  const [phase, setPhase] = useState<Phase>(item.uses.length > 0 ? { kind: "in-use", uses: item.uses, message: null } : { kind: "confirm" });
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const path = `/api/admin/media/${encodeURIComponent(item.key)}`;

  // The buttons change with the phase: the safe one takes the focus each time.
  const firstPhase = useRef(true);
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    (phase.kind === "confirm" ? cancelRef : closeRef).current?.focus();
  }, [phase]);

  async function remove() {
    setPending(true);
    try {
      await adminRequest("DELETE", path);
    } catch (error) {
      setPending(false);
      if (redirectIfUnauthorized(error)) return;
      toastError(mediaText.deleteFailed);
      // The card was out of date either way (now used, or already gone): the list is read again.
      void onChanged();
      if (error instanceof AdminApiError && error.status === 409) {
        setPhase({ kind: "in-use", uses: usesOf(error.body) ?? [], message: error.serverMessage ?? mediaText.inUseBody });
        return;
      }
      console.error(`DELETE ${path} failed:`, error);
      onClose();
      return;
    }
    toastSuccess(mediaText.deleted);
    await onChanged();
    setPending(false);
    onClose();
  }

  async function checkAgain() {
    setChecking(true);
    try {
      const now = await adminGet<MediaItem>(path);
      void onChanged();
      setPhase(now.uses.length > 0 ? { kind: "in-use", uses: now.uses, message: null } : { kind: "confirm" });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      if (error instanceof AdminApiError && error.status === 404) {
        // Deleted meanwhile (another tab): nothing left to do here.
        await onChanged();
        onClose();
        return;
      }
      console.error(`GET ${path} failed:`, error);
      toastError("Couldn't check the image. Check your connection and try again.");
    } finally {
      setChecking(false);
    }
  }

  if (phase.kind === "in-use") {
    return (
      <Dialog
        role="alertdialog"
        title={mediaText.inUseTitle}
        description={mediaText.inUseBody}
        onClose={onClose}
        initialFocus={closeRef}
        fallbackFocus={fallbackFocus}
        testId="media-delete-dialog"
      >
        <DialogBody>
          {phase.message ? (
            <p role="alert" className="m-0 mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {phase.message}
            </p>
          ) : null}
          <Subject item={item} label="Image:" />
          <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2.5">
            <MediaUses uses={phase.uses} />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => void checkAgain()} pending={checking}>
            {checking ? "Checking..." : "Check again"}
          </Button>
          <Button ref={closeRef} variant="primary" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }

  return (
    <Dialog
      role="alertdialog"
      title={confirmTitle}
      description={confirmDescription(mediaText.thing)}
      onClose={onClose}
      busy={pending}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      testId="media-delete-dialog"
    >
      <DialogBody>
        <Subject item={item} label="Deleting:" />
      </DialogBody>
      <DialogFooter>
        <Button ref={cancelRef} onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void remove()} pending={pending}>
          {pending ? "Deleting..." : "Delete"}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
