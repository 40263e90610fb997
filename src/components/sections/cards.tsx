/** Feature and benefit cards in a responsive grid; an icon tile, title, text, optional banner and quote. */
import type { BenefitCardContent, FeatureCardContent } from "../../content/types.ts";
import { ContentImage } from "./content-image.tsx";

export function IconTile({ icon: Icon, tone = "brand" }: { icon: FeatureCardContent["icon"]; tone?: "brand" | "danger" | "light" | "teal" }) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    danger: "bg-red-50 text-red-700",
    light: "bg-white/15 text-white",
    teal: "bg-teal-50 text-teal-700",
  } as const;
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]}`}>
      <Icon aria-hidden="true" size={24} strokeWidth={2} />
    </span>
  );
}

export function FeatureCard({ card, headingLevel = 3 }: { card: FeatureCardContent; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      {card.banner ? <ContentImage image={card.banner} className="block h-auto w-full border-b border-slate-100 bg-brand-50" /> : null}
      <div className="flex flex-1 flex-col p-6 md:p-7">
        {card.banner ? null : <IconTile icon={card.icon} />}
        <Heading className={`${card.banner ? "" : "mt-5"} text-xl font-bold`}>{card.title}</Heading>
        <p className="mt-3 text-base text-slate-600">{card.description}</p>
        {card.quote ? (
          <div className="mt-auto pt-6">
            <figure className="m-0 border-t border-slate-100 pt-5">
              <blockquote className="m-0 text-[15px] italic text-slate-700">“{card.quote.text}”</blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-slate-900">— {card.quote.author}</figcaption>
            </figure>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function CardGrid({ children, columns = 3 }: { children: React.ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return <div className={`grid gap-6 ${cols}`}>{children}</div>;
}

export function BenefitCard({ card, tone = "brand" }: { card: BenefitCardContent; tone?: "brand" | "danger" }) {
  return (
    <article className="card h-full p-6 md:p-7">
      <IconTile icon={card.icon} tone={tone} />
      <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
      <p className="mt-3 text-base text-slate-600">{card.description}</p>
    </article>
  );
}
