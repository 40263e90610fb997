/**
 * 'Edit details' of one image: a larger preview with what the server knows of it, the alt text (counted up to
 * MEDIA_ALT_MAX) or 'Decorative image' (which empties and locks the alt text: screen readers then skip the
 * image), the image's address with Copy address, and where it is used. Checked with the API's own schema, then
 * saved with PATCH /api/admin/media/:key; the refusals (too long, empty while not decorative) show next to the alt text.
 */

import { type RefObject, useId, useRef, useState } from "react";
import { CopyButton, CopyField } from "../../../../islands/admin/copy-button.tsx";
import { Dialog, DialogForm, SaveCancelFooter } from "../../../../islands/admin/dialog.tsx";
import { CheckboxField, describedBy, TextAreaField } from "../../../../islands/admin/fields.tsx";
import { type FieldErrors, schemaErrors, serverErrors } from "../../../../islands/admin/form-errors.ts";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useDialogSave } from "../../../../islands/admin/submit.ts";
import { useTableDates } from "../../../../islands/admin/table-dates.ts";
import { useAltText } from "../../../../islands/admin/use-alt-text.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { MEDIA_ALT_MAX, type MediaItem, parseMediaUrl, variantAtMost, variantSrcset, variantUrl } from "../../../shared/media.ts";
import { MediaTextInput } from "../../../shared/media-schemas.ts";
import { controlClass } from "../../frame/shared/ui.tsx";
import { dimensions, formatBytes, imageAlt, mediaText } from "../shared/media-format.ts";
import { MediaUses } from "../shared/media-uses.tsx";

const FIELDS = ["alt", "decorative"] as const;
/** The counter speaks up (politely) only this close to the limit: every keystroke would be noise. */
const ANNOUNCE_WITHIN = 20;
const ALT_HINT = "Say what matters in a sentence or two. Screen readers read it, search engines index it, and it shows when the image can't load.";

/** What the form held when it was discarded: Undo opens it again with this. */
export interface MediaDetailsDraft {
  alt: string;
  decorative: boolean;
}

export interface MediaEditDialogProps {
  item: MediaItem;
  /** The discarded form Undo brings back; absent, the form starts from the image. */
  draft?: MediaDetailsDraft;
  /** Opens the dialog again with what was typed (the toast's Undo after a discard). */
  onReopen?: (draft: MediaDetailsDraft) => void;
  onClose: () => void;
  /** The image as the server saved it. */
  onSaved: (saved: MediaItem) => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** The preview: the variants in WebP, the browser picking the width it needs. */
function Preview({ item }: { item: MediaItem }) {
  const address = parseMediaUrl(item.url);
  const src = address ? variantUrl(address, variantAtMost(address, 960), "webp") : item.thumbnailUrl;
  return (
    <div className="flex max-h-[30vh] items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-inset ring-slate-200 md:max-h-[420px]">
      <img
        src={src}
        srcSet={address ? variantSrcset(address, "webp") : undefined}
        sizes="(min-width: 768px) 400px, calc(100vw - 4rem)"
        width={item.width}
        height={item.height}
        alt={imageAlt(item)}
        decoding="async"
        className="block h-auto max-h-[30vh] w-full object-contain md:max-h-[420px]"
      />
    </div>
  );
}

function Facts({ item }: { item: MediaItem }) {
  const dates = useTableDates();
  const rows: [string, string][] = [
    ["Dimensions", `${dimensions(item)} px`],
    ["Format", item.firstFrameOnly ? `${item.sourceFormat.toUpperCase()} (animated: the first frame is kept)` : item.sourceFormat.toUpperCase()],
    ["Uploaded", `${formatBytes(item.uploadBytes)} on ${dates.date(item.createdAt)}`],
    ["Stored", `${formatBytes(item.storedBytes)}, all sizes and formats`],
  ];
  return (
    <dl className="m-0 mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-500">{term}</dt>
          <dd className="m-0 tabular-nums text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CopyAddress({ url }: { url: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Address
      </label>
      <div className="flex gap-2">
        <CopyField ref={inputRef} id={id} value={url} aria-describedby={`${id}-hint`} className={`${controlClass} h-10 min-w-0 border-slate-300 bg-slate-50 font-mono text-xs`} />
        <CopyButton text={url} field={inputRef} label="Copy address" what="the image address" toasts={mediaText} className="shrink-0" />
      </div>
      <p id={`${id}-hint`} className="m-0 text-xs text-slate-500">
        Put it in a post (Markdown: ![alt text](address)), or in a featured image, OG image or author picture field.
      </p>
    </div>
  );
}

export function MediaEditDialog({ item, draft, onReopen, onClose, onSaved, fallbackFocus }: MediaEditDialogProps) {
  const altId = useId();
  const { alt, setAlt, decorative, setDecorative } = useAltText(draft ?? item);
  const altRef = useRef<HTMLTextAreaElement>(null);
  const decorativeRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const unsaved = decorative !== item.decorative || (!decorative && alt !== item.alt);

  async function save(): Promise<boolean> {
    // The server's own schema: the same limits and the same words, before anything is sent.
    const checked = MediaTextInput.safeParse({ alt, decorative });
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return false;
    }
    const text = checked.data.alt;
    setErrors({});
    let saved: MediaItem;
    try {
      saved = await adminRequest<MediaItem>("PATCH", `/api/admin/media/${encodeURIComponent(item.key)}`, { alt: text, decorative });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return false;
      console.error(`PATCH /api/admin/media/${item.key} failed:`, error);
      toastError(mediaText.updateFailed);
      const found = serverErrors(error, FIELDS);
      if (found.decorative) found.form ??= found.decorative;
      if (Object.keys(found).length === 0) found.form = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : mediaText.updateFailed;
      setErrors(found);
      return false;
    }
    toastSuccess(mediaText.updated);
    await onSaved(saved);
    return true;
  }

