/** The category pill on cards and on the post page. */
export function CategoryBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700 ring-1 ring-inset ring-brand-100">
      {name}
    </span>
  );
}
