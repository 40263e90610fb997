/**
 * The Blog Posts list's toolbar: the search, the category, author, tag and order selects — one GET form on the
 * tab's address, each change applied at once and the search a moment after typing stops (data-live-filters), or
 * at once on Enter — and the status filter with its counts, as links (each is an address of its own). Without
 * JavaScript Enter or Apply loads the filtered list. Wraps to stacked rows on a phone.
 */
import type { AdminAuthor, AdminCategory, AdminTag, PostStatusCounts } from "../../shared/admin-api.ts";
import { POST_LIST_STATUSES, POST_SEARCH_MAX_LENGTH, type PostListSort, type PostListStatus, type PostListView } from "../../shared/post-list-view.ts";
import { FilterSelect, ListSearch, NoscriptApply, StatusLinks } from "../frame/list-filters.tsx";
import { POSTS_PAGE, postsHref } from "./shared/posts-view.ts";

const STATUS_LABELS: Record<PostListStatus, string> = { all: "All", published: "Published", scheduled: "Scheduled", draft: "Drafts" };
const SORT_LABELS: Record<PostListSort, string> = { updated: "Last updated", published: "Publish date", title: "Title A–Z" };

export interface PostListToolbarProps {
  view: PostListView;
  /** null when reading them failed. */
  counts: PostStatusCounts | null;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
}

export function PostListToolbar({ view, counts, authors, categories, tags }: PostListToolbarProps) {
  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <form method="get" action={POSTS_PAGE} aria-label="Search and filter posts" data-live-filters="" className="flex flex-col gap-2 lg:flex-row lg:items-center">
        {view.status !== "all" ? <input type="hidden" name="status" value={view.status} /> : null}
        <ListSearch
          id="post-search"
          label="Search posts"
          value={view.q}
          maxLength={POST_SEARCH_MAX_LENGTH}
          placeholder="Search title, slug, excerpt or text…"
          clearHref={postsHref({ ...view, q: "", page: 1 })}
        />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <FilterSelect
            label="Category"
            name="category"
            value={view.category === null ? "" : String(view.category)}
            any="All categories"
            choices={categories.map((c) => [c.id, c.name])}
          >
            <option value="none">No category</option>
          </FilterSelect>
          <FilterSelect label="Author" name="author" value={view.author === null ? "" : String(view.author)} any="All authors" choices={authors.map((a) => [a.id, a.name])}>
            <option value="none">No author</option>
          </FilterSelect>
          <FilterSelect label="Tag" name="tag" value={view.tag === null ? "" : String(view.tag)} any="All tags" choices={tags.map((t) => [t.id, t.name])} />
          <FilterSelect label="Sort by" name="sort" value={view.sort} choices={(Object.keys(SORT_LABELS) as PostListSort[]).map((sort) => [sort, SORT_LABELS[sort]])} />
          <NoscriptApply />
        </div>
      </form>
      <StatusLinks
        label="Post status"
        current={view.status}
        links={POST_LIST_STATUSES.map((status) => ({
          id: status,
          label: STATUS_LABELS[status],
          href: postsHref({ ...view, status, page: 1 }),
          count: counts ? counts[status] : null,
        }))}
      />
    </div>
  );
}
