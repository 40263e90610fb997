/**
 * One image of the Media tab: its thumbnail (the 320-pixel WebP, its box sized before it loads, so nothing
 * moves), file name, dimensions, the size uploaded and the size kept, its alt text (or Decorative, or a
 * warning that it has none), where it is used, and Edit details / Delete. A row on a phone, a card above.
 * The thumbnail and the alt line are the dialogs' too.
 */
import { Pencil, Trash2, TriangleAlert } from "lucide-react";
import type { ImgHTMLAttributes } from "react";
import type { MediaItem } from "../../../shared/media.ts";
import { Badge, Button, IconButton } from "../../frame/shared/ui.tsx";
import { dimensions, formatBytes, imageAlt } from "./media-format.ts";
import { MediaUses } from "./media-uses.tsx";

/** Uses listed on a card before "and N more". */
const USES_ON_CARD = 3;

/** The image's 320-pixel WebP, its box sized from the image's own width and height so nothing moves when it loads. */
export function MediaThumbnail({ item, ...img }: { item: MediaItem } & Pick<ImgHTMLAttributes<HTMLImageElement>, "className" | "loading" | "decoding">) {
  return <img src={item.thumbnailUrl} width={item.width} height={item.height} alt={imageAlt(item)} {...img} />;
}

/** The alt text, or what stands for it: Decorative, or a warning when there is none. */
export function AltLine({ item }: { item: MediaItem }) {
  // In a <p>, so a badge keeps its own width in the card's column.
  if (item.decorative) {
    return (
      <p className="m-0">
        <Badge tone="slate">Decorative</Badge>
      </p>
    );
  }
  if (!item.alt.trim()) {
    return (
      <p className="m-0">
        <Badge tone="amber">
          <TriangleAlert aria-hidden="true" size={12} />
          No alt text
        </Badge>
      </p>
    );
  }
  return (
    <p className="m-0 line-clamp-2 break-words text-sm text-slate-700" title={item.alt}>
      {item.alt}
    </p>
  );
}

/** The classes a card swaps when it was uploaded in this visit (the actions island marks it: client/fresh-cards.ts). */
export const FRESH_CARD_CLASSES = ["border-brand-300", "ring-2", "ring-brand-200"] as const;

/**
 * Server HTML: Edit details and Delete name their action with the image as JSON (admin-actions.ts), and the New
 * badge is there, hidden, for the island to show on an image uploaded in this visit.
 */
export function MediaCard({ item }: { item: MediaItem }) {
  const format = item.sourceFormat.toUpperCase();
  const json = JSON.stringify(item);
  return (
    <li
      data-testid="media-card"
      data-key={item.key}
      className="relative flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow duration-150 hover:shadow-md motion-reduce:transition-none sm:flex-col sm:gap-0 sm:p-0"
    >
      <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-b-none sm:rounded-t-xl">
        <MediaThumbnail item={item} loading="lazy" decoding="async" className="absolute inset-0 block h-full w-full object-contain" />
      </div>
      <span hidden data-new-badge="" className="absolute left-2 top-2 sm:left-3 sm:top-3">
        <Badge tone="blue">New</Badge>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        <div className="min-w-0">
          <h3 className="m-0 truncate text-sm font-semibold tracking-normal text-slate-900" title={item.fileName}>
            {item.fileName}
          </h3>
          <p className="m-0 mt-0.5 text-xs tabular-nums text-slate-500">
            <span>{dimensions(item)}</span>
            <span aria-hidden="true"> · </span>
            <span>{item.firstFrameOnly ? `${format}, first frame` : format}</span>
          </p>
          <p className="m-0 text-xs tabular-nums text-slate-500">
            {formatBytes(item.uploadBytes)} uploaded<span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {formatBytes(item.storedBytes)} stored
          </p>
        </div>
        <AltLine item={item} />
        <MediaUses uses={item.uses} limit={USES_ON_CARD} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <Button className="h-9 px-3" data-admin-action="edit" data-admin-item={json} aria-label={`Edit details of ${item.fileName}`}>
            <Pencil aria-hidden="true" size={15} />
            Edit details
          </Button>
          <IconButton label={`Delete ${item.fileName}`} tone="danger" data-admin-action="delete" data-admin-item={json}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

/** A card's shape while the images load (the tab keeps its layout). */
export function MediaCardSkeleton() {
  return (
    <li data-testid="skeleton-row" aria-hidden="true" className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-col sm:gap-0 sm:p-0">
      <div className="h-24 w-24 shrink-0 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-b-none sm:rounded-t-xl" />
      <div className="grid flex-1 content-start gap-2 sm:p-4">
        <span className="h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <span className="h-3 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <span className="h-3 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
    </li>
  );
}
