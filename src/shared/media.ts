/**
 * Uploaded images: their addresses, their variants and the admin API's answers about them. Isomorphic (the
 * public pages, the feed, the admin islands and the server's media routes all read it): no Node-only imports.
 *
 * An upload's address names everything a page needs to render it without asking the database:
 *   /media/<key>-<width>x<height>.<ext>          the image: AVIF, WebP or the fallback by the Accept header
 *   /media/<key>-<width>x<height>/<w>.<format>   one variant: w pixels wide, in that format (immutable)
 * <key> is 16 hex digits of the SHA-256 of the uploaded bytes; <width>x<height> the image as shown (orientation
 * applied); <ext> the fallback format (jpg, or png for images with transparency or a palette).
 */

/** The largest upload accepted (bytes); a larger body gets 413 and is not read past this. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

const MB = 1024 * 1024;
/** "20 MB": the limit as the owner reads it. */
export const MEDIA_MAX_TEXT = `${Math.round(MEDIA_MAX_BYTES / MB)} MB`;

/** @example formatBytes(25_400_000) // "24.2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
/** The most pixels (width × height of the first frame) an upload may decode to: a 48-megapixel phone photo fits. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The widths made of every upload, never wider than the image itself (which is added when narrower than 1920). */
// 720 and 480 are there for phones: a 360–412-px column at 1.75–2× asks for 630–825 pixels, which 960 would
// serve at nearly twice the bytes (Lighthouse's "Properly size images" fails on it).
export const MEDIA_WIDTHS = [320, 480, 720, 960, 1200, 1920] as const;
/** The widest variant made. */
export const MEDIA_MAX_WIDTH = 1920;
/** The width Open Graph and the feed link to: wide enough for every social card. */
export const MEDIA_SHARE_WIDTH = 1200;
/** Media a page of the Media tab shows. */
export const MEDIA_PAGE_SIZE = 48;
/** The longest alt text kept (screen readers read it whole; a caption belongs in the text). */
export const MEDIA_ALT_MAX = 300;

/** What a file picker may offer: the formats the server decodes. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
/** The formats named in the upload's refusals. */
export const MEDIA_FORMATS_TEXT = "JPEG, PNG, WebP, GIF or AVIF";

export type MediaFallback = "jpg" | "png";
export type MediaFormat = "avif" | "webp" | MediaFallback;

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** An upload's address, taken apart. */
export interface MediaAddress {
  key: string;
  width: number;
  height: number;
  fallback: MediaFallback;
}

const KEY = "[0-9a-f]{16}";
const NAME = `(${KEY})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})`;
const ADDRESS = new RegExp(`^/media/${NAME}\\.(jpg|png)$`);
const VARIANT = new RegExp(`^/media/${NAME}/([1-9][0-9]{0,4})\\.(avif|webp|jpg|png)$`);

/** The `<key>-<w>x<h>` part of an upload's addresses. */
export function mediaName(address: Pick<MediaAddress, "key" | "width" | "height">): string {
  return `${address.key}-${address.width}x${address.height}`;
}

/** @example mediaUrl({ key: "0123456789abcdef", width: 4032, height: 3024, fallback: "jpg" }) // "/media/0123456789abcdef-4032x3024.jpg" */
export function mediaUrl(address: MediaAddress): string {
  return `/media/${mediaName(address)}.${address.fallback}`;
}

/** @example variantUrl(address, 720, "avif") // "/media/0123456789abcdef-4032x3024/720.avif" */
export function variantUrl(address: MediaAddress, width: number, format: MediaFormat): string {
  return `/media/${mediaName(address)}/${width}.${format}`;
}

/**
 * An upload's address from a URL as an owner's post holds it: the site-relative path (a query or fragment is
 * ignored). Anything else (an external image, a static file) is null and is rendered as it is.
 */
export function parseMediaUrl(url: string | null | undefined): MediaAddress | null {
  const path = url?.trim().split(/[?#]/, 1)[0];
  const match = path ? ADDRESS.exec(path) : null;
  if (!match) return null;
  return { key: match[1]!, width: Number(match[2]), height: Number(match[3]), fallback: match[4] as MediaFallback };
}

/** One variant's path taken apart; null unless it names a width the upload has. */
export function parseVariantPath(path: string): { address: MediaAddress; width: number; format: MediaFormat } | null {
  const match = VARIANT.exec(path);
  if (!match) return null;
  const width = Number(match[4]);
  const address = { key: match[1]!, width: Number(match[2]), height: Number(match[3]), fallback: "jpg" as MediaFallback };
  if (!variantWidths(address.width).includes(width)) return null;
  return { address, width, format: match[5] as MediaFormat };
}

/**
 * The widths made of an image `width` pixels wide: the standard ones below it, and the image's own width
 * (or 1920 at most) as the largest. Never upscaled.
 * @example variantWidths(4032) // [320, 480, 720, 960, 1200, 1920]
 * @example variantWidths(1000) // [320, 480, 720, 960, 1000]
 * @example variantWidths(200)  // [200]
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_MAX_WIDTH);
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

/** The height of the variant `width` pixels wide (rounded as the resize rounds it). */
export function variantHeight(address: Pick<MediaAddress, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((address.height * width) / address.width));
}

/** The widest variant no wider than `width` (the share size, a thumbnail…). */
export function variantAtMost(address: Pick<MediaAddress, "width">, width: number): number {
  const widths = variantWidths(address.width);
  return widths.filter((w) => w <= width).pop() ?? widths[0]!;
}

/** A srcset of every width in one format. */
export function variantSrcset(address: MediaAddress, format: MediaFormat): string {
  return variantWidths(address.width)
    .map((w) => `${variantUrl(address, w, format)} ${w}w`)
    .join(", ");
}

/** Where an upload is used: posts (body, featured or OG image) and authors (their picture). */
export type MediaUse = { kind: "post"; id: number; title: string; slug: string; status: string } | { kind: "author"; id: number; name: string };

/** An upload as the admin API answers it. */
export type MediaItem = {
  key: string;
  /** The address to put in a post or a field: /media/<key>-<w>x<h>.<ext>. */
  url: string;
  /** A 320-pixel WebP for the Media tab's grid. */
  thumbnailUrl: string;
  /** The name the file had on the owner's device (shown and searched; never a path). */
  fileName: string;
  /** The owner's description; empty and `decorative` when the image says nothing a reader needs. */
  alt: string;
  decorative: boolean;
  width: number;
  height: number;
  /** The format the upload was decoded as: jpeg, png, webp, gif or avif. */
  sourceFormat: string;
  /** Bytes as uploaded, and the bytes of every variant kept. */
  uploadBytes: number;
  storedBytes: number;
  /** True when the upload was animated: its first frame is what is kept. */
  firstFrameOnly: boolean;
  createdAt: string;
  uses: MediaUse[];
};

export type MediaPage = {
  items: MediaItem[];
  total: number;
  page: number;
  pageSize: number;
};

/** POST /api/admin/media's answer: the upload, and whether the same bytes were uploaded before (then nothing new is stored). */
export type MediaUploadAnswer = { media: MediaItem; duplicate: boolean };
