/**
 * Home (/): hero with the proof figures, the visibility dashboard, 'From Overwhelmed to In Control',
 * the stats, the red problem section, the funnel slot and the closing call to action.
 */
import { z } from "zod";
import { DashboardSection } from "../components/home/dashboard-section.tsx";
import { FunnelSection } from "../components/home/funnel-section.tsx";
import { ProblemCards } from "../components/home/problem-cards.tsx";
import { ActionLink } from "../components/sections/action-link.tsx";
import { CardGrid, FeatureCard } from "../components/sections/cards.tsx";
import { HeroImage } from "../components/sections/content-image.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { homeClosing, homeControl, homeDashboard, homeFunnel, homeGrowth, homeHero, homeMeta, homeProblems } from "../content/home-copy.ts";
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { organizationJsonLd, websiteJsonLd } from "../render/structured-data.ts";

function HomePage({ data }: { data: { funnelOpen: boolean } }) {
  const { identity } = useRenderState();
  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={
          <>
            {homeHero.title.lead} <span className="text-brand-600">{homeHero.title.highlight}</span>
          </>
        }
        lead={homeHero.lead(identity.name)}
        footer={
          <>
            {/* The hero's own button row: a step smaller on the narrowest phones so the labels stay on one line. */}
            <div className="flex flex-wrap gap-3">
              {homeHero.actions.map((action) => (
                <ActionLink key={action.href} action={action} className="px-5 text-base min-[360px]:px-6 min-[360px]:text-lg" />
              ))}
            </div>
            <FigureList figures={homeHero.proof} variant="hero" />
          </>
        }
        visual={<HeroImage image={homeHero.image} className="mx-auto block h-auto w-full max-w-[440px] lg:max-w-[600px]" />}
      />

      <DashboardSection content={homeDashboard} signUpUrl={identity.signUpUrl} />

      <Section id={homeControl.id} eyebrow={homeControl.eyebrow} title={homeControl.title} lead={homeControl.lead} tone="muted">
        <CardGrid>
          {homeControl.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id={homeGrowth.id} eyebrow={homeGrowth.eyebrow} title={homeGrowth.title} lead={homeGrowth.lead}>
        <FigureList figures={homeGrowth.stats} variant="cards" />
        <div className="mt-12 text-center">
          <h3 id="industries-title" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            {homeGrowth.industriesLabel}
          </h3>
          <ul aria-labelledby="industries-title" className="m-0 mt-5 flex list-none flex-wrap justify-center gap-2.5 p-0">
            {homeGrowth.industries.map((industry) => (
              <li key={industry} className="rounded-full border border-brand-100 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800">
                {industry}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={homeProblems.id} eyebrow={homeProblems.eyebrow} title={homeProblems.title} lead={homeProblems.lead} tone="danger">
        <ProblemCards cards={homeProblems.cards} />
      </Section>

      <FunnelSection content={homeFunnel} open={data.funnelOpen} />

      <CtaBand
        id={homeClosing.id}
        title={homeClosing.title}
        lead={homeClosing.lead}
        actions={[{ label: homeClosing.signUpLabel, href: identity.signUpUrl, newTab: true }, homeClosing.secondary]}
      />
    </>
  );
}

export default definePage({
  path: "/",
  // /?funnel=true (the other pages' 'Find Out What I Need') renders the funnel open. Any other value is the
  // page without it, and read as absent, so that the page cache keeps one entry for all of them.
  query: z.object({ funnel: z.literal("true").optional().catch(undefined) }),
  load: ({ query }) => ({ funnelOpen: query.funnel === "true" }),
  meta: (_data, { c }) => {
    const { identity, env } = c.var.deps;
    return {
      title: homeMeta.title(identity.name),
      description: homeMeta.description,
      canonicalPath: "/",
      imageAlt: homeMeta.imageAlt,
      jsonLd: [organizationJsonLd(identity, env.siteUrl), websiteJsonLd(identity, env.siteUrl)],
    };
  },
  Page: HomePage,
});
