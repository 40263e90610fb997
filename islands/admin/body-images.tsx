/**
 * Images in the post body: files from the toolbar's upload button, dropped on the editor or pasted into the
 * text upload into a tray under the editor; each finished one asks for its alt text (or "Decorative image")
 * and Insert writes it where the caret was when the upload began — or where the owner has put the caret since —
 * as an edit the browser can undo. The alt text is then saved to the library too (PATCH), so the Media tab
 * and the next use of the same image know it.
 */
import { type ClipboardEvent, type DragEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button, controlClass } from "../../src/admin/frame/shared/ui.tsx";
import { MEDIA_ALT_MAX, type MediaItem } from "../../src/shared/media.ts";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { adminRequest } from "../lib/admin-api.ts";
import { borderFor } from "./fields.tsx";
import { saveErrorReason } from "./image-files.ts";
import { imageInsertEdit, imageSnippet, mapPosition, mapThroughEdit } from "./image-insert.ts";
import { type DoneUpload, UploadList, useImageUploads } from "./image-uploads.tsx";
import { applyToTextarea } from "./markdown-toolbar.tsx";
import { toastError } from "./messages.ts";
import { useAltText } from "./use-alt-text.ts";

/** Where a batch of files goes: a position in the text, carried through every change since. */
interface Anchor {
  position: number;
  /** The owner's caret moves counted when the batch began: a different count means the caret was moved since. */
  moves: number;
}

export const bodyImageText = {
  altRequired: "Describe the image, or tick “Decorative image”.",
  altHint: "Read aloud to people who cannot see the image.",
  altNotSaved: (reason: string) => `The image is in the post, but its alt text was not saved to the media library (${reason}). You can add it in the Media tab.`,
} as const;

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/** The offset in the textarea under a point (where a file is dropped), when the browser can tell. */
function offsetAtPoint(textarea: HTMLTextAreaElement, x: number, y: number): number | null {
  const doc = document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null };
  const caret = doc.caretPositionFromPoint?.(x, y);
  return caret && caret.offsetNode === textarea ? caret.offset : null;
}

export interface BodyImagesOptions {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  format: ContentFormat;
  value: string;
}

