/** Copy of the Free Business App sign-up page (/login). */
import { BadgeCheck, CreditCard, Inbox, Link2, MapPinCheck, Search, Sparkles, Users, Zap } from "lucide-react";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, BenefitCardContent, Figure } from "./types.ts";

export const meta = {
  title: "Free Business App | BiziAgent",
  description: "Create your free BiziAgent Business App: connect your profiles, answer every message from one inbox and keep listings accurate on 60+ sites. No credit card.",
  breadcrumb: "Free Business App",
};

export const hero = {
  eyebrow: "Free Business App",
  title: "Your whole business online, in one free app",
  lead: "Connect your profiles, answer every message from one inbox and keep your listings accurate across 60+ sites — free, from day one.",
  /** The three badges, exact texts. */
  badges: [
    { label: "No Credit Card Required", icon: CreditCard },
    { label: "Instant Setup", icon: Zap },
    { label: "Business Ready", icon: BadgeCheck },
  ],
};

export const signUpCard = {
  title: "Create your free account",
  lead: "Get started in 2 minutes. Everything you need to be found and stay on top of customers.",
  highlights: ["Connect Google and Facebook", "One inbox for every message", "Listing checks on 60+ sites"],
  /** The exact button label. */
  button: "Create My Free Business App",
  signInPrompt: "Already have an account?",
  signInLabel: "Sign-in",
  legal: { before: "By creating an account you agree to our", terms: "Terms of Service", and: "and", privacy: "Privacy Policy" },
};

export const benefits = {
  title: "What your free Business App does",
  lead: "One dashboard for how customers find you, talk to you and rate you.",
  cards: [
    {
      icon: Link2,
      title: "Connect your profiles",
      description: "Link your Google Business Profile, Facebook Page and other profiles in a few clicks and manage them from one place.",
    },
    {
      icon: Inbox,
      title: "One inbox for all messages",
      description: "Messages from your connected channels land in a single inbox, so you reply faster and nothing slips through.",
    },
    {
      icon: MapPinCheck,
      title: "Listing accuracy across 60+ sites",
      description: "See how your business appears on 60+ sites and spot a wrong address, phone number or opening hours before customers do.",
    },
    {
      icon: Sparkles,
      title: "AI reporting",
      description: "Plain-language reports written by AI tell you what changed, what is working and what to do next.",
    },
    {
      icon: Users,
      title: "Built-in CRM",
      description: "Keep every customer, conversation and note together, without paying for a separate CRM.",
    },
    {
      icon: Search,
      title: "Local Boost SEO Standard, free",
      description: "Sync to Google and Facebook, track 3 keywords and see Google Business Profile insights — included in the app.",
    },
  ] satisfies BenefitCardContent[],
};

export const dashboard = {
  title: "Less busywork, more customers",
  lead: "The Business App shows what needs your attention today and grows with you when you're ready for more.",
  image: {
    src: "/static/images/business-app/dashboard.svg",
    alt: "The Business App dashboard: listing accuracy score, unified inbox with new messages, and an AI report of this week's profile views and calls",
    width: 640,
    height: 480,
  },
  lists: [
    {
      id: "list-get-found",
      title: "Get found",
      items: [
        "Connect your Google Business Profile and Facebook Page",
        "Check your listings across 60+ sites",
        "Track 3 local keywords with Local Boost SEO Standard",
        "Google Business Profile insights",
      ],
    },
    {
      id: "list-save-time",
      title: "Save time every day",
      items: [
        "Answer every message from one inbox",
        "Keep customer details in the built-in CRM",
        "Get AI reports in plain language",
        "Add the AI assistant, Trust Builder or SEO Pro when you're ready",
      ],
    },
  ],
};

export const stats = {
  title: "Trusted by growing businesses",
  stats: [
    { value: "10,000+", label: "businesses on BiziAgent" },
    { value: "99.9%", label: "uptime" },
    { value: "24/7", label: "AI support" },
    { value: "4.9", label: "customer rating" },
  ] satisfies Figure[],
};

export const closing = {
  title: "Ready to see your business in one place?",
  lead: "Create your free Business App now. No credit card, instant setup.",
  secondary: { label: "Find Out What I Need", href: "/?funnel=true", variant: "secondary" } satisfies Action,
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const businessAppCopy = defineCopy({
  key: "business-app",
  title: "Free Business App",
  group: "Service pages",
  previewPath: "/login",
  defaults: {
    meta,
    hero,
    signUpCard,
    benefits: { eyebrow: "Included free", ...benefits },
    stats: { eyebrow: "By the numbers", ...stats },
    dashboard: { eyebrow: "How it helps", ...dashboard },
    closing,
    newTabNote: "(opens in a new tab)",
  },
  blockTitles: {
    meta: "Page title and description",
    signUpCard: "Sign-up card",
    stats: "By the numbers",
    dashboard: "How it helps",
    closing: "Closing call to action",
    newTabNote: "Screen-reader note on links that open a new tab",
  },
});
