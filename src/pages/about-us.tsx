/**
 * About Us (/about-us): a family-run company and its assistant, BiziAgent AI — mission, why we exist,
 * what we offer, and the way in (the funnel, the Solutions Store, the free Business Scan in a new tab).
 */
import { OfferingCard } from "../components/about/offering-card.tsx";
import { CardGrid, IconTile } from "../components/sections/cards.tsx";
import { ContentImage } from "../components/sections/content-image.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { aboutCopy } from "../content/about-copy.ts";
import { companyFiguresCopy } from "../content/company-figures.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useCopy } from "../site-copy/use-copy.ts";

type AboutCopy = typeof aboutCopy.defaults;

function MissionSection({ mission }: { mission: AboutCopy["mission"] }) {
  return (
    <section id="mission" aria-labelledby="mission-title" className="section-y bg-white">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <p className="eyebrow mb-3">{mission.eyebrow}</p>
          <h2 id="mission-title" className="text-3xl md:text-4xl">
            {mission.title}
          </h2>
          <p className="mt-6 border-l-4 border-brand-600 pl-5 text-xl font-semibold leading-snug text-slate-900 md:text-2xl md:leading-snug">{mission.statement}</p>
        </div>
        <ul className="m-0 list-none space-y-4 p-0">
          {mission.principles.map((principle) => (
            <li key={principle.title} className="card flex gap-5 p-6">
              <IconTile icon={principle.icon} />
              <div>
                <h3 className="text-lg font-bold">{principle.title}</h3>
                <p className="mt-1.5 text-base text-slate-600">{principle.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StorySection({ story }: { story: AboutCopy["story"] }) {
  const { figures } = useCopy(companyFiguresCopy);
  return (
    <section id="why-we-exist" aria-labelledby="why-we-exist-title" className="section-y bg-slate-50">
      <div className="page-container">
        <div className="grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
          <ContentImage image={story.image} className="order-2 mx-auto block h-auto w-full max-w-[520px] lg:order-1" />
          <div className="order-1 lg:order-2">
            <p className="eyebrow mb-3">{story.eyebrow}</p>
            <h2 id="why-we-exist-title" className="text-3xl md:text-4xl">
              {story.title}
            </h2>
            <p className="mt-4 text-xl font-semibold text-brand-700">{story.lead}</p>
            {story.paragraphs.map((text) => (
              <p key={text.slice(0, 24)} className="mt-4 text-lg text-slate-600">
                {text}
              </p>
            ))}
            <p className="mt-6 text-base font-semibold text-slate-900">— {story.signature}</p>
          </div>
        </div>
        <div className="mt-14 md:mt-20">
          <FigureList figures={figures} variant="compact-cards" />
        </div>
      </div>
    </section>
  );
}

function AboutPage() {
  const { hero, mission, story, offer, cta, newTabNote } = useCopy(aboutCopy);
  return (
    <>
      <PageHero {...hero} newTabNote={newTabNote} />
      <MissionSection mission={mission} />
      <StorySection story={story} />
      <Section id="what-we-offer" eyebrow={offer.eyebrow} title={offer.title} lead={offer.lead} className="!pb-4">
        <CardGrid columns={3}>
          {offer.items.map((item) => (
            <OfferingCard key={item.title} item={item} newTabNote={newTabNote} />
          ))}
        </CardGrid>
      </Section>
      <CtaBand id="get-started" title={cta.title} lead={cta.lead} actions={cta.actions} newTabNote={newTabNote} />
    </>
  );
}

export default definePage({
  path: "/about-us",
  meta: staticPageMeta((copy) => ({ ...copy.get(aboutCopy).meta, path: "/about-us", siteNameInTitle: true })),
  Page: AboutPage,
});
