/**
 * Notes on a lead: POST /api/admin/leads/:id/notes adds one (201), PATCH …/notes/:noteId changes its text
 * within NOTE_EDIT_WINDOW_MINUTES of its writing (409 after, with the reason). Append-only otherwise:
 * no route deletes a note (they go with their lead). The text is stored as written; the tab shows it as
 * text, never as HTML.
 */
import { Hono } from "hono";
import { getAdminLead } from "../../../db/queries/admin-leads.ts";
import { addLeadNote, editLeadNote } from "../../../db/queries/lead-notes.ts";
import { noteJsonFor } from "../../admin/leads/read-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { NOTE_EDIT_WINDOW_MINUTES } from "../../shared/lead-pipeline.ts";
import { validJson, validParam } from "../validation.ts";
import { leadActor } from "./lead-detail.ts";
import { LeadIdParam, LeadNoteInput, LeadNoteParams } from "./lead-schemas.ts";
import { notFound } from "./request.ts";

export function adminLeadNoteRoutes() {
  const app = new Hono<AppEnv>();
  const write = requireAdminOrApiKey("leads:write");

  app.post("/leads/:id/notes", write, jsonOnly(), validParam(LeadIdParam, "Lead not found"), validJson(LeadNoteInput), async function addNote(c) {
    const { db } = c.var.deps;
    const actor = leadActor(c);
    const note = await addLeadNote(db, c.req.valid("param").id, { body: c.req.valid("json").body, actor });
    if (!note) return notFound(c, "Lead");
    return c.json(await noteJsonFor(db, note, actor), 201);
  });

  app.patch("/leads/:id/notes/:noteId", write, jsonOnly(), validParam(LeadNoteParams, "Note not found"), validJson(LeadNoteInput), async function editNote(c) {
    const { db } = c.var.deps;
    const { id, noteId } = c.req.valid("param");
    const edit = await editLeadNote(db, { leadId: id, noteId, body: c.req.valid("json").body });
    if (edit.outcome === "not-found") return notFound(c, (await getAdminLead(db, id)) ? "Note" : "Lead");
    if (edit.outcome === "locked") {
      return c.json(
        {
          error: `Notes can be changed only in the first ${NOTE_EDIT_WINDOW_MINUTES} minutes after they are written, and this one is older: it is part of the record now. Add a new note instead.`,
          code: "note_locked",
        },
        409,
      );
    }
    return c.json(await noteJsonFor(db, edit.note, leadActor(c)));
  });

  return app;
}
