/**
 * One post (/blog/{slug}): the article in a reading column with its complete SEO (title suffix,
 * description fallbacks, Open Graph article tags, Twitter card, JSON-LD BlogPosting + breadcrumbs).
 * A missing slug or a draft gets the 'Blog Post Not Found' view with HTTP 404.
 */
import { ArrowLeft, Clock, type LucideIcon } from "lucide-react";
import { getPublishedPostBySlug, type PostSummary, type PublishedPost } from "../../db/queries/posts.ts";
import { listRelatedPosts } from "../../db/queries/related-posts.ts";
import { archivePath, BLOG_TITLE_SUFFIX, blogListPath, DEFAULT_POST_DESCRIPTION, postDate, postPath } from "../blog/blog.ts";
import { AuthorBox } from "../components/blog/author-box.tsx";
import { AuthorPicture } from "../components/blog/author-picture.tsx";
import { CategoryBadge } from "../components/blog/category-badge.tsx";
import { PostCallToAction } from "../components/blog/post-call-to-action.tsx";
import { PostContent } from "../components/blog/post-content.tsx";
import { PostDate } from "../components/blog/post-date.tsx";
import { RelatedPosts } from "../components/blog/related-posts.tsx";
import { ShareLinks } from "../components/blog/share-links.tsx";
import { MediaImage } from "../components/sections/media-image.tsx";
import type { SiteIdentity } from "../content/identity.ts";
import { postCallsToAction } from "../content/post-calls-to-action.ts";
import { definePage, withStatus } from "../render/define-page.ts";
import { absoluteUrl, type PageMeta, socialImage } from "../render/page-meta.ts";
import { useRenderState } from "../render/render-context.ts";
import { breadcrumbJsonLd } from "../render/structured-data.ts";
import { postCallToAction } from "../shared/post-call-to-action.ts";

export type BlogPostData = { post: PublishedPost; related: PostSummary[] } | { post: null };

const FALLBACK_TITLE = "BiziAgent Blog";
/** The featured image fills its column: max-w-[1000px] with px-4, then sm:px-6 from 640 px. */
const FEATURED_IMAGE_SIZES = "(min-width: 1000px) 952px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

function BackToBlog({ className = "" }: { className?: string }) {
  return (
    <a href={blogListPath()} className={`btn-ghost -ml-3 gap-1.5 px-3 text-[15px] ${className}`.trim()}>
      <ArrowLeft aria-hidden="true" size={18} />
      Back to Blog
    </a>
  );
}

/** The post page's "not found" view; the preview page says its own words in it. */
export function NotFoundView({
  title = "Blog Post Not Found",
  description = "The post you're looking for doesn't exist or has been removed.",
  Icon,
}: {
  title?: string;
  description?: string;
  Icon?: LucideIcon;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
        {Icon ? (
          <span className="mb-6 grid h-20 w-20 place-items-center rounded-3xl bg-brand-100 text-brand-600" aria-hidden="true">
            <Icon size={40} strokeWidth={1.75} />
          </span>
        ) : null}
        <h1 className="text-3xl md:text-4xl">{title}</h1>
        <p className="mt-4 max-w-md text-lg text-slate-600">{description}</p>
        <a href={blogListPath()} className="btn-primary mt-8">
          <ArrowLeft aria-hidden="true" size={18} />
          Back to Blog
        </a>
      </div>
    </section>
  );
}

