/** Copy of the Local Boost SEO page (/local-boost-seo): claims, sections and plan constants. */
import { ChartNoAxesCombined, Database, Grid3x3, KeyRound, MapPinned, RefreshCw } from "lucide-react";
import { funnelHrefFor } from "../shared/plan-interest.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, FaqItem, FeatureCardContent, Figure, Plan } from "./types.ts";

export const meta = {
  title: "Local Boost SEO: Get Found in Local Search | BiziAgent",
  description: "Rank higher in local search: sync your listings to Google, Facebook and more, track keywords on an SEO Grid and grow with Profile insights. Standard is free.",
  serviceName: "Local Boost SEO",
  serviceType: "Local search engine optimization and business listing management",
  breadcrumb: "Local Boost SEO",
} as const;

export const hero = {
  eyebrow: "Local Boost SEO",
  title: "Get found first when local customers search",
  lead: "Keep your business details right everywhere people look, see where you rank street by street, and turn local searches into calls and visits.",
  actions: [
    { label: "Start Free in the Business App", href: "/login" },
    { label: "Compare Plans", href: "#plans", variant: "secondary" },
  ] satisfies Action[],
  highlights: ["Standard free in the Business App", "Pro $20/mo", "Sync up to 6 platforms"],
  image: {
    src: "/static/images/local-boost-seo/hero-local-map.svg",
    alt: "A local map with your business pinned at the top of the search results and a rank grid showing first-place positions around it",
    width: 560,
    height: 460,
  },
} as const;

export const features = {
  title: "Everything local search needs, in one place",
  lead: "Local Boost SEO handles the three things that decide whether nearby customers find you: accurate listings, strong rankings and a profile that converts.",
  cards: [
    {
      icon: RefreshCw,
      title: "Listing Sync",
      description: "Update your name, address, phone, hours and photos once. We push the changes to Google and Facebook on Standard, and to every major platform on Pro.",
      banner: {
        src: "/static/images/local-boost-seo/banner-listing-sync.svg",
        alt: "One business profile syncing to Google, Facebook and other platforms",
        width: 640,
        height: 320,
      },
    },
    {
      icon: Grid3x3,
      title: "Keyword & Grid Rank Tracking",
      description: "Track the searches that matter and see on the SEO Grid where you rank across your neighbourhood, not just at your front door.",
      banner: {
        src: "/static/images/local-boost-seo/banner-seo-grid.svg",
        alt: "A map grid of ranking positions around the business, most of them first place",
        width: 640,
        height: 320,
      },
    },
    {
      icon: ChartNoAxesCombined,
      title: "Google Business Profile Insights",
      description:
        "See how customers find your profile and what they do next — calls, direction requests and website visits — with AI-written descriptions that help you stand out.",
      banner: {
        src: "/static/images/local-boost-seo/banner-profile-insights.svg",
        alt: "A Google Business Profile insights chart with calls, directions and website clicks rising",
        width: 640,
        height: 320,
      },
    },
  ] satisfies FeatureCardContent[],
};

export const whyLocal = {
  title: "Why Local SEO Matters",
  lead: "Your next customer is searching nearby right now. If your business isn't in the results, a competitor's is.",
  stats: [
    { value: "46%", label: "of all Google searches are looking for local information" },
    { value: "83%", label: "of shoppers say they searched online before visiting a store" },
    { value: "60%", label: "of smartphone users have contacted a business straight from the search results" },
  ] satisfies Figure[],
  note: "Widely cited industry figures from Google and local search research.",
};

