/**
 * Copy of the reputation management page (/trust-builder): 40+ sources; respond directly on
 * Google and Facebook, by draft elsewhere; the sections, the plan gating, the plans and NPS bands.
 */
import { BellRing, ChartNoAxesCombined, Clock, Inbox, MessageCircleReply, Sparkles, TrendingUp } from "lucide-react";
import type { NpsBand, ReviewSource, ServiceNote } from "../components/services/types.ts";
import { funnelHrefFor } from "../shared/plan-interest.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, BenefitCardContent, FaqItem, Plan } from "./types.ts";

export const trustBuilderPage = {
  path: "/trust-builder",
  name: "Trust Builder",
  serviceName: "Trust Builder — online reputation management",
  serviceType: "Online reputation and review management",
  title: "Trust Builder: Review & Reputation Management | BiziAgent",
  description: "Trust Builder collects your reviews from 40+ sites, lets you reply on Google and Facebook from one place and uses AI to spot sentiment and draft responses.",
} as const;

export const trustBuilderHero = {
  eyebrow: "Trust Builder · Reputation management",
  title: "Build trust with every review",
  lead: "See every review in one place, reply in minutes and turn happy customers into your best marketing.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Compare plans", href: "#plans", variant: "secondary" },
  ] satisfies Action[],
  /** The hero's three value cards. */
  values: [
    { icon: Inbox, title: "40+ review sources", text: "Every review, one inbox." },
    { icon: MessageCircleReply, title: "Reply in one place", text: "Directly on Google and Facebook." },
    { icon: Sparkles, title: "AI insights", text: "Sentiment and smart replies." },
  ] satisfies ServiceNote[],
  image: {
    src: "/static/images/trust-builder/reputation-dashboard.svg",
    alt: "A reputation dashboard showing a 4.8 star average, new Google and Facebook reviews with replies, and a positive sentiment gauge",
    width: 560,
    height: 480,
  },
};

export const trustBuilderBenefits: { title: string; lead: string; cards: BenefitCardContent[] } = {
  title: "Why your reputation is worth managing",
  lead: "Customers read reviews before they call, book or visit. Trust Builder helps you show up well every time.",
  cards: [
    {
      icon: TrendingUp,
      title: "Win more customers",
      description: "A steady stream of fresh, answered reviews tells new customers you're the safe choice.",
    },
    {
      icon: Clock,
      title: "Save hours every week",
      description: "Stop checking a dozen sites. A daily digest brings every new review to you.",
    },
    {
      icon: BellRing,
      title: "Catch problems early",
      description: "Spot an unhappy customer the day they post and put things right before it spreads.",
    },
    {
      icon: ChartNoAxesCombined,
      title: "Learn what to improve",
      description: "Sentiment insights and executive reports show what customers love and what to fix.",
    },
  ],
};

export const trustBuilderFeatureLists = {
  title: "Collect more reviews. Understand every one.",
  lead: "From the first request to the final reply, everything lives in one dashboard.",
  lists: [
    {
      id: "review-collection",
      title: "Review collection",
      items: [
        "Collects reviews from 40+ sources into one inbox",
        "Respond directly on Google and Facebook",
        "Ready-to-post reply drafts for every other source",
        "Review requests by email and SMS, one by one or in bulk (Premium)",
        "A review display widget for your website",
        "Daily digest of new reviews and executive reports",
      ],
    },
    {
      id: "ai-analysis",
      title: "AI analysis",
      items: [
        "AI-powered response suggestions in your voice (Professional and Premium)",
        "Sentiment insights across every source",
        "Mentions and social monitoring (Professional and Premium)",
        "Competitor tracking for up to 3 competitors (Professional and Premium)",
        "Review edit tracking when customers change their minds",
        "NPS feedback to measure customer loyalty",
      ],
    },
  ],
};

/**
 * The 24 source tiles in the brief's order. Where the brief showed "{host}" the real name was lost;
 * these five were chosen to fit their neighbours: Booking.com (travel), Angi (home services),
 * Nextdoor and Thumbtack (local services), Cars.com (automotive). Colours are the brands' public primary colours.
 */
