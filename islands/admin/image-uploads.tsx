/**
 * Images the owner uploads, as any admin form uses them: `useImageUploads` takes files (a picker, a drop,
 * a paste), refuses the ones the server would refuse before sending a byte, uploads the rest two at a time and
 * tracks each; `<UploadList>` shows one row per file with its progress and leaves what a finished upload offers
 * to the form (Insert, Use…); `<ImageFilePicker>` is the button that opens the device's picker.
 *
 * @example
 * const uploads = useImageUploads({ onDone: (u) => setUrl(u.media.url) });
 * <ImageFilePicker label="Upload" onFiles={(files) => uploads.add(files)} />
 * <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} onRetry={uploads.retry} />
 */
import { ImageIcon, RotateCw, X } from "lucide-react";
import { type ComponentProps, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button, IconButton } from "../../src/admin/frame/shared/ui.tsx";
import { MEDIA_ACCEPT, type MediaItem } from "../../src/shared/media.ts";
import { uploadImage } from "../lib/upload-image.ts";
import { checkImageFile, isRetryable, uploadErrorMessage } from "./image-files.ts";

export { checkImageFile, MEDIA_MAX_TEXT, uploadErrorMessage, uploadText } from "./image-files.ts";

/** Uploads sent at once: a phone on a slow line finishes the first image sooner than with all at once. */
export const UPLOADS_AT_ONCE = 2;

export type UploadState =
  | { status: "queued" }
  | { status: "uploading"; percent: number }
  /** Every byte is sent: the server is decoding the image and making its sizes. */
  | { status: "processing" }
  | { status: "done"; media: MediaItem; duplicate: boolean }
  | { status: "failed"; message: string; retryable: boolean };

/** One file and where it is; `meta` is the form's own (where to insert it, which field it fills). */
export interface ImageUpload<M = undefined> {
  id: string;
  fileName: string;
  size: number;
  state: UploadState;
  meta: M;
}

export type DoneUpload<M = undefined> = ImageUpload<M> & { state: Extract<UploadState, { status: "done" }> };

export interface ImageUploadsOptions<M> {
  /** Each finished upload, once, as it finishes. */
  onDone?: (upload: DoneUpload<M>) => void;
  /** Each refused or failed file, once (a form may toast or move the focus). */
  onFailed?: (upload: ImageUpload<M>) => void;
  /** At most this many requests at once (default UPLOADS_AT_ONCE). */
  atOnce?: number;
}

export interface ImageUploads<M> {
  uploads: ImageUpload<M>[];
  /** Starts uploading the files (refused ones become failed rows at once); returns their ids. */
  add: (files: Iterable<File>, meta: M) => string[];
  /** Takes the row away, cancelling its upload if it is still under way. */
  dismiss: (id: string) => void;
  /** Sends a failed file again (when the failure was the line's or the server's, not the file's). */
  retry: (id: string) => void;
  /** True while any file is waiting or on its way. */
  busy: boolean;
}

let lastId = 0;

