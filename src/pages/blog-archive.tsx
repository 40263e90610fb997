/**
 * The blog's archives: /blog/category/{slug}, /blog/tag/{slug} and /blog/author/{slug}. Each is /blog's grid for
 * one category's, tag's or author's published posts (12 a page, ?page=N, rel prev/next), with its own title,
 * canonical, breadcrumb, JSON-LD (CollectionPage; ProfilePage for an author) and RSS feed. An unknown slug and a
 * page past the last are the site's 404; an archive with no published post yet shows an empty state (noindex).
 */
import { ChevronRight, Rss } from "lucide-react";
import { z } from "zod";
import { type Archive, findArchive, listArchivePage } from "../../db/queries/archives.ts";
import type { PostSummary } from "../../db/queries/posts.ts";
import { type ArchiveKind, archiveCopy, archiveFeedPath, archivePath, BLOG_PAGE_SIZE, BLOG_TITLE_SUFFIX, blogListPath } from "../blog/blog.ts";
import { AuthorPicture } from "../components/blog/author-picture.tsx";
import { Pagination } from "../components/blog/pagination.tsx";
import { PostListing } from "../components/blog/post-listing.tsx";
import type { SiteIdentity } from "../content/identity.ts";
import { definePage, NOT_FOUND } from "../render/define-page.ts";
import { absoluteUrl, type PageMeta } from "../render/page-meta.ts";
import { breadcrumbJsonLd } from "../render/structured-data.ts";

export interface ArchiveData {
  archive: Archive;
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** ?page=N as on /blog: anything but a plain positive number is a 404. */
const ArchiveQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
});

const ARCHIVE_POSTS_ID = "archive-posts";

function Breadcrumb({ archive }: { archive: Archive }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="m-0 flex list-none flex-wrap items-center gap-1.5 p-0 text-slate-600">
        <li>
          <a href="/" className="text-slate-600 no-underline hover:text-brand-700 hover:underline">
            Home
          </a>
        </li>
        <li aria-hidden="true">
          <ChevronRight size={14} />
        </li>
        <li>
          <a href={blogListPath()} className="text-slate-600 no-underline hover:text-brand-700 hover:underline">
            Blog
          </a>
        </li>
        <li aria-hidden="true">
          <ChevronRight size={14} />
        </li>
        <li aria-current="page" className="font-medium text-slate-900">
          {archive.name}
        </li>
      </ol>
    </nav>
  );
}

function ArchiveHero({ archive }: { archive: Archive }) {
  const copy = archiveCopy(archive.kind, archive.name);
  const isAuthor = archive.kind === "author";
  return (
    <section className="relative overflow-hidden border-b border-slate-100 bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-40 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-32 h-96 w-96 rounded-full bg-teal-100/50 blur-3xl" />
      <div className="page-container relative py-10 md:py-14">
        <Breadcrumb archive={archive} />
        <div className={`mt-8 flex flex-col gap-6 ${isAuthor ? "sm:flex-row sm:items-start" : ""}`}>
          {isAuthor ? (
            archive.imageUrl ? (
              <AuthorPicture src={archive.imageUrl} size={96} className="h-24 w-24 shadow-sm" loading="eager" />
            ) : (
              <span aria-hidden="true" className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-brand-600 text-4xl font-bold text-white">
                {archive.name.trim().charAt(0).toUpperCase()}
              </span>
            )
          ) : null}
          <div className="max-w-3xl">
            <p className="eyebrow mb-2">{copy.eyebrow}</p>
            <h1 className="text-4xl md:text-5xl">{copy.heading}</h1>
            {archive.about ? <p className="mt-4 text-lg text-slate-600 md:text-xl">{archive.about}</p> : null}
          </div>
        </div>
        <a href={archiveFeedPath(archive.kind, archive.slug)} className="btn-secondary mt-8" type="application/rss+xml">
          <Rss aria-hidden="true" size={18} className="text-orange-600" />
          {`Subscribe to ${isAuthor ? "this author" : `this ${archive.kind}`} via RSS`}
        </a>
      </div>
    </section>
  );
}

function ArchivePage({ data }: { data: ArchiveData }) {
  const { archive, posts, page, pageCount, total } = data;
  const heading = archive.kind === "author" ? `Articles by ${archive.name}` : "Articles";
  return (
    <>
      <ArchiveHero archive={archive} />
      <section aria-labelledby="archive-posts-title" className="bg-white py-10 md:py-14">
        <div id={ARCHIVE_POSTS_ID} className="page-container">
          <PostListing
            titleId="archive-posts-title"
            heading={heading}
            posts={posts}
            page={page}
            pageCount={pageCount}
            total={total}
            empty={
              <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
                <p className="text-lg font-medium text-slate-700">No published articles here yet. Check back soon!</p>
                <a href={blogListPath()} className="text-link mt-4 inline-block">
                  See all posts
                </a>
              </div>
            }
            pagination={<Pagination page={page} pageCount={pageCount} pageHref={(p) => `${archivePath(archive.kind, archive.slug, p)}#${ARCHIVE_POSTS_ID}`} />}
          />
        </div>
      </section>
    </>
  );
}

