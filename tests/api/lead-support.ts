/** A lead the funnel would send: every field valid, email contact (no phone needed). */
export const VALID_LEAD = {
  businessType: "restaurant",
  painPoint: "missed-calls",
  goals: "local-customers",
  contactPreference: "email",
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "",
  businessName: "Taqueria Lopez",
};
