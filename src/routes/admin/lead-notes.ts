/**
 * A lead's timeline: POST /api/admin/leads/:id/notes adds a note, or logs a call or an e-mail (`kind`; 201);
 * PATCH …/notes/:noteId changes an entry's text at any time, the text before kept with who changed it and
 * when. No route deletes an entry (they go with their lead). The text is stored as written; the tab shows it
 * as text, never as HTML.
 */
import { Hono } from "hono";
import { getAdminLead } from "../../../db/queries/admin-leads.ts";
import { addLeadNote, editLeadNote } from "../../../db/queries/lead-notes.ts";
import { noteJsonFor } from "../../admin/leads/read-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson, validParam } from "../validation.ts";
import { leadActor } from "./lead-detail.ts";
import { LeadIdParam, LeadNoteInput, LeadNoteParams, NewLeadNoteInput } from "./lead-schemas.ts";
import { notFound } from "./request.ts";

export function adminLeadNoteRoutes() {
  const app = new Hono<AppEnv>();
  const write = requireAdminOrApiKey("leads:write");

  app.post("/leads/:id/notes", write, jsonOnly(), validParam(LeadIdParam, "Lead not found"), validJson(NewLeadNoteInput), async function addNote(c) {
    const { db } = c.var.deps;
    const actor = leadActor(c);
    const { kind, body } = c.req.valid("json");
    const note = await addLeadNote(db, c.req.valid("param").id, { kind, body, actor });
    if (!note) return notFound(c, "Lead");
    return c.json(await noteJsonFor(db, note, actor), 201);
  });

  app.patch("/leads/:id/notes/:noteId", write, jsonOnly(), validParam(LeadNoteParams, "Note not found"), validJson(LeadNoteInput), async function editNote(c) {
    const { db } = c.var.deps;
    const { id, noteId } = c.req.valid("param");
    const actor = leadActor(c);
    const edit = await editLeadNote(db, { leadId: id, noteId, body: c.req.valid("json").body, actor });
    if (edit.outcome === "not-found") return notFound(c, (await getAdminLead(db, id)) ? "Note" : "Lead");
    return c.json(await noteJsonFor(db, edit.note, actor));
  });

  return app;
}
