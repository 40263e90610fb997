/** A booked call's states and ways, shared by the schema, the admin and the API. */

/** booked → held or no-show (the owner, after the call), or cancelled (the visitor's link or the owner). */
export const CALL_STATUSES = ["booked", "held", "no-show", "cancelled"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** The owner phones the number the lead gave, or both join a meeting link. */
export const CALL_WAYS = ["phone", "link"] as const;
export type CallWay = (typeof CALL_WAYS)[number];

export const callStatusLabels: Record<CallStatus, string> = { booked: "Booked", held: "Held", "no-show": "No-show", cancelled: "Cancelled" };
