/**
 * About Us (/about-us): a family-run company and its assistant product, BiziAgent AI.
 * Mission, why we exist, what we offer (the offer of the home page), a link to the Business Scan (new tab),
 * 'Get Started Today' to the funnel and 'Explore Solutions' to the store. The figures under the story are
 * the company figures (company-figures.ts), a document of their own.
 */
import { BadgeCheck, Bot, HandHeart, LayoutDashboard, type LucideIcon, MapPinned, MessagesSquare, ScanSearch, ShoppingBag, Star } from "lucide-react";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, ImageRef } from "./types.ts";

export const aboutMeta = {
  title: "About Us: A Family Business Building AI",
  description: "Meet the family behind BiziAgent: why we build BiziAgent AI, our mission for small businesses, and the AI receptionist, SEO and review tools we offer.",
};

export const getStarted: Action = { label: "Get Started Today", href: "/?funnel=true" };
export const exploreSolutions: Action = { label: "Explore Solutions", href: "/solutions", variant: "secondary" };
export const businessScan: Action = { label: "Run My Free Business Scan", href: "/business-scan.html", newTab: true };

export const aboutHero = {
  eyebrow: "About BiziAgent",
  title: "A family business building AI for businesses like yours",
  lead: "We started BiziAgent after years behind the front desk of a family business. Our assistant, BiziAgent AI, makes sure no customer goes unanswered.",
  actions: [getStarted, exploreSolutions],
  image: {
    src: "/static/images/about/family-storefront.svg",
    alt: "A small family storefront with an open sign, a phone where the BiziAgent AI assistant answers a customer and books an appointment, and a five-star rating card",
    width: 560,
    height: 460,
    inline: true,
  } satisfies ImageRef,
};

export interface Principle {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const mission = {
  title: "Our Mission",
  statement:
    "To give every small business the always-on customer service, online visibility and reputation tools that big companies take for granted — simple to set up, fairly priced and explained in plain English.",
  principles: [
    {
      icon: HandHeart,
      title: "People first, AI second",
      description: "AI handles the repetitive work so you can spend your time on customers. A real person on our team is always a call away.",
    },
    {
      icon: BadgeCheck,
      title: "Honest and practical",
      description: "No jargon and no hype. We recommend what your business needs — and tell you when the free tools are enough.",
    },
    {
      icon: Star,
      title: "Built with owners",
      description: "Every feature starts with a real problem from a real shop, salon, clinic or contractor — and is tested by them.",
    },
  ] satisfies Principle[],
};

export const story = {
  title: "Why We Exist",
  lead: "Because a missed call is a missed customer.",
  paragraphs: [
    "BiziAgent began at a kitchen table. For twelve years, Maria Costa ran the front desk of her family’s plumbing business. On busy days the phone rang while she was helping someone else, and most of the callers who reached voicemail never called back. In fact, 62% of customers don’t.",
    "Her husband, Daniel, is a software engineer who built his first website for a neighbourhood bakery at sixteen. In the restaurants, salons and contractors he helped get online, he saw the same story: great businesses that were hard to find on Google and too busy to answer every call and message.",
    "So together we built the assistant we wished Maria had: BiziAgent AI, a receptionist that answers calls, texts and chats around the clock, books appointments and takes messages. Then we added simple tools to get found and earn more reviews. We are still a family-run company, and we still answer our own phones.",
  ],
  image: {
    src: "/static/images/about/front-desk-story.svg",
    alt: "A busy front desk: a ringing phone with a missed-call badge on one side, and on the other the same call answered by BiziAgent AI with an appointment confirmed",
    width: 520,
    height: 400,
  } satisfies ImageRef,
  signature: "Maria & Daniel Costa, co-founders",
};

export interface Offering {
  icon: LucideIcon;
  /** A small label above the title, e.g. "Free". */
  tag?: string;
  title: string;
  description: string;
  link: Action;
}

export const offer = {
  title: "What We Offer",
  lead: "Everything a local business needs to answer every customer, get found and build a great reputation — in one place.",
  items: [
    {
      icon: Bot,
      title: "BiziAgent AI Receptionist",
      description: "A 24/7 Chat, SMS and Voice assistant that answers calls, texts and messages, books appointments and takes messages — so you never miss a customer.",
      link: { label: "Meet BiziAgent AI", href: "/biziagent-ai" },
    },
    {
      icon: MapPinned,
      title: "Local Boost SEO",
      description: "Show up in local search: listing sync, keyword and grid rank tracking, Google Business Profile insights, AI-written business descriptions and citations.",
      link: { label: "Explore Local Boost SEO", href: "/local-boost-seo" },
    },
    {
      icon: MessagesSquare,
      title: "Trust Builder",
      description: "Bring reviews from 40+ sources into one place, reply with AI suggestions, request reviews by e-mail and SMS, and track sentiment and NPS.",
      link: { label: "Explore Trust Builder", href: "/trust-builder" },
    },
    {
      icon: ShoppingBag,
      title: "Solutions Store",
      description: "Browse our ready-to-use AI solutions and add-ons, and pick exactly what your business needs.",
      link: { label: "Visit the Solutions Store", href: "/solutions" },
    },
    {
      icon: LayoutDashboard,
      tag: "Free",
      title: "Free Business App",
      description: "Your visibility dashboard: connect your profiles, answer from one inbox, check listing accuracy across 60+ sites, and get AI reporting and a built-in CRM.",
      link: { label: "Get the Free Business App", href: "/login" },
    },
    {
      icon: ScanSearch,
      tag: "Free",
      title: "Free Business Scan",
      description: "See how your business looks online — listings, Google profile, reviews, local rank and missed calls — and what to fix first.",
      link: businessScan,
    },
  ] satisfies Offering[],
};

export const aboutCta = {
  title: "Let’s grow your business together",
  lead: "Answer four quick questions and we’ll recommend the right tools for your business — or start with a free Business Scan.",
  actions: [getStarted, { ...businessScan, variant: "secondary" }] satisfies Action[],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const aboutCopy = defineCopy({
  key: "about-us",
  title: "About Us",
  group: "Pages",
  previewPath: "/about-us",
  defaults: {
    meta: { ...aboutMeta, breadcrumb: "About Us" },
    hero: aboutHero,
    mission: { eyebrow: "What drives us", ...mission },
    story: { eyebrow: "Our story", ...story },
    offer: { eyebrow: "Our products", ...offer },
    cta: aboutCta,
    newTabNote: "(opens in a new tab)",
  },
  blockTitles: {
    meta: "Page title and description",
    story: "Why we exist",
    offer: "What we offer",
    cta: "Closing call to action",
    newTabNote: "Screen-reader note on links that open a new tab",
  },
});
