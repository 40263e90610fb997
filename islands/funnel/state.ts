/** The funnel's state, kept in sessionStorage so a reload keeps what was chosen (cleared after success). */
import type { BusinessType, ContactPreference, Goal, PainPoint } from "../../src/shared/lead-options.ts";
import { type PlanInterest, parsePlanInterest } from "../../src/shared/plan-interest.ts";

export interface FunnelChoices {
  businessType?: BusinessType;
  painPoint?: PainPoint;
  goals?: Goal;
  contactPreference?: ContactPreference;
}

export interface FunnelContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string;
}

export type FunnelStep = 1 | 2 | 3 | 4 | 5;

export interface FunnelState {
  step: FunnelStep;
  choices: FunnelChoices;
  contact: FunnelContact;
  /** Sent as Idempotency-Key: the same for every retry of one submission. */
  submissionKey: string;
  /** The plan the visitor picked before the funnel opened (`?plan=`), sent with the lead; null: none. */
  planInterest: PlanInterest | null;
}

export const STORAGE_KEY = "biziagent:funnel";

export function newSubmissionKey(): string {
  return crypto.randomUUID();
}

export const emptyContact: FunnelContact = { firstName: "", lastName: "", email: "", phone: "", businessName: "" };

export function initialState(): FunnelState {
  return { step: 1, choices: {}, contact: emptyContact, submissionKey: "", planInterest: null };
}

export function loadState(): FunnelState | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<FunnelState>;
    const step = saved.step && saved.step >= 1 && saved.step <= 5 ? saved.step : 1;
    return {
      step: step as FunnelStep,
      choices: saved.choices ?? {},
      contact: { ...emptyContact, ...saved.contact },
      submissionKey: typeof saved.submissionKey === "string" ? saved.submissionKey : "",
      planInterest: typeof saved.planInterest === "string" ? parsePlanInterest(saved.planInterest) : null,
    };
  } catch {
    return null;
  }
}

export function saveState(state: FunnelState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the funnel still works, it just forgets on reload.
  }
}

export function clearState(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
