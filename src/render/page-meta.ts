/** What a page tells the document shell about itself: title, description, social image, indexing. */

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
  /** Links such as rel=prev / rel=next. */
  links?: { rel: string; href: string }[];
}

/** Makes a root-relative URL absolute on the public origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return siteUrl + (pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`);
}
