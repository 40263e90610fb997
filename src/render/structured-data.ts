/** schema.org JSON-LD builders for page meta: Organization, WebSite, BreadcrumbList, Service. */

import type { SiteIdentity } from "../content/identity.ts";
import type { Plan } from "../content/types.ts";
import { absoluteUrl } from "./page-meta.ts";

export function organizationJsonLd(identity: SiteIdentity, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: identity.name,
    legalName: identity.legalName,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/static/brand/icon-512.png"),
    email: identity.supportEmail,
    telephone: identity.supportPhone,
    sameAs: Object.values(identity.social),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: identity.supportPhone,
        email: identity.supportEmail,
        areaServed: ["US", "CA"],
        availableLanguage: "en",
      },
      { "@type": "ContactPoint", contactType: "sales", telephone: identity.salesPhone, areaServed: ["US", "CA"], availableLanguage: "en" },
    ],
  };
}

export function websiteJsonLd(identity: SiteIdentity, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: identity.name,
    url: `${siteUrl}/`,
    publisher: { "@id": `${siteUrl}/#organization` },
    inLanguage: "en-US",
  };
}

/** Home is always the first crumb. @example breadcrumbJsonLd(siteUrl, [{ name: "Blog", path: "/blog" }]) */
export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function serviceJsonLd(input: { siteUrl: string; name: string; description: string; path: string; serviceType: string; plans?: readonly Plan[] }) {
  // An Offer for each plan that shows a price (a free one too): what a search engine may show beside the page.
  const offers = (input.plans ?? [])
    .filter((plan) => plan.price.amount !== null)
    .map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: String(plan.price.amount),
      priceCurrency: plan.price.currency,
      url: absoluteUrl(input.siteUrl, `${input.path}#plans`),
    }));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.siteUrl, input.path),
    provider: { "@id": `${input.siteUrl}/#organization` },
    areaServed: [
      { "@type": "Country", name: "United States" },
      { "@type": "Country", name: "Canada" },
    ],
    audience: { "@type": "BusinessAudience", name: "Small and medium businesses" },
    ...(offers.length > 0 ? { offers } : {}),
  };
}
