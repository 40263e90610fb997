/**
 * The delete confirmation every tab uses: 'Are you sure?' and 'This action cannot be
 * undone. This will permanently delete the {thing}.' Cancel gets the focus, so Enter never deletes
 * by accident; Delete shows 'Deleting...' while the request runs.
 */
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { Dialog, DialogBody, DialogFooter } from "./dialog.tsx";
import { confirmDescription, confirmTitle } from "./messages.ts";

export interface ConfirmDeleteProps {
  thing: string;
  /** The item's name, shown under the warning so the admin sees what goes. */
  itemLabel?: string;
  /** An extra warning line (the API key's: integrations using it stop working). */
  extra?: ReactNode;
  /** Resolves when done (the caller toasts and reloads); the dialog then closes. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

export function ConfirmDelete({ thing, itemLabel, extra, onConfirm, onClose, fallbackFocus }: ConfirmDeleteProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <Dialog
      role="alertdialog"
      title={confirmTitle}
      description={confirmDescription(thing)}
      onClose={onClose}
      busy={pending}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      testId="confirm-delete"
    >
      {itemLabel || extra ? (
        <DialogBody>
          {extra ? <p className="m-0 mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{extra}</p> : null}
          {itemLabel ? (
            <p className="m-0 text-sm text-slate-600">
              <span className="font-medium text-slate-800">Deleting:</span> <span className="break-words">{itemLabel}</span>
            </p>
          ) : null}
        </DialogBody>
      ) : null}
      <DialogFooter>
        <Button ref={cancelRef} onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} pending={pending}>
          {pending ? "Deleting..." : "Delete"}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
