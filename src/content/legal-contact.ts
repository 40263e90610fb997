/** What both legal documents say the same way: the support e-mail as a link, and the closing Contact Us section. */
import type { Inline, LegalBlock, LegalSection } from "../components/legal/types.ts";
import { type SiteConfig, telHref } from "./site.ts";

export function supportEmailLink(site: SiteConfig): Inline {
  return { text: site.supportEmail, href: `mailto:${site.supportEmail}` };
}

/**
 * The last section: the document's own lead-in, then e-mail, toll-free phone and company, then anything it adds.
 * @example contactUsSection(site, "Questions about these Terms? We are happy to help:")
 */
export function contactUsSection(site: SiteConfig, lead: string, ...after: LegalBlock[]): LegalSection {
  return {
    id: "contact",
    heading: "Contact Us",
    blocks: [
      lead,
      {
        list: [
          { term: "E-mail:", text: [supportEmailLink(site)] },
          { term: "Phone (toll-free):", text: [{ text: site.supportPhone, href: telHref(site.supportPhone) }] },
          { term: "Company:", text: site.legalName },
        ],
      },
      ...after,
    ],
  };
}
