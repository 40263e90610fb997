/** An author's round picture beside their name (the byline, 'About {author}'): decorative, the name says who it is. */
import { MEDIA_WIDTHS } from "../../shared/media.ts";
import { type ImageLoading, MediaImage } from "../sections/media-image.tsx";

export interface AuthorPictureProps {
  src: string;
  /** Its width and height in CSS pixels; `className` gives the box the same size (h-12 w-12 for 48). */
  size: number;
  className: string;
  loading?: ImageLoading;
}

/**
 * An avatar is at most 80 px wide: the smallest variant is sharp on any screen, so it is the only one listed.
 * @example <AuthorPicture src={author.imageUrl} size={80} className="h-20 w-20" />
 */
export function AuthorPicture({ src, size, className, loading }: AuthorPictureProps) {
  return (
    <MediaImage
      src={src}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      maxWidth={MEDIA_WIDTHS[0]}
      loading={loading}
      className={`${className} shrink-0 rounded-full border border-slate-200 bg-white object-cover`}
    />
  );
}
