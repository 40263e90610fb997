/**
 * FAQ accordion: none open at first, at most one open; a button per question with
 * aria-expanded controlling its answer region. Without JavaScript every answer shows
 * (the `noscript:` variant), so the page stays readable and crawlable.
 */
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "../src/shared/faq.ts";
import { island } from "./lib/island.tsx";

export interface FaqProps {
  items: FaqItem[];
  /** The level of each question's heading, under the section's h2. */
  headingLevel?: 3 | 4;
}

function Faq({ items, headingLevel = 3 }: FaqProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="m-0 text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="keyboard-focus flex w-full items-center justify-between gap-4 rounded-2xl bg-transparent px-5 py-5 text-left text-[17px] font-semibold text-slate-900 hover:bg-slate-50 md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  size={20}
                  strokeWidth={2}
                  className={`shrink-0 text-slate-500 transition-transform duration-200 motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion pattern's answer panel, a region named by its button */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className={`px-5 pb-5 text-base text-slate-600 md:px-6 ${open ? "block" : "hidden noscript:block"}`}>
              <p className="m-0">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default island("faq", Faq, { on: "interaction" });
