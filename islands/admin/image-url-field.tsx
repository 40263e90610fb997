/**
 * An image address field with an Upload button beside it: the owner types or pastes any address as before,
 * or uploads one image, which fills the field with its /media/… address once it is stored. An uploaded image
 * shows as a small thumbnail in front of the address. Used by the post's Featured and OG images and an
 * author's picture.
 */

import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { controlClass } from "../../src/admin/frame/shared/ui.tsx";
import { parseMediaUrl, variantAtMost, variantUrl } from "../../src/shared/media.ts";
import { borderFor, describedBy, FieldShell } from "./fields.tsx";
import { ImageFilePicker, UploadList, useImageUploads } from "./image-uploads.tsx";

/** The 320-pixel WebP of an uploaded image's address (its Media tab thumbnail); null for any other address. */
export function thumbnailOf(url: string): string | null {
  const address = parseMediaUrl(url);
  return address ? variantUrl(address, variantAtMost(address, 320), "webp") : null;
}

export interface ImageUrlFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The Upload button's accessible name, e.g. "Upload featured image" (it starts with what it shows). */
  uploadLabel: string;
  className?: string;
}

export function ImageUrlField({ label, value, onValueChange, error, hint, uploadLabel, className = "" }: ImageUrlFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState("");
  const uploads = useImageUploads({
    onDone(upload) {
      onValueChange(upload.state.media.url);
      uploads.dismiss(upload.id);
      setSaid(`${upload.fileName} uploaded; ${label} is set to it.`);
    },
  });
  const thumbnail = thumbnailOf(value);

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <div className="flex items-center gap-2">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            width={40}
            height={40}
            data-testid="image-field-thumbnail"
            className="h-10 w-10 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
        ) : null}
        <input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://…"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClass} h-10 min-w-0 flex-1 ${borderFor(error)}`}
        />
        <ImageFilePicker
          label="Upload"
          aria-label={uploadLabel}
          title={uploadLabel}
          icon={<Upload aria-hidden="true" size={16} />}
          className="px-3"
          onFiles={(files) => {
            // One image fills the field: a new pick replaces whatever is still on its way or failed.
            for (const u of uploads.uploads) uploads.dismiss(u.id);
            setSaid("");
            uploads.add(files.slice(0, 1), undefined);
          }}
        />
      </div>
      <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} onRetry={uploads.retry} label={`${label} upload`} onEmptied={() => input.current?.focus()} />
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </FieldShell>
  );
}
