/**
 * The funnel section (id "funnel"): heading, one line of intro, and the funnel island. Hidden until it is
 * opened: by a link to #funnel (CSS :target, so it opens without JavaScript too), by /?funnel=true
 * (rendered open), or by the island (which keeps it open, data-open, once opened or when a visit is resumed).
 */

import FunnelIsland from "../../../islands/funnel.tsx";
import type { homeFunnel } from "../../content/home-copy.ts";
import { recommendationRules } from "../../content/recommendations.ts";
import { CONSENT_TEXT } from "../../leads/consent.ts";
import { useRenderState } from "../../render/render-context.ts";
import { planCatalogue } from "../../site-copy/plan-catalogue.ts";

export function FunnelSection({ content, open }: { content: typeof homeFunnel; open: boolean }) {
  // The plans as the live copy names and prices them, for "Your pick" and the recommendation.
  const plans = planCatalogue(useRenderState().copy);
  return (
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="section-y bg-slate-50" {...(open ? { "data-open": "" } : {})}>
      <div className="page-container">
        <header className="mx-auto mb-10 max-w-3xl text-center md:mb-12 lg:mb-8 lg:max-w-4xl">
          <p className="eyebrow mb-3 lg:mb-2">{content.eyebrow}</p>
          <h2 id={`${content.id}-title`} className="text-3xl md:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 md:text-xl lg:mt-3">{content.intro}</p>
          <p className="m-0 mt-2 text-sm text-slate-600">{content.note}</p>
        </header>
        <FunnelIsland privacyHref="/privacy-policy" consentText={CONSENT_TEXT} impliedAnswers={recommendationRules.impliedAnswers} plans={plans} />
      </div>
    </section>
  );
}
