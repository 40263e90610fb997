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
import { companyFiguresCopy } from "../content/company-figures.ts";
import { homeCopy } from "../content/home-copy.ts";
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { organizationJsonLd, websiteJsonLd } from "../render/structured-data.ts";
import { fillTemplate } from "../shared/copy-template.ts";
import { useCopy } from "../site-copy/use-copy.ts";

function HomePage({ data }: { data: { funnelOpen: boolean } }) {
  const { identity } = useRenderState();
  const { hero, dashboard, control, growth, problems, funnel, closing, newTabNote } = useCopy(homeCopy);
  const { figures } = useCopy(companyFiguresCopy);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={
          <>
            {hero.title.lead} <span className="text-brand-600">{hero.title.highlight}</span>
          </>
        }
        lead={fillTemplate(hero.lead, { name: identity.name })}
        footer={
          <>
            {/* The hero's own button row: a step smaller on the narrowest phones so the labels stay on one line. */}
            <div className="flex flex-wrap gap-3">
              {hero.actions.map((action) => (
                <ActionLink key={action.href} action={action} className="px-5 text-base min-[360px]:px-6 min-[360px]:text-lg" newTabNote={newTabNote} />
              ))}
            </div>
            <FigureList figures={hero.proof} variant="hero" />
          </>
        }
        visual={<HeroImage image={hero.image} className="mx-auto block h-auto w-full max-w-[440px] lg:max-w-[600px]" />}
      />

      <DashboardSection content={dashboard} signUpUrl={identity.signUpUrl} newTabNote={newTabNote} />

      <Section id={control.id} eyebrow={control.eyebrow} title={control.title} lead={control.lead} tone="muted">
        <CardGrid>
          {control.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id={growth.id} eyebrow={growth.eyebrow} title={growth.title} lead={growth.lead}>
        <FigureList figures={figures} variant="cards" />
        <div className="mt-12 text-center">
          <h3 id="industries-title" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            {growth.industriesLabel}
          </h3>
          <ul aria-labelledby="industries-title" className="m-0 mt-5 flex list-none flex-wrap justify-center gap-2.5 p-0">
            {growth.industries.map((industry) => (
              <li key={industry} className="rounded-full border border-brand-100 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800">
                {industry}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={problems.id} eyebrow={problems.eyebrow} title={problems.title} lead={problems.lead} tone="danger">
        <ProblemCards cards={problems.cards} />
      </Section>

      <FunnelSection content={funnel} open={data.funnelOpen} />

      <CtaBand
        id={closing.id}
        title={closing.title}
        lead={closing.lead}
        actions={[{ label: closing.signUpLabel, href: identity.signUpUrl, newTab: true }, closing.secondary]}
        newTabNote={newTabNote}
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
  meta: (_data, { c, copy }) => {
    const { env } = c.var.deps;
    const { identity } = copy;
    const { meta } = copy.get(homeCopy);
    return {
      title: fillTemplate(meta.title, { name: identity.name }),
      description: meta.description,
      canonicalPath: "/",
      imageAlt: meta.imageAlt,
      jsonLd: [organizationJsonLd(identity, env.siteUrl), websiteJsonLd(identity, env.siteUrl)],
    };
  },
  Page: HomePage,
});
