/**
 * The free Business Scan (/business-scan.html): a page that stands on its own (bare layout, opened in a new
 * tab from the header) with its own top bar and footer line. It ships no JavaScript: no islands.
 */
import { CircleCheck, Phone } from "lucide-react";
import { ScanStats } from "../components/business-scan/scan-stats.tsx";
import { Logo } from "../components/layout/logo.tsx";
import { FeatureCard } from "../components/sections/cards.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { businessScanMeta, scanChecks, scanCta, scanHero, scanStats, scanStatsLead, scanSteps } from "../content/business-scan.ts";
import { telHref } from "../content/site.ts";
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { breadcrumbJsonLd, serviceJsonLd } from "../render/structured-data.ts";

/** Five checks: three across, then two across on large screens; the odd one spans both columns on tablets. */
const checkSpans = ["lg:col-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "md:col-span-2 lg:col-span-3"];

function TopBar() {
  const { site } = useRenderState();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="page-container flex items-center justify-between gap-4 py-2">
        <Logo height={48} />
        <a href={telHref(site.supportPhone)} className="btn-ghost min-w-11 whitespace-nowrap px-3 text-[15px]">
          <Phone aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-brand-600" />
          <span className="hidden sm:inline">Questions? Call {site.supportPhone}</span>
          <span className="sr-only sm:hidden">Call us at {site.supportPhone}</span>
        </a>
      </div>
    </header>
  );
}

function FooterLine() {
  const { site } = useRenderState();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="page-container flex flex-col gap-3 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p className="m-0">
          © {site.copyrightYear} {site.legalName}. All rights reserved.
        </p>
        <ul className="m-0 flex list-none flex-wrap gap-x-6 gap-y-2 p-0">
          <li>
            <a href="/" className="text-link">
              {site.name} home
            </a>
          </li>
          <li>
            <a href="/privacy-policy" className="text-link">
              Privacy Policy
            </a>
          </li>
          <li>
            <a href="/terms-of-service" className="text-link">
              Terms of Service
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

function HeroBadges() {
  return (
    <ul aria-label="The scan at a glance" className="m-0 flex list-none flex-wrap gap-x-6 gap-y-3 p-0">
      {scanHero.badges.map((badge) => (
        <li key={badge} className="flex items-center gap-2 text-[15px] font-medium text-slate-700">
          <CircleCheck aria-hidden="true" size={20} strokeWidth={2} className="shrink-0 text-teal-600" />
          {badge}
        </li>
      ))}
    </ul>
  );
}

function Steps() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="pointer-events-none absolute left-[16%] right-[16%] top-[60px] hidden border-t-2 border-dashed border-brand-300 md:block" />
      <ol className="relative m-0 grid list-none gap-6 p-0 md:grid-cols-3 md:gap-8">
      {scanSteps.items.map((step, i) => (
        <li key={step.title} className="card relative p-6 text-center md:p-8">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-2xl font-extrabold text-white shadow-md ring-8 ring-white">
            <span className="sr-only">Step </span>
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
  const { image } = scanHero;
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageHero
          eyebrow={scanHero.eyebrow}
          title={scanHero.title}
          lead={scanHero.lead}
          actions={scanHero.actions}
          footer={<HeroBadges />}
          visual={
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority="high"
              decoding="async"
              className="mx-auto block h-auto w-full max-w-[560px]"
            />
          }
        />
        <Section id="what-we-check" eyebrow="The scan" title={scanChecks.title} lead={scanChecks.lead} tone="muted">
          <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-6">
            {scanChecks.items.map((check, i) => (
              <li key={check.title} className={checkSpans[i]}>
                <FeatureCard card={check} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="how-it-works" eyebrow="Simple and free" title={scanSteps.title} lead={scanSteps.lead}>
          <Steps />
        </Section>
        <Section id="why-it-matters" eyebrow="The numbers" title="Why It Matters" lead={scanStatsLead} tone="muted">
          <ScanStats stats={scanStats} />
        </Section>
        <CtaBand id="start-scan" title={scanCta.title} lead={scanCta.lead} actions={scanCta.actions} />
      </main>
      <FooterLine />
    </>
  );
}

export default definePage({
  path: "/business-scan.html",
  layout: "bare",
  meta: (_data, { c }) => {
    const { site, env } = c.var.deps;
    return {
      title: `${businessScanMeta.title} | ${site.name}`,
      description: businessScanMeta.description,
      canonicalPath: "/business-scan.html",
      jsonLd: [
        breadcrumbJsonLd(env.siteUrl, [{ name: "Free Business Scan", path: "/business-scan.html" }]),
        {
          ...serviceJsonLd({
            siteUrl: env.siteUrl,
            name: "Free Business Scan",
            description: businessScanMeta.description,
            path: "/business-scan.html",
            serviceType: "Online presence audit",
          }),
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD", availability: "https://schema.org/InStock" },
        },
      ],
    };
  },
  Page: BusinessScanPage,
});
