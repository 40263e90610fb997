/**
 * Copy of the AI assistant service page (/biziagent-ai): claims, sections,
 * plan contents and the constraints (SMS US/Canada only, DMs only, business accounts, 2 minutes).
 */
import { Building2, CalendarCheck, MapPin, MessageCircle, MessagesSquare, PhoneMissed, Timer } from "lucide-react";
import type { ServiceNote } from "../components/services/types.ts";
import { funnelHrefFor } from "../shared/plan-interest.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Action, FaqItem, FeatureCardContent, Figure, Plan } from "./types.ts";

export const biziagentPage = {
  path: "/biziagent-ai",
  name: "BiziAgent AI",
  serviceName: "BiziAgent AI — 24/7 AI receptionist for calls, texts and chat",
  serviceType: "AI receptionist and customer messaging assistant",
  title: "AI Receptionist for Calls, Texts & Chat | BiziAgent",
  description: "BiziAgent AI answers calls, texts and messages 24/7, books appointments and texts back missed calls. Businesses see a 372% lift in lead-to-revenue conversion.",
} as const;

export const biziagentHero = {
  eyebrow: "BiziAgent AI · Chat, SMS & Voice Assistant",
  title: "Turn every call, text and message into revenue",
  lead: "Your 24/7 AI receptionist answers customers on every channel, books appointments and follows up on missed calls — so no lead slips away.",
  actions: [
    { label: "Find Out What I Need", href: "/?funnel=true" },
    { label: "Compare plans", href: "#plans", variant: "secondary" },
  ] satisfies Action[],
  /** The headline claim first. */
  proof: [
    { value: "372%", label: "increase in lead-to-revenue conversion" },
    { value: "24/7", label: "answers calls, texts and messages" },
    { value: "2 min", label: "to get started" },
  ] satisfies Figure[],
  image: {
    src: "/static/images/biziagent-ai/ai-receptionist.svg",
    alt: "A phone answering a customer chat while WhatsApp, Messenger, SMS and voice calls flow in and an appointment is booked",
    width: 560,
    height: 480,
  },
};

export const biziagentFeatures: { title: string; lead: string; cards: FeatureCardContent[] } = {
  title: "Your front desk, handled around the clock",
  lead: "BiziAgent AI picks up where busy owners can't — every hour of the day, on every channel your customers use.",
  cards: [
    {
      icon: MessagesSquare,
      title: "Answers calls, texts and messages 24/7",
      description: "Every question gets an instant, friendly answer — at 2 pm or 2 am — across WhatsApp, Facebook and Instagram direct messages, web chat, SMS and voice.",
    },
    {
      icon: CalendarCheck,
      title: "Books appointments for you",
      description: "Customers pick a time while they're still interested. The assistant checks availability, confirms the booking and sends the details.",
    },
    {
      icon: PhoneMissed,
      title: "Takes messages and texts back missed calls",
      description: "When you can't pick up, it takes a clear message and sends a text back right away, so the caller doesn't move on to a competitor.",
    },
  ],
};

export const biziagentPlans: { title: string; lead: string; plans: Plan[]; notesTitle: string; notes: ServiceNote[] } = {
  title: "Choose the plan that fits your business",
  lead: "Start with messaging, add SMS and smarter AI, or go all in with an AI receptionist that answers the phone.",
  plans: [
    {
      plan: "biziagent-standard",
      name: "Standard",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      description: "Instant answers on the messaging channels your customers already use.",
      features: [
        { label: "WhatsApp messaging", included: true },
        { label: "Facebook and Instagram direct messages", included: true },
        { label: "Web chat on your website", included: true },
        { label: "Basic AI", included: true },
        { label: "No SMS", included: false },
        { label: "No voice calls", included: false },
      ],
      cta: { label: "Get started with Standard", href: funnelHrefFor("biziagent-standard") },
    },
    {
      plan: "biziagent-pro",
      name: "Pro",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      badge: "Most Popular",
      description: "Everything in Standard, plus texting and smarter, multilingual AI.",
      features: [
        { label: "Everything in Standard", included: true },
        { label: "SMS for businesses in the US and Canada", included: true },
        { label: "Advanced AI", included: true },
        { label: "Missed-call text recovery", included: true },
        { label: "Multilingual conversations", included: true },
        { label: "No voice calls", included: false },
      ],
      cta: { label: "Get started with Pro", href: funnelHrefFor("biziagent-pro") },
    },
    {
      plan: "biziagent-premium",
      name: "Premium",
      price: { amount: null, currency: "USD", period: "", label: "Contact us" },
      description: "Everything in Pro, plus an AI receptionist that answers your phone.",
      features: [
        { label: "Everything in Pro", included: true },
        { label: "AI voice calls", included: true },
        { label: "Full AI receptionist", included: true },
        { label: "Appointment booking by phone", included: true },
        { label: "Custom knowledge training", included: true },
        { label: "Unified inbox", included: true },
      ],
      cta: { label: "Get started with Premium", href: funnelHrefFor("biziagent-premium") },
    },
  ],
  notesTitle: "Good to know before you start",
  notes: [
    { icon: MapPin, title: "SMS in the US and Canada only", text: "Text messaging is available only for businesses in the United States and Canada." },
    {
      icon: MessageCircle,
      title: "Direct messages, not comments",
      text: "On Facebook and Instagram the assistant answers direct messages only — it does not reply to comments on your posts.",
    },
    {
      icon: Building2,
      title: "Business accounts only",
      text: "You need an Instagram business account or a Facebook Page. Personal accounts can't be connected.",
    },
    { icon: Timer, title: "2 minutes to get started", text: "Connect your channels, tell the assistant about your business and go live." },
  ],
};

