/** Copy of the AI Solutions Store page (/solutions): the heading and the frame around the external store. */
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action } from "./types.ts";

export const meta = {
  title: "AI Solutions Store | BiziAgent",
  description: "Browse the BiziAgent AI Solutions Store: AI receptionists, local SEO, review management and more tools for small businesses, ready to add in a few clicks.",
  breadcrumb: "Solutions Store",
};

export const hero = {
  eyebrow: "Solutions Store",
  title: "AI Solutions Store",
  lead: "Browse ready-made AI solutions for your business and add the ones you need, right here on the page.",
};

export const store = {
  /** The frame's accessible name. */
  frameTitle: "BiziAgent AI Solutions Store",
  /** Visually hidden heading of the frame's section. */
  heading: "Browse the store",
  fallbackLink: "Open the store in a new tab",
  fallbackNote: "Store not showing? Some browsers and privacy settings block embedded pages.",
};

export const help = {
  title: "Not sure where to start?",
  lead: "Answer four quick questions and we'll recommend the right AI tools for your business, or talk to our team.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Contact Us", href: "/contact", variant: "secondary" },
  ] satisfies Action[],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const solutionsCopy = defineCopy({
  key: "solutions",
  title: "Solutions Store",
  group: "Pages",
  previewPath: "/solutions",
  defaults: { meta, hero, store, help },
  blockTitles: { meta: "Page title and description", store: "The store's frame", help: "Closing call to action" },
});
