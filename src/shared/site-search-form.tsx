/**
 * The markup of every site search form: a plain GET to /search, so it works before (or without) any script.
 * Shared because the mobile menu (an island) shows one too; each place gives its own classes.
 */
import { Search } from "lucide-react";
import { SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from "./search.ts";
import { SearchField } from "./search-field.tsx";

export interface SiteSearchFormProps {
  id: string;
  /** The landmark's name, e.g. "Site search". */
  label: string;
  /** The query already asked, shown in the field. */
  value?: string;
  className?: string;
  fieldClassName: string;
  buttonClassName: string;
  iconSize: number;
}

/** @example <SiteSearchForm id="q" label="Site search" fieldClassName="…" buttonClassName="…" iconSize={20} /> */
export function SiteSearchForm({ id, label, value, className, fieldClassName, buttonClassName, iconSize }: SiteSearchFormProps) {
  return (
    <search aria-label={label} className={className}>
      <form action={SEARCH_PATH} method="get" className="flex items-center">
        <SearchField id={id} label="Search the site" value={value} maxLength={SEARCH_QUERY_MAX_CHARS} placeholder="Search" enterKeyHint="search" className={fieldClassName} />
        <button type="submit" aria-label="Search" className={buttonClassName}>
          <Search aria-hidden="true" size={iconSize} strokeWidth={2} />
        </button>
      </form>
    </search>
  );
}
