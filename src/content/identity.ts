/**
 * Site identity: one typed config. Values the product brief did not give are placeholders, marked as such,
 * and each can be overridden from the environment without a code change. An override that is not what
 * it must be (an e-mail address, an http(s) URL) stops the start with one line, like every variable:
 * STORE_URL, say, also decides the CSP's frame-src. The variables are part of the environment's one
 * schema (src/env.ts); the fixed texts are content and stay here.
 */
import { z } from "zod";
import { httpUrl, parseVariables } from "../env-fields.ts";

/**
 * An overridable value: unset or blank keeps the placeholder; a value is trimmed, then must pass `check`.
 * The error shows the trimmed value, the one that was checked.
 */
function overridable(placeholder: string, check?: { schema: z.ZodType; message: string }) {
  return z
    .string()
    .optional()
    .transform((given, ctx) => {
      const value = given?.trim();
      if (!value) return placeholder;
      if (check && !check.schema.safeParse(value).success) {
        ctx.addIssue({ code: "custom", message: check.message, params: { shown: value } });
        return z.NEVER;
      }
      return value;
    });
}

const email = { schema: z.email(), message: "must be an e-mail address" };
const url = { schema: httpUrl("must be an http(s) URL"), message: "must be an http(s) URL" };

/** The identity's part of the environment's schema (src/env.ts composes it into the whole). */
export const SiteIdentityVariables = z.object({
  SITE_NAME: overridable("BiziAgent"),
  SITE_LEGAL_NAME: overridable("BiziAgent LLC"),
  SUPPORT_EMAIL: overridable("support@biziagent.example", email),
  SUPPORT_PHONE: overridable("+1 (800) 555-0134"),
  SALES_PHONE: overridable("+1 (800) 555-0199"),
  SUPPORT_HOURS: overridable("Monday to Friday, 9 am – 6 pm (Mountain Time)"),
  SIGNUP_URL: overridable("https://app.biziagent.example/signup", url),
  SIGNIN_URL: overridable("https://app.biziagent.example/login", url),
  STORE_URL: overridable("https://store.biziagent.example/", url),
  SOCIAL_FACEBOOK_URL: overridable("https://www.facebook.com/", url),
  SOCIAL_X_URL: overridable("https://x.com/", url),
  SOCIAL_INSTAGRAM_URL: overridable("https://www.instagram.com/", url),
  SOCIAL_LINKEDIN_URL: overridable("https://www.linkedin.com/", url),
});

/**
 * The identity from its variables' values and the fixed texts.
 * @example siteIdentity(SiteIdentityVariables.parse({})).name // "BiziAgent"
 */
export function siteIdentity(values: z.output<typeof SiteIdentityVariables>) {
  return {
    name: values.SITE_NAME,
    legalName: values.SITE_LEGAL_NAME,
    tagline: "AI solutions that help small and medium businesses answer every customer, get found and grow.",
    description: "AI tools for small and medium businesses: a 24/7 AI receptionist for calls, texts and chats, local SEO and review management.",
    /** PLACEHOLDER unless SUPPORT_EMAIL is set: no real address was given. */
    supportEmail: values.SUPPORT_EMAIL,
    /** PLACEHOLDER unless SUPPORT_PHONE is set: a toll-free number. */
    supportPhone: values.SUPPORT_PHONE,
    /** PLACEHOLDER unless SALES_PHONE is set. */
    salesPhone: values.SALES_PHONE,
    hours: values.SUPPORT_HOURS,
    copyrightYear: 2024,
    /** The provider's external Business App host: sign-up and sign-in open there in a new tab. */
    signUpUrl: values.SIGNUP_URL,
    signInUrl: values.SIGNIN_URL,
    /** The external Solutions Store shown in a frame on /solutions; its origin is allowed in the CSP. */
    storeUrl: values.STORE_URL,
    social: { facebook: values.SOCIAL_FACEBOOK_URL, x: values.SOCIAL_X_URL, instagram: values.SOCIAL_INSTAGRAM_URL, linkedin: values.SOCIAL_LINKEDIN_URL },
  };
}

export type SiteIdentity = ReturnType<typeof siteIdentity>;

/**
 * The identity alone, over the same variables as parseEnv (which also returns it, as env.identity).
 * @example loadSiteIdentity(process.env).supportEmail
 */
export function loadSiteIdentity(source: Record<string, string | undefined> = process.env): SiteIdentity {
  return siteIdentity(parseVariables(SiteIdentityVariables, source));
}

/** Turns a display phone number into a tel: URL. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
