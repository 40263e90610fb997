/**
 * Copy of the home page (/): the claims and the sections in order — hero, visibility dashboard,
 * 'From Overwhelmed to In Control', stats, the red problem section, the funnel slot and the closing CTA.
 * Links to the external sign-up page are filled in by the page from the site identity (signUpUrl); the
 * stats are the company figures (company-figures.ts), a document of their own; `{name}` is the site's name.
 */
import { Hourglass, Inbox, Link2, type LucideIcon, MapPin, MapPinCheck, PhoneCall, PhoneMissed, SearchX, Sparkles, Star, UsersRound } from "lucide-react";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, FeatureCardContent, Figure, ImageRef } from "./types.ts";

export const homeMeta = {
  title: "{name} — AI Receptionist, Local SEO & Reviews for SMBs",
  description: "A 24/7 AI receptionist for calls, texts and chats, local SEO that gets you found and reviews that build trust: AI tools made for small businesses.",
  imageAlt: "BiziAgent: AI tools for small and medium businesses",
};

export const homeHero = {
  eyebrow: "AI tools for small & medium businesses",
  title: { lead: "Answer every customer,", highlight: "even when you can't" },
  lead: "{name} answers calls, texts and chats 24/7, books appointments, gets you found on Google and turns happy customers into 5-star reviews.",
  actions: [
    { label: "Find Your Perfect AI Solution", href: "#funnel" },
    { label: "Explore Solutions", href: "/solutions", variant: "secondary" },
  ] satisfies Action[],
  /** The proof figures, shown right under the buttons. */
  proof: [
    { value: "94%", label: "fewer missed calls" },
    { value: "3.2x", label: "more local customers" },
    { value: "8+ hrs", label: "saved per week" },
    { value: "4.9", label: "customer rating", icon: Star },
  ] satisfies Figure[],
  image: {
    src: "/static/images/home/ai-receptionist.svg",
    alt: "A phone chat in which the AI assistant answers a customer and books a Saturday appointment, next to cards for a missed call texted back, a new 5-star review and SMS, chat and voice channels",
    width: 600,
    height: 560,
  } satisfies ImageRef,
};

