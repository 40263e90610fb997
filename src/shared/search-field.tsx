/**
 * A search box's field and its label for screen readers: `q` in a GET form's address, the browser's own
 * suggestions off (they would cover the results). The site's search and the admin lists' share it.
 */
import type { InputHTMLAttributes } from "react";

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "autoComplete" | "defaultValue" | "value"> & {
  id: string;
  /** Read by screen readers ("Search posts"). */
  label: string;
  /** The search already asked, shown in the field. */
  value?: string | undefined;
};

/** @example <SearchField id="q" label="Search the site" value={q} maxLength={100} placeholder="Search" className="…" /> */
export function SearchField({ id, label, value, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={value} autoComplete="off" {...input} />
    </>
  );
}
