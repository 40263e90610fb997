/**
 * The shape of a legal document (Privacy Policy, Terms of Service) as copy, rendered by `LegalDocumentView`.
 * Its texts are plain: `{name}` and `{legalName}` stand for the site identity's, `{supportEmail}` and
 * `{supportPhone}` for its addresses, which the page draws as mailto: and tel: links (a copy link cannot
 * be either).
 */

/** A run of text, or a link inside a paragraph: what a text with `{supportEmail}` or `{supportPhone}` becomes. */
export type Inline = string | { text: string; href: string };

/** A paragraph as drawn: plain text, or text mixed with links. */
export type Paragraph = string | Inline[];

/** A list item: its text, after a bold lead-in term when it has one. */
export interface LegalListItem {
  term?: string;
  text: string;
}

/** One block of a section: a paragraph, a sub-heading, a list or a boxed note (each block of the defaults holds one). */
export interface LegalBlock {
  h3?: string;
  text?: string;
  list?: LegalListItem[];
  note?: string;
}

export interface LegalSection {
  /** The in-page anchor, e.g. "information-we-collect": layout, so a section is reworded, never added. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** The <title> (before " | <site name>"), the breadcrumb and the meta description. */
  page: { title: string; description: string };
  header: {
    eyebrow: string;
    title: string;
    /** e.g. "Last updated" or "Effective". */
    dateLabel: string;
    /** As shown, e.g. "December 2024". */
    date: string;
    /** Machine-readable, e.g. "2024-12" or "2025-12-15". */
    dateTime: string;
  };
  /** The table of contents: its title, and the count of sections on small screens (`{count}`). */
  contents: { title: string; count: string };
  intro: string[];
  /** The boxed quick summary (Terms of Service). */
  summary?: { title: string; items: string[]; note: string };
  sections: LegalSection[];
  /** The last line: the support e-mail after `questions`, and the other legal document. */
  closing: { questions: string; related: { label: string; href: string } };
}
