/**
 * Site search in one statement, the same SQL on PGlite and PostgreSQL: public posts (the /blog rule, `isPublic`)
 * and the site's documents (services, plans, FAQs) matched by one tsquery, ranked together (ts_rank over title A,
 * summary/excerpt B, body C), counted, cut to one page, and only then given their snippets — ts_headline reads a
 * whole text, so it runs for the shown page alone. The cost is bounded: at most the newest RANK_WINDOW matching
 * posts are ranked, however common the words.
 * The tsquery is built from words only (src/search/search-terms.ts): user text never reaches to_tsquery raw.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SearchTerms } from "../../src/search/search-terms.ts";
import type { SiteDocument, SiteDocumentKind } from "../../src/search/site-documents.ts";
import type { Database } from "../client.ts";
import { siteSearchDocuments } from "../schema/index.ts";
import { isPublic } from "./posts.ts";
import { takeExcluded } from "./take-excluded.ts";

/** Marks a matched word in a snippet: control characters no stored text keeps (they are stripped first). */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** ts_headline reads at most this much of a post: a snippet comes from the start of a long post's text. */
const SNIPPET_SOURCE_CHARS = 1500;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=14, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

export interface SearchHit {
  kind: "post" | SiteDocumentKind;
  title: string;
  /** The title and snippet with matched words between MATCH_START and MATCH_END; nothing else is markup. */
  markedTitle: string;
  snippet: string;
  /** A post's /blog/{slug}, or a page with its section's anchor. */
  url: string;
  /** A post's publishedAt (else createdAt), epoch ms; null for the site's documents. */
  date: number | null;
}

export interface SearchPage {
  hits: SearchHit[];
  /** How many results can be paged through: every match, or with `capped`, the newest RANK_WINDOW posts' and the site's documents. */
  total: number;
  /** More posts matched than one search ranks (RANK_WINDOW): the newest of them are the ones ranked. */
  capped: boolean;
}

interface HitRow {
  kind: SearchHit["kind"];
  total: number;
  capped: boolean;
  title: string;
  marked_title: string;
  snippet: string;
  slug: string | null;
  url: string | null;
  at_ms: number | null;
}

