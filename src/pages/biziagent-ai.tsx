/** The AI assistant service page (/biziagent-ai): its sections, plans and channel limits. */
import { ActionLink } from "../components/sections/action-link.tsx";
import { CardGrid, FeatureCard } from "../components/sections/cards.tsx";
import { FaqSection, faqJsonLd } from "../components/sections/faq-section.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PlanGrid } from "../components/sections/plan-grid.tsx";
import { Section } from "../components/sections/section.tsx";
import { CallUsBand } from "../components/services/closing-band.tsx";
import { FeatureLists } from "../components/services/feature-lists.tsx";
import { ServiceNotes } from "../components/services/service-notes.tsx";
import { biziagentCopy } from "../content/biziagent-ai-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { serviceJsonLd } from "../render/structured-data.ts";
import { useCopy } from "../site-copy/use-copy.ts";

function BiziAgentAiPage() {
  const { identity } = useRenderState();
  const { hero, features, plans, store, capabilities, faq, callUs } = useCopy(biziagentCopy);
  return (
    <>
      <PageHero {...hero} footer={<FigureList figures={hero.proof} variant="hero-cards" label={hero.proofLabel} />} />

      <Section id="features" eyebrow={features.eyebrow} title={features.title} lead={features.lead} tone="muted">
        <CardGrid>
          {features.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="plans" eyebrow={plans.eyebrow} title={plans.title} lead={plans.lead}>
        <PlanGrid plans={plans.plans} labels={plans.gridLabels} />
        <ServiceNotes id="plans-notes" title={plans.notesTitle} notes={plans.notes} />
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="m-0 max-w-xl text-lg text-slate-700">{store.text}</p>
          <ActionLink action={store.action} className="px-6 text-lg" />
        </div>
      </Section>

      <Section id="capabilities" eyebrow={capabilities.eyebrow} title={capabilities.title} lead={capabilities.lead} tone="muted">
        <FeatureLists lists={capabilities.lists} />
      </Section>

      <FaqSection title={faq.title} items={faq.items} lead={faq.lead} tone="white" />

      <CallUsBand
        id="call-us"
        title={callUs.title}
        lead={callUs.lead}
        phone={identity.salesPhone}
        hours={identity.hours}
        contact={callUs.contact}
        phoneTitle={callUs.phoneTitle}
        phoneLabel={callUs.phoneLabel}
      />
    </>
  );
}

export default definePage({
  path: "/biziagent-ai",
  meta: staticPageMeta((copy) => {
    const { page, plans, faq } = copy.get(biziagentCopy);
    return {
      ...page,
      breadcrumb: page.name,
      jsonLd: ({ breadcrumb, siteUrl }) => [serviceJsonLd({ siteUrl, ...page, name: page.serviceName, plans: plans.plans }), faqJsonLd(faq.items), breadcrumb],
    };
  }),
  Page: BiziAgentAiPage,
});
