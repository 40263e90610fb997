/** Local Boost SEO (/local-boost-seo): hero, feature cards, why local, plans, coverage, add-ons, features, FAQ. */
import { AddOnCard } from "../components/local-boost-seo/add-on-card.tsx";
import { CoverageComparison } from "../components/local-boost-seo/coverage-table.tsx";
import { CardGrid, FeatureCard } from "../components/sections/cards.tsx";
import { CheckList } from "../components/sections/check-list.tsx";
import { HeroImage } from "../components/sections/content-image.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FaqSection, faqJsonLd } from "../components/sections/faq-section.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { HeroChecks } from "../components/sections/hero-checks.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PlanGrid } from "../components/sections/plan-grid.tsx";
import { Section } from "../components/sections/section.tsx";
import { localBoostSeoCopy } from "../content/local-boost-seo-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { serviceJsonLd } from "../render/structured-data.ts";
import { useCopy } from "../site-copy/use-copy.ts";

const PATH = "/local-boost-seo";

function LocalBoostSeoPage() {
  const { hero, features, whyLocal, plans, coverage, addOns, advanced, faq, closing } = useCopy(localBoostSeoCopy);
  return (
    <>
      <PageHero
        {...hero}
        footer={<HeroChecks items={hero.highlights} />}
        visual={<HeroImage image={hero.image} className="mx-auto block h-auto w-full max-w-[560px] drop-shadow-xl" />}
      />

      <Section id="features" eyebrow={features.eyebrow} title={features.title} lead={features.lead}>
        <CardGrid>
          {features.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="why-local-seo" tone="muted" eyebrow={whyLocal.eyebrow} title={whyLocal.title} lead={whyLocal.lead}>
        <FigureList figures={whyLocal.stats} variant="highlights" />
        <p className="mt-6 text-center text-sm text-slate-600">{whyLocal.note}</p>
      </Section>

      <Section id="plans" eyebrow={plans.eyebrow} title={plans.title} lead={plans.lead}>
        <PlanGrid plans={plans.items} labels={plans.gridLabels} />
      </Section>

      <Section id="coverage" tone="muted" eyebrow={coverage.eyebrow} title={coverage.title} lead={coverage.lead}>
        <CoverageComparison coverage={coverage} />
      </Section>

      <Section id="add-ons" eyebrow={addOns.eyebrow} title={addOns.title} lead={addOns.lead}>
        <CardGrid>
          {addOns.items.map((addOn) => (
            <AddOnCard key={addOn.slug} addOn={addOn} href={addOns.href(addOn.slug)} price={addOns.price} availability={addOns.availability} action={addOns.action} />
          ))}
        </CardGrid>
      </Section>

      <Section id="advanced-features" tone="muted" eyebrow={advanced.eyebrow} title={advanced.title} lead={advanced.lead}>
        <CardGrid>
          {advanced.lists.map((list) => (
            <CheckList key={list.id} id={list.id} title={list.title} items={list.items} />
          ))}
        </CardGrid>
      </Section>

      <FaqSection title={faq.title} items={faq.items} tone="white" lead={faq.lead} />

      <CtaBand id="get-started" title={closing.title} lead={closing.lead} actions={closing.actions} />
    </>
  );
}

export default definePage({
  path: PATH,
  meta: staticPageMeta((copy) => {
    const { page, plans, faq } = copy.get(localBoostSeoCopy);
    return {
      ...page,
      path: PATH,
      jsonLd: ({ breadcrumb, siteUrl }) => [serviceJsonLd({ siteUrl, ...page, name: page.serviceName, path: PATH, plans: plans.items }), faqJsonLd(faq.items), breadcrumb],
    };
  }),
  Page: LocalBoostSeoPage,
});
