/**
 * Hostile requests for the fuzz test and bench, as fast-check arbitraries: every route the
 * app has (its parameters filled with junk), garbage paths, every method, absurd query parameters,
 * malformed and hostile bodies, forged cookies and tokens — and, for a share of them, a real admin
 * session or API key with a same-origin header, so that the handlers behind the guards are reached too.
 */
import fc from "fast-check";
import { FunnelEventInput } from "../../src/routes/api/funnel-events.ts";
import { LeadRequest } from "../../src/routes/api/lead-request.ts";
import { ApiKeyCreateInput, ApiKeyToggleInput, AuthorInput, CategoryInput, LoginInput, PostInput, TagInput } from "../../src/shared/admin-schemas.ts";

export interface FuzzCredentials {
  /** "name=value" of a live admin session cookie. */
  sessionCookie: string;
  apiKey: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, as sent (may hold invalid escapes). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** Which credentials it carries, for the failure report. */
  auth: Auth;
}

type Auth = "none" | "session" | "api-key" | "forged-session" | "forged-key" | "forged-device";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "get", "M-SEARCH"];

/**
 * Field names the routes read, so that junk values reach the validators and the queries behind them:
 * every request schema's, so a field added later is fuzzed too, and two names that have broken object handling.
 */
const FIELDS = [
  ...new Set(
    [LeadRequest, FunnelEventInput, LoginInput, PostInput, CategoryInput, TagInput, AuthorInput, ApiKeyCreateInput, ApiKeyToggleInput].flatMap((schema) =>
      Object.keys(schema.shape),
    ),
  ),
  "__proto__",
  "constructor",
];

/** Valid bodies per route, to be spoiled a field or two at a time: junk then reaches the queries, not just the validators. */
const TEMPLATES: [RegExp, Record<string, unknown>][] = [
  [
    /^\/api\/leads/,
    {
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "local-customers",
      contactPreference: "demo",
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana@example.com",
      phone: "+1 555 123 4567",
      businessName: "Taqueria",
      website: "",
    },
  ],
  [
    /^\/api\/admin\/blog-posts/,
    {
      title: "A post",
      slug: "a-post",
      excerpt: "Short",
      content: "# Hi",
      authorId: null,
      categoryId: null,
      tagIds: [],
      status: "published",
      metaTitle: "",
      metaDescription: "",
      featuredImageUrl: "",
    },
  ],
  [/^\/api\/admin\/categories/, { name: "News", slug: "news", description: "All the news" }],
  [/^\/api\/admin\/tags/, { name: "AI", slug: "ai" }],
  [/^\/api\/admin\/authors/, { name: "Sam", bio: "Writes", imageUrl: "https://example.com/a.png" }],
  [/^\/api\/admin\/api-keys/, { name: "Zapier" }],
  [/^\/api\/admin\/login/, { password: "guess" }],
];

function templateFor(path: string): Record<string, unknown> {
  return TEMPLATES.find(([pattern]) => pattern.test(path))?.[1] ?? {};
}

const QUERY_KEYS = ["page", "limit", "category", "tag", "includeSpam", "status", "q", "search", "utm_source", "fbclid", "format"];

/** Text that has broken web apps: NUL, lone surrogates, traversal, injection, CDATA ends, huge numbers. */
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "\uFFFF",
  "\u202E",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%ff",
  "%zz",
  "%",
  "'; drop table leads; --",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "]]><x/>",
  "$" + "{7*7}",
  "{{7*7}}",
  "1e309",
  "-1",
  "0",
  "-0",
  "NaN",
  "Infinity",
  "9007199254740993",
  "99999999999999999999",
  "null",
  "true",
  "[]",
  "{}",
  "ﬀ",
  "İ",
  "😀",
  "a".repeat(300),
  "x@y",
  "admin",
  "draft",
  "published",
  "email",
  "demo",
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);

/** What a header may carry (printable ASCII: anything else the client itself refuses to send). */
const headerText = fc.oneof(fc.constantFrom("", "null", "*", "%00", "x".repeat(2000), "\t"), fc.stringMatching(/^[\x20-\x7e]{0,60}$/));

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Bodies: the route's valid body with a field or two spoiled, objects of junk, any JSON, broken JSON, pathological shapes. */
const body = (path: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 8,
      arbitrary: fc
        .dictionary(fc.constantFrom(...Object.keys(templateFor(path)), ...FIELDS), jsonValue, { minKeys: 0, maxKeys: 2 })
        .map((spoiled) => JSON.stringify({ ...templateFor(path), ...spoiled })),
    },
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 10 }).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 2, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "[".repeat(20_000) + "]".repeat(20_000),
        `{"content":"${"x".repeat(300_000)}"}`,
        `{"title":"a\\u0000b","name":"\\ud800"}`,
        '{"__proto__":{"isAdmin":true},"password":"x"}',
        '{"tagIds":[1,1,1,-1,1e309,"1"],"authorId":1.5,"categoryId":"1"}',
        "\u0000\u0001\u0002",
        '{"a":1,"a":2}',
      ),
    },
  );

