/**
 * An image a post or an author names by URL: an upload (src/shared/media.ts) as a <picture> of its AVIF,
 * WebP and fallback variants, sized from its address so the layout stays still; any other URL (a static
 * file, an external image) as the plain <img> it always was.
 */
import { preload } from "react-dom";
import { parseMediaUrl } from "../../shared/media.ts";
import { pictureSources } from "../../shared/media-html.ts";

/** "priority": the page's largest image, fetched first; "eager": above the fold; "lazy": fetched when the reader scrolls near it. */
export type ImageLoading = "priority" | "eager" | "lazy";

export interface MediaImageProps {
  src: string;
  alt: string;
  /** The box an image that is not an upload reserves; an upload's own size comes from its address. */
  width: number;
  height: number;
  /** How wide the image shows (the sizes attribute): it picks the variant. */
  sizes: string;
  loading?: ImageLoading;
  /** The widest variant worth listing: an avatar needs only the smallest. */
  maxWidth?: number;
  className?: string;
}

/**
 * @example <MediaImage src={post.featuredImageUrl} alt="" width={1200} height={675} sizes="(min-width: 1200px) 363px, 100vw" loading="eager" className="…" />
 */
export function MediaImage({ src, alt, width, height, sizes, loading = "lazy", maxWidth, className }: MediaImageProps) {
  const address = parseMediaUrl(src);
  const eager = loading !== "lazy";
  const fetchPriority = loading === "priority" ? "high" : undefined;
  if (!address) {
    return <img src={src} alt={alt} width={width} height={height} loading={eager ? "eager" : "lazy"} fetchPriority={fetchPriority} decoding="async" className={className} />;
  }
  const set = pictureSources(address, maxWidth);
  // React preloads an eager <img> from the <head> itself, but not one in a <picture>, whose source the browser
  // picks: this is that preload, for the AVIF every current browser picks (one that reads no AVIF skips it).
  if (eager) preload(set.src, { as: "image", imageSrcSet: set.avif, imageSizes: sizes, type: "image/avif", fetchPriority });
  return (
    // display: contents, so the <img> lays out as if the <picture> were not there: the classes that size it stay right.
    <picture className="contents">
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img
        src={set.src}
        srcSet={set.fallback}
        sizes={sizes}
        alt={alt}
        width={address.width}
        height={address.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
