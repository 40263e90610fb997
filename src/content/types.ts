/** Shapes of the marketing copy, shared by content modules and sections. */
import type { LucideIcon } from "lucide-react";
import type { PlanInterest } from "../shared/plan-interest.ts";
import type { Price } from "../shared/price.ts";

export interface Action {
  label: string;
  href: string;
  variant?: "primary" | "secondary";
  /** External pages and the static Business Scan open in a new tab. */
  newTab?: boolean;
}

export type { FaqItem } from "../shared/faq.ts";

/** A figure: a number and its short label, read together ("94% fewer missed calls"). */
export interface Figure {
  value: string;
  label: string;
  /** Drawn after the number, decorative (the star beside a rating). */
  icon?: LucideIcon;
}

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Sent inside the HTML (an SVG under /static/ only): for the image that is its page's largest element on a
   * phone, where the page has room for it in the first window (tests/api/page-weight.test.ts holds the budget).
   */
  inline?: true;
}

/** Feature card: icon, banner image, title, description; home cards also carry a customer quote. */
export interface FeatureCardContent {
  icon: LucideIcon;
  title: string;
  description: string;
  banner?: ImageRef;
  quote?: { text: string; author: string };
}

/** Benefit card: icon, title, description. */
export interface BenefitCardContent {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface PlanFeature {
  label: string;
  included: boolean;
}

export interface Plan {
  /** The plan a visitor can pick (its button opens the funnel with it); none for a plan picked elsewhere. */
  plan?: PlanInterest;
  name: string;
  price: Price;
  description: string;
  /** e.g. "Most Popular": the plan is raised, bordered in the primary colour and badged. */
  badge?: string;
  features: PlanFeature[];
  cta: Action;
}
