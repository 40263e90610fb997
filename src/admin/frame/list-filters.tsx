/**
 * The parts a list's filter form is made of, the same on every tab: the search box (a magnifier, and a link that
 * clears it when there is a search), a labelled select, the status filter as links with their counts, and the
 * Apply button only pages without JavaScript see (with it, a form marked data-live-filters applies each change).
 */
import { Filter, Search, X } from "lucide-react";
import type { ReactNode } from "react";
import { SearchField } from "../../shared/search-field.tsx";
import { buttonClass } from "./shared/ui.tsx";

const controlClass = "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white text-sm text-slate-800 shadow-xs hover:border-slate-400";

export interface ListSearchProps {
  id: string;
  /** Read by screen readers ("Search posts"). */
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
  /** The same view without the search; the × is shown only while there is one. */
  clearHref: string;
}

export function ListSearch({ clearHref, ...field }: ListSearchProps) {
  return (
    <div className="relative min-w-0 flex-1">
      <Search aria-hidden="true" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
      <SearchField {...field} spellCheck={false} className={`${controlClass} pl-9 pr-9 text-slate-900 placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden`} />
      {field.value ? (
        <a
          href={clearHref}
          aria-label="Clear search"
          title="Clear search"
          className="keyboard-focus absolute right-1 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" size={14} />
        </a>
      ) : null}
    </div>
  );
}

/** A select named by a label only screen readers read; `value` is the one the address chose. */
/** A choice of the select: its value in the address, and what the owner reads. */
export type FilterChoice = readonly [value: string | number, label: string];

/**
 * A filter of a list's GET form: "" is `any` (every row), then the choices, then `children` (a "None" option).
 * @example <FilterSelect label="Tag" name="tag" value="3" any="All tags" choices={tags.map((t) => [t.id, t.name])} />
 */
export function FilterSelect({
  label,
  name,
  value,
  any,
  choices,
  wide = false,
  children,
}: {
  label: string;
  name: string;
  value: string;
  any?: string;
  choices?: readonly FilterChoice[];
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <label className="min-w-0">
      <span className="sr-only">{label}</span>
      <select name={name} className={`${controlClass} pl-2.5 pr-8 sm:w-auto ${wide ? "sm:max-w-[12rem]" : "sm:max-w-[11rem]"}`} defaultValue={value}>
        {any === undefined ? null : <option value="">{any}</option>}
        {choices?.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </label>
  );
}

export interface StatusLink {
  id: string;
  label: string;
  href: string;
  /** null while unknown (reading the counts failed). */
  count: number | null;
  /** The status's colour, a class for a small dot; none for "All". */
  dot?: string;
}

/** The status filter: each status an address of its own, the current one marked, with how many the rest of the view holds. */
export function StatusLinks({ label, links, current }: { label: string; links: StatusLink[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="m-0 flex list-none gap-1 p-0 px-1">
        {links.map((link) => {
          const active = link.id === current;
          return (
            <li key={link.id}>
              <a
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`keyboard-focus inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-sm font-medium no-underline transition-colors duration-150 motion-reduce:transition-none ${
                  active ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {link.dot ? <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${link.dot}`} /> : null}
                {link.label}
                <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-600"}`}>
                  {link.count === null ? "…" : link.count.toLocaleString("en-US")}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Apply, for a page without JavaScript: with it each change applies at once. */
export function NoscriptApply() {
  return (
    <noscript>
      <button type="submit" className={`${buttonClass.secondary} h-9`}>
        <Filter aria-hidden="true" size={16} />
        Apply
      </button>
    </noscript>
  );
}