/** Text a reader would see: tags, Markdown's marks and character references out, the marker characters too. */
function readableText(text: SQL): SQL {
  const noTags = sql`regexp_replace(${text}, '<[^>]*>', ' ', 'g')`;
  // After the tags are gone, so that an escaped "&lt;b&gt;" comes back as the text "<b>" (and is escaped when shown).
  const entities = sql`replace(replace(replace(replace(replace(replace(${noTags}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return sql`regexp_replace(${entities}, '&[#a-z0-9]+;|[*_#\`>~|\\x02\\x03]+|\\]\\([^)]*\\)|!?\\[', ' ', 'gi')`;
}

/**
 * The most posts one search ranks: the newest RANK_WINDOW that match. A word nearly every post has would
 * otherwise rank (and read the whole document of) every post; past this, more words narrow the search.
 */
export const RANK_WINDOW = 100;

/** The tsquery, written out wherever it is used (a CTE holding it would hide its words from the planner). */
function tsquery(terms: Pick<SearchTerms, "head" | "lastEnglish" | "lastSimple">): SQL {
  return sql`(to_tsquery('english', ${terms.head}) && (to_tsquery('english', ${terms.lastEnglish}) || to_tsquery('simple', ${terms.lastSimple})))`;
}

/** The statement behind searchSite(), exposed so a test can EXPLAIN it at 10,000 posts. */
export function searchStatement(terms: Pick<SearchTerms, "head" | "lastEnglish" | "lastSimple">, page: { limit: number; offset: number }, path: MatchPath = "gin"): SQL {
  const postText = readableText(sql`left(coalesce("blog_posts"."excerpt", '') || ' ' || "blog_posts"."content", ${SNIPPET_SOURCE_CHARS})`);
  const documentText = readableText(sql`"site_search_documents"."summary" || ' ' || "site_search_documents"."body"`);
  return sql`
    with newest_matches as (
      select "blog_posts"."id", coalesce("blog_posts"."published_at", "blog_posts"."created_at") as at
      from "blog_posts"
      where ${path === "gin" ? sql`"blog_posts"."search_vector" @@ ${tsquery(terms)} and (${isPublic}) is true` : sql`("blog_posts"."search_vector" || ''::tsvector) @@ ${tsquery(terms)} and ${isPublic}`}
      order by "blog_posts"."published_at" desc nulls first, "blog_posts"."id" desc
      limit ${RANK_WINDOW + 1}
    ),
    hits as (
      select 'post'::text as kind, newest.id as post_id, null::text as document_key,
        ts_rank("blog_posts"."search_vector", ${tsquery(terms)}) as rank, newest.at, 0 as position
      from (select * from newest_matches order by at desc, id desc limit ${RANK_WINDOW}) as newest
      join "blog_posts" on "blog_posts"."id" = newest.id
      union all
      select "site_search_documents"."kind", null, "site_search_documents"."key",
        ts_rank("site_search_documents"."search_vector", ${tsquery(terms)}), null, "site_search_documents"."position"
      from "site_search_documents"
      where "site_search_documents"."search_vector" @@ ${tsquery(terms)}
    ),
    page as (
      select hits.*, (count(*) over ())::int as total
      from hits
      order by rank desc, at desc nulls last, position, post_id, document_key
      limit ${page.limit} offset ${page.offset}
    )
    select page.kind, page.total, (select count(*) from newest_matches)::int > ${RANK_WINDOW} as capped,
      coalesce("blog_posts"."title", "site_search_documents"."title") as title,
      ts_headline('english', regexp_replace(coalesce("blog_posts"."title", "site_search_documents"."title"), '[\\x02\\x03]', ' ', 'g'), ${tsquery(terms)}, ${TITLE_OPTIONS}) as marked_title,
      ts_headline('english', case when page.kind = 'post' then ${postText} else ${documentText} end, ${tsquery(terms)}, ${SNIPPET_OPTIONS}) as snippet,
      "blog_posts"."slug", "site_search_documents"."url",
      (extract(epoch from page.at) * 1000)::float8 as at_ms
    from page
    left join "blog_posts" on "blog_posts"."id" = page.post_id
    left join "site_search_documents" on "site_search_documents"."key" = page.document_key
    order by page.rank desc, page.at desc nulls last, page.position, page.post_id, page.document_key`;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** How many results there are (posts counted up to RANK_WINDOW + 1), read only when a page past the last carries no row. */
function countStatement(terms: Pick<SearchTerms, "head" | "lastEnglish" | "lastSimple">): SQL {
  return sql`
    select (select count(*) from (select 1 from "blog_posts" where "blog_posts"."search_vector" @@ ${tsquery(terms)} and (${isPublic}) is true limit ${RANK_WINDOW + 1}) as public)::int as posts,
      (select count(*) from "site_search_documents" where "site_search_documents"."search_vector" @@ ${tsquery(terms)})::int as documents`;
}

/**
 * How the matching posts are found, chosen per search by the share of posts its words are expected to match:
 * - "gin": every match from the GIN index, which answers exactly without reading a post's document (a few
 *   kilobytes), then the newest RANK_WINDOW of them. The /blog rule is written as one
 *   IS TRUE test, which no index serves: the partial index on published posts would otherwise be read
 *   instead, testing every published post's document. Its cost grows with the number of matches.
 * - "newest": published posts newest first (their partial index), each tested until RANK_WINDOW + 1 match;
 *   the test is written so that the GIN index cannot serve it. Its cost grows with the posts read per match:
 *   the lower, the more posts match.
 * A sequential scan, which reads every post's document, is never wanted (and turned off for the statement).
 * At 10,000 posts on the embedded database the two cost the same near 40 % of the posts matching (bench:search).
 */
export type MatchPath = "gin" | "newest";

/** Past this expected share of the posts, reading the newest until enough match is cheaper than reading every match. */
export const NEWEST_PATH_SHARE = 0.4;

function withoutSequentialScans<T>(db: Database, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<T>(await tx.execute(statement));
  });
}

/**
 * The path for these words, from the planner's estimate (the column's statistics: no post is read) against the
 * table's size; without statistics yet (a new database, small), the GIN index.
 */
async function matchPathFor(db: Database, terms: Pick<SearchTerms, "head" | "lastEnglish" | "lastSimple">): Promise<MatchPath> {
  const [size] = rowsOf<{ posts: number }>(await db.execute(sql`select reltuples::float8 as posts from pg_class where oid = 'blog_posts'::regclass`));
  const posts = Number(size?.posts ?? -1);
  if (!(posts > RANK_WINDOW * 4)) return "gin";
  const [plan] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) select 1 from "blog_posts" where "blog_posts"."search_vector" @@ ${tsquery(terms)}`));
  const raw = plan ? Object.values(plan)[0] : undefined;
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const expected = Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return expected / posts > NEWEST_PATH_SHARE ? "newest" : "gin";
}

