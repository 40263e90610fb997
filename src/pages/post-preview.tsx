/**
 * /preview/{token}: an unpublished post exactly as its page will show it, for whoever holds a live preview
 * link, under the "Preview — not published" bar. Never kept by any cache or indexed, and the token never
 * leaves in a Referer. A token of another shape, unknown, revoked or expired gets a 404 that says so.
 * A link made before the post went public keeps showing it, with a link to its public page: the person
 * who holds it may not know it went live.
 */
import { Link2Off } from "lucide-react";
import { getPostByPreviewToken, type PreviewedPost } from "../../db/queries/post-previews.ts";
import type { PostSummary } from "../../db/queries/posts.ts";
import { listRelatedPosts } from "../../db/queries/related-posts.ts";
import { BLOG_TITLE_SUFFIX, postPath } from "../blog/blog.ts";
import { PreviewBar } from "../components/blog/preview-bar.tsx";
import { definePage, withStatus } from "../render/define-page.ts";
import { PREVIEW_TOKEN_PATTERN } from "../shared/preview-links.ts";
import { Article, NotFoundView, postMeta } from "./blog-post.tsx";

/** related: what the post's page will end with once it is public (never the previewed post itself). */
export type PostPreviewData = { preview: PreviewedPost; related: PostSummary[]; now: Date } | { preview: null };

export const invalidPreviewText = {
  title: "Preview link not valid",
  description: "This preview link is not valid or has expired. Ask the person who sent it for a new one.",
} as const;

function PostPreviewPage({ data }: { data: PostPreviewData }) {
  if (!data.preview) return <NotFoundView title={invalidPreviewText.title} description={invalidPreviewText.description} Icon={Link2Off} />;
  const { post, isPublic, expiresAt } = data.preview;
  const scheduledAt = post.publishedAt && post.publishedAt > data.now ? post.publishedAt : null;
  return (
    <>
      <Article post={post} related={data.related} />
      <PreviewBar expiresAt={expiresAt} livePath={isPublic ? postPath(post.slug) : null} scheduledAt={scheduledAt} now={data.now} />
    </>
  );
}

export default definePage<PostPreviewData>({
  path: "/preview/:token",
  async load({ c }) {
    const token = c.req.param("token") ?? "";
    // A token of another shape names no link: refused before any query.
    const preview = PREVIEW_TOKEN_PATTERN.test(token) ? await getPostByPreviewToken(c.var.deps.db, token) : undefined;
    if (!preview) return withStatus(404, { preview: null });
    return { preview, related: await listRelatedPosts(c.var.deps.db, preview.post.id), now: new Date() };
  },
  meta: (data, { c }) =>
    data.preview
      ? // The post's own head, less what only its public address should carry (structured data), and never indexed.
        { ...postMeta(data.preview.post, c.var.deps.identity, c.var.deps.env.siteUrl), jsonLd: [], noindex: true }
      : { title: `${invalidPreviewText.title}${BLOG_TITLE_SUFFIX}`, description: invalidPreviewText.description, noindex: true },
  Page: PostPreviewPage,
  // Each answer is for the holder of the link alone, read afresh: a draft changes while it is previewed.
  cache: false,
  inSitemap: false,
  headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" },
});
