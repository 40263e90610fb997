/**
 * The Leads tab's reads as the API answers them, read once for both readers (as src/admin/lists.ts does
 * for the other tabs): GET /api/admin/leads, /lead-metrics and /leads/:id answer these values, and the
 * dashboard puts the same ones in the tab's first HTML. Times become ISO strings here; who acted becomes
 * words ("This session", "API key “Zapier”").
 */
import type { Database } from "../../../db/client.ts";
import { type AdminLeadRow, getAdminLead, listAdminLeads, listLeadSources } from "../../../db/queries/admin-leads.ts";
import { apiKeyNames } from "../../../db/queries/lead-export.ts";
import { getLeadMetrics } from "../../../db/queries/lead-metrics.ts";
import { listLeadNotes, noteEditableUntil } from "../../../db/queries/lead-notes.ts";
import { listStatusChanges } from "../../../db/queries/lead-pipeline.ts";
import { type AdminLead, LEADS_PAGE_SIZE, type LeadPage } from "../../shared/admin-api.ts";
import type { LeadDetail, LeadMetrics, LeadNote, LeadsTab } from "../../shared/lead-admin.ts";
import type { LeadListView, LeadMetricRange } from "../../shared/lead-list-view.ts";

export function leadJson(row: AdminLeadRow): AdminLead {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/leads?…: one page of the view, the counts per status, the pipeline's values and the follow-ups due. */
export async function readLeads(db: Database, view: LeadListView, limit: number = LEADS_PAGE_SIZE): Promise<LeadPage> {
  const { leads, total, counts, pipeline, followUpsDue } = await listAdminLeads(db, view, limit);
  return { leads: leads.map(leadJson), total, page: view.page, limit, counts, pipeline, followUpsDue };
}

/** GET /api/admin/lead-metrics?days. */
export function readLeadMetrics(db: Database, days: LeadMetricRange, now?: Date): Promise<LeadMetrics> {
  return getLeadMetrics(db, days, now);
}

/** The Leads tab: the page the address names, the sources to filter by, and the promise's numbers over `days`. */
export async function readLeadsTab(db: Database, view: LeadListView, days: LeadMetricRange): Promise<LeadsTab> {
  const now = new Date();
  const [page, sources, metrics] = await Promise.all([readLeads(db, view), listLeadSources(db), readLeadMetrics(db, days, now)]);
  return { page, sources, metrics, readAt: now.toISOString() };
}

/** The actor a write records: "session:<label>" (the Security tab's label) or "api_key:<id>". */
export function actorOf(who: { actorKind: string; actorId?: string | number | null }): string {
  return `${who.actorKind}:${who.actorId ?? ""}`;
}

/** Who acted, in words, for the one reading: their own session, another, an API key (by name while it exists), the e-mail's link. */
function actorWords(actor: string, you: string | null, keys: Map<number, string>): string {
  if (actor === "email-link") return "The e-mail's Mark contacted link";
  const [kind, id = ""] = actor.split(":", 2);
  if (kind === "api_key") {
    const name = keys.get(Number(id));
    return name ? `API key “${name}”` : "A deleted API key";
  }
  if (kind === "session") return actor === you ? "This session" : "Another admin session";
  return "The site";
}

function keyIdsOf(actors: string[]): number[] {
  return actors.flatMap((actor) => {
    const match = /^api_key:(\d+)$/.exec(actor);
    return match ? [Number(match[1])] : [];
  });
}

/**
 * GET /api/admin/leads/:id: the lead, its notes (newest first) and status history (oldest first).
 * @param you the reader's own actor string, so that their entries read "This session".
 */
export async function readLeadDetail(db: Database, id: string, you: string | null): Promise<LeadDetail | undefined> {
  const row = await getAdminLead(db, id);
  if (!row) return undefined;
  const [notes, changes] = await Promise.all([listLeadNotes(db, id), listStatusChanges(db, id)]);
  const keys = await apiKeyNames(db, keyIdsOf([...notes.map((n) => n.actor), ...changes.map((c) => c.actor)]));
  return {
    lead: leadJson(row),
    notes: notes.map((note) => noteJson(note, you, keys)),
    history: changes.map((change) => ({ id: change.id, from: change.fromStatus, to: change.toStatus, at: change.at.toISOString(), by: actorWords(change.actor, you, keys) })),
    readAt: new Date().toISOString(),
  };
}

type NoteRow = Awaited<ReturnType<typeof listLeadNotes>>[number];

/** A note as the API answers it; `keys` names the API key that wrote it. */
export function noteJson(note: NoteRow, you: string | null, keys = new Map<number, string>()): LeadNote {
  return {
    id: note.id,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    editableUntil: noteEditableUntil(note).toISOString(),
    by: actorWords(note.actor, you, keys),
  };
}

/** For a note just written by the reader: their own words without a lookup. */
export async function noteJsonFor(db: Database, note: NoteRow, you: string | null): Promise<LeadNote> {
  return noteJson(note, you, await apiKeyNames(db, keyIdsOf([note.actor])));
}
