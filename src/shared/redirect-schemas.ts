/**
 * The zod schemas of the redirect writes and of the lists' query strings, shared by the Redirects tab's
 * dialog (fetched when first opened) and the /api/admin routes; the messages are the ones the dialog shows.
 */
import "./zod-browser.ts";
import { z } from "zod";
import {
  canonicalPath,
  fromPathProblem,
  NOT_FOUND_PAGE_SIZE,
  NOT_FOUND_SORTS,
  parseTarget,
  REDIRECT_MAX_LENGTH,
  REDIRECT_SEARCH_MAX,
  REDIRECTS_PAGE_SIZE,
  type RedirectStatusCode,
} from "./redirects.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL is dropped from a search
const NUL = /\u0000/g;

const TARGET_MESSAGE = "To must be a path on this site (starting with /) or an http(s) URL";

const FromField = z
  .string({ error: "From is required" })
  .trim()
  .min(1, "From is required")
  .max(REDIRECT_MAX_LENGTH, `From must be at most ${REDIRECT_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const problem = fromPathProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => canonicalPath(value)!);

const ToField = z
  .string({ error: "To is required" })
  .trim()
  .min(1, "To is required")
  .max(REDIRECT_MAX_LENGTH, `To must be at most ${REDIRECT_MAX_LENGTH} characters`)
  .refine((value) => parseTarget(value) !== undefined, { message: TARGET_MESSAGE })
  .transform((value) => parseTarget(value)!.target);

/** 301 or 302, as a number or its digits (a form's select gives "302"); absent: 301. */
const StatusField = z
  .union([z.literal(301), z.literal(302), z.literal("301"), z.literal("302")], { error: "Status must be 301 or 302" })
  .optional()
  .transform((value): RedirectStatusCode => (value === undefined ? 301 : (Number(value) as RedirectStatusCode)));

/** POST /api/admin/redirects. */
export const RedirectInput = z.object({ fromPath: FromField, toTarget: ToField, statusCode: StatusField });
export type RedirectInput = z.output<typeof RedirectInput>;

/** PUT /api/admin/redirects/:id: the fields and the version the edit started from (a stale one is a 409). */
export const RedirectUpdate = RedirectInput.extend({
  version: z.number({ error: "Version is required: the version of the redirect this edit started from" }).int().positive().max(2_147_483_647),
});
export type RedirectUpdate = z.output<typeof RedirectUpdate>;

/** One CSV row (from,to,status): the same rules as the form, the status as written. */
export const RedirectCsvRow = z.object({ fromPath: FromField, toTarget: ToField, statusCode: StatusField });

export const PageField = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === "") return 1;
    const page = /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(page >= 1)) ctx.addIssue({ code: "custom", message: "Page must be a whole number from 1 to 9999999" });
    return page;
  });

const LimitField = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return fallback;
      const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(limit >= 1 && limit <= 100)) ctx.addIssue({ code: "custom", message: "Limit must be a whole number from 1 to 100" });
      return limit;
    });

/** GET /api/admin/redirects?q&page&limit: a search matches the from-path or the target, anywhere. */
export const RedirectsQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(NUL, "").trim())
    .refine((v) => v.length <= REDIRECT_SEARCH_MAX, { message: `Search must be at most ${REDIRECT_SEARCH_MAX} characters` }),
  page: PageField,
  limit: LimitField(REDIRECTS_PAGE_SIZE),
});
export type RedirectsQuery = z.output<typeof RedirectsQuery>;

/** GET /api/admin/not-found-paths?sort=hits|recent&page&limit. */
export const NotFoundQuery = z.object({
  sort: z.enum(NOT_FOUND_SORTS, { error: "Sort must be hits or recent" }).optional().default("hits"),
  page: PageField,
  limit: LimitField(NOT_FOUND_PAGE_SIZE),
});
export type NotFoundQuery = z.output<typeof NotFoundQuery>;
