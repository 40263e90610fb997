/** A post in the /blog grid: 16:9 image (or a brand placeholder naming the category), badge, title, excerpt, author, date. */
import type { ReactNode } from "react";
import type { PostSummary } from "../../../db/queries/posts.ts";
import { postPath } from "../../blog/blog.ts";
import { MediaImage } from "../sections/media-image.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { PostDate } from "./post-date.tsx";

/**
 * A card's width in the /blog grid (src/pages/blog.tsx): one column in the page container (px-4, then
 * sm:px-6), two from 640 px (gap 24), three from 1024 px (gap 32), the container 1200 px at most.
 */
export const POST_CARD_IMAGE_SIZES = "(min-width: 1200px) 363px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

/** Shown instead of a featured image: the category on a brand gradient, decorative (the badge names it too). */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="relative flex h-full w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6">
      <div className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div className="absolute -bottom-16 -left-8 h-48 w-48 rounded-full bg-white/5" />
      <span className="relative text-center text-2xl font-extrabold tracking-tight text-white">{label}</span>
    </div>
  );
}

/**
 * A card's featured image (16:9, decorative: the card's title names the post) filling its frame, zoomed a little by
 * `zoom` while the card is hovered; or its placeholder when the post has none.
 * @example <CardImage url={post.featuredImageUrl} sizes="176px" zoom="group-hover:scale-[1.04]" placeholder={<Tile />} />
 */
export function CardImage({ url, sizes, eager = false, zoom, placeholder }: { url: string | null; sizes: string; eager?: boolean; zoom: string; placeholder: ReactNode }) {
  if (!url) return <>{placeholder}</>;
  const className = `block h-full w-full object-cover transition-transform duration-300 motion-reduce:transition-none ${zoom}`;
  return <MediaImage src={url} alt="" width={1200} height={675} sizes={sizes} loading={eager ? "eager" : "lazy"} className={className} />;
}

/**
 * A card's category badge (when it has one) and title. The title's link stretches over the whole card, so
 * the card is one target and one tab stop.
 * @example <CardHeading post={post} badgeGap="mt-3" className="text-xl font-bold leading-snug" />
 */
export function CardHeading({ post, badgeGap, className }: { post: PostSummary; badgeGap: string; className: string }) {
  return (
    <>
      {post.category ? <CategoryBadge name={post.category.name} /> : null}
      <h3 className={`${post.category ? badgeGap : ""} ${className}`}>
        <a href={postPath(post.slug)} className="no-underline outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
          {post.title}
        </a>
      </h3>
    </>
  );
}

export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:-translate-y-0.5 motion-reduce:transform-none">
      <div className="aspect-video overflow-hidden border-b border-slate-100 bg-brand-50">
        <CardImage
          url={post.featuredImageUrl}
          sizes={POST_CARD_IMAGE_SIZES}
          eager={eager}
          zoom="group-hover:scale-[1.03]"
          placeholder={<ImagePlaceholder label={post.category?.name ?? "BiziAgent Blog"} />}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <CardHeading post={post} badgeGap="mt-3" className="text-xl font-bold leading-snug" />
        {post.excerpt ? <p className="mt-2 line-clamp-2 text-base text-slate-600">{post.excerpt}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-5 text-sm text-slate-500">
          <span className="font-medium text-slate-700">{post.author?.name ?? "Unknown"}</span>
          <span aria-hidden="true">·</span>
          <PostDate post={post} />
        </p>
      </div>
    </article>
  );
}
