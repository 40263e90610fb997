/** The top of a page: soft brand gradient, eyebrow, the one h1, a line of support text, actions and a visual. */
import type { ReactNode } from "react";
import type { Action, ImageRef } from "../../content/types.ts";
import { ActionRow } from "./action-link.tsx";
import { HeroImage } from "./content-image.tsx";

export interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  actions?: readonly Action[];
  /** Under the actions: proof figures, badges, a note. */
  footer?: ReactNode;
  /** The right-hand visual on large screens (an illustration, cards); below the text on phones. */
  visual?: ReactNode;
  /** The visual when it is the page's illustration: a content hero's image, so the page can pass its hero whole. */
  image?: ImageRef;
  /** After a new-tab action's label, for screen readers (the page's document has it). */
  newTabNote?: string;
}

export function PageHero({ eyebrow, title, lead, actions = [], footer, image, visual = image ? <HeroImage image={image} /> : undefined, newTabNote }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div className={`page-container relative section-y grid items-center gap-12 ${visual ? "lg:grid-cols-[1.1fr_0.9fr]" : ""}`}>
        <div className={visual ? "" : "mx-auto max-w-3xl text-center"}>
          {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
          <h1 className="text-4xl md:text-5xl lg:text-6xl">{title}</h1>
          <p className={`mt-6 text-lg text-slate-600 md:text-xl ${visual ? "max-w-xl" : ""}`}>{lead}</p>
          {actions.length > 0 ? <ActionRow actions={actions} className={`mt-8 ${visual ? "" : "justify-center"}`} newTabNote={newTabNote} /> : null}
          {footer ? <div className="mt-8">{footer}</div> : null}
        </div>
        {visual ? <div>{visual}</div> : null}
      </div>
    </section>
  );
}
