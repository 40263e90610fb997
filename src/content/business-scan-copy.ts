/**
 * The free Business Scan (/business-scan.html): a page that stands on its own, opened in a new tab
 * from the header. What the scan checks, how it works in three steps, and 'Start My Free Scan' (the funnel).
 * In its own top bar and footer line, `{phone}` is the support line and `{name}` the site's name.
 */
import { Gauge, type LucideIcon, MapPinned, PhoneMissed, Star, Store } from "lucide-react";
import { funnelHrefFor } from "../shared/plan-interest.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, Figure, ImageRef } from "./types.ts";

export const businessScanMeta = {
  title: "Free Business Scan: See How Customers Find You",
  description: "Get a free Business Scan: listing accuracy on 60+ sites, Google Business Profile, reviews and rating, local search rank and missed calls. No credit card.",
};

export const startScan: Action = { label: "Start My Free Scan", href: funnelHrefFor("business-scan") };
export const contactUs: Action = { label: "Talk to Our Team", href: "/contact", variant: "secondary" };

export const scanHero = {
  eyebrow: "Free Business Scan",
  title: "How does your business look online? Find out free.",
  lead: "Our free scan checks your listings, Google Business Profile, reviews, local rank and missed calls — and shows you what to fix first.",
  actions: [startScan, contactUs],
  badges: ["100% free, no obligation", "No credit card required", "Results within 24 hours"],
  image: {
    src: "/static/images/business-scan/scan-report.svg",
    alt: "A Business Scan report with an overall score of 72 and five checks, some passed and some needing attention, under a magnifying glass",
    width: 560,
    height: 440,
  } satisfies ImageRef,
};

export interface ScanCheck {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const scanChecks = {
  title: "What the Free Scan Checks",
  lead: "Five things that decide whether a nearby customer finds you, trusts you and reaches you.",
  items: [
    {
      icon: Store,
      title: "Listing accuracy across 60+ sites",
      description: "Your name, address, phone number and hours on 60+ directories, maps and apps. Every mismatch confuses customers and search engines.",
    },
    {
      icon: MapPinned,
      title: "Google Business Profile completeness",
      description: "Categories, hours, photos, services, description and posts: how complete your profile is and what is missing.",
    },
    {
      icon: Star,
      title: "Reviews and rating",
      description: "Your average rating, how many reviews you have, how recent they are and whether you reply to them.",
    },
    {
      icon: Gauge,
      title: "Local search rank",
      description: "Where you show up when people nearby search for what you do — in the map results and below them.",
    },
    {
      icon: PhoneMissed,
      title: "Missed-call exposure",
      description: "What happens when you can’t pick up — after hours or on a busy day — and how many customers that may cost you.",
    },
  ] satisfies ScanCheck[],
};

export const scanSteps = {
  title: "How It Works",
  lead: "Three simple steps. You don’t need to install anything or share any passwords.",
  items: [
    {
      title: "Tell us about your business",
      description: "Answer four quick questions and tell us how to reach you. It takes about 2 minutes.",
    },
    {
      title: "We run your scan",
      description: "We check your listings, Google profile, reviews, local rank and call handling against what customers expect.",
    },
    {
      title: "Get your results and a plan",
      description: "Within 24 hours we send your results with the fixes that matter most — free, with no obligation.",
    },
  ],
};

export const scanStatsLead = "Customers look for you nearby, and they rarely give you a second chance.";

export const scanStats: Figure[] = [
  { value: "46%", label: "of searches are local" },
  { value: "62%", label: "of customers don’t call back after a missed call" },
  { value: "10,000+", label: "businesses use our tools" },
];

export const scanCta = {
  title: "Ready to see your score?",
  lead: "Start your free scan now. If you would rather talk it through first, our team is happy to help.",
  actions: [startScan, { ...contactUs, label: "Contact Us" }] satisfies Action[],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const businessScanCopy = defineCopy({
  key: "business-scan",
  title: "Free Business Scan",
  group: "Service pages",
  previewPath: "/business-scan.html",
  defaults: {
    meta: { ...businessScanMeta, breadcrumb: "Free Business Scan", serviceName: "Free Business Scan", serviceType: "Online presence audit" },
    topBar: { call: "Questions? Call {phone}", callLabel: "Call us at {phone}" },
    hero: { ...scanHero, badgesLabel: "The scan at a glance" },
    checks: { eyebrow: "The scan", ...scanChecks },
    steps: { eyebrow: "Simple and free", ...scanSteps, stepLabel: "Step" },
    stats: { eyebrow: "The numbers", title: "Why It Matters", lead: scanStatsLead, figures: scanStats },
    cta: scanCta,
    footer: { homeLink: "{name} home" },
  },
  rules: {
    // The layout sets five checks in a 3 + 2 grid and three steps along one dashed line.
    lists: { "checks.items": { min: 5, max: 5 }, "steps.items": { min: 3, max: 3 } },
  },
  blockTitles: {
    meta: "Page title and description",
    topBar: "Top bar",
    hero: "Hero",
    checks: "What the free scan checks",
    steps: "How it works",
    stats: "Why it matters",
    cta: "Closing call to action",
    footer: "Footer line",
  },
});
