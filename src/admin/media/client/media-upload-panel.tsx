/**
 * The Media tab's panel of uploads under way, each file with its progress (the shared UploadList) and, once one is
 * up, a way to give it its alt text. (Drops and pastes are the page script's: drop-files.ts.)
 */
import { Pencil } from "lucide-react";
import { type ImageUpload, UploadList } from "../../../../islands/admin/image-uploads.tsx";
import type { MediaItem } from "../../../shared/media.ts";
import { Button } from "../../frame/shared/ui.tsx";

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
