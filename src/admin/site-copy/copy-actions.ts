/**
 * What the Site Copy tab and its API do with a document, in one place: check it against its schema, keep a
 * draft, publish now or at a moment, restore a revision, export and import everything. Every write is checked
 * whole before anything is written, and every publish is in the audit log.
 */
import type { Context } from "hono";
import { type PublishInput, publishCopy, publishCopyTogether, readCopyRecord, readCopyStates, saveCopyDraft } from "../../../db/queries/site-copy.ts";
import type { AppEnv } from "../../app-context.ts";
import type { FieldIssue } from "../../shared/api-errors.ts";
import { shapeSchema } from "../../site-copy/copy-schema.ts";
import { type CopyJson, overridesOf } from "../../site-copy/copy-values.ts";
import type { CopyDocument } from "../../site-copy/define-copy.ts";
import { copyDocuments } from "../../site-copy/documents.ts";
import { documentWith } from "../../site-copy/site-copy.ts";
import { auditRequest } from "../audit.ts";
import { writeActor } from "../write-actor.ts";
import type { CopyListRow } from "./copy-list-view.tsx";

/** Every document this instance edits, the identity (made from its environment) first. */
export function editableDocuments(c: Context<AppEnv>): readonly CopyDocument<object>[] {
  const store = c.var.deps.siteCopy;
  if (!store) throw new Error("The app was made without its site copy");
  return copyDocuments(store.identityDocument);
}

/** Every document with its state (published, scheduled, a draft's save): the list page's rows and the API's list. */
export async function readCopyList(c: Context<AppEnv>): Promise<CopyListRow[]> {
  const states = await readCopyStates(c.var.deps.db);
  return editableDocuments(c).map((document) => {
    const state = states.get(document.key);
    return {
      key: document.key,
      title: document.title,
      group: document.group,
      previewPath: document.previewPath,
      publishedAt: state?.publishedAt?.toISOString() ?? null,
      scheduledFor: state?.scheduledFor?.toISOString() ?? null,
      draftSavedAt: state?.draftSavedAt?.toISOString() ?? null,
    };
  });
}

export function documentFor(c: Context<AppEnv>, key: string): CopyDocument<object> | undefined {
  return editableDocuments(c).find((document) => document.key === key);
}

export type Checked = { ok: true; doc: CopyJson; overrides: unknown } | { ok: false; issues: FieldIssue[] };

/**
 * A whole document checked against its schema: its overrides of the defaults when it passes, each failing
 * field (dotted path, its own message) when not. `prefix` names the document in an import's answer.
 */
export function checkDocument(document: CopyDocument<object>, value: unknown, prefix = ""): Checked {
  const parsed = shapeSchema(document.shape).safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ field: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || prefix || "document", message: issue.message })),
    };
  const doc = parsed.data as CopyJson;
  return { ok: true, doc, overrides: overridesOf(document.shape, doc, document.storedDefaults) ?? {} };
}

/** The document as the editor opens it: the draft if there is one, else what is live; and the record's state. */
export async function readEditable(c: Context<AppEnv>, document: CopyDocument<object>) {
  const record = await readCopyRecord(c.var.deps.db, document.key);
  const live = documentWith(document, record.live);
  const working = record.draft ? documentWith(document, record.draft.overrides) : live;
  return { record, live, working, scheduled: record.scheduled ? documentWith(document, record.scheduled.overrides) : null };
}

export async function saveDraft(c: Context<AppEnv>, document: CopyDocument<object>, overrides: unknown, baseVersion: number) {
  return saveCopyDraft(c.var.deps.db, document.key, overrides, baseVersion, writeActor(c));
}

export interface PublishRequest {
  overrides: unknown;
  /** Absent: now. */
  at?: { at: Date; timeZone: string };
  baseVersion?: number;
  kind?: "publish" | "restore";
  /** What the audit entry adds (a restored revision's id). */
  detail?: Record<string, string | number>;
}

