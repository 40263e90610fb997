/**
 * The Media tab's ways in for files besides its button: images dropped anywhere on the tab (an overlay says
 * where they go while they are dragged over it) or pasted (a screenshot), and the panel of uploads under way
 * with each file's progress (the shared UploadList) and, once one is up, a way to give it its alt text.
 */
import { ImageUp, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type ImageUpload, UploadList } from "../../../../islands/admin/image-uploads.tsx";
import type { MediaItem } from "../../../shared/media.ts";
import { Button } from "../../frame/shared/ui.tsx";

/** True when what is dragged holds files (not a link or a piece of text from the page). */
function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

/**
 * Files dropped on the page or pasted into it (outside a text field) go to `onFiles`; while files are dragged
 * over the page `dragging` is true. Dropping a file the tab does not take never opens it in place of the page.
 * @param enabled false while a dialog is open: a paste there belongs to its fields.
 */
export function useMediaDrop(onFiles: (files: File[]) => void, enabled: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const latest = useRef({ onFiles, enabled });
  latest.current = { onFiles, enabled };

  useEffect(() => {
    function onEnter(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      if (latest.current.enabled) setDragging(true);
    }
    function onOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = latest.current.enabled ? "copy" : "none";
    }
    function onLeave(event: DragEvent) {
      if (!hasFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    }
    function onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (latest.current.enabled && files.length > 0) latest.current.onFiles(files);
    }
    function onPaste(event: ClipboardEvent) {
      if (!latest.current.enabled) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, [contenteditable='true']")) return;
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current.onFiles(files);
    }
    window.addEventListener("dragenter", onEnter);
    window.addEventListener("dragover", onOver);
    window.addEventListener("dragleave", onLeave);
    window.addEventListener("drop", onDrop);
    window.addEventListener("paste", onPaste);
    return () => {
      window.removeEventListener("dragenter", onEnter);
      window.removeEventListener("dragover", onOver);
      window.removeEventListener("dragleave", onLeave);
      window.removeEventListener("drop", onDrop);
      window.removeEventListener("paste", onPaste);
    };
  }, []);

  return dragging;
}

/** Over the whole tab while files are dragged: where they will go. Not interactive (the drop is the window's). */
export function DropOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-brand-950/20 p-4 sm:p-6">
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-500 bg-white/90 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <ImageUp size={28} />
        </span>
        <p className="m-0 text-lg font-bold text-slate-900">Drop images to upload them</p>
        <p className="m-0 text-sm text-slate-600">They are added to the top of the library.</p>
      </div>
    </div>
  );
}

export interface MediaUploadPanelProps {
  uploads: ImageUpload[];
  onDismiss: (id: string) => void;
  onRetry: (id: string) => void;
  /** Takes every finished or failed row away. */
  onClear: () => void;
  /** Opens Edit details of an uploaded image. */
  onEdit: (item: MediaItem) => void;
  /** The image as the tab knows it now (its alt text may have been given since it was uploaded). */
  current: (uploaded: MediaItem) => MediaItem;
}

export function MediaUploadPanel({ uploads, onDismiss, onRetry, onClear, onEdit, current }: MediaUploadPanelProps) {
  if (uploads.length === 0) return null;
  const settled = uploads.filter((u) => u.state.status === "done" || u.state.status === "failed").length;
  const done = uploads.filter((u) => u.state.status === "done").length;
  return (
    <section aria-labelledby="media-uploads-heading" className="rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id="media-uploads-heading" className="m-0 text-sm font-semibold tracking-normal text-slate-900">
          Uploads{" "}
          <span className="font-normal tabular-nums text-slate-500">
            ({done} of {uploads.length} done)
          </span>
        </h3>
        {settled > 0 ? (
          <Button className="h-9 px-3" onClick={onClear}>
            Clear finished
          </Button>
        ) : null}
      </div>
      <UploadList
        uploads={uploads}
        onDismiss={onDismiss}
        onRetry={onRetry}
        label="Uploads"
        className="sm:grid-cols-2 xl:grid-cols-3"
        renderDone={(upload) => {
          const item = current(upload.state.media);
          return item.decorative || item.alt ? null : (
            <button
              type="button"
              onClick={() => onEdit(item)}
              className="keyboard-focus inline-flex items-center gap-1.5 justify-self-start rounded text-xs font-semibold text-brand-700 hover:underline"
            >
              <Pencil aria-hidden="true" size={13} />
              Add alt text<span className="sr-only"> to {upload.fileName}</span>
            </button>
          );
        }}
      />
    </section>
  );
}
