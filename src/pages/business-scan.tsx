/**
 * The free Business Scan (/business-scan.html): a page that stands on its own (bare layout, opened in a new
 * tab from the header) with its own top bar and footer line. It ships no JavaScript: no islands.
 */
import { Phone } from "lucide-react";
import { CopyrightBar } from "../components/layout/copyright-bar.tsx";
import { Logo } from "../components/layout/logo.tsx";
import { PageFrame } from "../components/layout/page-frame.tsx";
import { FeatureCard } from "../components/sections/cards.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FigureList } from "../components/sections/figure-list.tsx";
import { HeroChecks } from "../components/sections/hero-checks.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { businessScanCopy } from "../content/business-scan-copy.ts";
import { telHref } from "../content/identity.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { serviceJsonLd } from "../render/structured-data.ts";
import { fillTemplate } from "../shared/copy-template.ts";
import { useCopy } from "../site-copy/use-copy.ts";

type ScanCopy = typeof businessScanCopy.defaults;

/** Five checks: three across, then two across on large screens; the odd one spans both columns on tablets. */
const checkSpans = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "md:col-span-2 lg:col-span-3"];

function TopBar({ topBar }: { topBar: ScanCopy["topBar"] }) {
  const { identity } = useRenderState();
  const phone = { phone: identity.supportPhone };
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="page-container flex items-center justify-between gap-4 py-2">
        <Logo height={48} />
        <a href={telHref(identity.supportPhone)} className="btn-ghost min-w-11 whitespace-nowrap px-3 text-[15px]">
          <Phone aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-brand-600" />
          <span className="hidden sm:inline">{fillTemplate(topBar.call, phone)}</span>
          <span className="sr-only sm:hidden">{fillTemplate(topBar.callLabel, phone)}</span>
        </a>
      </div>
    </header>
  );
}

function FooterLine({ footer }: { footer: ScanCopy["footer"] }) {
  const { identity } = useRenderState();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <CopyrightBar tone="light" links={[{ label: fillTemplate(footer.homeLink, { name: identity.name }), href: "/" }]} />
    </footer>
  );
}

function Steps({ steps }: { steps: ScanCopy["steps"] }) {
  return (
    <div className="relative">
      <div aria-hidden="true" className="pointer-events-none absolute left-[16%] right-[16%] top-[60px] hidden border-t-2 border-dashed border-brand-300 md:block" />
      <ol className="relative m-0 grid list-none gap-6 p-0 md:grid-cols-3 md:gap-8">
        {steps.items.map((step, i) => (
          <li key={step.title} className="card relative p-6 text-center md:p-8">
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-2xl font-extrabold text-white shadow-md ring-8 ring-white">
              <span className="sr-only">{`${steps.stepLabel} `}</span>
              {i + 1}
            </span>
            <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
            <p className="mt-3 text-base text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function BusinessScanPage() {
  const { topBar, hero, checks, steps, stats, cta, footer } = useCopy(businessScanCopy);
  return (
    <PageFrame header={<TopBar topBar={topBar} />} footer={<FooterLine footer={footer} />}>
      <PageHero {...hero} footer={<HeroChecks items={hero.badges} label={hero.badgesLabel} />} />
      <Section id="what-we-check" eyebrow={checks.eyebrow} title={checks.title} lead={checks.lead} tone="muted">
        <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-6">
          {checks.items.map((check, i) => (
            <li key={check.title} className={checkSpans[i]}>
              <FeatureCard card={check} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-it-works" eyebrow={steps.eyebrow} title={steps.title} lead={steps.lead}>
        <Steps steps={steps} />
      </Section>
      <Section id="why-it-matters" eyebrow={stats.eyebrow} title={stats.title} lead={stats.lead} tone="muted">
        <FigureList figures={stats.figures} variant="large-cards" />
      </Section>
      <CtaBand id="start-scan" title={cta.title} lead={cta.lead} actions={cta.actions} />
    </PageFrame>
  );
}

export default definePage({
  path: "/business-scan.html",
  layout: "bare",
  meta: staticPageMeta((copy) => {
    const { meta } = copy.get(businessScanCopy);
    return {
      title: meta.title,
      description: meta.description,
      breadcrumb: meta.breadcrumb,
      path: "/business-scan.html",
      siteNameInTitle: true,
      jsonLd: ({ breadcrumb, siteUrl }) => [
        breadcrumb,
        {
          ...serviceJsonLd({ siteUrl, name: meta.serviceName, description: meta.description, path: "/business-scan.html", serviceType: meta.serviceType }),
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD", availability: "https://schema.org/InStock" },
        },
      ],
    };
  }),
  Page: BusinessScanPage,
});
