/**
 * Site identity: one typed config. Values the product brief did not give are placeholders, marked as such,
 * and each can be overridden from the environment without a code change. An override that is not what
 * it must be (an e-mail address, an http(s) URL) stops the start with one line, like every variable:
 * STORE_URL, say, also decides the CSP's frame-src.
 */
import { z } from "zod";
import { EnvError } from "../env.ts";

export interface SiteIdentity {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  /** PLACEHOLDER unless SUPPORT_EMAIL is set: no real address was given. */
  supportEmail: string;
  /** PLACEHOLDER unless SUPPORT_PHONE is set: a toll-free number. */
  supportPhone: string;
  /** PLACEHOLDER unless SALES_PHONE is set. */
  salesPhone: string;
  hours: string;
  copyrightYear: number;
  /** The provider's external Business App host: sign-up and sign-in open there in a new tab. */
  signUpUrl: string;
  signInUrl: string;
  /** The external Solutions Store shown in a frame on /solutions; its origin is allowed in the CSP. */
  storeUrl: string;
  social: { facebook: string; x: string; instagram: string; linkedin: string };
}

type Source = Record<string, string | undefined>;

const checks = {
  text: { schema: z.string(), message: "" },
  email: { schema: z.email(), message: "must be an e-mail address" },
  url: { schema: z.url({ protocol: /^https?$/ }), message: "must be an http(s) URL" },
} as const;

/** The variable's trimmed value, checked; the fallback when it is unset or blank. */
function pick(source: Source, name: string, fallback: string, kind: keyof typeof checks = "text"): string {
  const value = source[name]?.trim();
  if (!value) return fallback;
  const check = checks[kind];
  if (!check.schema.safeParse(value).success) throw new EnvError(`Invalid environment variable ${name}: ${check.message} (got "${value}")`);
  return value;
}

/**
 * @example loadSiteIdentity(process.env).supportEmail
 */
export function loadSiteIdentity(source: Source = process.env): SiteIdentity {
  return {
    name: pick(source, "SITE_NAME", "BiziAgent"),
    legalName: pick(source, "SITE_LEGAL_NAME", "BiziAgent LLC"),
    tagline: "AI solutions that help small and medium businesses answer every customer, get found and grow.",
    description: "AI tools for small and medium businesses: a 24/7 AI receptionist for calls, texts and chats, local SEO and review management.",
    supportEmail: pick(source, "SUPPORT_EMAIL", "support@biziagent.example", "email"),
    supportPhone: pick(source, "SUPPORT_PHONE", "+1 (800) 555-0134"),
    salesPhone: pick(source, "SALES_PHONE", "+1 (800) 555-0199"),
    hours: pick(source, "SUPPORT_HOURS", "Monday to Friday, 9 am – 6 pm (Mountain Time)"),
    copyrightYear: 2024,
    signUpUrl: pick(source, "SIGNUP_URL", "https://app.biziagent.example/signup", "url"),
    signInUrl: pick(source, "SIGNIN_URL", "https://app.biziagent.example/login", "url"),
    storeUrl: pick(source, "STORE_URL", "https://store.biziagent.example/", "url"),
    social: {
      facebook: pick(source, "SOCIAL_FACEBOOK_URL", "https://www.facebook.com/", "url"),
      x: pick(source, "SOCIAL_X_URL", "https://x.com/", "url"),
      instagram: pick(source, "SOCIAL_INSTAGRAM_URL", "https://www.instagram.com/", "url"),
      linkedin: pick(source, "SOCIAL_LINKEDIN_URL", "https://www.linkedin.com/", "url"),
    },
  };
}

/** Turns a display phone number into a tel: URL. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
