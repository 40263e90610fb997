/**
 * The Media tab: the images the owner uploaded, newest first, as a grid of cards (thumbnail, file name,
 * dimensions, sizes, alt text, where each is used), searched by file name or alt text and paged on the
 * server, the search and page kept in the address. Upload images (or drop or paste them on the tab) sends
 * each file with its own progress; a finished one joins the top of the grid at once. Edit details gives an
 * image its alt text (or marks it decorative) and copies its address; Delete refuses an image a post or an
 * author uses, listing them. The server reads the page for the first paint; Edit details is fetched when
 * first wanted.
 */
import { ImageUp } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { SearchBox } from "../src/admin/frame/shared/search-box.tsx";
import { Button, PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import { MEDIA_FORMATS_TEXT, MEDIA_PAGE_SIZE, type MediaItem, type MediaPage } from "../src/shared/media.ts";
import { cleanSearch, POST_SEARCH_MAX_LENGTH } from "../src/shared/post-list-view.ts";
import { MEDIA_MAX_TEXT, useImageFileInput, useImageUploads } from "./admin/image-uploads.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { MediaDeleteDialog } from "./admin/media-delete-dialog.tsx";
import { MediaGrid } from "./admin/media-grid.tsx";
import { DropOverlay, MediaUploadPanel, useMediaDrop } from "./admin/media-uploads.tsx";
import { Pager } from "./admin/redirect-pager.tsx";
import { ReloadError } from "./admin/reload-error.tsx";
import { replaceViewAddress, useSettledSearch } from "./admin/searched-list.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminMediaProps {
  /** The search (file name or alt text) and the page the address names. */
  q: string;
  page: number;
  /** That page as the server read it for the first paint; absent when that failed (then fetched here). */
  initial?: MediaPage;
}

const editDialog = lazyDialog(() => import("./admin/media-edit-dialog.tsx"));

function mediaPath(q: string, page: number): string {
  return `/api/admin/media?q=${encodeURIComponent(q)}&page=${page}`;
}

