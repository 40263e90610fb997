/** A FAQ section: the accordion island plus the FAQPage structured data the page adds to its meta. */

import FaqIsland from "../../../islands/faq.tsx";
import type { FaqItem } from "../../shared/faq.ts";
import { Section, type SectionTone } from "./section.tsx";

export function FaqSection({
  id = "faq",
  title = "Frequently Asked Questions",
  lead,
  items,
  tone = "muted",
}: {
  id?: string;
  /** The section's heading, from the page's document; pages without one in theirs keep the usual words. */
  title?: string;
  lead?: string;
  items: FaqItem[];
  tone?: SectionTone;
}) {
  return (
    <Section id={id} title={title} lead={lead} tone={tone}>
      <FaqIsland items={items} />
    </Section>
  );
}

/** schema.org FAQPage for the page's JSON-LD. */
export function faqJsonLd(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