/** What a crawler reads: CollectionPage of the listed posts, or for an author a ProfilePage about a Person. */
function archiveJsonLd(data: ArchiveData, meta: { title: string; description: string }, identity: SiteIdentity, siteUrl: string): object {
  const { archive, posts, page } = data;
  const url = absoluteUrl(siteUrl, archivePath(archive.kind, archive.slug, page));
  const list = {
    "@type": "ItemList",
    itemListElement: posts.map((post, i) => ({
      "@type": "ListItem",
      position: (page - 1) * BLOG_PAGE_SIZE + i + 1,
      url: absoluteUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`),
    })),
  };
  const common = {
    "@context": "https://schema.org",
    "@id": `${url}#page`,
    url,
    name: meta.title,
    description: meta.description,
    isPartOf: { "@id": `${siteUrl}/#website` },
    inLanguage: "en-US",
  };
  if (archive.kind !== "author") return { ...common, "@type": "CollectionPage", about: { "@type": "Thing", name: archive.name }, mainEntity: list };
  return {
    ...common,
    "@type": "ProfilePage",
    mainEntity: {
      "@type": "Person",
      "@id": `${absoluteUrl(siteUrl, archivePath("author", archive.slug))}#person`,
      name: archive.name,
      url: absoluteUrl(siteUrl, archivePath("author", archive.slug)),
      ...(archive.about ? { description: archive.about } : {}),
      ...(archive.imageUrl ? { image: absoluteUrl(siteUrl, archive.imageUrl) } : {}),
      worksFor: { "@type": "Organization", name: identity.name, "@id": `${siteUrl}/#organization` },
    },
    hasPart: list,
  };
}

const TITLES: Record<ArchiveKind, (name: string) => string> = {
  category: (name) => `${name} Articles`,
  tag: (name) => `Articles Tagged ${name}`,
  author: (name) => `${name}, Author`,
};

function archiveMeta(data: ArchiveData, identity: SiteIdentity, siteUrl: string): PageMeta {
  const { archive, page, pageCount } = data;
  const path = (p: number) => archivePath(archive.kind, archive.slug, p);
  const title = `${TITLES[archive.kind](archive.name)}${page > 1 ? ` – Page ${page}` : ""}${BLOG_TITLE_SUFFIX}`;
  const description = archive.kind === "author" && archive.about ? archive.about.slice(0, 300) : archiveCopy(archive.kind, archive.name).description;
  const links: { rel: string; href: string }[] = [];
  if (page > 1) links.push({ rel: "prev", href: path(page - 1) });
  if (page < pageCount) links.push({ rel: "next", href: path(page + 1) });
  return {
    title,
    description,
    canonicalPath: path(page),
    // An archive without a published post yet is a thin page.
    noindex: data.total === 0,
    ...(archive.kind === "author" && archive.imageUrl ? { image: archive.imageUrl, imageAlt: archive.name } : {}),
    feed: { title: `${identity.name} Blog: ${archive.name}`, path: archiveFeedPath(archive.kind, archive.slug) },
    links,
    jsonLd: [
      archiveJsonLd(data, { title, description }, identity, siteUrl),
      breadcrumbJsonLd(siteUrl, [
        { name: "Blog", path: "/blog" },
        { name: archive.name, path: path(1) },
      ]),
    ],
  };
}

function archivePage(kind: ArchiveKind) {
  return definePage({
    path: `/blog/${kind}/:slug`,
    query: ArchiveQuery,
    inSitemap: false,
    async load({ c, query }): Promise<ArchiveData | typeof NOT_FOUND> {
      const { db } = c.var.deps;
      const archive = await findArchive(db, kind, c.req.param("slug") ?? "");
      if (!archive) return NOT_FOUND;
      const page = query.page ?? 1;
      const { posts, total } = await listArchivePage(db, archive, { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
      const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
      if (page > pageCount) return NOT_FOUND;
      return { archive, posts, page, pageCount, total };
    },
    meta: (data, { c }) => archiveMeta(data, c.var.deps.identity, c.var.deps.env.siteUrl),
    Page: ArchivePage,
  });
}

export const categoryArchive = archivePage("category");
export const tagArchive = archivePage("tag");
export const authorArchive = archivePage("author");
