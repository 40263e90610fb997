/**
 * Uploads in markup: the srcsets of an upload's <picture> (MediaImage renders them as React), a post body's
 * `<img src="/media/…">` turned into that <picture>, and back into one plain image for the feed.
 * Isomorphic (the post page, the API, the feed and the admin preview all get bodies through
 * renderPostContent): no Node-only imports.
 *
 * The body transforms read sanitizePostHtml's output, never raw input: every tag there is one the allowlist
 * wrote, attribute values always in double quotes with `"`, `<` and `>` escaped, and a `<` in text written
 * as `&lt;`. So `<img …>` can only match a real image, and a value copied over (alt) stays escaped. Every
 * URL written here is built from the address's digits, never copied from the input.
 */
import { MEDIA_SHARE_WIDTH, type MediaAddress, type MediaFormat, parseMediaUrl, parseVariantPath, variantAtMost, variantHeight, variantUrl, variantWidths } from "./media.ts";

/** The width of an `<img>`'s own src: what a browser that reads no srcset shows, sharp enough for a column. */
const SRC_WIDTH = 960;

/** What an upload's <picture> is made of: one srcset per format, and the fallback image's src. */
export interface PictureSources {
  avif: string;
  webp: string;
  /** The fallback format's srcset (jpg or png), on the <img>. */
  fallback: string;
  /** The fallback format about 960 px wide, or the largest listed if narrower. */
  src: string;
}

/**
 * @param maxWidth the widest variant worth listing: a 48-px avatar needs only the smallest
 * @example pictureSources(parseMediaUrl("/media/0123456789abcdef-800x600.jpg")!).src // "/media/0123456789abcdef-800x600/800.jpg"
 */
export function pictureSources(address: MediaAddress, maxWidth = Number.POSITIVE_INFINITY): PictureSources {
  const largest = variantAtMost(address, maxWidth);
  const widths = variantWidths(address.width).filter((w) => w <= largest);
  const srcset = (format: MediaFormat) => widths.map((w) => `${variantUrl(address, w, format)} ${w}w`).join(", ");
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    fallback: srcset(address.fallback),
    src: variantUrl(address, variantAtMost(address, Math.min(SRC_WIDTH, largest)), address.fallback),
  };
}

/**
 * `sizes` for an image `width` CSS pixels wide in a post's reading column (src/pages/blog-post.tsx:
 * max-w-[752px] with px-4, then sm:px-6 from 640 px, so 704 px of text at most): it shows at its own
 * width or the column's, whichever is less.
 * @example readingColumnSizes(400) // "(min-width: 432px) 400px, calc(100vw - 32px)"
 */
export function readingColumnSizes(width: number): string {
  const narrow = "(min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
  if (width >= 704) return `(min-width: 752px) 704px, ${narrow}`;
  if (width + 48 >= 640) return `(min-width: ${width + 48}px) ${width}px, ${narrow}`;
  return `(min-width: ${width + 32}px) ${width}px, calc(100vw - 32px)`;
}

const IMG_TAG = /<img\s([^<>]*?)\s*\/?>/g;
const ATTRIBUTE = /\s*([a-z][a-z-]*)="([^"<>]*)"/y;
// Exactly the markup pictureHtml writes (the sanitizer lets no <picture> through, so every one is ours).
const PICTURE = /<picture>(?:<source\s[^<>]*\/>)*<img\s([^<>]*?)\s*\/><\/picture>/g;

/** An `<img>` tag's attributes as the sanitizer writes them (values still escaped); null for any other shape. */
function attributesOf(text: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    if (!match || attributes.has(match[1]!)) return null;
    attributes.set(match[1]!, match[2]!);
    at = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/** Each `<img>` (or, with `pattern`, each match whose first group is an img's attributes) that `render` turns into markup. */
function replaceImages(html: string, render: (attributes: Map<string, string>) => string | null, pattern = IMG_TAG): string {
  return html.replace(pattern, (whole, text: string) => {
    const attributes = attributesOf(text);
    return (attributes && render(attributes)) ?? whole;
  });
}

/** The size an image shows at: the author's width (or height) if smaller than the upload's, in the upload's shape always. */
function displaySize(address: MediaAddress, width: string | undefined, height: string | undefined): { width: number; height: number } {
  const asked = Number(width) > 0 ? Number(width) : Number(height) > 0 ? Math.round((Number(height) * address.width) / address.height) : address.width;
  const shown = Math.max(1, Math.min(asked, address.width));
  return { width: shown, height: variantHeight(address, shown) };
}

function pictureHtml(address: MediaAddress, attributes: Map<string, string>): string {
  const set = pictureSources(address);
  const { width, height } = displaySize(address, attributes.get("width"), attributes.get("height"));
  const sizes = readingColumnSizes(width);
  const loading = attributes.get("loading") === "eager" ? "eager" : "lazy";
  const alt = attributes.get("alt") ?? "";
  return (
    `<picture><source type="image/avif" srcset="${set.avif}" sizes="${sizes}" />` +
    `<source type="image/webp" srcset="${set.webp}" sizes="${sizes}" />` +
    `<img src="${set.src}" srcset="${set.fallback}" sizes="${sizes}" alt="${alt}" width="${width}" height="${height}" loading="${loading}" decoding="async" /></picture>`
  );
}

/**
 * Each `<img>` whose src is an upload's address becomes a <picture> of its AVIF, WebP and fallback
 * variants, sized for the reading column; every other image is left exactly as it is.
 * @param html sanitizePostHtml's output
 */
export function uploadsAsPictures(html: string): string {
  return replaceImages(html, (attributes) => {
    const address = parseMediaUrl(attributes.get("src"));
    return address && pictureHtml(address, attributes);
  });
}

/** The plain image a feed shows for an upload: the share-size variant in the fallback format. */
function feedImageHtml(address: MediaAddress, attributes: Map<string, string>): string {
  const share = variantAtMost(address, MEDIA_SHARE_WIDTH);
  const shown = displaySize(address, attributes.get("width"), attributes.get("height"));
  const width = Math.min(shown.width, share);
  const loading = attributes.get("loading") === "eager" ? "eager" : "lazy";
  const alt = attributes.get("alt") ?? "";
  return `<img src="${variantUrl(address, share, address.fallback)}" alt="${alt}" width="${width}" height="${variantHeight(address, width)}" loading="${loading}" decoding="async" />`;
}

/**
 * For a feed: each upload (an uploadsAsPictures <picture>, or an `<img>` of an upload's address) as one
 * plain `<img>` of its 1200-px variant in jpg or png, which every feed reader shows (many drop <picture>,
 * <source> and srcset, and not all decode AVIF or WebP). Every other image is left as it is.
 * @param html renderPostContent's output
 */
export function uploadsForFeed(html: string): string {
  const pictures = replaceImages(
    html,
    (attributes) => {
      const variant = parseVariantPath(attributes.get("src") ?? "");
      if (!variant || (variant.format !== "jpg" && variant.format !== "png")) return null;
      return feedImageHtml({ ...variant.address, fallback: variant.format }, attributes);
    },
    PICTURE,
  );
  return replaceImages(pictures, (attributes) => {
    const address = parseMediaUrl(attributes.get("src"));
    return address && feedImageHtml(address, attributes);
  });
}
