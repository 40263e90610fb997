/** Trust Builder (/trust-builder): reputation management, with its plans and NPS bands. */
import { MessageCircleReply, Sparkles } from "lucide-react";
import { BenefitCard, CardGrid } from "../components/sections/cards.tsx";
import { FaqSection, faqJsonLd } from "../components/sections/faq-section.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PlanGrid } from "../components/sections/plan-grid.tsx";
import { Section } from "../components/sections/section.tsx";
import { ActionBand } from "../components/services/closing-band.tsx";
import { FeatureLists } from "../components/services/feature-lists.tsx";
import { HeroValueCards } from "../components/services/hero-parts.tsx";
import { NpsScale } from "../components/services/nps-scale.tsx";
import { ReviewSourceGrid } from "../components/services/review-sources.tsx";
import { trustBuilderCopy } from "../content/trust-builder-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { serviceJsonLd } from "../render/structured-data.ts";
import { useCopy } from "../site-copy/use-copy.ts";

function Note({ icon: Icon, children }: { icon: typeof Sparkles; children: React.ReactNode }) {
  return (
    <p className="mx-auto mt-10 flex max-w-3xl items-start justify-center gap-3 text-base text-slate-700 md:text-lg">
      <Icon aria-hidden="true" size={22} strokeWidth={2} className="mt-0.5 shrink-0 text-teal-700" />
      <span>{children}</span>
    </p>
  );
}

function TrustBuilderPage() {
  const { hero, benefits, features, reviewSources, nps, plans, faq, cta } = useCopy(trustBuilderCopy);
  return (
    <>
      <PageHero {...hero} footer={<HeroValueCards values={hero.values} label={hero.valuesLabel} />} />

      <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead} tone="muted">
        <CardGrid columns={4}>
          {benefits.cards.map((card) => (
            <BenefitCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="features" eyebrow={features.eyebrow} title={features.title} lead={features.lead}>
        <FeatureLists lists={features.lists} />
      </Section>

      <Section id="review-sources" eyebrow={reviewSources.eyebrow} title={reviewSources.title} lead={reviewSources.lead} tone="muted">
        <ReviewSourceGrid sources={reviewSources.sources} more={reviewSources.more} label={reviewSources.listLabel} />
        <Note icon={MessageCircleReply}>{reviewSources.note}</Note>
      </Section>

      <Section id="nps" eyebrow={nps.eyebrow} title={nps.title} lead={nps.lead}>
        <NpsScale bands={nps.bands} formula={nps.formula} scoresLabel={nps.scoresLabel} />
      </Section>

      <Section id="plans" eyebrow={plans.eyebrow} title={plans.title} lead={plans.lead} tone="muted">
        <PlanGrid plans={plans.plans} labels={plans.gridLabels} />
        <Note icon={Sparkles}>{plans.note}</Note>
      </Section>

      <FaqSection title={faq.title} items={faq.items} lead={faq.lead} tone="white" />

      <ActionBand id="get-started" title={cta.title} lead={cta.lead} actions={cta.actions} />
    </>
  );
}

export default definePage({
  path: "/trust-builder",
  meta: staticPageMeta((copy) => {
    const { page, plans, faq } = copy.get(trustBuilderCopy);
    return {
      ...page,
      breadcrumb: page.name,
      jsonLd: ({ breadcrumb, siteUrl }) => [serviceJsonLd({ siteUrl, ...page, name: page.serviceName, plans: plans.plans }), faqJsonLd(faq.items), breadcrumb],
    };
  }),
  Page: TrustBuilderPage,
});
