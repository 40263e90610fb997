/**
 * The /blog filter: 'All' and each category with published posts, as plain links (no JavaScript
 * needed) that land on the list (#posts), not above the hero.
 */
import type { CategoryLink } from "../../../db/queries/posts.ts";
import { blogListHref } from "./list-anchor.ts";

function FilterLink({ href, label, active }: { href: string; label: string; active: boolean }) {
  const tone = active ? "border-brand-600 bg-brand-600 text-white shadow-sm" : "border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <li>
      <a
        href={href}
        aria-current={active ? "page" : undefined}
        className={`keyboard-focus inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold no-underline transition-colors duration-150 motion-reduce:transition-none ${tone}`}
      >
        {label}
      </a>
    </li>
  );
}

export function CategoryFilter({ categories, activeSlug }: { categories: CategoryLink[]; activeSlug: string | null }) {
  return (
    <nav aria-label="Blog categories">
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        <FilterLink href={blogListHref()} label="All" active={activeSlug === null} />
        {categories.map((category) => (
          <FilterLink key={category.id} href={blogListHref({ category: category.slug })} label={category.name} active={category.slug === activeSlug} />
        ))}
      </ul>
    </nav>
  );
}
