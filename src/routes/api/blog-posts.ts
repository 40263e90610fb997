/**
 * The public blog JSON API (mounted at /api/blog-posts): published posts only, newest first.
 *
 * GET /api/blog-posts?page=1&limit=50&category=<slug>
 *   200 [ { id, slug, title, excerpt, featuredImageUrl, category: { name, slug } | null, author: { name } | null, publishedAt, createdAt } ]
 *   The body stays the plain array the blog's clients read; paging travels in headers:
 *   X-Total-Count, and Link with rel first / prev / next / last. limit defaults to 50 and is capped at 100.
 *   400 { error, issues } for a page or limit that is not a positive whole number.
 * GET /api/blog-posts/{slug}
 *   200 { …the list fields, content (sanitized HTML), readingTime (minutes), ogImage (ogImageUrl, else the
 *         featured image), author: { name, bio, imageUrl } | null, tags: [{ name, slug }], SEO and OG fields, updatedAt }
 *   404 { error } for a missing slug or a draft.
 */
import { Hono } from "hono";
import { z } from "zod";
import { getCategoryBySlug, getPublishedPostBySlug, listPublishedPage, type PostSummary, type PublishedPost } from "../../../db/queries/posts.ts";
import type { AppEnv } from "../../app-context.ts";
import { anyone } from "../../auth/guards.ts";
import { jsonError } from "../../http/json-errors.ts";
import { pageLinks } from "../../http/page-links.ts";
import { pageCached } from "../../middleware/cache-rules.ts";
import { SLUG_MAX_LENGTH } from "../../shared/admin-schemas.ts";
import { validParam, validQuery } from "../validation.ts";

export const API_DEFAULT_LIMIT = 50;
export const API_MAX_LIMIT = 100;

const wholeNumber = (field: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${field} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n >= 1, `${field} must be a positive whole number`);

export const ListQuery = z.object({
  page: wholeNumber("page").optional(),
  // Over the cap is not an error: the answer is simply capped.
  limit: wholeNumber("limit")
    .transform((n) => Math.min(n, API_MAX_LIMIT))
    .optional(),
  category: z.string().max(200).optional(),
});

/** A slug longer than the admin can save names no post, and needs no query to say so. */
const PostSlugParam = z.object({ slug: z.string().max(SLUG_MAX_LENGTH) });

function summaryJson(post: PostSummary) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featuredImageUrl: post.featuredImageUrl,
    category: post.category,
    author: post.author,
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
  };
}

function postJson(post: PublishedPost) {
  return {
    ...summaryJson(post),
    content: post.content,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    metaKeywords: post.metaKeywords,
    ogTitle: post.ogTitle,
    ogDescription: post.ogDescription,
    ogImage: post.ogImageUrl ?? post.featuredImageUrl,
    // The spec's author object: the slug is the site's own address, not part of the API.
    author: post.author ? { name: post.author.name, bio: post.author.bio, imageUrl: post.author.imageUrl } : null,
    tags: post.tags,
    readingTime: post.readingTime,
    updatedAt: post.updatedAt,
  };
}

export function blogPostRoutes() {
  const app = new Hono<AppEnv>();
  app.use(anyone());

  // The page cache keys on the parameters the schema reads and no others.
  app.get(
    "/",
    pageCached({ query: ListQuery.keyof().options, readsContent: true }),
    validQuery(ListQuery, { error: "Invalid query parameters" }),
    async function publishedPostList(c) {
      const { db } = c.var.deps;
      const query = c.req.valid("query");
      const page = query.page ?? 1;
      const limit = query.limit ?? API_DEFAULT_LIMIT;

      let categoryId: number | undefined;
      if (query.category) {
        const category = await getCategoryBySlug(db, query.category);
        if (!category) return jsonError(c, 404, `No category with the slug "${query.category}"`);
        categoryId = category.id;
      }
      const { posts, total } = await listPublishedPage(db, { categoryId, limit, offset: (page - 1) * limit });
      c.header("X-Total-Count", String(total));
      c.header("Link", pageLinks(new URL(c.req.url), page, Math.max(1, Math.ceil(total / limit)), limit));
      return c.json(posts.map(summaryJson));
    },
  );

  app.get("/:slug", pageCached({ query: [], readsContent: true }), validParam(PostSlugParam, "Blog post not found"), async function publishedPost(c) {
    const post = await getPublishedPostBySlug(c.var.deps.db, c.req.valid("param").slug);
    if (!post) return jsonError(c, 404, "Blog post not found");
    return c.json(postJson(post));
  });

  return app;
}