export const plans = {
  title: "Simple plans for every local business",
  lead: "Start free with Standard in the Business App. Upgrade to Pro when you want more keywords, faster refreshes and the SEO Grid.",
  items: [
    {
      name: "Standard",
      price: { amount: 0, currency: "USD", period: "in the Business App", label: "Free" },
      description: "The essentials to keep your listings right and watch your top keywords.",
      features: [
        { label: "Free in the Business App", included: true },
        { label: "Sync to Google and Facebook", included: true },
        { label: "3 keywords", included: true },
        { label: "Monthly refresh", included: true },
        { label: "Google Business Profile insights", included: true },
        { label: "My Listing landing page", included: true },
        { label: "SEO Grid", included: false },
        { label: "Keyword suggestions", included: false },
        { label: "Citations reporting", included: false },
      ],
      cta: { label: "Get Standard Free", href: "/login" },
    },
    {
      name: "Pro",
      plan: "local-boost-seo-pro",
      price: { amount: 20, currency: "USD", period: "/mo", label: "" },
      badge: "Most Popular",
      description: "For businesses that want to win the map pack across their whole service area.",
      features: [
        { label: "15 keywords", included: true },
        { label: "Weekly refresh", included: true },
        { label: "SEO Grid", included: true },
        { label: "Keyword suggestions", included: true },
        { label: "Citations reporting", included: true },
        { label: "Sync to Google, Facebook, Instagram, X and Apple Maps (coming soon)", included: true },
      ],
      cta: { label: "Get Pro", href: funnelHrefFor("local-boost-seo-pro") },
    },
  ] satisfies Plan[],
};

export interface CoveragePlatform {
  name: string;
  /** simple-icons glyph, or a drawn one when the brand has none there. */
  icon: "google" | "facebook" | "apple" | "bing" | "instagram" | "x";
  standard: boolean;
  pro: boolean;
  note?: string;
}

export const coverage = {
  title: "Platform coverage",
  lead: "Standard keeps your two most important profiles in sync. Pro covers every platform your customers use to find you.",
  caption: "Platforms each plan keeps in sync",
  summaries: {
    label: "Platforms per plan",
    standard: "Google and Facebook, free in the Business App.",
    pro: "Google, Facebook, Apple, Bing, Instagram and X.",
  },
  /** The plans' names as the summary cards and the table's columns show them. */
  planNames: { standard: "Standard", pro: "Pro" },
  /** After each plan's count of platforms ("6 platforms"); the counts are the table's. */
  countUnit: "platforms",
  headings: { platform: "Platform", total: "Total" },
  /** Read by screen readers for each cell's mark. */
  marks: { included: "Included", notIncluded: "Not included" },
  more: { text: "Need even more reach? Listing Sync Pro adds 30+ extra sources to either plan.", link: "See the add-ons", href: "#add-ons" },
  platforms: [
    { name: "Google", icon: "google", standard: true, pro: true },
    { name: "Facebook", icon: "facebook", standard: true, pro: true },
    { name: "Apple Maps", icon: "apple", standard: false, pro: true, note: "Coming soon" },
    { name: "Bing", icon: "bing", standard: false, pro: true },
    { name: "Instagram", icon: "instagram", standard: false, pro: true },
    { name: "X", icon: "x", standard: false, pro: true },
  ] satisfies CoveragePlatform[],
};

export type CoverageCopy = typeof coverage;

export interface AddOn {
  slug: string;
  name: string;
  summary: string;
  description: string;
  icon: typeof MapPinned;
}

export const addOns = {
  title: "Add-ons",
  lead: "Pricing on request — all available with Standard or Pro.",
  availability: "Available with Standard or Pro",
  price: "Pricing on request",
  /** Each card's button; screen readers hear it with the add-on's name ("Add to Plan: Citation Builder"). */
  action: "Add to Plan",
  /** Where 'Add to Plan' leads: the contact page, told which add-on the visitor wants. */
  href: (slug: string) => `/contact?addon=${slug}`,
  items: [
    {
      slug: "listing-sync-pro",
      name: "Listing Sync Pro",
      summary: "30+ extra sources",
      description: "Push your business details to more than 30 additional directories, maps and apps, so your name, address and phone match everywhere.",
      icon: MapPinned,
    },
    {
      slug: "citation-builder",
      name: "Citation Builder",
      summary: "Data aggregators, USA only",
      description: "Submit your business to the data aggregators that feed hundreds of local directories and build consistent citations search engines trust.",
      icon: Database,
    },
    {
      slug: "additional-keywords",
      name: "15 Additional Keywords",
      summary: "Track 15 more searches",
      description: "Track 15 more keywords on top of your plan, for extra services, neighbourhoods or the phrases your competitors rank for.",
      icon: KeyRound,
    },
  ] satisfies AddOn[],
};