export interface DashboardPoint {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const homeDashboard = {
  id: "dashboard",
  eyebrow: "Free Business App",
  title: "Your All-in-One Visibility Dashboard",
  lead: "See how customers find you and answer them from one place. The Business App is free — set it up once and it keeps working for you.",
  points: [
    { icon: Link2, title: "Connect your profiles", description: "Link Google, Facebook, Instagram and more in a few clicks." },
    { icon: Inbox, title: "One inbox", description: "Reviews, direct messages, texts and web chats land in one place." },
    { icon: MapPinCheck, title: "Listing accuracy", description: "Keep your hours, address and phone number right across 60+ sites." },
    { icon: Sparkles, title: "AI reporting", description: "Plain-English reports on calls, reviews and rankings, every week." },
    { icon: UsersRound, title: "Built-in CRM", description: "Every customer, conversation and review together in one record." },
  ] satisfies DashboardPoint[],
  image: {
    src: "/static/images/home/dashboard.svg",
    alt: "Create your free Business App: a preview of the dashboard with listing accuracy, rating, new leads, profile views and a unified inbox",
    width: 664,
    height: 472,
  } satisfies ImageRef,
  /** The first action goes to the external sign-up page (href from the site config). */
  signUpLabel: "Get the Free Business App",
  secondary: { label: "See What's Included", href: "/login", variant: "secondary" } satisfies Action,
};

export const homeControl = {
  id: "in-control",
  eyebrow: "How BiziAgent helps",
  title: "From Overwhelmed to In Control",
  lead: "Three tools take the busywork off your plate, so you can get back to running your business.",
  cards: [
    {
      icon: PhoneCall,
      title: "Every call and text answered",
      description: "A 24/7 AI receptionist answers calls, texts and chats, books appointments and texts back missed callers within seconds.",
      quote: {
        text: "Weekend bookings used to die in my voicemail. Now the AI books them while I'm with a client.",
        author: "Elena, salon owner",
      },
    },
    {
      icon: MapPin,
      title: "Found first in local search",
      description: "Local Boost SEO keeps your listings accurate everywhere and shows where you rank on the map, keyword by keyword.",
      quote: {
        text: "We climbed into Google's top three for “brake repair near me”, and the phone rings more every week.",
        author: "Marcus, auto repair shop owner",
      },
    },
    {
      icon: Star,
      title: "Reviews that build trust",
      description: "Trust Builder asks happy customers for reviews, suggests replies with AI and brings reviews from 40+ sources into one feed.",
      quote: {
        text: "Asking for reviews used to feel awkward. Now it happens on its own, and new patients mention our rating.",
        author: "Priya, dental practice manager",
      },
    },
  ] satisfies FeatureCardContent[],
};

export const homeGrowth = {
  id: "growth",
  eyebrow: "Trusted by small businesses",
  title: "Join Thousands of SMBs Growing Smarter",
  lead: "Salons, restaurants, clinics, contractors and shops rely on BiziAgent to answer customers, get found and grow.",
  industriesLabel: "Built for businesses like yours",
  industries: ["Salons & spas", "Restaurants", "Dental & medical", "Home services", "Retail shops", "Auto repair", "Real estate", "Fitness studios"],
};

export interface ProblemCard {
  icon: LucideIcon;
  title: string;
  figure: string;
  figureLabel: string;
  description: string;
}

export const homeProblems = {
  id: "problems",
  eyebrow: "The cost of doing it all yourself",
  title: "Messages Everywhere. Results Nowhere.",
  lead: "Calls, texts, DMs and reviews pile up across a dozen apps, and every one you miss is a customer who goes somewhere else.",
  cards: [
    {
      icon: PhoneMissed,
      title: "Missed Opportunities",
      figure: "62%",
      figureLabel: "of customers do not call back",
      description: "When a call goes to voicemail, most callers simply try the next business on the list.",
    },
    {
      icon: SearchX,
      title: "Invisible Online",
      figure: "46%",
      figureLabel: "of searches are local",
      description: "If your listings are wrong or missing, nearby customers who are ready to buy never find you.",
    },
    {
      icon: Hourglass,
      title: "Time Drain",
      figure: "8+ hrs",
      figureLabel: "lost every week",
      description: "Juggling calls, texts, DMs and reviews across apps eats the hours you need to run your business.",
    },
  ] satisfies ProblemCard[],
};

export const homeFunnel = {
  id: "funnel",
  eyebrow: "Free recommendation",
  title: "Find Out What Your Business Needs",
  intro: "Answer four quick questions and we'll recommend the right AI tools for your business.",
  note: "4 quick questions · takes about a minute · no obligation",
};

export const homeClosing = {
  id: "get-started",
  title: "Create Your Business App",
  lead: "Connect your profiles, answer customers from one inbox and see how people find you. Free, with no credit card required.",
  /** The primary action opens the external sign-up page (href from the site config). */
  signUpLabel: "Create Your Business App",
  secondary: { label: "Talk to Our Team", href: "/contact", variant: "secondary" } satisfies Action,
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const homeCopy = defineCopy({
  key: "home",
  title: "Home",
  group: "Pages",
  previewPath: "/",
  defaults: {
    meta: homeMeta,
    hero: homeHero,
    dashboard: homeDashboard,
    control: homeControl,
    growth: homeGrowth,
    problems: homeProblems,
    funnel: homeFunnel,
    closing: homeClosing,
    newTabNote: "(opens in a new tab)",
  },
  blockTitles: {
    meta: "Page title and description",
    dashboard: "Free Business App",
    control: "From Overwhelmed to In Control",
    growth: "Trusted by small businesses (its figures are the Company figures)",
    problems: "The cost of doing it all yourself",
    funnel: "Funnel heading",
    closing: "Closing call to action",
    newTabNote: "Screen-reader note on links that open a new tab",
  },
});