/** Publishes (or schedules) one document, audited as copy.publish, copy.schedule or copy.restore. */
export async function publishDocument(c: Context<AppEnv>, document: CopyDocument<object>, request: PublishRequest) {
  const input: PublishInput = {
    key: document.key,
    overrides: request.overrides,
    at: request.at?.at ?? new Date(),
    kind: request.kind ?? "publish",
    actor: writeActor(c),
    ...(request.at ? { timeZone: request.at.timeZone } : {}),
    ...(request.baseVersion !== undefined ? { baseVersion: request.baseVersion } : {}),
  };
  const result = await publishCopy(c.var.deps.db, input);
  if (result.published) {
    const action = result.scheduledFor ? "copy.schedule" : request.kind === "restore" ? "copy.restore" : "copy.publish";
    await auditRequest(c, {
      action,
      targetType: "site_copy",
      targetId: document.key,
      detail: { title: document.title, ...(result.scheduledFor ? { liveFrom: result.scheduledFor.toISOString() } : {}), ...request.detail },
    });
  }
  return result;
}

/** The export file's marker and format version: an import refuses anything else. */
export const EXPORT_FORMAT = "biziagent-site-copy";
export const EXPORT_VERSION = 1;

/** Every document as it is live now, by key. */
export async function exportCopy(c: Context<AppEnv>) {
  const copy = await c.var.deps.siteCopy?.current();
  if (!copy) throw new Error("The app was made without its site copy");
  const documents: Record<string, CopyJson> = {};
  for (const document of editableDocuments(c)) documents[document.key] = copy.stored(document);
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), documents };
}

export type ImportResult = { ok: true; documents: number; changed: string[] } | { ok: false; error: string; issues?: FieldIssue[] };

/**
 * Publishes a whole export at once, or nothing: every document is checked first, and all are written in one
 * transaction. A document the file leaves out is left as it is; a key this site does not have is refused.
 */
export async function importCopy(c: Context<AppEnv>, file: unknown): Promise<ImportResult> {
  if (typeof file !== "object" || file === null) return { ok: false, error: "This is not a site copy export (a JSON object was expected)." };
  const body = file as Record<string, unknown>;
  if (body.format !== EXPORT_FORMAT) return { ok: false, error: `This is not a site copy export: its "format" must be "${EXPORT_FORMAT}".` };
  if (body.version !== EXPORT_VERSION) return { ok: false, error: `This export's version (${String(body.version)}) is not one this site reads (${EXPORT_VERSION}).` };
  if (typeof body.documents !== "object" || body.documents === null || Array.isArray(body.documents)) return { ok: false, error: 'The export has no "documents" object.' };
  const given = body.documents as Record<string, unknown>;
  const documents = editableDocuments(c);
  const unknown = Object.keys(given).filter((key) => !documents.some((document) => document.key === key));
  if (unknown.length > 0) return { ok: false, error: "Check the file", issues: unknown.map((key) => ({ field: key, message: `This site has no copy called "${key}".` })) };
  const issues: FieldIssue[] = [];
  const inputs: PublishInput[] = [];
  const copy = await c.var.deps.siteCopy?.current();
  const changed: string[] = [];
  for (const document of documents) {
    if (!(document.key in given)) continue;
    const checked = checkDocument(document, given[document.key], document.key);
    if (!checked.ok) {
      issues.push(...checked.issues);
      continue;
    }
    if (copy && JSON.stringify(copy.stored(document)) === JSON.stringify(checked.doc)) continue;
    changed.push(document.key);
    inputs.push({ key: document.key, overrides: checked.overrides, at: new Date(), kind: "import", actor: writeActor(c) });
  }
  if (issues.length > 0) return { ok: false, error: "Check the file: nothing was imported", issues };
  if (inputs.length > 0) await publishCopyTogether(c.var.deps.db, inputs);
  await auditRequest(c, { action: "copy.import", targetType: "site_copy", targetId: null, detail: { documents: Object.keys(given).length, changed: changed.join(", ") } });
  return { ok: true, documents: Object.keys(given).length, changed };
}
