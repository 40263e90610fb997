/** An add-on card: icon, name, what it adds, availability, and 'Add to Plan' leading to the contact page. */
import { ArrowRight, CircleCheck } from "lucide-react";
import type { AddOn } from "../../content/local-boost-seo-copy.ts";
import { IconTile } from "../sections/cards.tsx";

/** `action` is the button's words; screen readers hear it with the add-on's name. */
export function AddOnCard({ addOn, href, price, availability, action }: { addOn: AddOn; href: string; price: string; availability: string; action: string }) {
  const titleId = `addon-${addOn.slug}-title`;
  return (
    <article aria-labelledby={titleId} className="card flex h-full flex-col p-6 md:p-7">
      <div className="flex items-start justify-between gap-4">
        <IconTile icon={addOn.icon} tone="teal" />
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{price}</span>
      </div>
      <h3 id={titleId} className="mt-5 text-xl font-bold">
        {addOn.name}
      </h3>
      <p className="mt-1 text-[15px] font-semibold text-brand-700">{addOn.summary}</p>
      <p className="mt-3 text-base text-slate-600">{addOn.description}</p>
      <div className="mt-auto pt-6">
        <p className="m-0 flex items-center gap-2 text-sm font-medium text-slate-700">
          <CircleCheck aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-teal-600" />
          {availability}
        </p>
        <a href={href} aria-label={`${action}: ${addOn.name}`} className="btn-secondary mt-4 w-full">
          {action}
          <ArrowRight aria-hidden="true" size={18} strokeWidth={2} />
        </a>
      </div>
    </article>
  );
}
