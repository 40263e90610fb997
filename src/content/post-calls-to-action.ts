/**
 * The call to action at the end of every post: which funnel answers a post's topic implies, and how the
 * invitation reads. Edit freely. Rules are read top to bottom; the first whose categories or tags (slugs, as
 * in the admin) match the post wins; a post no rule matches gets the fallback. The answers are chosen in
 * advance when the visitor reaches that question, and they can change them. `bun test
 * src/content/post-calls-to-action.test.ts` checks every answer is one the funnel offers.
 */
import type { PostCallToActionRules } from "../shared/post-call-to-action.ts";

export const postCallsToAction: PostCallToActionRules = {
  rules: [
    {
      when: { categories: ["ai-receptionist"], tags: ["missed-calls"] },
      answers: { painPoint: "missed-calls", goals: "customer-service" },
      heading: "Stop losing customers to missed calls",
      text: "Answer four quick questions and we'll show you how BiziAgent AI picks up, texts back and books for you — with a reply within 24 hours.",
      button: "Find my missed-call fix",
    },
    {
      when: { categories: ["local-seo"], tags: ["google-business-profile"] },
      answers: { painPoint: "google-visibility", goals: "local-customers" },
      heading: "Get found by customers nearby",
      text: "Tell us about your business in four quick questions and we'll recommend how to climb Google Maps and local search.",
      button: "Get my local SEO plan",
    },
    {
      when: { categories: ["online-reviews"], tags: ["customer-reviews"] },
      answers: { painPoint: "other-pain", goals: "local-customers" },
      heading: "Turn happy customers into five-star reviews",
      text: "Answer four quick questions and we'll recommend the simplest way to collect and answer reviews on autopilot.",
      button: "Get more reviews",
    },
    {
      when: { tags: ["sms", "customer-service"] },
      answers: { painPoint: "customer-messages", goals: "customer-service" },
      heading: "Answer every customer message, day and night",
      text: "Four quick questions, and we'll show you how AI can reply to texts and chats while you work.",
      button: "Get my recommendation",
    },
    {
      when: { tags: ["automation", "time-saving"] },
      answers: { goals: "automation" },
      heading: "Win back hours every week",
      text: "Tell us what eats your time in four quick questions and we'll recommend what to hand off to AI first.",
      button: "Show me what to automate",
    },
  ],
  fallback: {
    heading: "Ready to put this into practice?",
    text: "Answer four quick questions about your business and we'll recommend the right AI tools — with a reply within 24 hours.",
    button: "Get my free recommendation",
  },
};
