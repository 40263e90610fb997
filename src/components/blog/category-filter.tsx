/**
 * The /blog filter: 'All' and each category with published posts, as plain links (no JavaScript
 * needed) that land on the list (#posts), not above the hero. On a phone the chips are one row that scrolls
 * sideways, edge to edge, fading out at the right where more follow: wrapped, they left one chip alone on a
 * second row. A chip that takes focus is brought wholly into view (the loader's data-scroll-row listener).
 */
import type { CategoryLink } from "../../../db/queries/posts.ts";
import { blogListHref } from "./list-anchor.ts";

function FilterLink({ href, label, active }: { href: string; label: string; active: boolean }) {
  const tone = active ? "border-brand-600 bg-brand-600 text-white shadow-sm" : "border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <li className="shrink-0 snap-start">
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
      <ul
        data-scroll-row=""
        className="m-0 flex list-none gap-2 p-0 max-sm:-mx-4 max-sm:[scroll-snap-type:x_proximity] max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:py-1 max-sm:pl-4 max-sm:pr-8 max-sm:[scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] sm:flex-wrap"
      >
        <FilterLink href={blogListHref()} label="All" active={activeSlug === null} />
        {categories.map((category) => (
          <FilterLink key={category.id} href={blogListHref({ category: category.slug })} label={category.name} active={category.slug === activeSlug} />
        ))}
      </ul>
    </nav>
  );
}
