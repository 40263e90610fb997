/** A lead's place in the owner's pipeline, from the first answer to a customer (or not). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** What the site promises every lead ("We will contact you within 24 hours"), in hours. */
export const RESPONSE_PROMISE_HOURS = 24;

export const NOTE_MAX_LENGTH = 5000;
/** What the next step with a lead is, in a line ("Call back about the Pro plan"). */
export const NEXT_STEP_MAX_LENGTH = 200;

/** Where the visit that left the lead came from: no cookie, only what the tab knew (cut to this length each). */
export const SOURCE_FIELD_MAX = 200;
