/**
 * The Leads tab's reads as the API answers them, read once for both readers (as src/admin/lists.ts does
 * for the other tabs): GET /api/admin/leads, /lead-metrics and /leads/:id answer these values, and the
 * dashboard puts the same ones in the tab's first HTML. Times become ISO strings here; who acted becomes
 * words ("This session · Chrome 131 on macOS", "API key “Zapier”").
 */
import type { Database } from "../../../db/client.ts";
import { type AdminLeadRow, getAdminLead, listAdminLeads, listLeadSources } from "../../../db/queries/admin-leads.ts";
import { sessionUserAgents } from "../../../db/queries/audit-log.ts";
import { readCallSettings } from "../../../db/queries/calls.ts";
import { apiKeyNames } from "../../../db/queries/lead-export.ts";
import { getLeadMetrics } from "../../../db/queries/lead-metrics.ts";
import { type LeadNoteEditRow, type LeadNoteRow, listLeadNotes, listNoteEdits } from "../../../db/queries/lead-notes.ts";
import { listStatusChanges } from "../../../db/queries/lead-pipeline.ts";
import { type AdminLead, LEADS_PAGE_SIZE, type LeadPage } from "../../shared/admin-api.ts";
import type { LeadDetail, LeadMetrics, LeadNote, LeadsTab } from "../../shared/lead-admin.ts";
import type { LeadListView, LeadMetricRange } from "../../shared/lead-list-view.ts";
import { describeDevice } from "../session-device.ts";

export function leadJson(row: AdminLeadRow): AdminLead {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
    callAt: row.callAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/leads?…: one page of the view, the counts per status, the pipeline's values and the follow-ups due. */
export async function readLeads(db: Database, view: LeadListView, limit: number = LEADS_PAGE_SIZE): Promise<LeadPage> {
  const { leads, total, counts, pipeline, followUpsDue, callsUpcoming } = await listAdminLeads(db, view, limit);
  return { leads: leads.map(leadJson), total, page: view.page, limit, counts, pipeline, followUpsDue, callsUpcoming };
}

/** GET /api/admin/lead-metrics?days. */
export function readLeadMetrics(db: Database, days: LeadMetricRange, now?: Date): Promise<LeadMetrics> {
  return getLeadMetrics(db, days, now);
}

/** The Leads tab: the page the address names, the sources to filter by, and the promise's numbers over `days`. */
export async function readLeadsTab(db: Database, view: LeadListView, days: LeadMetricRange): Promise<LeadsTab> {
  const now = new Date();
  const [page, sources, metrics, calls] = await Promise.all([readLeads(db, view), listLeadSources(db), readLeadMetrics(db, days, now), readCallSettings(db)]);
  return { page, sources, metrics, callZone: calls.zone, readAt: now.toISOString() };
}

/** The actor a write records: "session:<label>" (the Security tab's label) or "api_key:<id>". */
export function actorOf(who: { actorKind: string; actorId?: string | number | null }): string {
  return `${who.actorKind}:${who.actorId ?? ""}`;
}

/** Who can be named in a timeline: API keys by name, sessions by the browser they wrote from. */
export interface ActorNames {
  keys: Map<number, string>;
  /** Session label → User-Agent. */
  sessions: Map<string, string>;
}

const NO_NAMES: ActorNames = { keys: new Map(), sessions: new Map() };

/**
 * Who acted, in words, for the one reading: their own session or another (each with its browser when known),
 * an API key (by name while it exists), the e-mail's link.
 */
function actorWords(actor: string, you: string | null, names: ActorNames): string {
  if (actor === "email-link") return "The e-mail's Mark contacted link";
  const [kind, id = ""] = actor.split(":", 2);
  if (kind === "api_key") {
    const name = names.keys.get(Number(id));
    return name ? `API key “${name}”` : "A deleted API key";
  }
  if (kind === "session") {
    const who = actor === you ? "This session" : "Another admin session";
    const agent = names.sessions.get(id);
    return agent ? `${who} · ${describeDevice(agent)}` : who;
  }
  return "The site";
}

/** The names of every actor among `actors`, in two reads. */
async function actorNames(db: Database, actors: string[]): Promise<ActorNames> {
  const keyIds = actors.flatMap((actor) => {
    const match = /^api_key:(\d+)$/.exec(actor);
    return match ? [Number(match[1])] : [];
  });
  const labels = [...new Set(actors.flatMap((actor) => (actor.startsWith("session:") ? [actor.slice("session:".length)] : [])))];
  const [keys, sessions] = await Promise.all([apiKeyNames(db, keyIds), sessionUserAgents(db, labels)]);
  return { keys, sessions };
}

/**
 * GET /api/admin/leads/:id: the lead, its timeline entries (newest first, each with its earlier texts) and status
 * history (oldest first).
 * @param you the reader's own actor string, so that their entries read "This session".
 */
export async function readLeadDetail(db: Database, id: string, you: string | null): Promise<LeadDetail | undefined> {
  const row = await getAdminLead(db, id);
  if (!row) return undefined;
  const [notes, changes, calls] = await Promise.all([listLeadNotes(db, id), listStatusChanges(db, id), readCallSettings(db)]);
  const edits = await listNoteEdits(
    db,
    notes.filter((n) => n.editedAt !== null).map((n) => n.id),
  );
  const everyEdit = [...edits.values()].flat();
  const names = await actorNames(db, [...notes.map((n) => n.actor), ...changes.map((c) => c.actor), ...everyEdit.map((e) => e.actor)]);
  return {
    lead: leadJson(row),
    notes: notes.map((note) => noteJson(note, edits.get(note.id) ?? [], you, names)),
    history: changes.map((change) => ({ id: change.id, from: change.fromStatus, to: change.toStatus, at: change.at.toISOString(), by: actorWords(change.actor, you, names) })),
    callZone: calls.zone,
    readAt: new Date().toISOString(),
  };
}

/** An entry as the API answers it. */
export function noteJson(note: LeadNoteRow, edits: LeadNoteEditRow[], you: string | null, names = NO_NAMES): LeadNote {
  return {
    id: note.id,
    kind: note.kind,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    edits: edits.map((edit) => ({ body: edit.previousBody, at: edit.at.toISOString(), by: actorWords(edit.actor, you, names) })),
    by: actorWords(note.actor, you, names),
  };
}

/** For an entry just written or changed by the reader, with its earlier texts. */
export async function noteJsonFor(db: Database, note: LeadNoteRow, you: string | null): Promise<LeadNote> {
  const edits = (await listNoteEdits(db, [note.id])).get(note.id) ?? [];
  return noteJson(note, edits, you, await actorNames(db, [note.actor, ...edits.map((e) => e.actor)]));
}
