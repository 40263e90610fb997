/**
 * Contact (/contact): the support e-mail, the toll-free support line, the sales line and the hours from the
 * site config; what to expect (a reply within one business day); the funnel and the free Business Scan.
 * No form: leads go through the funnel. Its words are the "contact" copy document. Local Boost SEO's 'Add to Plan' links here with `?addon=<slug>`:
 * the page then says which add-on was picked and how to get it.
 */

import { ArrowRight, ArrowUpRight, CircleCheck, PackagePlus } from "lucide-react";
import { z } from "zod";
import { NewTabNote } from "../components/sections/action-link.tsx";
import { BenefitCard, CardGrid, IconTile } from "../components/sections/cards.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { contactCopy, contactValue } from "../content/contact-copy.ts";
import { telHref } from "../content/identity.ts";
import { type AddOn, addOns, localBoostSeoCopy } from "../content/local-boost-seo-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { absoluteUrl } from "../render/page-meta.ts";
import { useRenderState } from "../render/render-context.ts";
import { organizationJsonLd } from "../render/structured-data.ts";
import { fillTemplate } from "../shared/copy-template.ts";
import { useCopy } from "../site-copy/use-copy.ts";

type ContactCopy = typeof contactCopy.defaults;

function ContactCard({ reachUs }: { reachUs: ContactCopy["reachUs"] }) {
  const { identity } = useRenderState();
  return (
    <div className="card p-6 shadow-lg hover:shadow-lg sm:p-8">
      <h2 id="reach-us" className="text-2xl">
        {reachUs.title}
      </h2>
      <ul aria-labelledby="reach-us" className="m-0 mt-2 list-none divide-y divide-slate-100 p-0">
        {reachUs.methods.map((method) => {
          const { value, href } = contactValue(method.id, identity);
          return (
            <li key={method.id} className="flex gap-4 py-5 last:pb-0">
              <IconTile icon={method.icon} />
              <div className="min-w-0">
                <h3 className="text-base font-semibold text-slate-900">{method.title}</h3>
                {href ? (
                  <a
                    href={href}
                    className="text-link mt-0.5 inline-block max-w-full break-words text-base font-semibold underline decoration-brand-300 underline-offset-4 sm:text-lg"
                  >
                    {value}
                  </a>
                ) : (
                  <p className="m-0 mt-0.5 text-base font-semibold text-slate-900 sm:text-lg">{value}</p>
                )}
                <p className="m-0 mt-1 text-sm text-slate-600">{method.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function HeroFacts({ hero }: { hero: ContactCopy["hero"] }) {
  return (
    <ul aria-label={hero.factsLabel} className="m-0 flex list-none flex-col gap-3 p-0">
      {hero.facts.map((fact) => (
        <li key={fact} className="flex items-center gap-2.5 text-base font-medium text-slate-700">
          <CircleCheck aria-hidden="true" size={20} strokeWidth={2} className="shrink-0 text-teal-600" />
          {fact}
        </li>
      ))}
    </ul>
  );
}

function HelpfulLinks({ links, newTabNote }: { links: ContactCopy["moreHelp"]["links"]; newTabNote: string }) {
  const { identity } = useRenderState();
  return (
    <CardGrid columns={3}>
      {links.map(({ id, title, description, link }) => {
        const Arrow = link.newTab ? ArrowUpRight : ArrowRight;
        // The Business App's sign-in lives at the identity's address, which the site's host sets.
        const href = id === "sign-in" ? identity.signInUrl : link.href;
        return (
          <article key={id} className="card group relative flex h-full flex-col p-6 hover:border-brand-300">
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="mt-2 flex-1 text-base text-slate-600">{description}</p>
            <a
              href={href}
              className="text-link mt-5 inline-flex items-center gap-1.5 self-start no-underline after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline"
              {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {link.label}
              {link.newTab ? <NewTabNote note={newTabNote} /> : null}
              <Arrow aria-hidden="true" size={18} strokeWidth={2} />
            </a>
          </article>
        );
      })}
    </CardGrid>
  );
}

/** The add-on the visitor picked on Local Boost SEO, and the two ways to have it added. */
function AddOnRequest({ addOn, request }: { addOn: AddOn; request: ContactCopy["addOnRequest"] }) {
  const { identity } = useRenderState();
  const { addOns } = useCopy(localBoostSeoCopy);
  const named = { addOn: addOn.name };
  const subject = encodeURIComponent(fillTemplate(request.emailSubject, named));
  return (
    <section
      aria-labelledby="addon-request"
      className="card flex flex-col gap-4 border-brand-200 bg-brand-50/60 p-5 shadow-none hover:shadow-none sm:flex-row sm:items-start sm:p-6"
    >
      <IconTile icon={PackagePlus} />
      <div className="min-w-0">
        <h2 id="addon-request" className="text-lg">
          {fillTemplate(request.title, named)}
        </h2>
        <p className="m-0 mt-1.5 text-base text-slate-700">
          {addOn.summary}. {addOns.availability}; {addOns.price.toLowerCase()}. {request.callSales}{" "}
          <a href={telHref(identity.salesPhone)} className="text-link whitespace-nowrap font-semibold">
            {identity.salesPhone}
          </a>{" "}
          {request.or}{" "}
          <a href={`mailto:${identity.supportEmail}?subject=${subject}`} className="text-link font-semibold">
            {request.emailLink}
          </a>{" "}
          {fillTemplate(request.closing, named)}
        </p>
      </div>
    </section>
  );
}

function ContactPage({ data }: { data: { addOn: AddOn | null } }) {
  const { hero, reachUs, addOnRequest, expectations, moreHelp, cta, newTabNote } = useCopy(contactCopy);
  return (
    <>
      {/* The add-on the visitor came for takes the facts' place, where it is read first. */}
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        footer={data.addOn ? <AddOnRequest addOn={data.addOn} request={addOnRequest} /> : <HeroFacts hero={hero} />}
        visual={<ContactCard reachUs={reachUs} />}
      />
      <Section id="what-to-expect" title={expectations.title} lead={expectations.lead} tone="muted">
        <CardGrid columns={3}>
          {expectations.items.map((item) => (
            <BenefitCard key={item.title} card={item} />
          ))}
        </CardGrid>
      </Section>
      <Section id="more-help" title={moreHelp.title} className="!pb-4">
        <HelpfulLinks links={moreHelp.links} newTabNote={newTabNote} />
      </Section>
      <CtaBand id="not-sure" title={cta.title} lead={cta.lead} actions={cta.actions} newTabNote={newTabNote} />
    </>
  );
}

export default definePage({
  path: "/contact",
  // An unknown add-on is simply not mentioned: the page is the contact page either way, and the value is read as
  // absent, so that the page cache keeps one entry for every unknown one.
  query: z.object({
    addon: z
      .string()
      .refine((slug) => addOns.items.some((item) => item.slug === slug))
      .optional()
      .catch(undefined),
  }),
  // The add-on as Local Boost SEO's live copy names it (its slug is layout: the same in every version).
  load: ({ query, copy }) => ({ addOn: copy.get(localBoostSeoCopy).addOns.items.find((item) => item.slug === query.addon) ?? null }),
  meta: staticPageMeta((copy) => {
    const { meta } = copy.get(contactCopy);
    return {
      ...meta,
      path: "/contact",
      siteNameInTitle: true,
      jsonLd: ({ breadcrumb, title, siteUrl, identity }) => {
        const { "@context": _context, ...organization } = organizationJsonLd(identity, siteUrl);
        return [
          breadcrumb,
          {
            "@context": "https://schema.org",
            "@type": "ContactPage",
            name: title,
            description: meta.description,
            url: absoluteUrl(siteUrl, "/contact"),
            mainEntity: organization,
          },
        ];
      },
    };
  }),
  Page: ContactPage,
});