  const { pending, onSubmit, cancel } = useDialogSave(save, onClose);

  function toggleDecorative(on: boolean) {
    setDecorative(on);
    setErrors({});
  }

  const left = MEDIA_ALT_MAX - alt.length;
  const altError = errors.alt;
  return (
    <Dialog
      title="Edit details"
      description={item.fileName}
      onClose={onClose}
      busy={pending}
      unsaved={unsaved}
      onUndoDiscard={onReopen ? () => onReopen({ alt, decorative }) : undefined}
      size="lg"
      initialFocus={item.decorative ? decorativeRef : altRef}
      fallbackFocus={fallbackFocus}
      testId="media-edit-dialog"
    >
      <DialogForm onSubmit={onSubmit} error={errors.form} footer={<SaveCancelFooter pending={pending} onCancel={cancel} />}>
        <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div className="min-w-0">
            <Preview item={item} />
            <Facts item={item} />
          </div>
          <div className="grid min-w-0 content-start gap-5">
            <TextAreaField
              ref={altRef}
              id={altId}
              label="Alt text"
              hint={ALT_HINT}
              error={altError}
              aside={
                <span id={`${altId}-count`} className={`text-xs tabular-nums ${left < ANNOUNCE_WITHIN ? "font-semibold text-amber-800" : "text-slate-500"}`}>
                  {alt.length} / {MEDIA_ALT_MAX}
                  <span className="sr-only"> characters</span>
                </span>
              }
              rows={4}
              value={alt}
              maxLength={MEDIA_ALT_MAX}
              disabled={decorative}
              placeholder={decorative ? "Decorative: no alt text" : "What the image shows, for readers who can't see it"}
              aria-describedby={`${describedBy(altId, ALT_HINT, altError)} ${altId}-count`}
              onChange={(e) => setAlt(e.target.value)}
            />
            <p aria-live="polite" className="sr-only">
              {left <= ANNOUNCE_WITHIN && !decorative ? `${left} ${left === 1 ? "character" : "characters"} left` : ""}
            </p>
            <CheckboxField
              ref={decorativeRef}
              label="Decorative image"
              hint="Only for an image that adds nothing a reader needs (a pattern, a flourish): it gets no alt text and screen readers skip it."
              checked={decorative}
              onChange={toggleDecorative}
            />
            <CopyAddress url={item.url} />
            <div className="rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2.5">
              <MediaUses uses={item.uses} />
            </div>
          </div>
        </div>
      </DialogForm>
    </Dialog>
  );
}
