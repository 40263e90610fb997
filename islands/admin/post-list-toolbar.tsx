/**
 * The Blog Posts list's toolbar: the search (applied a moment after typing stops, or at once on Enter),
 * the status filter with its counts (links: each is an address of its own), and the category, author, tag
 * and order selects. A GET form on the dashboard's own address, so Enter works before the island is live.
 * Wraps to stacked rows on a phone.
 */
import { Search, X } from "lucide-react";
import type { ChangeEvent, MouseEvent, ReactNode } from "react";
import type { AdminAuthor, AdminCategory, AdminTag, PostStatusCounts } from "../../src/shared/admin-api.ts";
import { type IdFilter, POST_SEARCH_MAX_LENGTH, type PostListSort, type PostListStatus, type PostListView } from "../../src/shared/post-list-view.ts";

const STATUS_LABELS: Record<PostListStatus, string> = { all: "All", published: "Published", scheduled: "Scheduled", draft: "Drafts" };
const SORT_LABELS: Record<PostListSort, string> = { updated: "Last updated", published: "Publish date", title: "Title A–Z" };

const selectClass =
  "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-2.5 pr-8 text-sm text-slate-800 shadow-xs hover:border-slate-400 sm:w-auto sm:max-w-[11rem]";

export interface PostListToolbarProps {
  view: PostListView;
  /** The search box's text (it runs ahead of the view while typing). */
  searchText: string;
  counts: PostStatusCounts | null;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
  /** The address a status link opens (also its href, for a new tab). */
  statusHref: (status: PostListStatus) => string;
  onSearchText: (text: string) => void;
  /** Enter, or the clear button (""): apply the search now. */
  onSearchSubmit: (text: string) => void;
  onChange: (change: Partial<PostListView>) => void;
}

function idFilterOf(value: string): IdFilter | null {
  if (value === "") return null;
  return value === "none" ? "none" : Number(value);
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="min-w-0">
      <span className="sr-only">{label}</span>
      <select className={selectClass} value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}

export function PostListToolbar({ view, searchText, counts, authors, categories, tags, statusHref, onSearchText, onSearchSubmit, onChange }: PostListToolbarProps) {
  const followLink = (status: PostListStatus) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the address in a new tab, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onChange({ status });
  };
  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <form
        method="get"
        action="/admin/dashboard"
        className="flex flex-col gap-2 lg:flex-row lg:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit(searchText);
        }}
      >
        <input type="hidden" name="tab" value="blog-posts" />
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
          <label htmlFor="post-search" className="sr-only">
            Search posts
          </label>
          <input
            id="post-search"
            type="search"
            name="q"
            value={searchText}
            maxLength={POST_SEARCH_MAX_LENGTH}
            placeholder="Search title, slug, excerpt or text…"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onSearchText(e.target.value)}
            className="keyboard-focus h-9 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {searchText ? (
            <button
              type="button"
              aria-label="Clear search"
              title="Clear search"
              onClick={() => onSearchSubmit("")}
              className="keyboard-focus absolute right-1 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" size={14} />
            </button>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <FilterSelect label="Category" value={view.category === null ? "" : String(view.category)} onChange={(v) => onChange({ category: idFilterOf(v) })}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value="none">No category</option>
          </FilterSelect>
          <FilterSelect label="Author" value={view.author === null ? "" : String(view.author)} onChange={(v) => onChange({ author: idFilterOf(v) })}>
            <option value="">All authors</option>
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            <option value="none">No author</option>
          </FilterSelect>
          <FilterSelect label="Tag" value={view.tag === null ? "" : String(view.tag)} onChange={(v) => onChange({ tag: v === "" ? null : Number(v) })}>
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Sort by" value={view.sort} onChange={(v) => onChange({ sort: v as PostListSort })}>
            {(Object.keys(SORT_LABELS) as PostListSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </FilterSelect>
        </div>
      </form>
      <nav aria-label="Post status" className="-mx-1 overflow-x-auto">
        <ul className="m-0 flex list-none gap-1 p-0 px-1">
          {(Object.keys(STATUS_LABELS) as PostListStatus[]).map((status) => {
            const active = view.status === status;
            return (
              <li key={status}>
                <a
                  href={statusHref(status)}
                  aria-current={active ? "page" : undefined}
                  onClick={followLink(status)}
                  className={`keyboard-focus inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-sm font-medium no-underline transition-colors duration-150 motion-reduce:transition-none ${
                    active ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  }`}
                >
                  {STATUS_LABELS[status]}
                  <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-600"}`}>
                    {counts ? counts[status].toLocaleString("en-US") : "…"}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