const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json, text/plain",
  "garbage",
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeSegment(raw: string, encode: boolean): string {
  // A lone surrogate cannot travel in a URL: it arrives as U+FFFD, as a browser would send it.
  if (encode) return encodeURIComponent(raw.replace(LONE_SURROGATE, "\uFFFD"));
  // Raw: only what would end the segment or the path is escaped; invalid escapes pass as they are.
  return raw.replace(/[/?#\s]/g, (c) => encodeURIComponent(c));
}

const segment = fc
  .tuple(fc.oneof(text, fc.integer().map(String), fc.constantFrom("1", "2", "3", "999999", "0", "-5")), fc.boolean())
  .map(([s, encode]) => escapeSegment(s, encode));

export interface RouteSpec {
  method: string;
  path: string;
}

/** A route's path with its parameters filled: mostly small ids (rows that exist), else junk. */
function fill(path: string, values: string[], ids: number[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z]+/g, (name) => {
    const n = i++;
    return name === ":id" && ids[n]! % 3 !== 0 ? String(ids[n]) : values[n % values.length]!;
  });
}

function targetArbitrary(routes: RouteSpec[]): fc.Arbitrary<{ method: string; path: string }> {
  const known = fc
    .tuple(
      fc.constantFrom(...routes),
      fc.array(segment, { minLength: 4, maxLength: 4 }),
      fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 4, maxLength: 4 }),
      fc.constantFrom(...METHODS),
      fc.nat(9),
    )
    .map(([route, values, ids, otherMethod, dice]) => ({ method: dice < 8 ? route.method : otherMethod, path: fill(route.path, values, ids) }));
  const garbage = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`),
    fc.tuple(fc.constantFrom("/static/", "/assets/", "/blog/", "/api/", "/api/admin/", "/admin/dashboard/", "//", "/./", "/%2e%2e/"), segment).map(([a, b]) => a + b),
    fc.constantFrom(
      "/wp-login.php",
      "/.env",
      "/.git/config",
      "/static/../package.json",
      "/static/%2e%2e/%2e%2e/etc/passwd",
      "/blog/%00",
      "/static/%00",
      "/api/blog-posts/%00",
      `/${"a".repeat(5000)}`,
    ),
  );
  const anyMethod = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE") }, { weight: 2, arbitrary: fc.constantFrom(...METHODS) });
  return fc.oneof({ weight: 5, arbitrary: known }, { weight: 1, arbitrary: fc.tuple(anyMethod, garbage).map(([method, path]) => ({ method, path })) });
}

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), segment), fc.tuple(text, fc.boolean())), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, [v, encode]]) => `${k}=${escapeSegment(v, encode)}`).join("&")}`));

export function fuzzRequests(routes: RouteSpec[], credentials: FuzzCredentials, cookieNames: { session: string; device: string }): fc.Arbitrary<FuzzRequest> {
  return targetArbitrary(routes)
    .chain(({ method, path }) =>
      fc.record({
        method: fc.constant(method),
        path: fc.constant(path),
        query,
        body: body(path),
        contentType: fc.oneof({ weight: 3, arbitrary: fc.constant("application/json") }, { weight: 2, arbitrary: contentType }),
        auth: fc.constantFrom<Auth>("none", "none", "session", "session", "api-key", "forged-session", "forged-key", "forged-device"),
        site: fc.constantFrom("same-origin", "same-origin", "cross-site", "none", undefined),
        junk: fc.dictionary(
          fc.constantFrom(
            "Idempotency-Key",
            "X-Forwarded-For",
            "Accept-Encoding",
            "If-None-Match",
            "If-Modified-Since",
            "Accept",
            "Range",
            "Origin",
            "User-Agent",
            "Content-Encoding",
          ),
          headerText,
          { maxKeys: 4 },
        ),
        forged: headerText,
      }),
    )
    .map(({ method, path, query: q, body: b, contentType: type, auth, site, junk, forged }) => {
      const headers: Record<string, string> = { ...junk };
      if (type) headers["Content-Type"] = type;
      if (site) headers["Sec-Fetch-Site"] = site;
      // Logging in or out with the shared session would end it for every later case.
      const realAuth = auth === "session" && /\/api\/admin\/log(?:in|out)/.test(path) ? "none" : auth;
      if (realAuth === "session") headers.Cookie = credentials.sessionCookie;
      if (realAuth === "api-key") headers.Authorization = `Bearer ${credentials.apiKey}`;
      if (realAuth === "forged-session") headers.Cookie = `${cookieNames.session}=${forged}`;
      if (realAuth === "forged-key") headers.Authorization = `Bearer bza_${forged}`;
      if (realAuth === "forged-device") headers.Cookie = `${cookieNames.device}=${forged}`;
      const upper = method.toUpperCase();
      const sendsBody = b !== undefined && upper !== "GET" && upper !== "HEAD";
      return { method, target: path + q, headers, body: sendsBody ? b : undefined, auth: realAuth };
    });
}
