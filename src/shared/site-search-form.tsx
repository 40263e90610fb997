/**
 * The markup of every site search form: a plain GET to /search, so it works before (or without) any script.
 * Shared because the mobile menu (an island) shows one too; each place gives its own classes.
 */
import { Search } from "lucide-react";
import { SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from "./search.ts";
import { SearchField } from "./search-field.tsx";

/** The form's own words; the header gives its copy's, the mobile menu and the search page keep these. */
export interface SiteSearchWords {
  fieldLabel: string;
  placeholder: string;
  buttonLabel: string;
}

const DEFAULT_WORDS: SiteSearchWords = { fieldLabel: "Search the site", placeholder: "Search", buttonLabel: "Search" };

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
  words?: SiteSearchWords;
}

/** @example <SiteSearchForm id="q" label="Site search" fieldClassName="…" buttonClassName="…" iconSize={20} /> */
export function SiteSearchForm({ id, label, value, className, fieldClassName, buttonClassName, iconSize, words = DEFAULT_WORDS }: SiteSearchFormProps) {
  return (
    <search aria-label={label} className={className}>
      <form action={SEARCH_PATH} method="get" className="flex items-center">
        <SearchField
          id={id}
          label={words.fieldLabel}
          value={value}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          placeholder={words.placeholder}
          enterKeyHint="search"
          className={fieldClassName}
        />
        <button type="submit" aria-label={words.buttonLabel} className={buttonClassName}>
          <Search aria-hidden="true" size={iconSize} strokeWidth={2} />
        </button>
      </form>
    </search>
  );
}
