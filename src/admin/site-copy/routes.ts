/**
 * /api/admin/site-copy: the site's own copy through the JSON API (the owner's session, or an API key with
 * content:read to read and content:write to write), and the editor's own forms (the session only), which
 * answer with the editor's page: a 303 to it after a write, the page itself with the owner's input and the
 * reasons when nothing could be written.
 *
 *   GET    /                              every document and its state
 *   GET    /export                        all live copy as one JSON file
 *   POST   /import                        an export, published whole or not at all
 *   GET    /:key                          one document: live, draft, scheduled, defaults
 *   PUT    /:key/draft                    { document, baseVersion } keeps a draft (409: another tab saved first)
 *   DELETE /:key/draft                    drops the draft
 *   POST   /:key/publish                  { document?, at?, timeZone?, baseVersion? } now, or at a moment
 *   DELETE /:key/schedule                 calls off a publish still to come
 *   GET    /:key/revisions                the revisions, newest first
 *   POST   /:key/revisions/:id/restore    publishes a revision again
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { cancelScheduledCopy, discardCopyDraft, listCopyRevisions, readCopyRecord, readCopyRevision } from "../../../db/queries/site-copy.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey, requireAdminSession } from "../../auth/guards.ts";
import { CHECK_FIELDS, jsonError } from "../../http/json-errors.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson } from "../../routes/validation.ts";
import { isTimeZone } from "../../shared/time-zones.ts";
import type { CopyDocument } from "../../site-copy/define-copy.ts";
import { documentWith } from "../../site-copy/site-copy.ts";
import { auditRequest } from "../audit.ts";
import { checkDocument, documentFor, exportCopy, importCopy, publishDocument, readCopyList, readEditable, saveDraft } from "./copy-actions.ts";
import { applyOp, documentFromForm, formFields, parseOp } from "./copy-form.ts";
import { copyEditorHref, SITE_COPY_PAGE } from "./copy-paths.ts";
import { COPY_CONFLICT_TEXT, type PostedEditorState } from "./read-editor.ts";
import { renderCopyEditor, renderCopyList } from "./render-forms.ts";
import { MAX_SCHEDULE_DAYS, scheduleTime } from "./schedule-time.ts";

const DraftInput = z.object({
  document: z.record(z.string(), z.unknown(), { error: "document must be the whole document as GET /:key returns it" }),
  baseVersion: z.int({ error: "baseVersion must be the draft's version you started from (0: none)" }).min(0, "baseVersion must be 0 or more"),
});

const PublishInput = z.object({
  document: z.record(z.string(), z.unknown()).optional(),
  at: z.iso.datetime({ offset: true, error: "at must be an ISO 8601 date and time with its offset" }).optional(),
  timeZone: z.string().max(64).optional(),
  baseVersion: z.int().min(0).optional(),
});

function withDocument(c: Context<AppEnv>): CopyDocument<object> | Response {
  return documentFor(c, c.req.param("key") ?? "") ?? jsonError(c, 404, "Site copy not found");
}

/** The request's form, or undefined when its body is not one (a wrong type, a broken multipart boundary). */
async function formOf(c: Context<AppEnv>): Promise<FormData | undefined> {
  try {
    return await c.req.formData();
  } catch {
    return undefined;
  }
}