/**
 * One page of results, best first, and how many there are in all.
 * @example await searchSite(db, parseSearchQuery("review replies")!, { limit: 10, offset: 0 })
 */
export async function searchSite(db: Database, terms: SearchTerms, page: { limit: number; offset: number }): Promise<SearchPage> {
  const path = await matchPathFor(db, terms);
  const rows = await withoutSequentialScans<HitRow>(db, searchStatement(terms, page, path));
  let total = rows[0]?.total ?? 0;
  let capped = rows[0]?.capped ?? false;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await withoutSequentialScans<{ posts: number; documents: number }>(db, countStatement(terms));
    capped = (counted?.posts ?? 0) > RANK_WINDOW;
    total = Math.min(counted?.posts ?? 0, RANK_WINDOW) + (counted?.documents ?? 0);
  }
  const hits = rows.map(
    (row): SearchHit => ({
      kind: row.kind,
      title: row.title,
      markedTitle: row.marked_title,
      snippet: row.snippet,
      url: row.kind === "post" ? `/blog/${encodeURIComponent(row.slug ?? "")}` : (row.url ?? "/"),
      date: row.at_ms === null ? null : Number(row.at_ms),
    }),
  );
  return { hits, total, capped };
}

/**
 * Makes site_search_documents hold exactly these documents: changed rows updated, new ones added, gone ones
 * deleted. Idempotent and safe when instances start together (upserts on the key, not delete-then-insert).
 */
export async function syncSiteDocuments(db: Database, documents: readonly SiteDocument[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (documents.length > 0) {
      await tx
        .insert(siteSearchDocuments)
        .values(documents.map((d) => ({ key: d.key, kind: d.kind, title: d.title, summary: d.summary, body: d.body, url: d.url, position: d.position })))
        .onConflictDoUpdate({
          target: siteSearchDocuments.key,
          set: takeExcluded(siteSearchDocuments, ["kind", "title", "summary", "body", "url", "position"]),
          setWhere: sql`(${siteSearchDocuments.kind}, ${siteSearchDocuments.title}, ${siteSearchDocuments.summary}, ${siteSearchDocuments.body}, ${siteSearchDocuments.url}, ${siteSearchDocuments.position}) is distinct from (excluded.kind, excluded.title, excluded.summary, excluded.body, excluded.url, excluded.position)`,
        });
    }
    const keys = documents.map((d) => d.key);
    await tx.delete(siteSearchDocuments).where(sql`not (${siteSearchDocuments.key} = any(${sql.param(keys)}::text[]))`);
  });
}
