/**
 * The site search form: a plain GET to /search, so it works before (or without) any script. `compact` is the
 * header's: a narrow field that widens while it has focus, so the header's top row keeps its room at 1024 px.
 */
import { Search } from "lucide-react";
import { SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from "../../shared/search.ts";

export function SearchForm({ id, label, value = "", compact = false }: { id: string; label: string; value?: string; compact?: boolean }) {
  const field = compact
    ? "w-40 focus:w-56 xl:w-56 xl:focus:w-72 transition-[width] duration-200 motion-reduce:transition-none min-h-10 text-[15px]"
    : "w-full min-h-12 text-base md:text-lg";
  return (
    <search aria-label={label}>
      <form action={SEARCH_PATH} method="get" className="flex items-center">
        <label htmlFor={id} className="sr-only">
          Search the site
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          placeholder="Search"
          autoComplete="off"
          enterKeyHint="search"
          className={`keyboard-focus min-w-0 rounded-l-xl border border-r-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 ${field}`}
        />
        <button
          type="submit"
          aria-label="Search"
          className={`keyboard-focus inline-flex shrink-0 items-center justify-center rounded-r-xl border border-brand-600 bg-brand-600 text-white hover:bg-brand-700 ${compact ? "h-10 w-10" : "h-12 w-12"}`}
        >
          <Search aria-hidden="true" size={compact ? 18 : 20} strokeWidth={2} />
        </button>
      </form>
    </search>
  );
}