function Byline({ post }: { post: PublishedPost }) {
  return (
    <div className="mt-6 flex items-center gap-3">
      {post.author?.imageUrl ? <AuthorPicture src={post.author.imageUrl} size={48} className="h-12 w-12" loading="eager" /> : null}
      <div className="text-[15px] leading-snug">
        <p className="font-semibold text-slate-900">
          {post.author ? (
            <a href={archivePath("author", post.author.slug)} className="text-slate-900 no-underline hover:text-brand-700 hover:underline">
              {post.author.name}
            </a>
          ) : (
            "Unknown"
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-slate-600">
          <PostDate post={post} />
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={15} />
            {post.readingTime} min read
          </span>
        </p>
      </div>
    </div>
  );
}

/** The post as its page shows it (the preview page shows a draft through this too). */
export function Article({ post, related = [] }: { post: PublishedPost; related?: PostSummary[] }) {
  const { siteUrl } = useRenderState();
  return (
    <article className="pb-16 md:pb-24">
      <header className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-[752px] px-4 pb-8 pt-8 sm:px-6 md:pt-12">
          <BackToBlog />
          <div className="mt-6">{post.category ? <CategoryBadge name={post.category.name} href={archivePath("category", post.category.slug)} /> : null}</div>
          <h1 className="mt-4 text-[2rem] leading-tight md:text-5xl md:leading-[1.1]">{post.title || FALLBACK_TITLE}</h1>
          <Byline post={post} />
        </div>
      </header>
      {post.featuredImageUrl ? (
        <div className="mx-auto max-w-[1000px] px-4 sm:px-6">
          <MediaImage
            src={post.featuredImageUrl}
            alt=""
            width={1200}
            height={400}
            sizes={FEATURED_IMAGE_SIZES}
            loading="priority"
            className="block h-[240px] w-full rounded-2xl border border-slate-200 bg-brand-50 object-cover sm:h-[400px]"
          />
        </div>
      ) : null}
      <div className="mx-auto max-w-[752px] px-4 sm:px-6">
        {post.excerpt ? <p className="mt-10 text-xl font-medium leading-relaxed text-slate-900 md:text-[22px]">{post.excerpt}</p> : null}
        <div className="mt-8">
          <PostContent html={post.content} />
        </div>
        {post.tags.length > 0 ? (
          <div className="mt-12">
            <h2 className="sr-only">Tags</h2>
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <a
                    href={archivePath("tag", tag.slug)}
                    className="keyboard-focus inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 no-underline transition-colors hover:bg-brand-50 hover:text-brand-700 motion-reduce:transition-none"
                  >
                    #{tag.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-10 border-y border-slate-200 py-6">
          <ShareLinks url={absoluteUrl(siteUrl, postPath(post.slug))} title={post.title} />
        </div>
        <PostCallToAction call={postCallToAction(postCallsToAction, post)} className="mt-12" />
        <RelatedPosts posts={related} className="mt-12" />
        <div className="mt-10">
          <AuthorBox author={post.author} />
        </div>
        <div className="mt-10">
          <BackToBlog />
        </div>
      </div>
    </article>
  );
}

function BlogPostPage({ data }: { data: BlogPostData }) {
  return data.post ? <Article post={data.post} related={data.related} /> : <NotFoundView />;
}

function blogPostingJsonLd(post: PublishedPost, identity: SiteIdentity, siteUrl: string, description: string, image: string | undefined) {
  const url = absoluteUrl(siteUrl, postPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title.slice(0, 110),
    description,
    ...(image ? { image: [absoluteUrl(siteUrl, image)] } : {}),
    datePublished: postDate(post).toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: post.author ? { "@type": "Person", name: post.author.name } : { "@type": "Organization", name: identity.name },
    publisher: {
      "@type": "Organization",
      name: identity.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/static/brand/icon-512.png") },
    },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((t) => t.name).join(", ") } : {}),
    inLanguage: "en-US",
  };
}

export function postMeta(post: PublishedPost, identity: SiteIdentity, siteUrl: string): PageMeta {
  const title = `${post.title || FALLBACK_TITLE}${BLOG_TITLE_SUFFIX}`;
  const description = post.metaDescription?.trim() || post.excerpt?.trim() || DEFAULT_POST_DESCRIPTION;
  const chosen = post.ogImageUrl ?? post.featuredImageUrl;
  const share = chosen ? socialImage(chosen) : undefined;
  const image = share?.image;
  const openGraph: Record<string, string> = {
    ...share?.openGraph,
    "article:published_time": postDate(post).toISOString(),
    "article:modified_time": post.updatedAt.toISOString(),
  };
  if (post.author) openGraph["article:author"] = post.author.name;
  if (post.category) openGraph["article:section"] = post.category.name;
  return {
    title,
    description,
    socialTitle: post.ogTitle?.trim() || post.metaTitle?.trim() || post.title,
    socialDescription: post.ogDescription?.trim() || description,
    keywords: post.metaKeywords?.trim() || undefined,
    canonicalPath: postPath(post.slug),
    image,
    imageAlt: image ? post.title : undefined,
    type: "article",
    openGraph,
    jsonLd: [
      blogPostingJsonLd(post, identity, siteUrl, description, image),
      breadcrumbJsonLd(siteUrl, [
        { name: "Blog", path: "/blog" },
        { name: post.title, path: postPath(post.slug) },
      ]),
    ],
  };
}

export default definePage<BlogPostData>({
  path: "/blog/:slug",
  async load({ c }) {
    const post = await getPublishedPostBySlug(c.var.deps.db, c.req.param("slug") ?? "");
    return post ? { post, related: await listRelatedPosts(c.var.deps.db, post.id) } : withStatus(404, { post: null });
  },
  meta: (data, { c }) =>
    data.post
      ? postMeta(data.post, c.var.deps.identity, c.var.deps.env.siteUrl)
      : { title: `Blog Post Not Found${BLOG_TITLE_SUFFIX}`, description: "The post you're looking for doesn't exist or has been removed.", noindex: true },
  Page: BlogPostPage,
});
