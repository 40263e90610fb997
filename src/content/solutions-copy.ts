/** Copy of the AI Solutions Store page (/solutions): the heading and the frame around the external store. */
import type { Action } from "./types.ts";

export const meta = {
  title: "AI Solutions Store | BiziAgent",
  description: "Browse the BiziAgent AI Solutions Store: AI receptionists, local SEO, review management and more tools for small businesses, ready to add in a few clicks.",
  breadcrumb: "Solutions Store",
} as const;

export const hero = {
  eyebrow: "Solutions Store",
  title: "AI Solutions Store",
  lead: "Browse ready-made AI solutions for your business and add the ones you need, right here on the page.",
} as const;

export const store = {
  /** The frame's accessible name. */
  frameTitle: "BiziAgent AI Solutions Store",
  /** Visually hidden heading of the frame's section. */
  heading: "Browse the store",
  /** The frame's fixed height; the store scrolls inside it. */
  heightPx: 680,
  fallbackLink: "Open the store in a new tab",
  fallbackNote: "Store not showing? Some browsers and privacy settings block embedded pages.",
} as const;

export const help = {
  title: "Not sure where to start?",
  lead: "Answer four quick questions and we'll recommend the right AI tools for your business, or talk to our team.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Contact Us", href: "/contact", variant: "secondary" },
  ] satisfies Action[],
} as const;
