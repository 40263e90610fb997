/** schema.org JSON-LD builders for page meta: Organization, WebSite, BreadcrumbList, Service. */
import type { SiteConfig } from "../content/site.ts";
import { absoluteUrl } from "./page-meta.ts";

export function organizationJsonLd(site: SiteConfig, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/static/brand/icon-512.png"),
    email: site.supportEmail,
    telephone: site.supportPhone,
    sameAs: Object.values(site.social),
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", telephone: site.supportPhone, email: site.supportEmail, areaServed: ["US", "CA"], availableLanguage: "en" },
      { "@type": "ContactPoint", contactType: "sales", telephone: site.salesPhone, areaServed: ["US", "CA"], availableLanguage: "en" },
    ],
  };
}

export function websiteJsonLd(site: SiteConfig, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
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

export function serviceJsonLd(input: { siteUrl: string; name: string; description: string; path: string; serviceType: string }) {
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
  };
}