export const reviewSources: ReviewSource[] = [
  { name: "Google", color: "#4285F4", swatch: "bg-[#4285F4] text-slate-900" },
  { name: "Facebook", color: "#0866FF", swatch: "bg-[#0866FF] text-white" },
  { name: "Yelp", color: "#D32323", swatch: "bg-[#D32323] text-white" },
  { name: "TripAdvisor", color: "#34E0A1", swatch: "bg-[#34E0A1] text-slate-900" },
  { name: "Booking.com", color: "#003580", swatch: "bg-[#003580] text-white" },
  { name: "Expedia", color: "#FDDB32", swatch: "bg-[#FDDB32] text-slate-900" },
  { name: "Zillow", color: "#006AFF", swatch: "bg-[#006AFF] text-white" },
  { name: "Indeed", color: "#2164F3", swatch: "bg-[#2164F3] text-white" },
  { name: "Angi", color: "#FF6153", swatch: "bg-[#FF6153] text-slate-900" },
  { name: "Glassdoor", color: "#0CAA41", swatch: "bg-[#0CAA41] text-slate-900" },
  { name: "Grubhub", color: "#FF8000", swatch: "bg-[#FF8000] text-slate-900" },
  { name: "Nextdoor", color: "#8ED500", swatch: "bg-[#8ED500] text-slate-900" },
  { name: "Thumbtack", color: "#009FD9", swatch: "bg-[#009FD9] text-slate-900" },
  { name: "Cargurus", color: "#00A0DD", swatch: "bg-[#00A0DD] text-slate-900" },
  { name: "Better Business Bureau", color: "#005A78", swatch: "bg-[#005A78] text-white" },
  { name: "OpenTable", color: "#DA3743", swatch: "bg-[#DA3743] text-white" },
  { name: "Trustpilot", color: "#00B67A", swatch: "bg-[#00B67A] text-slate-900" },
  { name: "Avvo", color: "#00447C", swatch: "bg-[#00447C] text-white" },
  { name: "Edmunds", color: "#0061D5", swatch: "bg-[#0061D5] text-white" },
  { name: "Cars.com", color: "#5A2CA0", swatch: "bg-[#5A2CA0] text-white" },
  { name: "DealerRater", color: "#F47B20", swatch: "bg-[#F47B20] text-slate-900" },
  { name: "Houzz", color: "#4DBC15", swatch: "bg-[#4DBC15] text-slate-900" },
  { name: "Healthgrades", color: "#2E6DB4", swatch: "bg-[#2E6DB4] text-white" },
  { name: "Zocdoc", color: "#FFF154", swatch: "bg-[#FFF154] text-slate-900" },
];

export const reviewSourcesSection = {
  title: "Reviews from 40+ sources, in one place",
  lead: "From Google and Facebook to the sites that matter in your industry — Trust Builder brings them together.",
  more: { name: "+ many more", badge: "40+", detail: "40+ sources in all" },
  note: "Reply directly on Google and Facebook. For every other source, Trust Builder drafts the reply for you to post.",
};

export const npsSection = {
  title: "Measure loyalty with Net Promoter Score",
  lead: "Ask customers one question — “How likely are you to recommend us to a friend?” — on a scale from 0 to 10. Trust Builder groups the answers for you.",
  bands: [
    {
      name: "Detractors",
      range: "0–6",
      scores: [0, 1, 2, 3, 4, 5, 6],
      tone: "detractor",
      description: "Scores below 7. Unhappy customers who may warn others away — reach out and make it right.",
    },
    {
      name: "Passives",
      range: "7–8",
      scores: [7, 8],
      tone: "passive",
      description: "Satisfied but not enthusiastic, and easy for a competitor to win over.",
    },
    {
      name: "Promoters",
      range: "9–10",
      scores: [9, 10],
      tone: "promoter",
      description: "Loyal fans who recommend you. They're the best people to ask for a review.",
    },
  ] satisfies NpsBand[],
  formula: "Your NPS is the percentage of promoters minus the percentage of detractors, from −100 to +100.",
};

