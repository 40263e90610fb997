/**
 * One lead: GET /api/admin/leads/:id (the detail view's data), GET …/:id/export (everything stored about
 * the person, as a JSON attachment, for a data-access request; recorded in the audit log, since it hands
 * out a person's data), PATCH …/:id/status (a move through the pipeline, only from the status the
 * caller saw) and PATCH …/:id/follow-up (the next step and its reminder, the deal's value).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { getAdminLead } from "../../../db/queries/admin-leads.ts";
import { readLeadExport } from "../../../db/queries/lead-export.ts";
import { setLeadDeal, setLeadNextStep } from "../../../db/queries/lead-follow-ups.ts";
import { changeLeadStatus } from "../../../db/queries/lead-pipeline.ts";
import { auditActor, auditRequest } from "../../admin/audit.ts";
import { actorOf, leadJson, readLeadDetail } from "../../admin/leads/read-leads.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import type { LeadFollowUpAnswer, LeadStatusAnswer, LeadStatusMoved } from "../../shared/lead-admin.ts";
import { leadStatusLabels } from "../../shared/lead-pipeline.ts";
import { fromMinor, toMinor } from "../../shared/money.ts";
import { validJson, validParam } from "../validation.ts";
import { LeadFollowUpInput, LeadIdParam, LeadStatusInput } from "./lead-schemas.ts";
import { notFound } from "./request.ts";

/** The caller as the pipeline's tables record them ("session:<label>", "api_key:<id>"), read after the guard. */
export function leadActor(c: Context<AppEnv>): string {
  return actorOf(auditActor(c));
}

export function adminLeadDetailRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("leads:read");
  const write = requireAdminOrApiKey("leads:write");
  const leadId = validParam(LeadIdParam, "Lead not found");

  app.get("/leads/:id", read, leadId, async function readLead(c) {
    const detail = await readLeadDetail(c.var.deps.db, c.req.valid("param").id, leadActor(c));
    return detail ? c.json(detail) : notFound(c, "Lead");
  });

  app.get("/leads/:id/export", read, leadId, async function exportLeadData(c) {
    const { id } = c.req.valid("param");
    const data = await readLeadExport(c.var.deps.db, id);
    if (!data) return notFound(c, "Lead");
    await auditRequest(c, { action: "lead.export", targetType: "lead", targetId: id });
    const body = { exportedAt: new Date().toISOString(), ...data };
    return c.body(JSON.stringify(body, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-${id}.json"`,
    });
  });

  app.patch("/leads/:id/status", write, jsonOnly(), leadId, validJson(LeadStatusInput), async function changeStatus(c) {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const { status, from } = c.req.valid("json");
    const result = await changeLeadStatus(db, id, { to: status, from, actor: leadActor(c) });
    const lead = await getAdminLead(db, id);
    if (!lead || (!result.changed && result.reason === "not-found")) return notFound(c, "Lead");
    if (!result.changed && result.reason === "moved") {
      const body: LeadStatusMoved = {
        error: `This lead was moved to ${leadStatusLabels[lead.status]} meanwhile, so it was not changed. Look again, then choose.`,
        code: "status_moved",
        current: leadJson(lead),
      };
      return c.json(body, 409);
    }
    const answer: LeadStatusAnswer = { changed: result.changed, from: result.changed ? result.from : status, to: status, lead: leadJson(lead) };
    return c.json(answer);
  });

  app.patch("/leads/:id/follow-up", write, jsonOnly(), leadId, validJson(LeadFollowUpInput), async function setFollowUp(c) {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const before = await getAdminLead(db, id);
    if (!before) return notFound(c, "Lead");
    const changed: LeadFollowUpAnswer["changed"] = [];
    if (input.nextStepAt !== undefined || input.nextStep !== undefined) {
      const at = input.nextStepAt === undefined ? before.nextStepAt : input.nextStepAt === null ? null : new Date(input.nextStepAt);
      const step = input.nextStep === undefined ? before.nextStep : input.nextStep || null;
      if (at?.getTime() !== before.nextStepAt?.getTime() || step !== before.nextStep) changed.push("nextStep");
      if (!(await setLeadNextStep(db, id, { at, step }))) return notFound(c, "Lead");
    }
    if (input.dealValue !== undefined || input.dealCurrency !== undefined) {
      const currency = input.dealCurrency ?? before.dealCurrency;
      const value =
        input.dealValue === undefined ? (before.dealValueMinor === null || !currency ? null : fromMinor(before.dealValueMinor, before.dealCurrency ?? currency)) : input.dealValue;
      const deal = value === null || !currency ? null : { valueMinor: toMinor(value, currency), currency };
      if (deal?.valueMinor !== (before.dealValueMinor ?? undefined) || deal?.currency !== (before.dealCurrency ?? undefined)) changed.push("deal");
      if (!(await setLeadDeal(db, id, deal))) return notFound(c, "Lead");
    }
    const lead = await getAdminLead(db, id);
    if (!lead) return notFound(c, "Lead");
    const answer: LeadFollowUpAnswer = { lead: leadJson(lead), changed };
    return c.json(answer);
  });

  return app;
}
