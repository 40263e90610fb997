/** A list's search field with a magnifier in it, named by a label only screen readers read (server lists and islands alike). */
import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClass } from "./ui.tsx";

type SearchBoxProps = Omit<ComponentProps<"input">, "type" | "className"> & {
  /** The box's accessible name ("Search images"). */
  label: string;
  /** Classes for the box's outer element (its width). */
  className?: string;
};

/** A search field with a magnifier in it, named by a label only screen readers read. */
export function SearchBox({ label, className = "", ...input }: SearchBoxProps) {
  return (
    <label className={`relative block ${className}`}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
      <input type="search" className={`${controlClass} h-10 border-slate-300 pl-9`} {...input} />
    </label>
  );
}
