/**
 * Moving a lead through the pipeline from the list or the detail: the request names the status the admin
 * saw, so a lead moved meanwhile (another tab, the e-mail's link) is not moved again; the toasts say what
 * happened either way.
 */
import type { AdminLead } from "../../src/shared/admin-api.ts";
import type { LeadStatusAnswer } from "../../src/shared/lead-admin.ts";
import { type LeadStatus, leadStatusLabels } from "../../src/shared/lead-pipeline.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { toastError, toastSuccess } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";

export const leadText = {
  statusFailed: "Failed to update the lead's status",
  noteAdded: "Note added",
  noteAddFailed: "Failed to add the note",
  noteUpdated: "Note updated",
  noteUpdateFailed: "Failed to update the note",
  logged: (what: string) => `${what} logged`,
  loadFailed: "Couldn't load this lead. Check your connection and try again.",
  gone: "This lead no longer exists: it may have been deleted.",
} as const;

export const leadName = (lead: Pick<AdminLead, "firstName" | "lastName">) => `${lead.firstName} ${lead.lastName}`.trim();

/** @returns the answer; "moved" when the lead had left the status seen (the list should read it again); null on failure. */
export async function moveLead(lead: Pick<AdminLead, "id" | "status" | "firstName" | "lastName">, to: LeadStatus): Promise<LeadStatusAnswer | "moved" | null> {
  try {
    const answer = await adminRequest<LeadStatusAnswer>("PATCH", `/api/admin/leads/${lead.id}/status`, { status: to, from: lead.status });
    toastSuccess(`${leadName(lead)} moved to ${leadStatusLabels[to]}`);
    return answer;
  } catch (error) {
    if (redirectIfUnauthorized(error)) return null;
    if (error instanceof AdminApiError && error.status === 409) {
      toastError(error.serverMessage ?? leadText.statusFailed);
      return "moved";
    }
    console.error(`Moving lead ${lead.id} to ${to} failed:`, error);
    toastError(error instanceof AdminApiError && error.status === 404 ? leadText.gone : leadText.statusFailed);
    return null;
  }
}
