/** The category pill on cards and on the post page; with `href` (the post page) it links to the category's archive. */
const PILL = "inline-flex w-fit items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700 ring-1 ring-inset ring-brand-100";

export function CategoryBadge({ name, href }: { name: string; href?: string }) {
  if (href) {
    return (
      <a href={href} className={`${PILL} keyboard-focus no-underline transition-colors hover:bg-brand-100 hover:text-brand-800 motion-reduce:transition-none`}>
        {name}
      </a>
    );
  }
  return <span className={PILL}>{name}</span>;
}
