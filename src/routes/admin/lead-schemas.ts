/**
 * What the Leads API reads, checked strictly: the list's query (the names of the tab's address,
 * src/shared/lead-list-view.ts; a value that makes no sense is a 400 naming it, so that a client never
 * reads a list it did not ask for), a status change and a note. Server-only: the tab checks a note's
 * length itself and needs no zod.
 */
import { z } from "zod";
import { LEAD_NOTE_KINDS } from "../../shared/lead-admin.ts";
import { cleanLeadSource, isDay, LEAD_LIST_MAX_PAGE, LEAD_METRIC_RANGES, LEAD_SEARCH_MAX_LENGTH, LEAD_STATUS_FILTERS, type LeadListView } from "../../shared/lead-list-view.ts";
import { businessTypes, contactPreferences } from "../../shared/lead-options.ts";
import { LEAD_STATUSES, NEXT_STEP_MAX_LENGTH, NOTE_MAX_LENGTH, SOURCE_FIELD_MAX } from "../../shared/lead-pipeline.ts";
import { isCurrency, MAX_DEAL_VALUE } from "../../shared/money.ts";
import { PLAN_INTERESTS } from "../../shared/plan-interest.ts";

/** A query parameter given empty (`?q=`, as a form sends a blank field) counts as not given. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const wholeNumber = (min: number, max: number, message: string, tooLarge = message) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, tooLarge);

const day = (name: string) =>
  z
    .string()
    .refine(isDay, `${name} must be a day as yyyy-mm-dd`)
    .optional()
    .transform((v) => v ?? "");

/**
 * GET /api/admin/leads and /api/admin/leads.csv. The first three are the answer's paging and spam switch
 * as they always were; the rest narrow the list.
 */
