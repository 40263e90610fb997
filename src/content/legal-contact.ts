/**
 * What both legal documents say the same way: the page's own words around the text, the closing Contact
 * Us section, and the editor's names for their blocks.
 */
import type { LegalBlock, LegalSection } from "../components/legal/types.ts";

/** The words of the legal page's layout, the same on both documents. */
export const legalPageWords = {
  eyebrow: "Legal",
  contents: { title: "On this page", count: "({count} sections)" },
  questions: "Questions? E-mail",
} as const;

/**
 * The last section: the document's own lead-in, then e-mail, toll-free phone and company, then anything it adds.
 * @example contactUsSection("Questions about these Terms? We are happy to help:")
 */
export function contactUsSection(lead: string, ...after: string[]): LegalSection {
  const blocks: LegalBlock[] = [
    { text: lead },
    {
      list: [
        { term: "E-mail:", text: "{supportEmail}" },
        { term: "Phone (toll-free):", text: "{supportPhone}" },
        { term: "Company:", text: "{legalName}" },
      ],
    },
    ...after.map((text) => ({ text })),
  ];
  return { id: "contact", heading: "Contact Us", blocks };
}

/** The Site Copy tab's headings for a legal document's blocks. */
export const legalBlockTitles: Readonly<Record<string, string>> = {
  page: "Page title and description",
  header: "Title and date",
  contents: "On this page",
  intro: "Introduction",
  summary: "Quick summary",
  sections: "Sections",
  closing: "Closing line",
};
