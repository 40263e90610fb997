/** Free Business App (/login): hero with three badges, the sign-up card, benefit lists, stats, legal links. */

import { SignUpCard } from "../components/business-app/sign-up-card.tsx";
import { BenefitCard, CardGrid } from "../components/sections/cards.tsx";
import { CheckList } from "../components/sections/check-list.tsx";
import { ContentImage } from "../components/sections/content-image.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { businessAppCopy } from "../content/business-app-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { useCopy } from "../site-copy/use-copy.ts";

const PATH = "/login";

function HeroBadges({ hero }: { hero: typeof businessAppCopy.defaults.hero }) {
  return (
    <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
      {hero.badges.map(({ label, icon: Icon }) => (
        <li key={label} className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-2 text-[15px] font-semibold text-slate-800 shadow-sm">
          <Icon aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-brand-600" />
          {label}
        </li>
      ))}
    </ul>
  );
}

function BusinessAppPage() {
  const { identity } = useRenderState();
  const { hero, signUpCard, benefits, stats, dashboard, closing, newTabNote } = useCopy(businessAppCopy);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        footer={<HeroBadges hero={hero} />}
        visual={<SignUpCard content={signUpCard} newTabNote={newTabNote} />}
      />

      <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead}>
        <CardGrid>
          {benefits.cards.map((card) => (
            <BenefitCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section id="stats" tone="brand" eyebrow={stats.eyebrow} title={stats.title}>
        <FigureList figures={stats.stats} variant="band" />
      </Section>

      <Section id="dashboard" tone="muted" eyebrow={dashboard.eyebrow} title={dashboard.title} lead={dashboard.lead}>
        <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <ContentImage image={dashboard.image} className="mx-auto block h-auto w-full max-w-[640px] rounded-2xl shadow-lg" />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {dashboard.lists.map((list) => (
              <CheckList key={list.id} id={list.id} title={list.title} items={list.items} />
            ))}
          </div>
        </div>
      </Section>

      <CtaBand
        id="create-app"
        title={closing.title}
        lead={closing.lead}
        actions={[{ label: signUpCard.button, href: identity.signUpUrl, newTab: true }, closing.secondary]}
        newTabNote={newTabNote}
      />
    </>
  );
}

export default definePage({
  path: PATH,
  meta: staticPageMeta((copy) => ({ ...copy.get(businessAppCopy).meta, path: PATH })),
  Page: BusinessAppPage,
});
