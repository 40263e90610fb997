/**
 * Which plan the funnel's thank-you view recommends, and why, in plain words. Edit freely: the rules are
 * read top to bottom (src/shared/recommendation.ts). `bun test src/content/recommendations.test.ts` checks
 * that every combination of answers gets a plan, that no rule is hidden behind an earlier one, and that
 * each `features` line is on that plan's card (or a smaller plan it includes); `bun src/cli/recommendation-shares.ts`
 * prints how often each plan comes out.
 *
 * How a contact preference plays in: it does not. A call or an e-mail is how we follow up, not what fits.
 */
import { type RecommendationRules, whenPainPoint } from "../shared/recommendation.ts";

export const recommendationRules: RecommendationRules = {
  needs: [
    // Missed calls: BiziAgent AI. Pro texts back; Premium answers the phone itself.
    ...whenPainPoint("missed-calls", [
      {
        when: { businessType: ["medical"] },
        plan: "biziagent-premium",
        reason: "Practices that miss calls: Premium answers the phone and books appointments by phone.",
        features: ["AI voice calls", "Appointment booking by phone"],
      },
      {
        when: { businessType: ["service"], goals: ["customer-service", "automation"] },
        plan: "biziagent-premium",
        reason: "Busy on a job? Premium's full AI receptionist answers every call for you.",
        features: ["Full AI receptionist", "AI voice calls"],
      },
      {
        when: { businessType: ["restaurant"] },
        plan: "biziagent-pro",
        reason: "Restaurants that miss calls: Pro texts back every missed caller.",
        features: ["Missed-call text recovery"],
      },
      {
        when: { goals: ["automation"] },
        plan: "biziagent-premium",
        reason: "Stop picking up yourself: Premium's AI voice calls answer the phone for you.",
        features: ["AI voice calls"],
      },
      {
        when: { businessType: ["retail"] },
        plan: "biziagent-pro",
        reason: "Shops that miss calls: Pro texts back every missed caller before they shop elsewhere.",
        features: ["Missed-call text recovery"],
      },
      {
        when: { businessType: ["service"] },
        plan: "biziagent-pro",
        reason: "Can't pick up on the job? Pro texts back every missed caller right away.",
        features: ["Missed-call text recovery"],
      },
      {
        plan: "biziagent-pro",
        reason: "A missed call is a lost customer: Pro texts back every missed caller.",
        features: ["Missed-call text recovery"],
      },
    ]),

    // Not found on Google: Local Boost SEO Pro (Standard is free in the Business App).
    ...whenPainPoint("google-visibility", [
      {
        when: { goals: ["local-customers"] },
        plan: "local-boost-seo-pro",
        reason: "Get found nearby: Pro tracks 15 keywords and maps your rank with the SEO Grid.",
        features: ["15 keywords", "SEO Grid"],
      },
      {
        when: { goals: ["grow-sales"] },
        plan: "local-boost-seo-pro",
        reason: "Rank for what buyers search: Pro suggests keywords and tracks them every week.",
        features: ["Keyword suggestions", "Weekly refresh"],
      },
      {
        when: { goals: ["customer-service"] },
        plan: "local-boost-seo-pro",
        reason: "The right details everywhere: Pro syncs your listing to Google, Facebook, Instagram and X.",
        features: ["Sync to Google, Facebook, Instagram, X and Apple Maps (coming soon)"],
      },
      {
        plan: "local-boost-seo-pro",
        reason: "Local SEO on autopilot: Pro refreshes your rankings weekly and reports your citations.",
        features: ["Weekly refresh", "Citations reporting"],
      },
    ]),

    // Messages piling up: BiziAgent AI, from chat and DMs (Standard) to one inbox for everything (Premium).
    ...whenPainPoint("customer-messages", [
      {
        when: { goals: ["automation"] },
        plan: "biziagent-premium",
        reason: "Messages everywhere? Premium gathers every conversation in one unified inbox.",
        features: ["Unified inbox"],
      },
      {
        when: { businessType: ["medical"], goals: ["customer-service"] },
        plan: "biziagent-premium",
        reason: "Patients ask a lot: Premium learns your own FAQs and policies with custom knowledge training.",
        features: ["Custom knowledge training"],
      },
      {
        when: { goals: ["customer-service"] },
        plan: "biziagent-pro",
        reason: "Answer every customer well: Pro adds text messaging and advanced, multilingual AI.",
        features: ["SMS for businesses in the US and Canada", "Advanced AI", "Multilingual conversations"],
      },
      {
        when: { goals: ["grow-sales"] },
        plan: "biziagent-pro",
        reason: "Turn chats into sales: Pro's advanced AI handles longer conversations, by text too.",
        features: ["Advanced AI", "SMS for businesses in the US and Canada"],
      },
      {
        plan: "biziagent-standard",
        reason: "Answer nearby customers fast: Standard replies to WhatsApp, Facebook and Instagram messages and web chat.",
        features: ["WhatsApp messaging", "Facebook and Instagram direct messages", "Web chat on your website"],
      },
    ]),

    // Something else (reviews, admin work): Trust Builder, unless the visitor picked a plan (openPainPoints).
    ...whenPainPoint("other-pain", [
      {
        when: { goals: ["grow-sales"] },
        plan: "trust-builder-premium",
        reason: "More reviews, more sales: Premium asks customers for reviews by email and SMS, in bulk.",
        features: ["Unlimited monthly email review requests", "SMS templates and review requests", "Bulk review requests"],
      },
      {
        when: { goals: ["customer-service"] },
        plan: "trust-builder-standard",
        reason: "Show customers you listen: Standard lets you reply to your Google and Facebook reviews.",
        features: ["Respond to Google and Facebook reviews"],
      },
      {
        when: { goals: ["automation"] },
        plan: "trust-builder-professional",
        reason: "Less time on reviews: Professional's AI suggests a reply to every review.",
        features: ["AI-powered responses"],
      },
      {
        plan: "trust-builder-professional",
        reason: "Reviews win local customers: Professional watches 100+ review sources and up to 3 competitors.",
        features: ["100+ sources", "Up to 3 competitors"],
      },
    ]),
  ],

  ladders: [
    ["biziagent-standard", "biziagent-pro", "biziagent-premium"],
    ["trust-builder-standard", "trust-builder-professional", "trust-builder-premium"],
    ["local-boost-seo-pro"],
  ],

  openPainPoints: ["other-pain"],

  pickedPlans: {
    "biziagent-standard": {
      reason: "Your pick fits: Standard answers WhatsApp, Facebook and Instagram messages and web chat with AI.",
      features: ["WhatsApp messaging", "Facebook and Instagram direct messages", "Web chat on your website", "Basic AI"],
    },
    "biziagent-pro": {
      reason: "Your pick fits: Pro texts back missed callers and replies in your customer's language.",
      features: ["Missed-call text recovery", "Multilingual conversations"],
    },
    "biziagent-premium": {
      reason: "Your pick fits: Premium's full AI receptionist answers your phone and books appointments.",
      features: ["Full AI receptionist", "Appointment booking by phone"],
    },
    "trust-builder-standard": {
      reason: "Your pick fits: Standard lets you reply to Google and Facebook reviews and sends a daily digest.",
      features: ["Respond to Google and Facebook reviews", "Daily digest and executive reports"],
    },
    "trust-builder-professional": {
      reason: "Your pick fits: Professional suggests review replies with AI and watches 100+ sources.",
      features: ["AI-powered responses", "100+ sources"],
    },
    "trust-builder-premium": {
      reason: "Your pick fits: Premium asks customers for reviews by email and SMS, on autopilot.",
      features: ["Unlimited monthly email review requests", "SMS templates and review requests"],
    },
    "local-boost-seo-pro": {
      reason: "Your pick fits: Pro tracks 15 keywords every week and maps your rank with the SEO Grid.",
      features: ["15 keywords", "Weekly refresh", "SEO Grid"],
    },
  },

  // What a plan card's button says about the visitor's biggest challenge; the free scan says nothing.
  impliedAnswers: {
    "biziagent-standard": { painPoint: "customer-messages" },
    "biziagent-pro": { painPoint: "missed-calls" },
    "biziagent-premium": { painPoint: "missed-calls" },
    "trust-builder-standard": { painPoint: "other-pain" },
    "trust-builder-professional": { painPoint: "other-pain" },
    "trust-builder-premium": { painPoint: "other-pain" },
    "local-boost-seo-pro": { painPoint: "google-visibility" },
  },
};