export const biziagentStore = {
  text: "Looking for more AI tools for your business? Browse ready-made solutions in our store.",
  action: { label: "Explore the Solutions Store", href: "/solutions", variant: "secondary" } satisfies Action,
};

export const biziagentFeatureLists = {
  title: "Smart enough for your customers, simple enough for your team",
  lead: "An assistant that knows your business and keeps everyone on the same page.",
  lists: [
    {
      id: "smart-ai",
      title: "Smart AI",
      items: [
        "Understands natural questions and replies in a friendly, on-brand tone",
        "Knows your services, hours, prices and policies",
        "Advanced AI on Pro and Premium for longer, more complex conversations",
        "Replies in your customer's language (multilingual on Pro and Premium)",
        "Custom knowledge training on Premium: your FAQs, menus and price lists",
        "Hands the conversation to a person whenever it needs you",
      ],
    },
    {
      id: "team-collaboration",
      title: "Team collaboration",
      items: [
        "Every conversation in one place, with a unified inbox on Premium",
        "Assign conversations to the right teammate",
        "Instant alerts for new leads, messages and bookings",
        "Full conversation history for every customer",
        "Clear message summaries, so nobody has to call back blind",
        "Works on desktop and mobile, wherever your team is",
      ],
    },
  ],
};

export const biziagentFaq: { lead: string; items: FaqItem[] } = {
  lead: "Straight answers about channels, setup and what each plan includes.",
  items: [
    {
      question: "Which channels does BiziAgent AI answer?",
      answer:
        "Every plan answers WhatsApp, Facebook and Instagram direct messages and web chat on your website. Pro adds SMS for businesses in the United States and Canada, and Premium adds AI voice calls with a full AI receptionist that answers your phone.",
    },
    {
      question: "Is SMS available for my business?",
      answer:
        "SMS is available only for businesses in the United States and Canada, on the Pro and Premium plans. Businesses elsewhere can use WhatsApp, Facebook and Instagram direct messages and web chat.",
    },
    {
      question: "Does it reply to comments on my Facebook and Instagram posts?",
      answer:
        "No. On Facebook and Instagram, BiziAgent AI answers direct messages only, not comments on your posts. You need a Facebook Page or an Instagram business account — personal accounts can't be connected.",
    },
    {
      question: "How long does it take to get started?",
      answer:
        "About 2 minutes. Connect your channels, tell the assistant about your business — services, hours and common questions — and it starts answering. On Premium you can also train it on your own documents for more detailed answers.",
    },
    {
      question: "Can it book appointments and follow up on missed calls?",
      answer:
        "Yes. On every plan the assistant books appointments and takes messages right in the chat. Pro adds missed-call text recovery, which texts callers back when you can't pick up, and Premium books appointments over the phone.",
    },
  ],
};

export const biziagentCallUs = {
  title: "Prefer to talk it through? Call us.",
  lead: "Our team will help you pick the right plan and get your AI receptionist live in minutes.",
  contact: { label: "Contact Us", href: "/contact" } satisfies Action,
};

/** The page as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const biziagentCopy = defineCopy({
  key: "biziagent-ai",
  title: "BiziAgent AI",
  group: "Service pages",
  previewPath: "/biziagent-ai",
  defaults: {
    page: biziagentPage,
    hero: { ...biziagentHero, proofLabel: "Results and facts" },
    features: { eyebrow: "What it does", ...biziagentFeatures },
    plans: { eyebrow: "Plans", ...biziagentPlans, gridLabels: { planSuffix: "plan", included: "Included:", notIncluded: "Not included:" } },
    store: biziagentStore,
    capabilities: { eyebrow: "Features", ...biziagentFeatureLists },
    faq: { title: "Frequently Asked Questions", ...biziagentFaq },
    callUs: { ...biziagentCallUs, phoneTitle: "Call our sales team", phoneLabel: "Call sales at" },
  },
  blockTitles: {
    page: "Page title and description",
    store: "Solutions Store link",
    capabilities: "Feature lists",
    faq: "FAQ",
    callUs: "Call us",
  },
});