export const LeadsQuery = z
  .object({
    page: wholeNumber(1, LEAD_LIST_MAX_PAGE, "page must be a whole number of at least 1", "page is too large").default(1),
    limit: wholeNumber(1, 100, "limit must be between 1 and 100").default(25),
    includeSpam: z
      .enum(["true", "false"], { error: "includeSpam must be true or false" })
      .default("false")
      .transform((v) => v === "true"),
    q: blankAsAbsent(
      z
        .string()
        .max(LEAD_SEARCH_MAX_LENGTH, `q (the search) must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`)
        .refine((v) => !v.includes("\u0000"), "q (the search) must not contain a NUL character")
        .transform((v) => v.trim())
        .default(""),
    ),
    status: blankAsAbsent(z.enum(LEAD_STATUS_FILTERS, { error: `status must be one of ${LEAD_STATUS_FILTERS.join(", ")}` }).default("all")),
    type: blankAsAbsent(
      z
        .enum(businessTypes, { error: `type must be one of ${businessTypes.join(", ")}` })
        .optional()
        .transform((v) => v ?? null),
    ),
    contact: blankAsAbsent(
      z
        .enum(contactPreferences, { error: `contact must be one of ${contactPreferences.join(", ")}` })
        .optional()
        .transform((v) => v ?? null),
    ),
    plan: blankAsAbsent(
      z
        .enum([...PLAN_INTERESTS, "none"], { error: "plan must be a plan's id or none" })
        .optional()
        .transform((v) => v ?? null),
    ),
    source: blankAsAbsent(
      z
        .string()
        .max(SOURCE_FIELD_MAX, `source must be at most ${SOURCE_FIELD_MAX} characters`)
        .refine((v) => !v.includes("\u0000"), "source must not contain a NUL character")
        .optional()
        .transform((v) => cleanLeadSource(v)),
    ),
    from: blankAsAbsent(day("from")),
    to: blankAsAbsent(day("to")),
    // Written as the tab's address writes it; 0 (or leaving it out) is every lead.
    due: blankAsAbsent(
      z
        .enum(["1", "0"], { error: "due must be 1 (only leads whose next step is due) or 0" })
        .optional()
        .transform((v) => v === "1"),
    ),
    calls: blankAsAbsent(
      z
        .enum(["1", "0"], { error: "calls must be 1 (only leads with a booked call still to come) or 0" })
        .optional()
        .transform((v) => v === "1"),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type LeadsQuery = z.infer<typeof LeadsQuery>;

/** The list's view of a checked query: the same fields the tab's address holds. */
export function viewOfLeadsQuery(query: LeadsQuery): LeadListView {
  const { limit: _limit, includeSpam, ...rest } = query;
  return { ...rest, spam: includeSpam };
}

/** A lead's id is a UUID; anything else names no lead. */
export const LeadIdParam = z.object({ id: z.guid() });

export const LeadNoteParams = LeadIdParam.extend({
  noteId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

const status = (name: string) => z.enum(LEAD_STATUSES, { error: `${name} must be one of ${LEAD_STATUSES.join(", ")}` });

/**
 * PATCH /api/admin/leads/:id/status. `from` is the status the caller saw: the lead moves only if it is
 * still there (409 otherwise). Without it the lead moves from wherever it is.
 */
export const LeadStatusInput = z.object({ status: status("status"), from: status("from").optional() });

const noteBody = z
  .string({ error: "The note is required" })
  .trim()
  .min(1, "The note is required")
  .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`);

/** A note's text: kept as written (line breaks too), only trimmed; HTML is text like any other. */
export const LeadNoteInput = z.object({ body: noteBody });

/**
 * POST …/notes: a note, or a call or an e-mail logged (`kind`); a logged call or e-mail may go without words
 * ("Call" alone says it happened).
 */
export const NewLeadNoteInput = z
  .object({
    kind: z.enum(LEAD_NOTE_KINDS, { error: `kind must be one of ${LEAD_NOTE_KINDS.join(", ")}` }).default("note"),
    body: z
      .string({ error: "The note must be text" })
      .trim()
      .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`)
      .default(""),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "note" && input.body === "") ctx.addIssue({ code: "custom", path: ["body"], message: "The note is required" });
  });

/** PATCH …/follow-up: the next step (a time, and what), the deal's value and currency; a field left out keeps its value. */
export const LeadFollowUpInput = z
  .object({
    nextStepAt: z.iso.datetime({ offset: true, error: "nextStepAt must be a date and time such as 2026-12-03T09:00:00Z" }).nullable().optional(),
    nextStep: z
      .string({ error: "nextStep must be text" })
      .trim()
      .max(NEXT_STEP_MAX_LENGTH, `The next step must be at most ${NEXT_STEP_MAX_LENGTH} characters`)
      .refine((v) => !v.includes("\u0000"), "The next step must not contain a NUL character")
      .nullable()
      .optional(),
    dealValue: z
      .number({ error: "dealValue must be a number" })
      .min(0, "The deal's value must be 0 or more")
      .max(MAX_DEAL_VALUE, `The deal's value must be at most ${MAX_DEAL_VALUE.toLocaleString("en-US")}`)
      .nullable()
      .optional(),
    dealCurrency: z
      .string({ error: "dealCurrency must be text" })
      .transform((v) => v.trim().toUpperCase())
      .refine(isCurrency, "dealCurrency must be a currency code such as USD or EUR")
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.nextStep && input.nextStepAt === null) ctx.addIssue({ code: "custom", path: ["nextStepAt"], message: "Choose when the next step is due" });
    if (typeof input.dealValue === "number" && !input.dealCurrency) ctx.addIssue({ code: "custom", path: ["dealCurrency"], message: "Choose the deal's currency" });
  });

/** GET /api/admin/lead-metrics?days=7|30|90. */
export const LeadMetricsQuery = z.object({
  days: z
    .enum(LEAD_METRIC_RANGES.map(String) as [string, ...string[]], { error: `days must be one of ${LEAD_METRIC_RANGES.join(", ")}` })
    .default("30")
    .transform((v) => Number(v) as (typeof LEAD_METRIC_RANGES)[number]),
});
