/**
 * The site search form of the header and the search page. `compact` is the header's: a narrow field that widens
 * while it has focus, so the header's top row keeps its room at 1024 px.
 */
import { SiteSearchForm, type SiteSearchWords } from "../../shared/site-search-form.tsx";

export function SearchForm({ id, label, value = "", compact = false, words }: { id: string; label: string; value?: string; compact?: boolean; words?: SiteSearchWords }) {
  const field = compact
    ? "w-40 focus:w-56 xl:w-56 xl:focus:w-72 transition-[width] duration-200 motion-reduce:transition-none min-h-10 text-[15px]"
    : "w-full min-h-12 text-base md:text-lg";
  return (
    <SiteSearchForm
      id={id}
      label={label}
      value={value}
      words={words}
      fieldClassName={`keyboard-focus min-w-0 rounded-l-xl border border-r-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 ${field}`}
      buttonClassName={`keyboard-focus inline-flex shrink-0 items-center justify-center rounded-r-xl border border-brand-600 bg-brand-600 text-white hover:bg-brand-700 ${compact ? "h-10 w-10" : "h-12 w-12"}`}
      iconSize={compact ? 18 : 20}
    />
  );
}