export const advanced = {
  title: "Advanced features",
  lead: "Built for owners who want results without becoming SEO experts.",
  lists: [
    {
      id: "advanced-listings",
      title: "Listings & citations",
      items: [
        "Your business details managed in one place",
        "Listing sync to Google and Facebook, and more on Pro",
        "Citations reporting across directories (Pro)",
        "My Listing landing page for your business",
      ],
    },
    {
      id: "advanced-rankings",
      title: "Keywords & rankings",
      items: [
        "Keyword rank tracking: 3 keywords on Standard, 15 on Pro",
        "Monthly refresh on Standard, weekly on Pro",
        "SEO Grid: your rank across a map of your area (Pro)",
        "Keyword suggestions for your business (Pro)",
      ],
    },
    {
      id: "advanced-insights",
      title: "Insights & AI",
      items: [
        "Google Business Profile insights",
        "How customers find you: searches, calls and directions",
        "AI-written business descriptions",
        "Everything in your free Business App dashboard",
      ],
    },
  ],
};

export const faq: FaqItem[] = [
  {
    question: "Is the Standard plan really free?",
    answer:
      "Yes. Standard is included free in the Business App. It syncs your details to Google and Facebook, tracks 3 keywords with a monthly refresh, and gives you Google Business Profile insights and a My Listing landing page.",
  },
  {
    question: "What do I get with Pro for $20/mo?",
    answer:
      "Pro tracks 15 keywords with a weekly refresh, adds the SEO Grid, keyword suggestions and citations reporting, and syncs your listing to Google, Facebook, Instagram and X, with Apple Maps coming soon.",
  },
  {
    question: "What is the SEO Grid?",
    answer:
      "The SEO Grid checks where your business ranks for a keyword from many points on a map around your location, so you can see the neighbourhoods where you win and the ones where competitors show up first.",
  },
  {
    question: "How do the add-ons work?",
    answer:
      "Listing Sync Pro (30+ extra sources), Citation Builder (data aggregators, USA only) and 15 additional keywords can be added to Standard or Pro. Pricing is on request: choose 'Add to Plan' and we will get back to you with a quote.",
  },
  {
    question: "How soon will I see results?",
    answer:
      "Listing changes are sent to the connected platforms when you save them, and each platform applies them on its own schedule. Rankings move more slowly as search engines re-evaluate your business; keyword tracking and the SEO Grid show your progress over time.",
  },
];

export const closing = {
  title: "Be the business locals find first",
  lead: "Start free with Standard in the Business App, or let us recommend the right plan for your business.",
  actions: [
    { label: "Start Free Today", href: "/login" },
    { label: "Find Out What I Need", href: "/?funnel=true", variant: "secondary" },
  ] satisfies Action[],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const localBoostSeoCopy = defineCopy({
  key: "local-boost-seo",
  title: "Local Boost SEO",
  group: "Service pages",
  previewPath: "/local-boost-seo",
  defaults: {
    page: meta,
    hero,
    features: { eyebrow: "What you get", ...features },
    whyLocal: { eyebrow: "The numbers", ...whyLocal },
    plans: { eyebrow: "Plans", ...plans, gridLabels: { planSuffix: "plan", included: "Included:", notIncluded: "Not included:" } },
    coverage: { eyebrow: "Compare", ...coverage },
    addOns: { eyebrow: "Go further", ...addOns },
    advanced: { eyebrow: "Under the hood", ...advanced },
    faq: { title: "Frequently Asked Questions", lead: "Straight answers about plans, add-ons and results.", items: faq },
    closing,
  },
  // A platform's icon names a brand glyph drawn in code (platform-icon.tsx), not a lucide icon: layout.
  rules: { fixed: ["coverage.platforms.*.icon"] },
  blockTitles: {
    page: "Page title and description",
    whyLocal: "Why local SEO matters",
    coverage: "Platform coverage",
    addOns: "Add-ons",
    advanced: "Advanced features",
    faq: "FAQ",
    closing: "Closing call to action",
  },
});