export function useBodyImages({ textareaRef, format, value }: BodyImagesOptions) {
  const uploads = useImageUploads<Anchor>();
  const moves = useRef(0);
  const [dragging, setDragging] = useState(false);
  /** The text the anchors are positions in. */
  const seen = useRef(value);
  const latestUploads = useRef(uploads.uploads);
  latestUploads.current = uploads.uploads;

  // The owner typed, pasted or restored: every waiting position moves with the text around it.
  useLayoutEffect(() => {
    if (seen.current === value) return;
    for (const anchor of new Set(latestUploads.current.map((u) => u.meta))) anchor.position = mapPosition(anchor.position, seen.current, value);
    seen.current = value;
  }, [value]);

  // A file dropped beside the editor would make the browser leave the page for it: never with a post open.
  useEffect(() => {
    const keep = (event: Event) => {
      if (hasFiles(event as unknown as DragEvent)) event.preventDefault();
    };
    window.addEventListener("dragover", keep);
    window.addEventListener("drop", keep);
    return () => {
      window.removeEventListener("dragover", keep);
      window.removeEventListener("drop", keep);
    };
  }, []);

  function add(files: File[], at?: number | null) {
    const textarea = textareaRef.current;
    if (files.length === 0) return;
    const position = at ?? textarea?.selectionEnd ?? value.length;
    uploads.add(files, { position, moves: moves.current });
  }

  function insert(upload: DoneUpload<Anchor>, alt: string, decorative: boolean) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const { media } = upload.state;
    const anchor = upload.meta;
    const position = moves.current !== anchor.moves ? textarea.selectionEnd : anchor.position;
    const text = decorative ? "" : alt;
    const edit = imageInsertEdit(textarea.value, position, imageSnippet(format, { url: media.url, alt: text, width: media.width, height: media.height }), format);
    // Our own edit moves the waiting positions exactly (a text diff could not tell which side of a repeated line it went).
    for (const a of new Set(latestUploads.current.map((u) => u.meta))) a.position = mapThroughEdit(a.position, edit);
    seen.current = textarea.value.slice(0, edit.from) + edit.text + textarea.value.slice(edit.to);
    applyToTextarea(textarea, edit);
    uploads.dismiss(upload.id);
    if (text === media.alt && decorative === media.decorative) return;
    adminRequest<MediaItem>("PATCH", `/api/admin/media/${encodeURIComponent(media.key)}`, { alt: text, decorative }).catch((error: unknown) =>
      toastError(bodyImageText.altNotSaved(saveErrorReason(error))),
    );
  }

  const dropZone = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      setDragging(false);
      if (!hasFiles(event)) return;
      event.preventDefault();
      const textarea = textareaRef.current;
      const at = textarea && event.target === textarea ? offsetAtPoint(textarea, event.clientX, event.clientY) : null;
      add(Array.from(event.dataTransfer.files), at);
    },
  };

  /** A pasted picture (a screenshot, "Copy image"); text copied from a document keeps pasting as text, even when it brings a picture of itself. */
  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0 || event.clipboardData.getData("text/plain").trim() !== "") return;
    event.preventDefault();
    add(files);
  }

  /** The owner put the caret somewhere (a click, a key): Insert then goes where the caret is. */
  function noteMove() {
    moves.current += 1;
  }

  const tray = (
    <UploadList
      uploads={uploads.uploads}
      onDismiss={uploads.dismiss}
      onRetry={uploads.retry}
      label="Image uploads"
      onEmptied={() => textareaRef.current?.focus()}
      renderDone={(upload) => <InsertForm upload={upload} onInsert={(alt, decorative) => insert(upload, alt, decorative)} />}
    />
  );

  return { add, dropZone, dragging, onPaste, noteMove, tray, count: uploads.uploads.length };
}

/** Under a finished upload: its alt text (required unless decorative) and Insert. Enter inserts too, and never submits the post. */
function InsertForm({ upload, onInsert }: { upload: DoneUpload<Anchor>; onInsert: (alt: string, decorative: boolean) => void }) {
  const { media } = upload.state;
  const { alt, setAlt, decorative, setDecorative } = useAltText(media);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  /** A decorative image needs no alt text: its error does not show. */
  const shownError = decorative ? "" : error;

  function submit() {
    if (!decorative && alt.trim() === "") {
      setError(bodyImageText.altRequired);
      input.current?.focus();
      return;
    }
    onInsert(alt.trim(), decorative);
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Alt text<span className="sr-only"> for {upload.fileName}</span>
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          ref={input}
          id={id}
          type="text"
          value={alt}
          disabled={decorative}
          maxLength={MEDIA_ALT_MAX}
          autoComplete="off"
          placeholder={decorative ? "None: screen readers skip it" : "What the image shows"}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            setAlt(e.target.value);
            if (error) setError("");
          }}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            submit();
          }}
          className={`${controlClass} h-10 min-w-0 flex-[1_1_16rem] ${borderFor(shownError)}`}
        />
        <div className="flex flex-[1_0_auto] items-center justify-between gap-4 sm:flex-none">
          <label className="inline-flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-md text-sm text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(e) => {
                setDecorative(e.target.checked);
                setError("");
              }}
              className="h-4 w-4 accent-brand-600 outline-none"
            />
            Decorative image
          </label>
          <Button variant="primary" onClick={submit}>
            Insert<span className="sr-only"> {upload.fileName}</span>
          </Button>
        </div>
      </div>
      <p id={`${id}-note`} className={`m-0 text-xs ${shownError ? "font-medium text-red-700" : "text-slate-500"}`}>
        {shownError || (decorative ? "Decorative: inserted with an empty alt text." : bodyImageText.altHint)}
      </p>
    </div>
  );
}
