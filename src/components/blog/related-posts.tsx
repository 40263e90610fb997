/** "Keep reading": the related posts at the end of a post, as compact cards (db/queries/related-posts.ts chooses them). */
import { BookOpen } from "lucide-react";
import type { PostSummary } from "../../../db/queries/posts.ts";
import { CardHeading, CardImage } from "./post-card.tsx";
import { PostDate } from "./post-date.tsx";

/** The thumbnail's width: 88 px on phones, 176 px from 640 px (the reading column leaves room for the text). */
const THUMBNAIL_SIZES = "(min-width: 640px) 176px, 88px";

/** Shown instead of a featured image: a small brand tile, decorative (the card names the category). */
function ThumbnailPlaceholder() {
  return (
    <div aria-hidden="true" className="relative flex h-full w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
      <div className="absolute -right-6 -top-6 h-16 w-16 rounded-full bg-white/10" />
      <div className="absolute -bottom-8 -left-4 h-20 w-20 rounded-full bg-white/5" />
      <BookOpen className="relative text-white/85" size={28} strokeWidth={1.75} />
    </div>
  );
}

function RelatedCard({ post }: { post: PostSummary }) {
  return (
    <li className="card group relative flex gap-4 overflow-hidden p-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:-translate-y-0.5 motion-reduce:transform-none sm:gap-5 sm:p-4">
      <div className="aspect-square w-[88px] shrink-0 self-start overflow-hidden rounded-xl bg-brand-50 sm:aspect-video sm:w-[176px]">
        <CardImage url={post.featuredImageUrl} sizes={THUMBNAIL_SIZES} zoom="group-hover:scale-[1.04]" placeholder={<ThumbnailPlaceholder />} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <CardHeading post={post} badgeGap="mt-2" className="text-base font-bold leading-snug sm:text-lg" />
        {post.excerpt ? <p className="mt-1 line-clamp-2 text-[15px] leading-normal text-slate-600">{post.excerpt}</p> : null}
        <p className="mt-auto pt-2 text-sm text-slate-500">
          <PostDate post={post} />
        </p>
      </div>
    </li>
  );
}

/**
 * The section, or nothing when there is no other post to read.
 * @example <RelatedPosts posts={await listRelatedPosts(db, post.id)} className="mt-12" />
 */
export function RelatedPosts({ posts, className }: { posts: PostSummary[]; className?: string }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className={className}>
      <h2 id="related-posts-heading" className="text-2xl font-bold">
        Keep reading
      </h2>
      <ul className="m-0 mt-5 grid list-none gap-4 p-0">
        {posts.map((post) => (
          <RelatedCard key={post.id} post={post} />
        ))}
      </ul>
    </section>
  );
}
