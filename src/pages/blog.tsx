/**
 * The blog list (/blog): hero with the RSS button, the category filter as links (?category=<slug>),
 * a grid of 12 cards per page (?page=N, rel prev/next), and two empty states (no posts yet; none in this category).
 * The filter's and the pagination's links land on the list (#posts), below the hero.
 * An unknown category slug answers 404 with this page's category empty state (docs/decisions).
 */
import { Rss } from "lucide-react";
import { z } from "zod";
import { type CategoryLink, getCategoryBySlug, listCategoriesWithPublishedPosts, listPublishedPage, type PostSummary } from "../../db/queries/posts.ts";
import { archivePath, BLOG_PAGE_SIZE, blogListPath } from "../blog/blog.ts";
import { CategoryFilter } from "../components/blog/category-filter.tsx";
import { blogListHref, POSTS_ANCHOR } from "../components/blog/list-anchor.ts";
import { Pagination } from "../components/blog/pagination.tsx";
import { PostListing } from "../components/blog/post-listing.tsx";
import { definePage, NOT_FOUND, type WithStatus, withStatus } from "../render/define-page.ts";
import type { PageMeta } from "../render/page-meta.ts";
import { breadcrumbJsonLd } from "../render/structured-data.ts";

export interface BlogListData {
  posts: PostSummary[];
  categories: CategoryLink[];
  /** The filtered category; for an unknown slug, the slug stands in for the name. */
  active: { name: string; slug: string } | null;
  page: number;
  pageCount: number;
  total: number;
  /** The filter named a category that does not exist (the 404 view). */
  unknownCategory?: boolean;
}

/** ?category=<slug>&page=N: a page number that is not a plain positive number is a 404, as is a page past the last. */
const BlogQuery = z.object({
  category: z.string().optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
});

function BlogHero() {
  return (
    <section className="relative overflow-hidden border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-40 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-32 h-96 w-96 rounded-full bg-teal-100/50 blur-3xl" />
      <div className="page-container relative py-12 text-center md:py-16">
        <p className="eyebrow mb-3">The BiziAgent Blog</p>
        <h1 className="mx-auto max-w-3xl text-4xl md:text-5xl">Practical growth ideas for local businesses</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 md:text-xl">
          Plain-English guides to answering every customer, getting found on Google and earning better reviews, written for busy owners.
        </p>
        <a href="/api/rss" className="btn-secondary mt-8" type="application/rss+xml">
          <Rss aria-hidden="true" size={18} className="text-orange-600" />
          Subscribe via RSS
        </a>
      </div>
    </section>
  );
}

function EmptyState({ category }: { category: string | null }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <p className="text-lg font-medium text-slate-700">
        {category === null ? "No blog posts available yet. Check back soon!" : `No blog posts found in the "${category}" category.`}
      </p>
      {category === null ? null : (
        <a href={blogListHref()} className="text-link mt-4 inline-block">
          See all posts
        </a>
      )}
    </div>
  );
}

function BlogList({ data }: { data: BlogListData }) {
  const { posts, categories, active, page, pageCount, total } = data;
  return (
    <>
      <BlogHero />
      <section aria-labelledby="posts-title" className="bg-white py-10 md:py-14">
        {/* The filter's links and the pagination land here (#posts): the filter, then the first cards. */}
        <div id={POSTS_ANCHOR} className="page-container">
          <CategoryFilter categories={categories} activeSlug={active?.slug ?? null} />
          <PostListing
            titleId="posts-title"
            heading={active ? active.name : "Latest articles"}
            headerClassName="mt-10"
            posts={posts}
            page={page}
            pageCount={pageCount}
            total={total}
            empty={<EmptyState category={active?.name ?? null} />}
            pagination={<Pagination page={page} pageCount={pageCount} category={active?.slug ?? null} />}
          />
        </div>
      </section>
    </>
  );
}

function blogMeta(data: BlogListData, siteUrl: string): PageMeta {
  const { active, page, pageCount } = data;
  const category = active?.slug ?? null;
  const pageSuffix = page > 1 ? ` – Page ${page}` : "";
  const links: { rel: string; href: string }[] = [];
  if (page > 1) links.push({ rel: "prev", href: blogListPath({ category, page: page - 1 }) });
  if (page < pageCount) links.push({ rel: "next", href: blogListPath({ category, page: page + 1 }) });
  // A known category's list is its archive's content: the archive is the canonical address (and the crumb).
  const archive = active && !data.unknownCategory ? (p: number) => archivePath("category", active.slug, p) : null;
  const trail = [{ name: "Blog", path: "/blog" }];
  if (active) trail.push({ name: active.name, path: archive ? archive(1) : blogListPath({ category }) });
  return {
    title: active ? `${active.name} Articles${pageSuffix} | BiziAgent Blog` : `Blog${pageSuffix} | BiziAgent`,
    description: active
      ? `Articles about ${active.name} for small and medium business owners, from the BiziAgent blog.`
      : "Practical guides for small and medium business owners on AI receptionists, local SEO, online reviews and saving time with automation.",
    canonicalPath: archive ? archive(page) : blogListPath({ category, page }),
    // An empty category is a thin page; an unknown one is a 404.
    noindex: data.total === 0 && active !== null,
    links,
    jsonLd: [breadcrumbJsonLd(siteUrl, trail)],
  };
}

export default definePage({
  path: "/blog",
  query: BlogQuery,
  async load({ c, query }): Promise<BlogListData | typeof NOT_FOUND | WithStatus<BlogListData>> {
    const { db } = c.var.deps;
    const page = query.page ?? 1;
    const categorySlug = query.category || null;

    const [categories, category] = await Promise.all([listCategoriesWithPublishedPosts(db), categorySlug ? getCategoryBySlug(db, categorySlug) : Promise.resolve(undefined)]);
    if (categorySlug && !category) {
      if (page > 1) return NOT_FOUND;
      return withStatus(404, { posts: [], categories, active: { name: categorySlug, slug: categorySlug }, page: 1, pageCount: 1, total: 0, unknownCategory: true });
    }
    const filter = category ? { categoryId: category.id } : {};
    const { posts, total } = await listPublishedPage(db, { ...filter, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
    const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    if (page > pageCount) return NOT_FOUND;
    return { posts, categories, active: category ? { name: category.name, slug: category.slug } : null, page, pageCount, total };
  },
  meta: (data, { c }) => blogMeta(data, c.var.deps.env.siteUrl),
  Page: BlogList,
});
