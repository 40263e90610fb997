/** The funnel's option sets: values stored with each lead, with the labels people see. */

export const businessTypes = ["retail", "restaurant", "service", "medical", "other"] as const;
export const painPoints = ["missed-calls", "google-visibility", "customer-messages", "other-pain"] as const;
export const goalOptions = ["local-customers", "customer-service", "automation", "grow-sales"] as const;
export const contactPreferences = ["demo", "email"] as const;

export type BusinessType = (typeof businessTypes)[number];
export type PainPoint = (typeof painPoints)[number];
export type Goal = (typeof goalOptions)[number];
export type ContactPreference = (typeof contactPreferences)[number];

export interface OptionCopy {
  label: string;
  help: string;
}

export const businessTypeCopy: Record<BusinessType, OptionCopy> = {
  retail: { label: "Retail", help: "Shops, boutiques and stores" },
  restaurant: { label: "Restaurant", help: "Restaurants, cafés, bars and catering" },
  service: { label: "Service business", help: "Salons, trades, cleaning, auto, legal and more" },
  medical: { label: "Medical", help: "Clinics, dental, therapy and wellness" },
  other: { label: "Other", help: "Something else — we work with most local businesses" },
};

export const painPointCopy: Record<PainPoint, OptionCopy> = {
  "missed-calls": { label: "Missed calls", help: "Calls go to voicemail when we are busy or closed" },
  "google-visibility": { label: "Google visibility", help: "Customers can't find us on Google or Maps" },
  "customer-messages": { label: "Customer messages", help: "Texts, DMs and chats pile up unanswered" },
  "other-pain": { label: "Something else", help: "Reviews, admin work or another headache" },
};

export const goalCopy: Record<Goal, OptionCopy> = {
  "local-customers": { label: "More local customers", help: "Show up where nearby customers search" },
  "customer-service": { label: "Better customer service", help: "Answer every customer, 24/7" },
  automation: { label: "Automation", help: "Hand repetitive tasks to AI and save hours" },
  "grow-sales": { label: "Grow sales", help: "Turn more conversations into bookings and sales" },
};

export const contactPreferenceCopy: Record<ContactPreference, OptionCopy> = {
  demo: { label: "Schedule a call", help: "A 15–30 minute demo call at a time that suits you" },
  email: { label: "Send info by email", help: "Get your recommendations in your inbox" },
};
