/** A card for one thing we offer: icon, optional "Free" tag, title, description and a link; the whole card is clickable. */
import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { Offering } from "../../content/about-copy.ts";
import { NewTabNote } from "../sections/action-link.tsx";
import { IconTile } from "../sections/cards.tsx";

export function OfferingCard({ item, newTabNote }: { item: Offering; newTabNote: string }) {
  const { link } = item;
  const Arrow = link.newTab ? ArrowUpRight : ArrowRight;
  return (
    <article className="card group relative flex h-full flex-col p-6 hover:border-brand-300 md:p-7">
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={item.icon} />
        {item.tag ? <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200">{item.tag}</span> : null}
      </div>
      <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
      <p className="mt-3 flex-1 text-base text-slate-600">{item.description}</p>
      <a
        href={link.href}
        className="text-link mt-6 inline-flex items-center gap-1.5 self-start no-underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline"
        {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {link.label}
        {link.newTab ? <NewTabNote note={newTabNote} /> : null}
        <Arrow aria-hidden="true" size={18} strokeWidth={2} className="transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </a>
    </article>
  );
}
