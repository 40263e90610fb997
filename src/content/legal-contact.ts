/** What both legal documents say the same way: the support e-mail as a link, and the closing Contact Us section. */
import type { Inline, LegalBlock, LegalSection } from "../components/legal/types.ts";
import { type SiteIdentity, telHref } from "./identity.ts";

export function supportEmailLink(identity: SiteIdentity): Inline {
  return { text: identity.supportEmail, href: `mailto:${identity.supportEmail}` };
}

/**
 * The last section: the document's own lead-in, then e-mail, toll-free phone and company, then anything it adds.
 * @example contactUsSection(site, "Questions about these Terms? We are happy to help:")
 */
export function contactUsSection(identity: SiteIdentity, lead: string, ...after: LegalBlock[]): LegalSection {
  return {
    id: "contact",
    heading: "Contact Us",
    blocks: [
      lead,
      {
        list: [
          { term: "E-mail:", text: [supportEmailLink(identity)] },
          { term: "Phone (toll-free):", text: [{ text: identity.supportPhone, href: telHref(identity.supportPhone) }] },
          { term: "Company:", text: identity.legalName },
        ],
      },
      ...after,
    ],
  };
}
