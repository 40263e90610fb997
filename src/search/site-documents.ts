/**
 * The fixed copy site search finds beside the posts: each service page, each FAQ answer and each plan, built
 * from the same modules the pages render (src/content), so search cannot drift from what the pages say.
 * db/queries/site-search.ts stores them (synced once per process) where the same SQL ranks them with posts.
 */
import { biziagentFaq, biziagentFeatures, biziagentHero, biziagentPage, biziagentPlans } from "../content/biziagent-ai-copy.ts";
import * as localBoost from "../content/local-boost-seo-copy.ts";
import { trustBuilderBenefits, trustBuilderFaq, trustBuilderHero, trustBuilderPage, trustBuilderPlans } from "../content/trust-builder-copy.ts";
import type { FaqItem, Plan } from "../content/types.ts";
import { priceLine } from "../shared/price.ts";

export type SiteDocumentKind = "service" | "faq" | "plan";

export interface SiteDocument {
  /** Stable and unique, e.g. "faq:/trust-builder:2". */
  key: string;
  kind: SiteDocumentKind;
  title: string;
  /** Weighted between the title and the body (a page's description, a plan's price and summary). */
  summary: string;
  body: string;
  /** The page, with the anchor of its section for an FAQ or a plan. */
  url: string;
  position: number;
}

interface ServiceCopy {
  path: string;
  name: string;
  description: string;
  /** The hero's and the feature cards' words. */
  texts: string[];
  plans: Plan[];
  faq: FaqItem[];
}

const SERVICES: ServiceCopy[] = [
  {
    path: biziagentPage.path,
    name: biziagentPage.name,
    description: biziagentPage.description,
    texts: [biziagentHero.title, biziagentHero.lead, ...biziagentFeatures.cards.flatMap((card) => [card.title, card.description])],
    plans: biziagentPlans.plans,
    faq: biziagentFaq.items,
  },
  {
    path: trustBuilderPage.path,
    name: trustBuilderPage.name,
    description: trustBuilderPage.description,
    texts: [trustBuilderHero.title, trustBuilderHero.lead, ...trustBuilderBenefits.cards.flatMap((card) => [card.title, card.description])],
    plans: trustBuilderPlans.plans,
    faq: trustBuilderFaq.items,
  },
  {
    path: "/local-boost-seo",
    name: localBoost.meta.serviceName,
    description: localBoost.meta.description,
    texts: [localBoost.hero.title, localBoost.hero.lead, ...localBoost.features.cards.flatMap((card) => [card.title, card.description])],
    plans: localBoost.plans.items,
    faq: localBoost.faq,
  },
];

/** Texts read as sentences: one that ends without a stop (a heading) gets one, so a snippet never runs two together. */
function asSentences(texts: string[]): string {
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (/[.!?:…]$/u.test(text) ? text : `${text}.`))
    .join(" ");
}

function planText(plan: Plan): string {
  return plan.features
    .filter((feature) => feature.included)
    .map((feature) => feature.label)
    .join(". ");
}

/**
 * Every document, in the order the site shows them (services first, then each page's plans and FAQs).
 * @example siteDocuments().find((d) => d.kind === "plan")?.url // "/biziagent-ai#plans"
 */
export function siteDocuments(): SiteDocument[] {
  const documents: SiteDocument[] = [];
  const add = (document: Omit<SiteDocument, "position">) => documents.push({ ...document, position: documents.length });
  for (const service of SERVICES) {
    add({ key: `service:${service.path}`, kind: "service", title: service.name, summary: service.description, body: asSentences(service.texts), url: service.path });
  }
  for (const service of SERVICES) {
    for (const plan of service.plans) {
      const price = priceLine(plan.price);
      add({
        key: `plan:${service.path}:${plan.name}`,
        kind: "plan",
        title: `${service.name} ${plan.name}`,
        summary: `${price}. ${plan.description}`,
        body: planText(plan),
        url: `${service.path}#plans`,
      });
    }
    service.faq.forEach((item, i) => {
      add({ key: `faq:${service.path}:${i}`, kind: "faq", title: item.question, summary: "", body: item.answer, url: `${service.path}#faq` });
    });
  }
  return documents;
}
