/** The four answers, a name and an email: the least a lead needs (an email contact needs no phone). */
export const LEAD_ANSWERS = {
  businessType: "restaurant",
  painPoint: "missed-calls",
  goals: "local-customers",
  contactPreference: "email",
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
} as const;

/** A lead the funnel would send: every field valid, the optional ones as the form leaves them. */
export const VALID_LEAD = { ...LEAD_ANSWERS, phone: "", businessName: "Taqueria Lopez" };
