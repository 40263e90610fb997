/**
 * The Blog Posts list's toolbar: the search, the category, author, tag and order selects — one GET form on the
 * tab's address, each change applied at once and the search a moment after typing stops (data-live-filters), or
 * at once on Enter — and the status filter with its counts, as links (each is an address of its own). Without
 * JavaScript Enter or Apply loads the filtered list. Wraps to stacked rows on a phone.
 */
import { Filter, Search, X } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminAuthor, AdminCategory, AdminTag, PostStatusCounts } from "../../shared/admin-api.ts";
import { POST_SEARCH_MAX_LENGTH, type PostListSort, type PostListStatus, type PostListView } from "../../shared/post-list-view.ts";
import { buttonClass } from "../frame/shared/ui.tsx";
import { POSTS_PAGE, postsHref } from "./shared/posts-view.ts";

const STATUS_LABELS: Record<PostListStatus, string> = { all: "All", published: "Published", scheduled: "Scheduled", draft: "Drafts" };
const SORT_LABELS: Record<PostListSort, string> = { updated: "Last updated", published: "Publish date", title: "Title A–Z" };

const selectClass =
  "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-2.5 pr-8 text-sm text-slate-800 shadow-xs hover:border-slate-400 sm:w-auto sm:max-w-[11rem]";

export interface PostListToolbarProps {
  view: PostListView;
  /** null when reading them failed. */
  counts: PostStatusCounts | null;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
}

function FilterSelect({ label, name, value, children }: { label: string; name: string; value: string; children: ReactNode }) {
  return (
    <label className="min-w-0">
      <span className="sr-only">{label}</span>
      <select name={name} className={selectClass} defaultValue={value}>
        {children}
      </select>
    </label>
  );
}

export function PostListToolbar({ view, counts, authors, categories, tags }: PostListToolbarProps) {
  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <form method="get" action={POSTS_PAGE} aria-label="Search and filter posts" data-live-filters="" className="flex flex-col gap-2 lg:flex-row lg:items-center">
        {view.status !== "all" ? <input type="hidden" name="status" value={view.status} /> : null}
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
          <label htmlFor="post-search" className="sr-only">
            Search posts
          </label>
          <input
            id="post-search"
            type="search"
            name="q"
            defaultValue={view.q}
            maxLength={POST_SEARCH_MAX_LENGTH}
            placeholder="Search title, slug, excerpt or text…"
            autoComplete="off"
            spellCheck={false}
            className="keyboard-focus h-9 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {view.q ? (
            <a
              href={postsHref({ ...view, q: "", page: 1 })}
              aria-label="Clear search"
              title="Clear search"
              className="keyboard-focus absolute right-1 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" size={14} />
            </a>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <FilterSelect label="Category" name="category" value={view.category === null ? "" : String(view.category)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value="none">No category</option>
          </FilterSelect>
          <FilterSelect label="Author" name="author" value={view.author === null ? "" : String(view.author)}>
            <option value="">All authors</option>
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            <option value="none">No author</option>
          </FilterSelect>
          <FilterSelect label="Tag" name="tag" value={view.tag === null ? "" : String(view.tag)}>
            <option value="">All tags</option>
            {tags.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Sort by" name="sort" value={view.sort}>
            {(Object.keys(SORT_LABELS) as PostListSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </FilterSelect>
          {/* With JavaScript each change applies at once: Apply is for pages without it. */}
          <noscript>
            <button type="submit" className={`${buttonClass.secondary} h-9`}>
              <Filter aria-hidden="true" size={16} />
              Apply
            </button>
          </noscript>
        </div>
      </form>
      <nav aria-label="Post status" className="-mx-1 overflow-x-auto">
        <ul className="m-0 flex list-none gap-1 p-0 px-1">
          {(Object.keys(STATUS_LABELS) as PostListStatus[]).map((status) => {
            const active = view.status === status;
            return (
              <li key={status}>
                <a
                  href={postsHref({ ...view, status, page: 1 })}
                  aria-current={active ? "page" : undefined}
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
