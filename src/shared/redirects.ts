/**
 * Redirects as the owner writes them and the server stores them: the canonical form of a from-path, the
 * targets that are allowed, the zod schemas of the admin writes, and the API's answer shapes. Shared by
 * the Redirects tab (its form checks) and the server (routes, queries, the front door's map).
 */
import "./zod-browser.ts";
import { z } from "zod";

export const REDIRECT_STATUS_CODES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

/** The longest from-path or target stored; a longer one is nobody's link. */
export const REDIRECT_MAX_LENGTH = 2000;

/**
 * Paths a redirect may not take over: the admin (the owner would lock themselves out), the APIs, the
 * built assets and the health check, which the deployment watches.
 */
const RESERVED_FROM = /^\/(?:admin|api|assets|healthz)(?:\/|$)/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const NUL = /\u0000/g;

/** RFC 3986 allows these in a path segment unescaped; everything else is percent-encoded. */
const SEGMENT_SAFE = /%(?:21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g;

/** One segment in its canonical escaping: decoded once, then re-encoded the one way; undefined when its escapes are broken. */
function canonicalSegment(segment: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(segment)).replace(SEGMENT_SAFE, decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * A path in the one form a redirect is stored and looked up under: a leading "/", no query or fragment,
 * no empty or dot segments, no trailing slash (except "/" itself), percent-encoding normalised
 * ("/a%7eb/" and "/a~b" are one path). An absolute http(s) URL gives its path. undefined: not a path.
 * @example canonicalPath("blog/old-post/?utm_source=x") // "/blog/old-post"
 */
export function canonicalPath(input: string): string | undefined {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/s, "");
  if (/[\s\\]/.test(path) || CONTROL.test(path)) return undefined;
  const segments: string[] = [];
  for (const raw of path.split("/")) {
    if (raw === "" || raw === ".") continue;
    if (raw === "..") {
      segments.pop();
      continue;
    }
    const segment = canonicalSegment(raw);
    if (segment === undefined) return undefined;
    segments.push(segment);
  }
  const canonical = `/${segments.join("/")}`;
  return canonical.length <= REDIRECT_MAX_LENGTH ? canonical : undefined;
}

/** Why a from-path is refused, or undefined when it is fine. */
export function fromPathProblem(input: string): string | undefined {
  const path = canonicalPath(input);
  if (path === undefined) return "From must be a path on this site, e.g. /blog/old-post";
  if (RESERVED_FROM.test(path)) return "From may not be under /admin, /api, /assets or /healthz";
  return undefined;
}

export type RedirectTarget = { kind: "path"; path: string; target: string } | { kind: "url"; target: string };

/**
 * A target in its stored form: a path on this site (its path part canonical, its query and fragment
 * kept) or an absolute http(s) URL with a host and no credentials. Never javascript:, data: or a
 * protocol-relative "//host", which a browser would follow off the site. undefined: not allowed.
 * @example parseTarget("/blog/new-post/?ref=old") // { kind: "path", path: "/blog/new-post", target: "/blog/new-post?ref=old" }
 */
export function parseTarget(input: string): RedirectTarget | undefined {
  const value = input.trim();
  if (value.length === 0 || value.length > REDIRECT_MAX_LENGTH || /[\s\\]/.test(value) || CONTROL.test(value)) return undefined;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return undefined;
    const rest = /[?#]/.exec(value);
    const path = canonicalPath(rest ? value.slice(0, rest.index) : value);
    if (path === undefined) return undefined;
    return { kind: "path", path, target: path + (rest ? value.slice(rest.index) : "") };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "" || url.username !== "" || url.password !== "") return undefined;
  return { kind: "url", target: url.href };
}

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

export const REDIRECTS_PAGE_SIZE = 25;
export const NOT_FOUND_PAGE_SIZE = 25;
/** The longest search the lists take. */
export const REDIRECT_SEARCH_MAX = 200;

const PageField = z
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

export const NOT_FOUND_SORTS = ["hits", "recent"] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

/** GET /api/admin/not-found-paths?sort=hits|recent&page&limit. */
export const NotFoundQuery = z.object({
  sort: z.enum(NOT_FOUND_SORTS, { error: "Sort must be hits or recent" }).optional().default("hits"),
  page: PageField,
  limit: LimitField(NOT_FOUND_PAGE_SIZE),
});
export type NotFoundQuery = z.output<typeof NotFoundQuery>;

/** A redirect as the admin API answers it. */
export interface AdminRedirect {
  id: number;
  fromPath: string;
  toTarget: string;
  statusCode: RedirectStatusCode;
  source: "owner" | "slug-change";
  hits: number;
  lastHitAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface RedirectPage {
  redirects: AdminRedirect[];
  total: number;
  page: number;
  limit: number;
  q: string;
}

/** A row of the 404 log: one path, or one group of probes (probeGroup set, path is the group's label). */
export interface NotFoundEntry {
  path: string;
  probeGroup: string | null;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  referrerHost: string | null;
}

export interface NotFoundPage {
  paths: NotFoundEntry[];
  total: number;
  page: number;
  limit: number;
  sort: NotFoundSort;
}

/** The CSV import's answer. */
export interface RedirectImportResult {
  imported: number;
  created: number;
  updated: number;
}

/** The Redirects tab's first paint: both lists as the API answers them. */
export interface RedirectsTabData {
  redirects: RedirectPage;
  notFound: NotFoundPage;
}
