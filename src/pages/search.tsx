/**
 * /search?q=…&page=N: the site's posts, service pages, plans and FAQs ranked by PostgreSQL full-text search.
 * Never indexed (meta and X-Robots-Tag), not in the sitemap. Any q answers 200 with something to read — an
 * empty query, one of only symbols, 10 KB of text — and a page past the last says so; only a client over its
 * search rate limit gets 429, with a page that says when to try again.
 */
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { z } from "zod";
import { MATCH_END, MATCH_START, type SearchHit } from "../../db/queries/site-search.ts";
import { formatPostDate } from "../blog/blog.ts";
import { SearchForm } from "../components/layout/search-form.tsx";
import { definePage, withStatus } from "../render/define-page.ts";
import { findResults, SEARCH_PAGE_SIZE } from "../search/find-results.ts";
import { displayQuery, parseSearchQuery } from "../search/search-terms.ts";
import { SEARCH_PATH } from "../shared/search.ts";

export type SearchData =
  | { state: "empty"; shown: string }
  | { state: "limited"; shown: string; retryAfterSeconds: number }
  | { state: "results"; shown: string; page: number; pageCount: number; total: number; capped: boolean; hits: SearchHit[] };

/** Any q is read (its words are what counts); a page that is not a plain positive number is the first. */
const SearchQuery = z.object({
  q: z.string().optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

const KIND_LABELS: Record<SearchHit["kind"], string> = { post: "Blog post", service: "Service", faq: "FAQ", plan: "Plan" };

/** One tint per kind, so a list of mixed results scans at a glance (each pair passes WCAG AA). */
const KIND_BADGES: Record<SearchHit["kind"], string> = {
  post: "bg-brand-50 text-brand-700",
  service: "bg-emerald-50 text-emerald-800",
  faq: "bg-sky-50 text-sky-800",
  plan: "bg-amber-50 text-amber-800",
};

/** A snippet cut mid-sentence says so: an ellipsis where the text stops short. */
function withEllipses(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (trimmed === "") return trimmed;
  const opensMidSentence = /^[\p{Ll}\p{N}]/u.test(trimmed.replace(MATCH_START, ""));
  const endsMidSentence = !/[.!?:…)"”’]$/u.test(trimmed.replaceAll(MATCH_END, ""));
  return `${opensMidSentence ? "… " : ""}${trimmed}${endsMidSentence ? " …" : ""}`;
}

/** Text with its matched words in <mark>: split on the marker characters, every piece rendered as text (escaped). */
function Marked({ text }: { text: string }) {
  const pieces = text.replace(/\s+/g, " ").trim().split(MATCH_START);
  return (
    <>
      {pieces.map((piece, i) => {
        const end = piece.indexOf(MATCH_END);
        if (i === 0 || end === -1) return piece.replaceAll(MATCH_END, "");
        return (
          <span key={i}>
            <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900 [box-decoration-break:clone]">{piece.slice(0, end)}</mark>
            {piece.slice(end + 1).replaceAll(MATCH_END, "")}
          </span>
        );
      })}
    </>
  );
}

function pageHref(shown: string, page: number): string {
  const params = new URLSearchParams({ q: shown });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params}`;
}

function Suggestions() {
  return (
    <p className="mx-auto mt-2 mb-0 max-w-[52ch] text-slate-600">
      Try fewer or different words, or browse the{" "}
      <a href="/blog" className="text-link">
        blog
      </a>{" "}
      and our services:{" "}
      <a href="/biziagent-ai" className="text-link">
        BiziAgent AI
      </a>
      ,{" "}
      <a href="/trust-builder" className="text-link">
        Trust Builder
      </a>{" "}
      and{" "}
      <a href="/local-boost-seo" className="text-link">
        Local Boost SEO
      </a>
      .
    </p>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  // The title's link covers the whole card (its ::after), so the card is one big touch target.
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow duration-200 hover:border-slate-300 hover:shadow-md motion-reduce:transition-none md:p-6">
      <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className={`rounded-full px-2.5 py-0.5 font-semibold ${KIND_BADGES[hit.kind]}`}>{KIND_LABELS[hit.kind]}</span>
        {hit.date !== null ? (
          <time dateTime={new Date(hit.date).toISOString()} className="text-slate-600">
            {formatPostDate(new Date(hit.date))}
          </time>
        ) : null}
      </p>
      <h2 className="mt-3 text-lg leading-snug md:text-xl">
        <a
          href={hit.url}
          className="keyboard-focus rounded text-slate-900 no-underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 hover:underline"
        >
          <Marked text={hit.markedTitle} />
        </a>
      </h2>
      <p className="mt-2 text-base leading-relaxed text-slate-600 line-clamp-4 md:line-clamp-3">
        <Marked text={withEllipses(hit.snippet)} />
      </p>
    </li>
  );
}

function Pages({ shown, page, pageCount }: { shown: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Search result pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={pageHref(shown, Math.min(page - 1, pageCount))} className="btn-secondary pl-3.5" rel="prev">
          <ChevronLeft aria-hidden="true" size={18} strokeWidth={2} />
          Previous
        </a>
      ) : (
        <span />
      )}
      <p className="m-0 text-slate-600">{`Page ${Math.min(page, pageCount)} of ${pageCount}`}</p>
      {page < pageCount ? (
        <a href={pageHref(shown, page + 1)} className="btn-secondary pr-3.5" rel="next">
          Next
          <ChevronRight aria-hidden="true" size={18} strokeWidth={2} />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The quiet card of a search with nothing to list: an icon, one line in bold, then what to do next. */
function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center md:px-10 md:py-12">
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm ring-1 ring-slate-200">
        <SearchX aria-hidden="true" size={22} strokeWidth={2} />
      </span>
      <p className="mt-4 mb-0 text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

function Outcome({ data }: { data: SearchData }) {
  if (data.state === "empty") {
    return (
      <EmptyState title={data.shown ? "Type a word or two to search for: letters or numbers." : "What are you looking for?"}>
        <Suggestions />
      </EmptyState>
    );
  }
  if (data.state === "limited") {
    return (
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-6 py-10">
        <p className="m-0 text-lg font-medium text-slate-800">You have searched a lot in the last minute.</p>
        <p className="mt-2 text-slate-700">{`Please try again in ${data.retryAfterSeconds} seconds.`}</p>
      </div>
    );
  }
  const { shown, page, pageCount, total, hits } = data;
  if (total === 0) {
    return (
      <EmptyState title={`No results for “${shown}”.`}>
        <Suggestions />
      </EmptyState>
    );
  }
  if (hits.length === 0) {
    return (
      <EmptyState title={`There is no page ${page}: “${shown}” has ${total} ${total === 1 ? "result" : "results"} on ${pageCount} ${pageCount === 1 ? "page" : "pages"}.`}>
        <a href={pageHref(shown, pageCount)} className="btn-secondary mt-6">
          Go to the last page
        </a>
      </EmptyState>
    );
  }
  return (
    <>
      <ol className="m-0 flex list-none flex-col gap-4 p-0">
        {hits.map((hit) => (
          <Result key={hit.url + hit.title} hit={hit} />
        ))}
      </ol>
      <Pages shown={shown} page={page} pageCount={pageCount} />
    </>
  );
}

/** "14 results for “reviews”"; past the posts one search ranks, "More than 210 results …" and how to narrow it. */
function resultCount({ total, capped, shown }: { total: number; capped: boolean; shown: string }): string {
  if (capped) return `More than ${total} results for “${shown}”: the newest posts are shown. Add a word to narrow it down.`;
  return `${total} ${total === 1 ? "result" : "results"} for “${shown}”`;
}

function SearchPage({ data }: { data: SearchData }) {
  const count = data.state === "results" && data.total > 0 ? resultCount(data) : null;
  return (
    <>
      <section aria-labelledby="search-title" className="border-b border-slate-200 bg-slate-50 pb-6 pt-10 md:pb-8 md:pt-14">
        <div className="page-container max-w-[860px]">
          <h1 id="search-title" className="text-4xl md:text-5xl">
            Search{data.shown ? <span className="sr-only">: {data.shown}</span> : null}
          </h1>
          <p className="mt-2 text-slate-600">Blog posts, services, plans and answers to common questions.</p>
          <div className="mt-6">
            <SearchForm id="search-page-q" label="Search again" value={data.shown} />
          </div>
          {count !== null ? <p className="mt-4 mb-0 font-medium text-slate-700">{count}</p> : null}
        </div>
      </section>
      <div className="bg-white pb-14 pt-6 md:pb-20 md:pt-8">
        <div className="page-container max-w-[860px]">
          <Outcome data={data} />
        </div>
      </div>
    </>
  );
}

export default definePage({
  path: SEARCH_PATH,
  query: SearchQuery,
  cache: "results",
  inSitemap: false,
  async load({ c, query }) {
    const shown = displayQuery(query.q ?? "");
    const terms = parseSearchQuery(shown);
    if (terms === undefined) return { state: "empty", shown } satisfies SearchData;
    const page = query.page ?? 1;
    const found = await findResults(c, terms, page);
    if (found.kind === "limited") return withStatus(429, { state: "limited", shown, retryAfterSeconds: found.retryAfterSeconds } satisfies SearchData);
    const { hits, total, capped } = found.results;
    return { state: "results", shown, page, pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), total, capped, hits } satisfies SearchData;
  },
  meta: (data: SearchData) => ({
    title: data.shown ? `Search: ${data.shown} | BiziAgent` : "Search | BiziAgent",
    description: "Search BiziAgent's blog posts, services, plans and FAQs.",
    canonicalPath: SEARCH_PATH,
    noindex: true,
  }),
  headers: (data: SearchData): Record<string, string> => ({
    "X-Robots-Tag": "noindex",
    ...(data.state === "limited" ? { "Retry-After": String(data.retryAfterSeconds) } : {}),
  }),
  Page: SearchPage,
});
