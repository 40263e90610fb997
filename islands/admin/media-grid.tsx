/**
 * The Media tab's images as a grid (rows on a phone, two to five cards a line above), with what stands in for
 * them: skeleton cards while a page loads with nothing to show, the load error with Retry, the library's empty
 * state, and 'no matches' for a search.
 */
import { Images, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import type { MediaItem } from "../../src/shared/media.ts";
import { MediaCard, MediaCardSkeleton } from "./media-card.tsx";

/** Skeleton cards while the first images load (a line of cards on a wide screen). */
const SKELETON_CARDS = 4;

export interface MediaGridProps {
  /** The images to show; null until a page is read. */
  items: MediaItem[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The search the images were read with ("" for none). */
  search: string;
  /** Images in the whole list (all pages), and the page shown. */
  total: number;
  page: number;
  onFirstPage: () => void;
  onClearSearch: () => void;
  /** The Upload images button of the empty state. */
  uploadButton: ReactNode;
  /** Keys uploaded in this visit: marked New. */
  fresh: ReadonlySet<string>;
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  onPreloadEdit: () => void;
}

const gridClass = "m-0 grid list-none gap-3 p-0 sm:grid-cols-[repeat(auto-fill,minmax(13.5rem,1fr))] sm:gap-4";

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center">
      <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h3 className="m-0 mt-3 text-base font-semibold tracking-normal text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

export function MediaGrid({
  items,
  loading,
  error,
  onRetry,
  search,
  total,
  page,
  onFirstPage,
  onClearSearch,
  uploadButton,
  fresh,
  onEdit,
  onDelete,
  onPreloadEdit,
}: MediaGridProps) {
  if (items === null && loading) {
    return (
      <ul aria-label="Images" aria-busy="true" className={gridClass}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards, identical and never reordered
          <MediaCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (items === null) {
    return (
      <div className="px-5 py-10 text-center">
        <p className="m-0 text-sm text-slate-700">{error ?? "Couldn't load the images."}</p>
        <button type="button" onClick={onRetry} className="keyboard-focus mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Retry
        </button>
      </div>
    );
  }
  if (items.length === 0 && total > 0) {
    // An old link or the last image of the last page deleted: the tab moves to the last page by itself.
    return (
      <Notice icon={<Images size={22} />} title={`No images on page ${page}`}>
        <p className="m-0 mt-1 text-sm text-slate-600">The list is shorter than that now.</p>
        <Button className="mt-4" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </Notice>
    );
  }
  if (items.length === 0 && search) {
    return (
      <Notice icon={<SearchX size={22} />} title={`No images match “${search}”`}>
        <p className="m-0 mt-1 text-sm text-slate-600">The search looks in file names and alt text.</p>
        <Button className="mt-4" onClick={onClearSearch}>
          Clear search
        </Button>
      </Notice>
    );
  }
  if (items.length === 0) {
    return (
      <Notice icon={<Images size={22} />} title="No images yet">
        <p className="m-0 mt-1 text-sm text-slate-600">Upload photos and graphics once, then use them in posts, as featured and share images, and as author pictures.</p>
        <div className="mt-4">{uploadButton}</div>
      </Notice>
    );
  }
  return (
    <ul aria-label="Images" aria-busy={loading || undefined} className={gridClass}>
      {items.map((item) => (
        <MediaCard key={item.key} item={item} fresh={fresh.has(item.key)} onEdit={onEdit} onDelete={onDelete} onPreloadEdit={onPreloadEdit} />
      ))}
    </ul>
  );
}
