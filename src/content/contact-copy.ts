/**
 * Contact (/contact). Linked from the footer and the service pages: what a small-business owner expects —
 * the support e-mail, the toll-free support line, the sales line and the hours (all from the site identity),
 * when we answer, and the two ways in (the funnel, the free Business Scan). No form: leads go through the funnel.
 */
import { Clock, Headset, type LucideIcon, Mail, MessageCircleHeart, PhoneCall, Timer, UserRound } from "lucide-react";
import { defineCopy } from "../site-copy/define-copy.ts";
import { type SiteIdentity, telHref } from "./identity.ts";
import type { Action } from "./types.ts";

export const contactMeta = {
  title: "Contact Us",
  description: "Contact BiziAgent by e-mail or phone: a toll-free support line, a sales line and our office hours. Real people who reply within one business day.",
};

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Talk to a real person",
  lead: "Questions about BiziAgent, your account or which tools fit your business? E-mail or call us — we reply within one business day.",
  facts: ["Replies within one business day", "A small, family-run team", "Toll-free support line"],
};

/** Which of the identity's ways in a method shows: its address or number comes from the site identity. */
export type ContactMethodId = "support-email" | "support-phone" | "sales-phone" | "hours";

export interface ContactMethod {
  id: ContactMethodId;
  icon: LucideIcon;
  title: string;
  description: string;
}

export const reachUs = {
  title: "Ways to reach us",
  methods: [
    {
      id: "support-email",
      icon: Mail,
      title: "E-mail support",
      description: "Best for account questions and anything that needs detail or screenshots.",
    },
    {
      id: "support-phone",
      icon: PhoneCall,
      title: "Call support (toll-free)",
      description: "Talk a problem through with our support team.",
    },
    {
      id: "sales-phone",
      icon: Headset,
      title: "Talk to sales",
      description: "Pricing, a demo, or help choosing the right plan.",
    },
    {
      id: "hours",
      icon: Clock,
      title: "Office hours",
      description: "Messages that arrive outside these hours are answered the next business day.",
    },
  ] satisfies ContactMethod[],
};

/**
 * The visible value of a way in and its link (mailto: or tel:; none for plain information, the hours).
 * @example contactValue("support-email", identity) // { value: "support@…", href: "mailto:support@…" }
 */
export function contactValue(id: ContactMethodId, identity: SiteIdentity): { value: string; href?: string } {
  switch (id) {
    case "support-email":
      return { value: identity.supportEmail, href: `mailto:${identity.supportEmail}` };
    case "support-phone":
      return { value: identity.supportPhone, href: telHref(identity.supportPhone) };
    case "sales-phone":
      return { value: identity.salesPhone, href: telHref(identity.salesPhone) };
    case "hours":
      return { value: identity.hours };
  }
}

/**
 * Local Boost SEO's 'Add to Plan' brings the visitor here with the add-on picked: what the page says about it
 * around the add-on's own words and the sales line. `{addOn}` is the add-on's name.
 */
export const addOnRequest = {
  title: "You picked the {addOn} add-on",
  callSales: "To add it, call sales at",
  or: "or",
  emailLink: "e-mail us",
  emailSubject: "Add {addOn} to my Local Boost SEO plan",
  closing: "and name {addOn}: we confirm the price and add it to your plan within one business day.",
};

export interface Expectation {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const expectations = {
  title: "What to Expect",
  lead: "We are a small, family-run team, and we treat your time the way we would want ours treated.",
  items: [
    {
      icon: Timer,
      title: "A reply within one business day",
      description: "Every e-mail and voicemail gets an answer within one business day — usually much sooner.",
    },
    {
      icon: UserRound,
      title: "A real person, not a script",
      description: "You will talk to someone who knows our products and understands how a small business runs.",
    },
    {
      icon: MessageCircleHeart,
      title: "Advice, not pressure",
      description: "Ask anything. We recommend only what your business needs, and we will tell you when the free tools are enough.",
    },
  ] satisfies Expectation[],
};

export const contactCta = {
  title: "Not sure what you need?",
  lead: "Answer four quick questions and we will recommend the right tools for your business — or run a free Business Scan to see how customers find you online.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Get a Free Business Scan", href: "/business-scan.html", newTab: true, variant: "secondary" },
  ] satisfies Action[],
};

/** Other places people usually look for before writing to us; "sign-in" goes to the identity's sign-in address. */
export const moreHelp = {
  title: "Looking for Something Else?",
  links: [
    {
      id: "sign-in",
      title: "Already a customer?",
      description: "Sign in to your Business App to manage your profiles, inbox and reviews.",
      link: { label: "Sign in to the Business App", newTab: true },
    },
    {
      id: "solutions",
      title: "Exploring on your own?",
      description: "See what the AI receptionist, Local Boost SEO and Trust Builder can do.",
      link: { label: "Browse our solutions", href: "/solutions" },
    },
    {
      id: "blog",
      title: "Want practical tips?",
      description: "Guides on missed calls, local SEO and online reviews, written for owners.",
      link: { label: "Read the blog", href: "/blog" },
    },
  ],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const contactCopy = defineCopy({
  key: "contact",
  title: "Contact",
  group: "Pages",
  previewPath: "/contact",
  defaults: {
    meta: { ...contactMeta, breadcrumb: "Contact" },
    hero: { ...contactHero, factsLabel: "Why talk to us" },
    reachUs,
    addOnRequest,
    expectations,
    moreHelp,
    cta: contactCta,
    newTabNote: "(opens in a new tab)",
  },
  blockTitles: {
    meta: "Page title and description",
    reachUs: "Ways to reach us",
    addOnRequest: "An add-on picked on Local Boost SEO",
    expectations: "What to expect",
    moreHelp: "Looking for something else",
    cta: "Closing call to action",
    newTabNote: "Screen-reader note on links that open a new tab",
  },
});