const int = (raw: string | undefined) => {
  const n = Number.parseInt(raw ?? "", 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

export function adminSiteCopyRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");
  const session = requireAdminSession();

  app.get("/", read, async function listCopy(c) {
    return c.json({ documents: await readCopyList(c) });
  });

  app.get("/export", read, async function exportAll(c) {
    const file = await exportCopy(c);
    c.header("Content-Disposition", `attachment; filename="site-copy-${file.exportedAt.slice(0, 10)}.json"`);
    return c.json(file);
  });

  app.post("/import", write, jsonOnly(), async function importAll(c) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return jsonError(c, 400, "The body must be a site copy export (JSON).");
    }
    const result = await importCopy(c, body);
    if (!result.ok) return jsonError(c, 400, result.error, result.issues);
    return c.json({ imported: result.documents, changed: result.changed });
  });

  app.post("/import-form", session, async function importFromForm(c) {
    const form = await formOf(c);
    const file = form?.get("file");
    let body: unknown;
    try {
      body = typeof file === "object" && file !== null ? JSON.parse(await file.text()) : undefined;
    } catch {
      body = undefined;
    }
    if (body === undefined) return renderCopyList(c, 400, { notice: { tone: "error", text: "Choose an export file (.json) made by Export all copy." }, importIssues: [] });
    const result = await importCopy(c, body);
    if (!result.ok) return renderCopyList(c, 400, { notice: { tone: "error", text: result.error }, importIssues: result.issues ?? [] });
    return c.redirect(`${SITE_COPY_PAGE}?imported=${result.changed.length}`, 303);
  });

  app.get("/:key", read, async function readDocument(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    const { record, live, working, scheduled } = await readEditable(c, document);
    return c.json({
      key: document.key,
      title: document.title,
      group: document.group,
      previewPath: document.previewPath,
      version: record.version,
      publishedAt: record.publishedAt?.toISOString() ?? null,
      document: live,
      defaults: document.storedDefaults,
      draft: record.draft ? { document: working, version: record.draft.version, savedAt: record.draft.savedAt.toISOString() } : null,
      scheduled: record.scheduled && scheduled ? { document: scheduled, at: record.scheduled.at.toISOString(), timeZone: record.scheduled.timeZone } : null,
    });
  });

  app.put("/:key/draft", write, jsonOnly(), validJson(DraftInput), async function putDraft(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    const input = c.req.valid("json");
    const checked = checkDocument(document, input.document);
    if (!checked.ok) return jsonError(c, 400, CHECK_FIELDS, checked.issues);
    const saved = await saveDraft(c, document, checked.overrides, input.baseVersion);
    if (!saved.saved) return c.json({ error: COPY_CONFLICT_TEXT, current: { version: saved.current.version, savedAt: saved.current.savedAt.toISOString() } }, 409);
    return c.json({ version: saved.version, savedAt: saved.savedAt.toISOString() });
  });

  app.delete("/:key/draft", write, async function deleteDraft(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    if (!(await discardCopyDraft(c.var.deps.db, document.key))) return jsonError(c, 404, "There is no draft to discard");
    return c.json({ discarded: true });
  });

  app.post("/:key/publish", write, jsonOnly(), validJson(PublishInput), async function publish(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    const input = c.req.valid("json");
    let value: unknown = input.document;
    if (value === undefined) {
      const record = await readCopyRecord(c.var.deps.db, document.key);
      if (!record.draft) return jsonError(c, 409, "There is no draft to publish: send the document.");
      value = documentWith(document, record.draft.overrides);
    }
    const checked = checkDocument(document, value);
    if (!checked.ok) return jsonError(c, 400, CHECK_FIELDS, checked.issues);
    let at: { at: Date; timeZone: string } | undefined;
    if (input.at !== undefined) {
      const when = new Date(input.at);
      // A moment already past publishes now; a later one is a schedule, shown back in the zone given.
      if (when.getTime() > Date.now()) {
        const zone = input.timeZone ?? "UTC";
        if (!isTimeZone(zone)) return jsonError(c, 400, CHECK_FIELDS, [{ field: "timeZone", message: "timeZone must be an IANA time zone, such as America/Denver." }]);
        if (when.getTime() > Date.now() + MAX_SCHEDULE_DAYS * 86_400_000)
          return jsonError(c, 400, CHECK_FIELDS, [{ field: "at", message: `Choose a moment within ${MAX_SCHEDULE_DAYS} days.` }]);
        at = { at: when, timeZone: zone };
      }
    }
    const result = await publishDocument(c, document, {
      overrides: checked.overrides,
      ...(at ? { at } : {}),
      ...(input.baseVersion !== undefined ? { baseVersion: input.baseVersion } : {}),
    });
    if (!result.published) return c.json({ error: COPY_CONFLICT_TEXT, version: result.version }, 409);
    return c.json({ published: true, version: result.version, liveFrom: (result.scheduledFor ?? new Date()).toISOString(), scheduled: result.scheduledFor !== null });
  });

  app.delete("/:key/schedule", write, async function cancelSchedule(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    if (!(await cancelScheduledCopy(c.var.deps.db, document.key))) return jsonError(c, 404, "There is no scheduled publish to call off");
    return c.json({ cancelled: true });
  });

  app.get("/:key/revisions", read, async function revisions(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    const rows = await listCopyRevisions(c.var.deps.db, document.key, 100);
    return c.json({
      revisions: rows.map((row) => ({ id: row.id, kind: row.kind, liveFrom: row.liveFrom.toISOString(), createdAt: row.createdAt.toISOString(), apiKeyName: row.apiKeyName })),
    });
  });

  const restore = async (c: Context<AppEnv>, document: CopyDocument<object>) => {
    const id = Number(c.req.param("id"));
    const revision = Number.isSafeInteger(id) && id > 0 ? await readCopyRevision(c.var.deps.db, document.key, id) : undefined;
    if (!revision) return undefined;
    // A revision kept from before a release may not fit the page's shape any more: checked like any document.
    const checked = checkDocument(document, documentWith(document, revision.overrides));
    if (!checked.ok) return checked;
    return publishDocument(c, document, { overrides: checked.overrides, kind: "restore", detail: { revision: id } });
  };

  app.post("/:key/revisions/:id/restore", write, async function restoreRevision(c) {
    const document = withDocument(c);
    if (document instanceof Response) return document;
    const result = await restore(c, document);
    if (result === undefined) return jsonError(c, 404, "Revision not found");
    if ("ok" in result) return jsonError(c, 409, "This revision no longer fits the page's copy: nothing was restored.", result.issues);
    return c.json({ restored: true, version: result.published ? result.version : null });
  });

  app.post("/:key/revisions/:id/restore-form", session, async function restoreFromForm(c) {
    const document = documentFor(c, c.req.param("key") ?? "");
    if (!document) return c.notFound();
    const result = await restore(c, document);
    if (result === undefined) return c.notFound();
    if ("ok" in result) return c.redirect(copyEditorHref(document.key), 303);
    return c.redirect(copyEditorHref(document.key, "restored"), 303);
  });

  app.post("/:key/form", session, async function editorForm(c) {
    const document = documentFor(c, c.req.param("key") ?? "");
    if (!document) return c.notFound();
    const form = await formOf(c);
    if (!form) return jsonError(c, 400, "Send the editor's form (application/x-www-form-urlencoded or multipart/form-data).");
    const fields = formFields(form);
    const one = (name: string) => fields.get(name)?.[0];
    const op = parseOp(one("op"));
    const intent = op ? "save" : (one("intent") ?? "save");
    const draftVersion = int(one("draftVersion"));
    const publishVersion = int(one("publishVersion"));
    const schedule = { at: one("scheduleAt") ?? "", timeZone: one("timeZone") ?? "UTC", error: null, zoneError: null };
    const autosave = intent === "autosave";
    const { db } = c.var.deps;

    if (intent === "discard") {
      await discardCopyDraft(db, document.key);
      return c.redirect(copyEditorHref(document.key, "discarded"), 303);
    }
    if (intent === "cancel-schedule") {
      await cancelScheduledCopy(db, document.key);
      await auditRequest(c, { action: "copy.schedule_cancel", targetType: "site_copy", targetId: document.key });
      return c.redirect(copyEditorHref(document.key, "cancelled"), 303);
    }

    let working = documentFromForm(document.shape, fields);
    if (op) working = applyOp(document.shape, working, document.storedDefaults, op);
    const state = (extra: Partial<PostedEditorState>): PostedEditorState => ({
      working,
      errors: [],
      notice: null,
      conflict: null,
      schedule,
      draftVersion,
      publishVersion,
      ...extra,
    });

    const checked = checkDocument(document, working);
    if (!checked.ok) {
      if (autosave) return jsonError(c, 400, CHECK_FIELDS, checked.issues);
      return renderCopyEditor(c, 400, state({ errors: checked.issues.map((issue) => [issue.field, issue.message]), ...(op ? { openBlocks: [op.path.split(".")[0] ?? ""] } : {}) }));
    }

    if (intent === "publish" || intent === "schedule") {
      let at: { at: Date; timeZone: string } | undefined;
      if (intent === "schedule") {
        const when = scheduleTime(schedule.at, schedule.timeZone, new Date());
        if ("error" in when)
          return renderCopyEditor(
            c,
            400,
            state({
              schedule: { ...schedule, error: when.field === "at" ? when.error : null, zoneError: when.field === "timeZone" ? when.error : null },
              notice: { tone: "error", text: `Not scheduled: ${when.error}` },
            }),
          );
        at = when;
      }
      const result = await publishDocument(c, document, { overrides: checked.overrides, baseVersion: publishVersion, ...(at ? { at } : {}) });
      if (!result.published) return renderCopyEditor(c, 409, state({ conflict: "publish", publishVersion: result.version }));
      return c.redirect(copyEditorHref(document.key, at ? "scheduled" : "published"), 303);
    }

    // Save, a list's button, or an autosave: the draft.
    const saved = await saveDraft(c, document, checked.overrides, draftVersion);
    if (!saved.saved) {
      if (autosave) return c.json({ error: COPY_CONFLICT_TEXT, current: { version: saved.current.version, savedAt: saved.current.savedAt.toISOString() } }, 409);
      return renderCopyEditor(c, 409, state({ conflict: "draft", draftVersion: saved.current.version }));
    }
    if (autosave) return c.json({ version: saved.version, savedAt: saved.savedAt.toISOString() });
    if (op) return renderCopyEditor(c, 200, state({ draftVersion: saved.version, openBlocks: [op.path.split(".")[0] ?? ""] }));
    return c.redirect(copyEditorHref(document.key, "saved"), 303);
  });

  return app;
}
