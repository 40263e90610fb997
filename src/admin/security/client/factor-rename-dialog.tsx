/** Renaming a passkey or an authenticator app: the name is only the owner's label, so nothing else is asked. */
import { useState } from "react";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import type { FieldErrors } from "../../../../islands/admin/form-errors.ts";
import { toastSuccess } from "../../../../islands/admin/messages.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { FactorRenameInput } from "../../../shared/second-factor-schemas.ts";
import type { AdminFactor } from "../../../shared/security.ts";
import { FACTORS_PATH, FactorNameField, factorText, KIND_LABEL, sendForm } from "./factor-common.tsx";

export interface RenameFactorDialogProps {
  factor: AdminFactor;
  /** The name typed before a discard, which Undo brings back; absent, the factor's own. */
  draft?: string;
  /** Opens the dialog again with the typed name (the toast's Undo after a discard). */
  onReopen?: (draft: string) => void;
  onClose: () => void;
  onRenamed: () => Promise<void>;
}

export function RenameFactorDialog({ factor, draft, onReopen, onClose, onRenamed }: RenameFactorDialogProps) {
  const [name, setName] = useState(draft ?? factor.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, onSubmit, cancel } = useDialogSave(async () => {
    const answer = await sendForm<AdminFactor>({
      method: "PATCH",
      path: `${FACTORS_PATH}/${factor.id}`,
      body: { name },
      schema: FactorRenameInput,
      fields: ["name"],
      failure: factorText.renameFailed,
      setErrors,
    });
    if (!answer) return false;
    toastSuccess(factorText.renamed);
    await onRenamed();
    return true;
  }, onClose);

  return (
    <Dialog
      title={`Rename ${KIND_LABEL[factor.kind].toLowerCase()}`}
      onClose={onClose}
      busy={pending}
      unsaved={name !== factor.name}
      onUndoDiscard={onReopen ? () => onReopen(name) : undefined}
      testId="rename-factor"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} />}>
        <FactorNameField value={name} error={errors.name} onChange={setName} />
      </DialogForm>
    </Dialog>
  );
}
