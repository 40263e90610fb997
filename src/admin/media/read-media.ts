/**
 * The Media tab's uploads as the API answers them, read once for both readers (the routes and the
 * dashboard's first paint): dates as ISO strings, the shared answer shapes, each with where it is used.
 */
import type { Database } from "../../../db/client.ts";
import { listMedia, type MediaRow, mediaUses } from "../../../db/queries/media.ts";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaPage, type MediaUse, mediaUrl, variantAtMost, variantUrl } from "../../shared/media.ts";

/** The Media tab's thumbnails: a WebP about as wide as a grid card on a phone at 2×. */
const THUMBNAIL_WIDTH = 720;

export function mediaJson(row: MediaRow, uses: MediaUse[]): MediaItem {
  const address = { key: row.key, width: row.width, height: row.height, fallback: row.fallback };
  return {
    key: row.key,
    url: mediaUrl(address),
    thumbnailUrl: variantUrl(address, variantAtMost(address, THUMBNAIL_WIDTH), "webp"),
    fileName: row.fileName,
    alt: row.alt,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    sourceFormat: row.sourceFormat,
    uploadBytes: row.uploadBytes,
    storedBytes: row.storedBytes,
    firstFrameOnly: row.firstFrameOnly,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

/** One upload with its uses. */
export async function readMediaItem(db: Database, row: MediaRow): Promise<MediaItem> {
  return mediaJson(row, (await mediaUses(db, [row.key])).get(row.key) ?? []);
}

/** GET /api/admin/media?q&page, and the Media tab's first paint. */
export async function readMediaPage(db: Database, query: { q?: string; page?: number }): Promise<MediaPage> {
  const page = query.page ?? 1;
  const { rows, total } = await listMedia(db, { q: query.q, page, pageSize: MEDIA_PAGE_SIZE });
  const uses = await mediaUses(
    db,
    rows.map((r) => r.key),
  );
  return { items: rows.map((row) => mediaJson(row, uses.get(row.key) ?? [])), total, page, pageSize: MEDIA_PAGE_SIZE };
}