function AdminMedia({ q: initialSearch, page: initialPage, initial }: AdminMediaProps) {
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(Math.max(1, initialPage));
  const list = useAdminList<MediaPage>(mediaPath(search, page), "images", initial);
  /** Uploaded in this visit, newest first: shown at the top of the grid until the view changes. */
  const [added, setAdded] = useState<MediaItem[]>([]);
  /** Keys uploaded in this visit (not the duplicates of older ones): marked New. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditingNow] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);

  const uploads = useImageUploads({
    onDone: ({ state: { media, duplicate } }) => {
      setAdded((now) => [media, ...now.filter((item) => item.key !== media.key)]);
      if (!duplicate) setFresh((now) => new Set(now).add(media.key));
    },
  });
  const addFiles = (files: File[]) => void uploads.add(files, undefined);
  const picker = useImageFileInput({ multiple: true, onFiles: addFiles });
  const dragging = useMediaDrop(addFiles, editing === null && deleting === null);

  // Once a batch is all up, the page is read again: the counts and the order are the server's.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !uploads.busy) void list.reload();
    wasBusy.current = uploads.busy;
  }, [uploads.busy, list.reload]);

  function show(nextSearch: string, nextPage: number) {
    setSearch(nextSearch);
    setPage(nextPage);
    // Another view is read in the server's order: this visit's uploads are in it where they belong.
    setAdded([]);
  }

  // The search runs a moment after typing stops, from the first page; the address follows the view.
  useSettledSearch(draft, search, (cleaned) => show(cleaned, 1), cleanSearch);
  useEffect(() => replaceViewAddress("media", { q: search, page: page > 1 ? String(page) : null }), [search, page]);

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  useEffect(() => {
    if (data && !list.loading && page > pages) setPage(pages);
  }, [data, list.loading, page, pages]);

  const items = useMemo(() => {
    if (!data) return null;
    const read = new Map(data.items.map((item) => [item.key, item]));
    const addedKeys = new Set(added.map((item) => item.key));
    return [...added.map((item) => read.get(item.key) ?? item), ...data.items.filter((item) => !addedKeys.has(item.key))];
  }, [data, added]);

  function current(uploaded: MediaItem): MediaItem {
    return items?.find((item) => item.key === uploaded.key) ?? uploaded;
  }

  async function openEdit(item: MediaItem) {
    if (await editDialog.open()) setEditingNow(item);
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cleaned = cleanSearch(draft);
    if (cleaned !== search) show(cleaned, 1);
  }

  function clearSearch() {
    setDraft("");
    show("", 1);
  }

  function goToPage(next: number) {
    show(search, next);
    document.getElementById("media-heading")?.scrollIntoView({ block: "start" });
  }

  const summary = data ? `${total.toLocaleString("en-US")} ${total === 1 ? "image" : "images"}${search ? ` matching “${search}”` : ""} · newest first` : "Loading…";
  const MediaEditDialog = editDialog.loaded()?.MediaEditDialog;
  const uploadLabel = (
    <>
      <ImageUp aria-hidden="true" size={16} />
      Upload images
    </>
  );
  return (
    <section aria-labelledby="media-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title="Media" headingId="media-heading" summary={summary}>
        <Button ref={uploadButton} variant="primary" onClick={picker.open}>
          {uploadLabel}
        </Button>
        {picker.input}
      </PanelToolbar>
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        {/* A plain GET form too: without JavaScript, Enter still searches. */}
        <form method="get" action="/admin/dashboard" onSubmit={submitSearch} className="w-full sm:max-w-sm">
          <input type="hidden" name="tab" value="media" />
          <SearchBox
            label="Search images"
            name="q"
            value={draft}
            maxLength={POST_SEARCH_MAX_LENGTH}
            placeholder="Search file names and alt text…"
            onChange={(e) => setDraft(e.target.value)}
          />
        </form>
        <p className="m-0 text-xs text-slate-500">
          {MEDIA_FORMATS_TEXT}, up to {MEDIA_MAX_TEXT} each<span className="max-sm:hidden">; or drop them anywhere on this tab</span>.
        </p>
      </div>
      <MediaUploadPanel
        uploads={uploads.uploads}
        onDismiss={uploads.dismiss}
        onRetry={uploads.retry}
        onClear={() => {
          for (const u of uploads.uploads) if (u.state.status === "done" || u.state.status === "failed") uploads.dismiss(u.id);
        }}
        onEdit={(item) => void openEdit(item)}
        current={current}
      />
      <ReloadError list={list} />
      <div className={`p-3 transition-opacity duration-150 motion-reduce:transition-none sm:p-5 ${list.loading && data ? "opacity-60" : ""}`}>
        <MediaGrid
          items={items}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.reload()}
          search={search}
          total={total}
          page={page}
          onFirstPage={() => goToPage(1)}
          onClearSearch={clearSearch}
          uploadButton={
            <Button variant="primary" onClick={picker.open}>
              {uploadLabel}
            </Button>
          }
          fresh={fresh}
          onEdit={(item) => void openEdit(item)}
          onDelete={setDeleting}
          onPreloadEdit={editDialog.preload}
        />
      </div>
      {data ? <Pager label="Media pages" page={page} limit={MEDIA_PAGE_SIZE} total={total} onPage={goToPage} /> : null}
      <DropOverlay visible={dragging} />
      {editing && MediaEditDialog ? (
        <MediaEditDialog
          item={editing}
          fallbackFocus={uploadButton}
          onClose={() => setEditingNow(null)}
          onSaved={async (saved) => {
            setAdded((now) => now.map((item) => (item.key === saved.key ? saved : item)));
            await list.reload();
          }}
        />
      ) : null}
      {deleting ? (
        <MediaDeleteDialog
          item={deleting}
          fallbackFocus={uploadButton}
          onClose={() => setDeleting(null)}
          onChanged={async () => {
            // Dropped from this visit's uploads; if it is still there (in use), the page read puts it back in its place.
            setAdded((now) => now.filter((item) => item.key !== deleting.key));
            await list.reload();
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-media", AdminMedia, { on: "load" });
