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
import {
  npsSection,
  reviewSources,
  reviewSourcesSection,
  trustBuilderBenefits,
  trustBuilderCta,
  trustBuilderFaq,
  trustBuilderFeatureLists,
  trustBuilderHero,
  trustBuilderPage,
  trustBuilderPlans,
} from "../content/trust-builder-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { serviceJsonLd } from "../render/structured-data.ts";

function Note({ icon: Icon, children }: { icon: typeof Sparkles; children: React.ReactNode }) {
  return (
    <p className="mx-auto mt-10 flex max-w-3xl items-start justify-center gap-3 text-base text-slate-700 md:text-lg">
      <Icon aria-hidden="true" size={22} strokeWidth={2} className="mt-0.5 shrink-0 text-teal-700" />
      <span>{children}</span>
    </p>
  );
}

function TrustBuilderPage() {
  return (
    <>
      <PageHero {...trustBuilderHero} footer={<HeroValueCards values={trustBuilderHero.values} label="What Trust Builder gives you" />} />

      <Section id="benefits" eyebrow="Why it matters" title={trustBuilderBenefits.title} lead={trustBuilderBenefits.lead} tone="muted">
        <CardGrid columns={4}>
          {trustBuilderBenefits.cards.map((card) => (
            <BenefitCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="features" eyebrow="Features" title={trustBuilderFeatureLists.title} lead={trustBuilderFeatureLists.lead}>
        <FeatureLists lists={trustBuilderFeatureLists.lists} />
      </Section>

      <Section id="review-sources" eyebrow="Review sources" title={reviewSourcesSection.title} lead={reviewSourcesSection.lead} tone="muted">
        <ReviewSourceGrid sources={reviewSources} more={reviewSourcesSection.more} label="Review sources" />
        <Note icon={MessageCircleReply}>{reviewSourcesSection.note}</Note>
      </Section>

      <Section id="nps" eyebrow="Customer feedback" title={npsSection.title} lead={npsSection.lead}>
        <NpsScale bands={npsSection.bands} formula={npsSection.formula} />
      </Section>

      <Section id="plans" eyebrow="Plans" title={trustBuilderPlans.title} lead={trustBuilderPlans.lead} tone="muted">
        <PlanGrid plans={trustBuilderPlans.plans} />
        <Note icon={Sparkles}>{trustBuilderPlans.note}</Note>
      </Section>

      <FaqSection items={trustBuilderFaq.items} lead={trustBuilderFaq.lead} tone="white" />

      <ActionBand id="get-started" title={trustBuilderCta.title} lead={trustBuilderCta.lead} actions={trustBuilderCta.actions} />
    </>
  );
}

export default definePage({
  path: trustBuilderPage.path,
  meta: staticPageMeta({
    ...trustBuilderPage,
    breadcrumb: trustBuilderPage.name,
    jsonLd: ({ breadcrumb, siteUrl }) => [serviceJsonLd({ siteUrl, ...trustBuilderPage, name: trustBuilderPage.serviceName }), faqJsonLd(trustBuilderFaq.items), breadcrumb],
  }),
  Page: TrustBuilderPage,
});
