/**
 * The site identity as copy: its name, tagline, addresses, phones, hours and social links, edited in the
 * Site Copy tab and shown by the header, the footer, the legal pages, the e-mails and the structured data.
 * Its defaults are the instance's environment (src/content/identity.ts), so an override there still works
 * until the owner publishes a value of their own. Addresses the CSP and the sign-in links depend on stay
 * the host's.
 */
import type { SiteIdentity } from "../content/identity.ts";
import { type CopyDocument, defineCopy } from "./define-copy.ts";

export const IDENTITY_KEY = "identity";

export function identityCopy(base: SiteIdentity): CopyDocument<SiteIdentity> {
  return defineCopy({
    key: IDENTITY_KEY,
    title: "Site identity",
    group: "Site",
    previewPath: "/contact",
    defaults: base,
    rules: {
      fixed: ["signUpUrl", "signInUrl", "storeUrl", "copyrightYear"],
      links: ["social.facebook", "social.x", "social.instagram", "social.linkedin"],
      maxLength: { name: 40, legalName: 80, supportEmail: 60, supportPhone: 25, salesPhone: 25, hours: 90 },
    },
    blockTitles: {
      name: "Site name",
      legalName: "Legal name",
      supportEmail: "Support e-mail",
      supportPhone: "Support phone",
      salesPhone: "Sales phone",
      hours: "Opening hours",
      social: "Social links",
    },
  });
}
