/**
 * Contact (/contact). Linked from the footer and the service pages: what a small-business owner expects —
 * the support e-mail, the toll-free support line, the sales line and the hours (all from the site config),
 * when we answer, and the two ways in (the funnel, the free Business Scan). No form: leads go through the funnel.
 */
import { Clock, Headset, type LucideIcon, Mail, MessageCircleHeart, PhoneCall, Timer, UserRound } from "lucide-react";
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

export interface ContactMethod {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The visible value, e.g. the e-mail address or the phone number. */
  value: string;
  /** mailto: or tel:; none for plain information (the hours). */
  href?: string;
}

/**
 * @example contactMethods(site)[0].href // "mailto:support@…"
 */
export function contactMethods(identity: SiteIdentity): ContactMethod[] {
  return [
    {
      icon: Mail,
      title: "E-mail support",
      description: "Best for account questions and anything that needs detail or screenshots.",
      value: identity.supportEmail,
      href: `mailto:${identity.supportEmail}`,
    },
    {
      icon: PhoneCall,
      title: "Call support (toll-free)",
      description: "Talk a problem through with our support team.",
      value: identity.supportPhone,
      href: telHref(identity.supportPhone),
    },
    {
      icon: Headset,
      title: "Talk to sales",
      description: "Pricing, a demo, or help choosing the right plan.",
      value: identity.salesPhone,
      href: telHref(identity.salesPhone),
    },
    {
      icon: Clock,
      title: "Office hours",
      description: "Messages that arrive outside these hours are answered the next business day.",
      value: identity.hours,
    },
  ];
}

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

/** Other places people usually look for before writing to us. */
export function helpfulLinks(identity: SiteIdentity): { title: string; description: string; link: Action }[] {
  return [
    {
      title: "Already a customer?",
      description: "Sign in to your Business App to manage your profiles, inbox and reviews.",
      link: { label: "Sign in to the Business App", href: identity.signInUrl, newTab: true },
    },
    {
      title: "Exploring on your own?",
      description: "See what the AI receptionist, Local Boost SEO and Trust Builder can do.",
      link: { label: "Browse our solutions", href: "/solutions" },
    },
    {
      title: "Want practical tips?",
      description: "Guides on missed calls, local SEO and online reviews, written for owners.",
      link: { label: "Read the blog", href: "/blog" },
    },
  ];
}
