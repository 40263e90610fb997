/**
 * The Media tab's list region, server HTML: the images of the view the address names as a grid (rows on a phone,
 * two to five cards a line above), the search (a GET form: Enter searches without JavaScript, typing swaps the
 * region with it), the pager as links, and what stands in for the grid: the read's error with Retry, the
 * library's empty state with Upload images, 'no matches' with Clear search.
 */
import { Images, ImageUp, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { MEDIA_FORMATS_TEXT, MEDIA_PAGE_SIZE, type MediaPage } from "../../shared/media.ts";
import { POST_SEARCH_MAX_LENGTH } from "../../shared/post-list-view.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { Pager } from "../frame/pager.tsx";
import { SearchBox } from "../frame/shared/search-box.tsx";
import { Button, buttonClass, PanelToolbar } from "../frame/shared/ui.tsx";
import { MEDIA_PAGE, type MediaView, mediaHref } from "./media-view.ts";
import { MediaCard } from "./shared/media-card.tsx";
import { MEDIA_MAX_TEXT } from "./shared/media-format.ts";
import { UPLOAD_BUTTON_ID, UPLOAD_INPUT_ID } from "./shared/media-ids.ts";

export interface MediaListData {
  view: MediaView;
  /** undefined when reading it failed: the grid says so, with Retry. */
  page: MediaPage | undefined;
}

const gridClass = "m-0 grid list-none gap-3 p-0 sm:grid-cols-[repeat(auto-fill,minmax(13.5rem,1fr))] sm:gap-4";
const linkButtonClass = `${buttonClass.secondary} mt-4 no-underline`;

function UploadButton({ id }: { id?: string }) {
  return (
    <Button id={id} variant="primary" data-opens-file={UPLOAD_INPUT_ID}>
      <ImageUp aria-hidden="true" size={16} />
      Upload images
    </Button>
  );
}

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

function Grid({ view, page }: MediaListData) {
  if (!page) {
    return (
      <div className="px-5 py-10 text-center">
        <p className="m-0 text-sm text-slate-700">Couldn't load the images. Check your connection and try again.</p>
        <a href={mediaHref(view)} className={`${linkButtonClass} mt-3`}>
          Retry
        </a>
      </div>
    );
  }
  if (page.items.length === 0 && view.q) {
    return (
      <Notice icon={<SearchX size={22} />} title={`No images match “${view.q}”`}>
        <p className="m-0 mt-1 text-sm text-slate-600">The search looks in file names and alt text.</p>
        <a href={mediaHref({ q: "", page: 1 })} className={linkButtonClass}>
          Clear search
        </a>
      </Notice>
    );
  }
  if (page.items.length === 0) {
    return (
      <Notice icon={<Images size={22} />} title="No images yet">
        <p className="m-0 mt-1 text-sm text-slate-600">Upload photos and graphics once, then use them in posts, as featured and share images, and as author pictures.</p>
        <div className="mt-4">
          <UploadButton />
        </div>
      </Notice>
    );
  }
  return (
    <ul aria-label="Images" className={gridClass}>
      {page.items.map((item) => (
        <MediaCard key={item.key} item={item} />
      ))}
    </ul>
  );
}

export function MediaList({ data }: { data: MediaListData }) {
  const { view, page } = data;
  const total = page?.total ?? 0;
  const summary = page ? `${total.toLocaleString("en-US")} ${total === 1 ? "image" : "images"}${view.q ? ` matching “${view.q}”` : ""} · newest first` : undefined;
  return (
    <section {...listRegionAttributes(mediaHref(view))} aria-labelledby="media-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Media" headingId="media-heading" summary={summary}>
        <UploadButton id={UPLOAD_BUTTON_ID} />
      </PanelToolbar>
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <form method="get" action={MEDIA_PAGE} aria-label="Search images" data-live-filters="" className="w-full sm:max-w-sm">
          <SearchBox label="Search images" name="q" defaultValue={view.q} maxLength={POST_SEARCH_MAX_LENGTH} placeholder="Search file names and alt text…" />
        </form>
        <p className="m-0 text-xs text-slate-500">
          {MEDIA_FORMATS_TEXT}, up to {MEDIA_MAX_TEXT} each<span className="max-sm:hidden">; or drop them anywhere on this tab</span>.
        </p>
      </div>
      <div className="p-3 sm:p-5">
        <Grid view={view} page={page} />
      </div>
      {page ? <Pager label="Media pages" page={view.page} limit={MEDIA_PAGE_SIZE} total={total} hrefOf={(n) => mediaHref({ ...view, page: n })} /> : null}
    </section>
  );
}
