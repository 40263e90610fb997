/**
 * The one validation of a lead, shared by the funnel island and POST /api/leads,
 * with the exact messages people see.
 */
import "./zod-browser.ts";
import { z } from "zod";
import { businessTypes, contactPreferences, goalOptions, painPoints } from "./lead-options.ts";

export const leadMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phoneForDemo: "Phone number is required for demo scheduling",
  phoneInvalid: "Please enter a valid phone number",
} as const;

/** Empty or blank text counts as not given. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const requiredText = (message: string) => z.string({ message }).trim().min(1, message).max(100, "Please use at most 100 characters");

/** Digits, spaces and + ( ) - . with 7 to 15 digits: what people type for a phone number. */
const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}$/;

export const LeadContact = z.object({
  firstName: requiredText(leadMessages.firstName),
  lastName: requiredText(leadMessages.lastName),
  email: z.string({ message: leadMessages.email }).trim().max(254, leadMessages.email).pipe(z.email(leadMessages.email)),
  phone: optionalText(40, leadMessages.phoneInvalid).refine(
    (v) => v === undefined || (PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15),
    leadMessages.phoneInvalid,
  ),
  businessName: optionalText(200, "Please use at most 200 characters"),
});

export const LeadChoices = z.object({
  businessType: z.enum(businessTypes, { message: "Please choose your type of business" }),
  painPoint: z.enum(painPoints, { message: "Please choose your biggest challenge" }),
  goals: z.enum(goalOptions, { message: "Please choose your main goal" }),
  contactPreference: z.enum(contactPreferences, { message: "Please choose how we should contact you" }),
});

/** Unknown fields are dropped; a demo needs a phone number. */
export const LeadInput = LeadChoices.extend(LeadContact.shape).superRefine((lead, ctx) => {
  if (lead.contactPreference === "demo" && !lead.phone) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: leadMessages.phoneForDemo });
  }
});

export type LeadInput = z.infer<typeof LeadInput>;
export type LeadFormValues = z.input<typeof LeadInput>;

/** Field name → first message, for showing errors next to fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