export const trustBuilderPlans: { title: string; lead: string; plans: Plan[]; note: string } = {
  title: "Plans for every stage of growth",
  lead: "Start by answering reviews, add AI and deeper monitoring, then put review requests on autopilot.",
  plans: [
    {
      plan: "trust-builder-standard",
      name: "Standard",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      description: "Stay on top of your Google and Facebook reviews.",
      features: [
        { label: "Respond to Google and Facebook reviews", included: true },
        { label: "Daily digest and executive reports", included: true },
        { label: "Review display widget", included: true },
        { label: "Sentiment insights", included: true },
        { label: "Listing monitoring on Google and Facebook", included: true },
        { label: "No AI-powered responses", included: false },
      ],
      cta: { label: "Get started with Standard", href: funnelHrefFor("trust-builder-standard") },
    },
    {
      plan: "trust-builder-professional",
      name: "Professional",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      badge: "Most Popular",
      description: "Everything in Standard, plus AI replies and wider monitoring.",
      features: [
        { label: "Everything in Standard", included: true },
        { label: "Unlimited response templates", included: true },
        { label: "AI-powered responses", included: true },
        { label: "100+ sources", included: true },
        { label: "Citation monitoring", included: true },
        { label: "Up to 3 competitors", included: true },
        { label: "Mentions and social monitoring", included: true },
        { label: "Review edit tracking", included: true },
      ],
      cta: { label: "Get started with Professional", href: funnelHrefFor("trust-builder-professional") },
    },
    {
      plan: "trust-builder-premium",
      name: "Premium",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      description: "Everything in Professional, plus review requests on autopilot.",
      features: [
        { label: "Everything in Professional", included: true },
        { label: "Unlimited CRM customers", included: true },
        { label: "Unlimited monthly email review requests", included: true },
        { label: "Bulk review requests", included: true },
        { label: "SMS templates and review requests", included: true },
        { label: "Email templates with AI (template customization coming soon)", included: true },
        { label: "Your logo on emails", included: true },
      ],
      cta: { label: "Get started with Premium", href: funnelHrefFor("trust-builder-premium") },
    },
  ],
  note: "AI response tools come with the Professional and Premium plans. Review requests, CRM, SMS and logo features are part of Premium.",
};

export const trustBuilderFaq: { lead: string; items: FaqItem[] } = {
  lead: "What business owners ask us most about Trust Builder.",
  items: [
    {
      question: "Which review sites does Trust Builder collect reviews from?",
      answer:
        "Trust Builder collects reviews from 40+ sources, including Google, Facebook, Yelp, TripAdvisor, Trustpilot, the Better Business Bureau and industry sites such as Houzz, Healthgrades, Zocdoc and DealerRater. The Professional plan extends monitoring to 100+ sources.",
    },
    {
      question: "Can I reply to reviews from inside Trust Builder?",
      answer:
        "Yes. Replies to Google and Facebook reviews are posted directly from Trust Builder. For other sources, Trust Builder prepares a draft reply that you post on that site.",
    },
    {
      question: "How do AI-powered responses work, and which plans include them?",
      answer:
        "AI response tools come with the Professional and Premium plans. The AI reads each review and suggests a reply in your voice; you can edit it before posting, or build your own library of unlimited response templates.",
    },
    {
      question: "How do I ask customers for more reviews?",
      answer:
        "With Premium you can send unlimited monthly email review requests and SMS requests, one at a time or in bulk, to unlimited CRM customers. Emails carry your logo and can be written with AI templates; full template customization is coming soon.",
    },
    {
      question: "What is NPS and how are the scores grouped?",
      answer:
        "Net Promoter Score asks customers how likely they are to recommend you, from 0 to 10. Scores of 9–10 are promoters, 7–8 are passives and anything below 7 (0–6) are detractors. Your NPS is the percentage of promoters minus the percentage of detractors.",
    },
  ],
};

export const trustBuilderCta = {
  title: "Ready to build trust with every review?",
  lead: "Tell us about your business and we'll recommend the right plan — it only takes a minute.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Contact Us", href: "/contact", variant: "secondary" },
  ] satisfies Action[],
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const trustBuilderCopy = defineCopy({
  key: "trust-builder",
  title: "Trust Builder",
  group: "Service pages",
  previewPath: "/trust-builder",
  defaults: {
    page: trustBuilderPage,
    hero: { ...trustBuilderHero, valuesLabel: "What Trust Builder gives you" },
    benefits: { eyebrow: "Why it matters", ...trustBuilderBenefits },
    features: { eyebrow: "Features", ...trustBuilderFeatureLists },
    reviewSources: { eyebrow: "Review sources", ...reviewSourcesSection, listLabel: "Review sources", sources: reviewSources },
    nps: { eyebrow: "Customer feedback", ...npsSection, scoresLabel: "Scores" },
    plans: { eyebrow: "Plans", ...trustBuilderPlans, gridLabels: { planSuffix: "plan", included: "Included:", notIncluded: "Not included:" } },
    faq: { title: "Frequently Asked Questions", ...trustBuilderFaq },
    cta: trustBuilderCta,
  },
  blockTitles: { page: "Page title and description", nps: "Net Promoter Score", faq: "FAQ", cta: "Closing call to action" },
});
