/**
 * /search?q=…&page=N: the site's posts, service pages, plans and FAQs ranked by PostgreSQL full-text search.
 * Never indexed (meta and X-Robots-Tag), not in the sitemap. Any q answers 200 with something to read — an
 * empty query, one of only symbols, 10 KB of text — and a page past the last says so; only a client over its
 * search rate limit gets 429, with a page that says when to try again.
 */
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
  | { state: "results"; shown: string; page: number; pageCount: number; total: number; hits: SearchHit[] };

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
            <mark className="rounded bg-amber-100 px-0.5 text-slate-900">{piece.slice(0, end)}</mark>
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
    <p className="mt-4 text-slate-600">
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
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">{KIND_LABELS[hit.kind]}</span>
        {hit.date !== null ? (
          <time dateTime={new Date(hit.date).toISOString()} className="text-slate-600">
            {formatPostDate(new Date(hit.date))}
          </time>
        ) : null}
      </p>
      <h2 className="mt-2 text-xl md:text-2xl">
        <a href={hit.url} className="keyboard-focus rounded text-slate-900 no-underline hover:text-brand-700 hover:underline">
          <Marked text={hit.markedTitle} />
        </a>
      </h2>
      <p className="mt-2 text-slate-600">
        <Marked text={hit.snippet} />
      </p>
    </li>
  );
}

function Pages({ shown, page, pageCount }: { shown: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Search result pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={pageHref(shown, Math.min(page - 1, pageCount))} className="btn-secondary" rel="prev">
          Previous
        </a>
      ) : (
        <span />
      )}
      <p className="m-0 text-slate-600">{`Page ${Math.min(page, pageCount)} of ${pageCount}`}</p>
      {page < pageCount ? (
        <a href={pageHref(shown, page + 1)} className="btn-secondary" rel="next">
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Outcome({ data }: { data: SearchData }) {
  if (data.state === "empty") {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10">
        <p className="m-0 text-lg font-medium text-slate-800">{data.shown ? "Type a word or two to search for: letters or numbers." : "What are you looking for?"}</p>
        <Suggestions />
      </div>
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
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10">
        <p className="m-0 text-lg font-medium text-slate-800">{`No results for “${shown}”.`}</p>
        <Suggestions />
      </div>
    );
  }
  if (hits.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10">
        <p className="m-0 text-lg font-medium text-slate-800">
          {`There is no page ${page}: “${shown}” has ${total} ${total === 1 ? "result" : "results"} on ${pageCount} ${pageCount === 1 ? "page" : "pages"}.`}
        </p>
        <a href={pageHref(shown, pageCount)} className="text-link mt-4 inline-block">
          Go to the last page
        </a>
      </div>
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

function SearchPage({ data }: { data: SearchData }) {
  const count = data.state === "results" && data.total > 0 ? `${data.total} ${data.total === 1 ? "result" : "results"} for “${data.shown}”` : null;
  return (
    <section aria-labelledby="search-title" className="bg-white py-10 md:py-14">
      <div className="page-container max-w-[860px]">
        <h1 id="search-title" className="text-4xl md:text-5xl">
          Search{data.shown ? <span className="sr-only">: {data.shown}</span> : null}
        </h1>
        <div className="mt-6">
          <SearchForm id="search-page-q" label="Search again" value={data.shown} />
        </div>
        <p className="mt-4 min-h-6 text-slate-600" aria-live="polite">
          {count}
        </p>
        <div className="mt-4">
          <Outcome data={data} />
        </div>
      </div>
    </section>
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
    const { hits, total } = found.results;
    return { state: "results", shown, page, pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), total, hits } satisfies SearchData;
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
