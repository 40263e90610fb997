/** The shape of a legal document (Privacy Policy, Terms of Service): typed data rendered by `LegalDocumentView`. */

/** A run of text, or a link inside a paragraph (mailto:, tel:, in-page or site links). */
export type Inline = string | { text: string; href: string };

/** A paragraph: plain text, or text mixed with links. */
export type Paragraph = string | Inline[];

/** A list item: plain text, or a bold lead-in term followed by its explanation. */
export type ListItem = string | { term: string; text: Paragraph };

/** A paragraph is written as its text alone (most blocks are paragraphs); the other blocks name their kind by their key. */
export type LegalBlock = Paragraph | { list: ListItem[] } | { h3: string } | { note: Paragraph };

export interface LegalSection {
  /** The in-page anchor, e.g. "information-we-collect". */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** e.g. "Last updated" or "Effective". */
  dateLabel: string;
  /** As shown, e.g. "December 2024". */
  date: string;
  /** Machine-readable, e.g. "2024-12" or "2025-12-15". */
  dateTime: string;
  intro: Paragraph[];
  /** The boxed quick summary (Terms of Service). */
  summary?: { title: string; items: string[]; note: string };
  sections: LegalSection[];
  /** The other legal document, linked at the end. */
  related: { label: string; href: string };
}
