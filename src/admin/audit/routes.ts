/**
 * /api/admin/audit-log, the admin's session only (no API key may read who did what):
 *   GET /audit-log?page&action&actor&outcome&from&to          one page (50), newest first: AuditPage
 *   GET /audit-log/export?action&actor&outcome&from&to        every matching entry as CSV (audit-log-YYYY-MM-DD.csv)
 * `action` is a family ("login", "post"…) or one action ("post.delete"); `from` and `to` are UTC days, both included.
 */
import { Hono } from "hono";
import { z } from "zod";
import { auditBatches } from "../../../db/queries/audit-log.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminSession } from "../../auth/guards.ts";
import { csvRow } from "../../routes/admin/csv.ts";
import { validQuery } from "../../routes/validation.ts";
import { AUDIT_ACTOR_FILTERS, AUDIT_OUTCOME_FILTERS, auditActionFilterOf, auditViewOf } from "../../shared/audit.ts";
import { actionText, actorText, OUTCOME_WORDS, targetText } from "../../shared/audit-text.ts";
import { auditRowOf, readAuditPage, sessionLabelOf } from "./read-audit-page.ts";

/** A parameter given empty (a form's blank field) counts as not given. */
const blank = (v: unknown) => (v === "" ? undefined : v);

const day = (name: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${name} must be a date (YYYY-MM-DD)`)
      .optional(),
  );

export const AuditLogQuery = z
  .object({
    page: z.preprocess(
      blank,
      z
        .string()
        .regex(/^\d{1,6}$/, "page must be a whole number from 1 to 100000")
        .optional(),
    ),
    action: z.preprocess(
      blank,
      z
        .string()
        .max(64, "action is at most 64 characters")
        .refine((v) => auditActionFilterOf(v) === v, "action must be a family (login, post…) or an action's name (post.delete)")
        .optional(),
    ),
    actor: z.preprocess(blank, z.enum(AUDIT_ACTOR_FILTERS, { error: `actor must be one of ${AUDIT_ACTOR_FILTERS.join(", ")}` }).optional()),
    outcome: z.preprocess(blank, z.enum(AUDIT_OUTCOME_FILTERS, { error: `outcome must be one of ${AUDIT_OUTCOME_FILTERS.join(", ")}` }).optional()),
    from: day("from"),
    to: day("to"),
  })
  .refine((q) => !q.page || (Number(q.page) >= 1 && Number(q.page) <= 100_000), { path: ["page"], message: "page must be a whole number from 1 to 100000" })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "to must not be before from" })
  .transform((q) => auditViewOf((name) => q[name]));

const CSV_HEADER = [
  "Time (UTC)",
  "Action",
  "Action name",
  "Outcome",
  "Target",
  "Target type",
  "Target id",
  "Actor",
  "Actor kind",
  "Actor id",
  "IP",
  "Device",
  "User-Agent",
  "Detail",
];
/** Lets Excel read the file as UTF-8; other readers skip it. */
const BOM = "\uFEFF";

export function adminAuditLogRoutes() {
  const app = new Hono<AppEnv>();
  const query = validQuery(AuditLogQuery);
  app.use(requireAdminSession());

  app.get("/", query, async function listAuditLog(c) {
    return c.json(await readAuditPage(c.var.deps.db, c.req.valid("query"), c.get("adminSession")));
  });

  app.get("/export", query, async function exportAuditLogCsv(c) {
    const { page: _page, ...filters } = c.req.valid("query");
    const you = sessionLabelOf(c.get("adminSession"));
    const parts = [BOM, csvRow(CSV_HEADER)];
    for await (const batch of auditBatches(c.var.deps.db, filters)) {
      for (const entry of batch) {
        const row = auditRowOf(entry, you);
        parts.push(
          csvRow([
            row.at,
            actionText(row.action),
            row.action,
            OUTCOME_WORDS[row.outcome] ?? row.outcome,
            targetText(row),
            row.targetType,
            row.targetId,
            actorText(row),
            row.actorKind,
            row.actorId,
            row.ip,
            row.device,
            row.userAgent,
            row.detail ? JSON.stringify(row.detail) : "",
          ]),
        );
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    return c.body(parts.join(""), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="audit-log-${today}.csv"`,
    });
  });

  return app;
}
