/**
 * Redirects as the owner writes them and the server stores them: the canonical form of a from-path, the
 * targets that are allowed, and the API's answer shapes. Shared by the Redirects tab and the server
 * (routes, queries, the front door's map). No zod here, so the tab's list ships without it; the
 * schemas of the writes are in redirect-schemas.ts.
 */

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

/** Why an API key's redirect to another site is refused (403): only the owner may send visitors off the site. */
export const OFF_SITE_NEEDS_SESSION = "A redirect to another site needs the owner's session";

/**
 * Whether a stored target sends visitors to another site: an absolute URL whose origin is not the site's.
 * @example leavesSite("https://partner.example/", "https://www.example.com") // true
 */
export function leavesSite(target: string, siteUrl: string): boolean {
  if (parseTarget(target)?.kind !== "url") return false;
  return new URL(target).origin !== new URL(siteUrl).origin;
}

export const REDIRECTS_PAGE_SIZE = 25;
export const NOT_FOUND_PAGE_SIZE = 25;
/** The longest search the lists take. */
export const REDIRECT_SEARCH_MAX = 200;

export const NOT_FOUND_SORTS = ["hits", "recent"] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

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