/** See the module's example. Uploads still under way when the form closes are cancelled. */
export function useImageUploads<M = undefined>(options: ImageUploadsOptions<M> = {}): ImageUploads<M> {
  const [uploads, setUploads] = useState<ImageUpload<M>[]>([]);
  const latest = useRef(options);
  latest.current = options;
  /** The files themselves and their cancel switches, outside state: React never needs to render them. */
  const files = useRef(new Map<string, { file: File; meta: M; controller?: AbortController }>());
  const queue = useRef<string[]>([]);
  const running = useRef(0);

  const setState = useCallback((id: string, state: UploadState) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, state } : u)));
  }, []);

  const pump = useCallback(() => {
    const limit = latest.current.atOnce ?? UPLOADS_AT_ONCE;
    while (running.current < limit && queue.current.length > 0) {
      const id = queue.current.shift()!;
      const entry = files.current.get(id);
      if (!entry) continue;
      running.current += 1;
      const controller = new AbortController();
      entry.controller = controller;
      const { file, meta } = entry;
      const base = { id, fileName: file.name || "image", size: file.size, meta };
      let shown = -1;
      setState(id, { status: "uploading", percent: 0 });
      uploadImage(file, {
        signal: controller.signal,
        onProgress({ loaded, total, processing }) {
          if (controller.signal.aborted) return;
          if (processing) {
            if (shown !== 101) setState(id, { status: "processing" });
            shown = 101;
            return;
          }
          const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
          if (percent !== shown) setState(id, { status: "uploading", percent });
          shown = percent;
        },
      })
        .then((answer) => {
          if (controller.signal.aborted || !files.current.has(id)) return;
          const state = { status: "done", media: answer.media, duplicate: answer.duplicate } as const;
          setState(id, state);
          latest.current.onDone?.({ ...base, state });
        })
        .catch((error: unknown) => {
          if (!files.current.has(id)) return; // dismissed: nobody is waiting for it
          const state = { status: "failed", message: uploadErrorMessage(error, file.size), retryable: isRetryable(error) } as const;
          setState(id, state);
          latest.current.onFailed?.({ ...base, state });
        })
        .finally(() => {
          entry.controller = undefined;
          running.current -= 1;
          pump();
        });
    }
  }, [setState]);

  const add = useCallback(
    (list: Iterable<File>, meta: M) => {
      const rows: ImageUpload<M>[] = [];
      const refused: ImageUpload<M>[] = [];
      for (const file of list) {
        lastId += 1;
        const id = `upload-${lastId}`;
        const refusal = checkImageFile(file);
        const row: ImageUpload<M> = {
          id,
          fileName: file.name || "image",
          size: file.size,
          meta,
          state: refusal ? { status: "failed", message: refusal, retryable: false } : { status: "queued" },
        };
        rows.push(row);
        files.current.set(id, { file, meta });
        if (refusal) refused.push(row);
        else queue.current.push(id);
      }
      setUploads((current) => [...current, ...rows]);
      for (const row of refused) latest.current.onFailed?.(row);
      pump();
      return rows.map((r) => r.id);
    },
    [pump],
  );

  const dismiss = useCallback((id: string) => {
    const entry = files.current.get(id);
    files.current.delete(id);
    queue.current = queue.current.filter((q) => q !== id);
    entry?.controller?.abort();
    setUploads((list) => list.filter((u) => u.id !== id));
  }, []);

  const retry = useCallback(
    (id: string) => {
      if (!files.current.has(id) || queue.current.includes(id)) return;
      queue.current.push(id);
      setState(id, { status: "queued" });
      pump();
    },
    [pump, setState],
  );

  // Closing the form cancels what is still on its way (the server keeps nothing of a cut-off body).
  useEffect(() => {
    const map = files.current;
    return () => {
      for (const entry of map.values()) entry.controller?.abort();
      map.clear();
      queue.current = [];
    };
  }, []);

  const busy = uploads.some((u) => u.state.status === "queued" || u.state.status === "uploading" || u.state.status === "processing");
  return { uploads, add, dismiss, retry, busy };
}

// ——— the picker ———

export interface ImageFilePickerProps extends Omit<ComponentProps<typeof Button>, "onClick" | "children"> {
  /** The button's visible text. */
  label: ReactNode;
  onFiles: (files: File[]) => void;
  /** Several files at once (the body, the Media tab); one for a field. */
  multiple?: boolean;
  icon?: ReactNode;
}

/**
 * A hidden file input opened by a visible button: phones offer the photo library and the camera, computers
 * their file dialog. The input is emptied after each pick, so the same file can be picked again.
 */
export function useImageFileInput({ multiple = false, onFiles }: { multiple?: boolean; onFiles: (files: File[]) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={MEDIA_ACCEPT}
      multiple={multiple}
      hidden
      tabIndex={-1}
      data-testid="image-file-input"
      onChange={(event) => {
        const picked = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = "";
        if (picked.length > 0) onFiles(picked);
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
}

/** @example <ImageFilePicker label="Upload" aria-label="Upload featured image" onFiles={(f) => uploads.add(f, undefined)} /> */
export function ImageFilePicker({ label, onFiles, multiple = false, icon, variant = "secondary", ...button }: ImageFilePickerProps) {
  const picker = useImageFileInput({ multiple, onFiles });
  return (
    <>
      <Button variant={variant} {...button} onClick={picker.open}>
        {icon}
        {label}
      </Button>
      {picker.input}
    </>
  );
}

// ——— the rows ———

function statusLine(state: UploadState): string {
  switch (state.status) {
    case "queued":
      return "Waiting…";
    case "uploading":
      return `Uploading… ${state.percent}%`;
    case "processing":
      return "Processing…";
    case "done":
      return `${state.duplicate ? "Uploaded (already in the library)" : "Uploaded"} · ${state.media.width} × ${state.media.height}`;
    case "failed":
      return "";
  }
}

/** The bar: the share sent while uploading, full and pulsing while the server works, empty while queued. */
function UploadBar({ upload, labelId }: { upload: ImageUpload<unknown>; labelId: string }) {
  const { state } = upload;
  const percent = state.status === "uploading" ? state.percent : state.status === "processing" ? 100 : 0;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.status === "processing" ? undefined : percent}
      aria-valuetext={state.status === "processing" ? "Processing" : `${percent}%`}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out motion-reduce:transition-none ${
          state.status === "processing" ? "animate-pulse motion-reduce:animate-none" : ""
        }`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function Thumbnail({ upload }: { upload: ImageUpload<unknown> }) {
  if (upload.state.status === "done") {
    return <img src={upload.state.media.thumbnailUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-cover" />;
  }
  const failed = upload.state.status === "failed";
  return (
    <span aria-hidden="true" className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${failed ? "bg-red-50 text-red-600" : "bg-slate-100 text-slate-400"}`}>
      <ImageIcon size={20} />
    </span>
  );
}

