/** The site's illustrations: an ImageRef as an <img>, sized so the layout stays still while it loads. */
import type { ImageRef } from "../../content/types.ts";
import { inlineSvgSrc } from "../../render/inline-svg.ts";

/** Above the fold (`priority`) it is fetched first, or comes inside the HTML (`inline`); below it waits until the reader scrolls near it. */
export function ContentImage({ image, priority = false, className }: { image: ImageRef; priority?: boolean; className: string }) {
  return (
    <img
      src={image.inline ? inlineSvgSrc(image.src) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

/** A page hero's illustration, beside the heading: centred and at most 560 px wide unless the page says otherwise. */
export function HeroImage({ image, className = "mx-auto block h-auto w-full max-w-[560px]" }: { image: ImageRef; className?: string }) {
  return <ContentImage image={image} priority className={className} />;
}
