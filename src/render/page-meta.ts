/** What a page tells the document shell about itself: title, description, social image, indexing. */
import { MEDIA_CONTENT_TYPES, MEDIA_SHARE_WIDTH, parseMediaUrl, variantAtMost, variantHeight, variantUrl } from "../shared/media.ts";

export interface PageMeta {
  /** Full <title>; the shell does not add a suffix. */
  title: string;
  description: string;
  /** Open Graph / Twitter title and description when they differ from the page's (a post's ogTitle). */
  socialTitle?: string;
  socialDescription?: string;
  /** <meta name="keywords">, when an author set them. */
  keywords?: string;
  /** Canonical path (with query when it matters, e.g. ?page=2); defaults to the request path. */
  canonicalPath?: string;
  /** Absolute or root-relative; defaults to the site's Open Graph image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** Extra Open Graph properties, e.g. article:published_time. */
  openGraph?: Record<string, string>;
  /** JSON-LD objects, each rendered in its own script tag. */
  jsonLd?: object[];
  /** The page's own RSS feed (an archive's), linked as an alternate before the whole blog's. */
  feed?: { title: string; path: string };
  /** Links such as rel=prev / rel=next. */
  links?: { rel: string; href: string }[];
}

/** Makes a root-relative URL absolute on the public origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return siteUrl + (pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`);
}

/**
 * A page's social image (Open Graph, Twitter, JSON-LD): an upload as its 1200-px variant (or its largest) in
 * jpg or png, since not every crawler decodes AVIF or WebP, with og:image:width, :height and :type so a
 * card can be laid out before the image is fetched. Any other URL is used as it is, with nothing added.
 * @example socialImage("/media/0123456789abcdef-4032x3024.jpg").image // "/media/0123456789abcdef-4032x3024/1200.jpg"
 */
export function socialImage(url: string): { image: string; openGraph: Record<string, string> } {
  const address = parseMediaUrl(url);
  if (!address) return { image: url, openGraph: {} };
  const width = variantAtMost(address, MEDIA_SHARE_WIDTH);
  return {
    image: variantUrl(address, width, address.fallback),
    openGraph: {
      "og:image:width": String(width),
      "og:image:height": String(variantHeight(address, width)),
      "og:image:type": MEDIA_CONTENT_TYPES[address.fallback],
    },
  };
}