/** Milestones read out once each (started, processing, uploaded): never every percent. Failures are alerts of their own. */
function useMilestones(uploads: ImageUpload<unknown>[]): string {
  const seen = useRef(new Map<string, UploadState["status"]>());
  const [said, setSaid] = useState("");
  useEffect(() => {
    const lines: string[] = [];
    for (const u of uploads) {
      const before = seen.current.get(u.id);
      const now = u.state.status;
      if (before === now) continue;
      seen.current.set(u.id, now);
      if (now === "uploading" && before !== "uploading") lines.push(`Uploading ${u.fileName}.`);
      if (now === "processing") lines.push(`${u.fileName} is sent; processing.`);
      if (now === "done") lines.push(`${u.fileName} uploaded.`);
    }
    if (lines.length > 0) setSaid(lines.join(" "));
  }, [uploads]);
  return said;
}

export interface UploadListProps<M> {
  uploads: ImageUpload<M>[];
  onDismiss: (id: string) => void;
  onRetry?: (id: string) => void;
  /** What a finished upload offers (an alt text and Insert, a Use button…); under its name. */
  renderDone?: (upload: DoneUpload<M>) => ReactNode;
  /** Names the list for screen readers ("Uploads"). */
  label?: string;
  className?: string;
  /** Where the focus goes when the owner dismisses the last row (the text, the field): never lost to the page. */
  onEmptied?: () => void;
}

export function UploadList<M>({ uploads, onDismiss, onRetry, renderDone, label = "Uploads", className = "", onEmptied }: UploadListProps<M>) {
  const milestone = useMilestones(uploads as ImageUpload<unknown>[]);
  const idBase = useId();
  const list = useRef<HTMLUListElement>(null);
  /** The row whose button was just used (and removed, or replaced): the focus goes to the close button there. */
  const refocus = useRef<number | null>(null);
  const emptied = useRef(onEmptied);
  emptied.current = onEmptied;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the rows have changed, when the used row is gone
  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>("[data-row-close]") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else emptied.current?.();
  }, [uploads]);

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {milestone}
      </p>
      {uploads.length > 0 ? (
        <ul ref={list} aria-label={label} className={`m-0 grid list-none gap-2 p-0 ${className}`}>
          {uploads.map((upload, index) => {
            const { state } = upload;
            const nameId = `${idBase}-${upload.id}`;
            const failed = state.status === "failed";
            const cancellable = state.status === "queued" || state.status === "uploading";
            return (
              <li
                key={upload.id}
                data-testid="upload-row"
                data-status={state.status}
                className={`grid grid-cols-[3rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border bg-white p-3 shadow-xs ${failed ? "border-red-200" : "border-slate-200"}`}
              >
                <Thumbnail upload={upload as ImageUpload<unknown>} />
                <div className="grid min-w-0 content-start gap-1.5">
                  <div className="flex min-h-6 items-start gap-2">
                    <p className="m-0 min-w-0 flex-1 text-sm leading-6">
                      <span id={nameId} className="block truncate font-medium text-slate-900" title={upload.fileName}>
                        {upload.fileName}
                      </span>
                    </p>
                    {failed && state.retryable && onRetry ? (
                      <IconButton
                        label={`Try ${upload.fileName} again`}
                        className="-my-1.5 h-8 w-8"
                        onClick={() => {
                          refocus.current = index;
                          onRetry(upload.id);
                        }}
                      >
                        <RotateCw aria-hidden="true" size={16} />
                      </IconButton>
                    ) : null}
                    <IconButton
                      label={cancellable ? `Cancel ${upload.fileName}` : `Dismiss ${upload.fileName}`}
                      className="-my-1.5 -mr-1.5 h-8 w-8"
                      data-row-close=""
                      onClick={() => {
                        refocus.current = index;
                        onDismiss(upload.id);
                      }}
                    >
                      <X aria-hidden="true" size={16} />
                    </IconButton>
                  </div>
                  {failed ? (
                    <p role="alert" className="m-0 text-sm font-medium text-red-700">
                      {state.message}
                    </p>
                  ) : (
                    <p className={`m-0 text-xs tabular-nums ${state.status === "done" ? "text-emerald-700" : "text-slate-500"}`}>{statusLine(state)}</p>
                  )}
                  {state.status === "queued" || state.status === "uploading" || state.status === "processing" ? (
                    <UploadBar upload={upload as ImageUpload<unknown>} labelId={nameId} />
                  ) : null}
                </div>
                {/* Under the name beside the thumbnail; on a phone the whole width, where a form has room. */}
                {state.status === "done" && renderDone ? <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2">{renderDone(upload as DoneUpload<M>)}</div> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
