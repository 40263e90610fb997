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
import {
  biziagentCallUs,
  biziagentFaq,
  biziagentFeatureLists,
  biziagentFeatures,
  biziagentHero,
  biziagentPage,
  biziagentPlans,
  biziagentStore,
} from "../content/biziagent-ai-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { serviceJsonLd } from "../render/structured-data.ts";

function BiziAgentAiPage() {
  const { identity } = useRenderState();
  return (
    <>
      <PageHero {...biziagentHero} footer={<FigureList figures={biziagentHero.proof} variant="hero-cards" label="Results and facts" />} />

      <Section id="features" eyebrow="What it does" title={biziagentFeatures.title} lead={biziagentFeatures.lead} tone="muted">
        <CardGrid>
          {biziagentFeatures.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="plans" eyebrow="Plans" title={biziagentPlans.title} lead={biziagentPlans.lead}>
        <PlanGrid plans={biziagentPlans.plans} />
        <ServiceNotes id="plans-notes" title={biziagentPlans.notesTitle} notes={biziagentPlans.notes} />
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="m-0 max-w-xl text-lg text-slate-700">{biziagentStore.text}</p>
          <ActionLink action={biziagentStore.action} className="px-6 text-lg" />
        </div>
      </Section>

      <Section id="capabilities" eyebrow="Features" title={biziagentFeatureLists.title} lead={biziagentFeatureLists.lead} tone="muted">
        <FeatureLists lists={biziagentFeatureLists.lists} />
      </Section>

      <FaqSection items={biziagentFaq.items} lead={biziagentFaq.lead} tone="white" />

      <CallUsBand id="call-us" title={biziagentCallUs.title} lead={biziagentCallUs.lead} phone={identity.salesPhone} hours={identity.hours} contact={biziagentCallUs.contact} />
    </>
  );
}

export default definePage({
  path: biziagentPage.path,
  meta: staticPageMeta({
    ...biziagentPage,
    breadcrumb: biziagentPage.name,
    jsonLd: ({ breadcrumb, siteUrl }) => [serviceJsonLd({ siteUrl, ...biziagentPage, name: biziagentPage.serviceName }), faqJsonLd(biziagentFaq.items), breadcrumb],
  }),
  Page: BiziAgentAiPage,
});
