/**
 * The Media tab, a page of its own (/admin/media): one page of images for the search the address names, read on
 * the server and rendered as HTML. An address that spells the view another way, or a page past the last, is sent
 * to the view's own address. The actions island (uploads with their progress, Edit details, Delete) wakes on the
 * owner's first action: a button, a chosen file, a drop or a paste.
 */
import { MEDIA_ACCEPT, MEDIA_PAGE_SIZE } from "../../shared/media.ts";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { lastPage, toOwnAddress } from "../frame/view-address.ts";
import MediaActionsIsland from "./client/media-actions.island.tsx";
import { DropOverlay } from "./drop-overlay.tsx";
import { MediaList } from "./media-list.tsx";
import { MEDIA_PAGE, MediaPageQuery, mediaHref, mediaViewFromQuery } from "./media-view.ts";
import { readMediaPage } from "./read-media.ts";
import { UPLOAD_INPUT_ID } from "./shared/media-ids.ts";

export default defineAdminPage({
  tab: "media",
  path: MEDIA_PAGE,
  query: MediaPageQuery,
  load: async ({ c, query }) => {
    const view = mediaViewFromQuery(query);
    const elsewhere = toOwnAddress(c.req.url, mediaHref(view));
    if (elsewhere) return elsewhere;
    const page = await readForPanel(mediaHref(view), () => readMediaPage(c.var.deps.db, view));
    if (page && view.page > lastPage(page.total, MEDIA_PAGE_SIZE)) return toOwnAddress(c.req.url, mediaHref({ ...view, page: lastPage(page.total, MEDIA_PAGE_SIZE) }))!;
    return { view, page };
  },
  Panel: ({ data }) => (
    <div className="grid gap-4">
      {/* Outside the region: a swap of the grid never touches the uploads under way or the dialogs. */}
      <input id={UPLOAD_INPUT_ID} type="file" accept={MEDIA_ACCEPT} multiple hidden tabIndex={-1} data-testid="image-file-input" data-admin-file-action="upload" />
      <MediaActionsIsland />
      <MediaList data={data} />
      <DropOverlay />
    </div>
  ),
});
