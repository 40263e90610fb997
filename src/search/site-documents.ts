/**
 * The fixed copy site search finds beside the posts: each service page, each FAQ answer and each plan, built
 * from the live site copy the pages render (the copy documents with the owner's changes), so search cannot
 * drift from what the pages say. db/queries/site-search.ts stores them (synced again when the copy changes,
 * see find-results.ts) where the same SQL ranks them with posts.
 */
import { biziagentCopy } from "../content/biziagent-ai-copy.ts";
import { localBoostSeoCopy } from "../content/local-boost-seo-copy.ts";
import { trustBuilderCopy } from "../content/trust-builder-copy.ts";
import type { FaqItem, Plan } from "../content/types.ts";
import { priceLine } from "../shared/price.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";

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

/** The service pages as the copy has them, in the order search lists them. */
function services(copy: SiteCopy): ServiceCopy[] {
  const biziagent = copy.get(biziagentCopy);
  const trustBuilder = copy.get(trustBuilderCopy);
  const localBoost = copy.get(localBoostSeoCopy);
  return [
    {
      path: biziagent.page.path,
      name: biziagent.page.name,
      description: biziagent.page.description,
      texts: [biziagent.hero.title, biziagent.hero.lead, ...biziagent.features.cards.flatMap((card) => [card.title, card.description])],
      plans: biziagent.plans.plans,
      faq: biziagent.faq.items,
    },
    {
      path: trustBuilder.page.path,
      name: trustBuilder.page.name,
      description: trustBuilder.page.description,
      texts: [trustBuilder.hero.title, trustBuilder.hero.lead, ...trustBuilder.benefits.cards.flatMap((card) => [card.title, card.description])],
      plans: trustBuilder.plans.plans,
      faq: trustBuilder.faq.items,
    },
    {
      path: "/local-boost-seo",
      name: localBoost.page.serviceName,
      description: localBoost.page.description,
      texts: [localBoost.hero.title, localBoost.hero.lead, ...localBoost.features.cards.flatMap((card) => [card.title, card.description])],
      plans: localBoost.plans.items,
      faq: localBoost.faq.items,
    },
  ];
}

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
 * Every document of this copy, in the order the site shows them (services first, then each page's plans and FAQs).
 * @example siteDocuments(await requestCopy(c)).find((d) => d.kind === "plan")?.url // "/biziagent-ai#plans"
 */
export function siteDocuments(copy: SiteCopy): SiteDocument[] {
  const documents: SiteDocument[] = [];
  const add = (document: Omit<SiteDocument, "position">) => documents.push({ ...document, position: documents.length });
  const pages = services(copy);
  for (const service of pages) {
    add({ key: `service:${service.path}`, kind: "service", title: service.name, summary: service.description, body: asSentences(service.texts), url: service.path });
  }
  for (const service of pages) {
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
