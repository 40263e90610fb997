/** Helpers for the admin API tests: a test app with the admin user, login, and requests as the admin UI sends them. */
import { afterAll, beforeAll, expect, spyOn } from "bun:test";
import { ensureAdminUser } from "../../src/auth/admin-user.ts";
import { sessionIdOfToken } from "../../src/auth/lucia.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { DatabaseBase } from "../support/test-database.ts";
import { attributesOf, islandsOf, scriptsFetchedAtLoad } from "./admin-html.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";

/**
 * A fresh app and database with the admin user; client IPs come from X-Forwarded-For. The guessing
 * ceiling is raised, so that tests of other things may log in and fail as often as they like; the
 * ceiling's own tests set LOGIN_CHECKS_PER_SECOND back to the default.
 */
export async function createAdminTestApp(env: Record<string, string> = {}, options: { base?: DatabaseBase } = {}): Promise<TestApp> {
  const t = await createTestApp({ TRUST_PROXY: "true", LOGIN_CHECKS_PER_SECOND: "100", ...env }, options);
  await ensureAdminUser(t.deps.db, ADMIN_PASSWORD);
  return t;
}

let ipCounter = 0;
/** A new client address per call, so the per-IP login limit stays out of the way unless a test wants it. */
export function nextIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface AdminRequest {
  method?: string;
  body?: unknown;
  /** "name=value" of the session cookie. */
  cookie?: string;
  bearer?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Like the admin UI in a browser: same-origin, JSON bodies. Override any header to play an attacker. */
export async function adminRequest(t: TestApp, path: string, options: AdminRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": options.ip ?? nextIp() };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const init: RequestInit = { method: options.method ?? "GET", headers: { ...headers, ...options.headers } };
  if (options.body !== undefined) init.body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  return t.app.request(path, init);
}

/** The session cookie a response sets, as "name=value", or undefined. */
export function sessionCookieOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const match = /^((?:__Host-)?admin_session)=([^;]*)/.exec(line);
    if (match?.[2]) return `${match[1]}=${match[2]}`;
  }
  return undefined;
}

/** The device cookie a response sets, as "name=value", or undefined. */
export function deviceCookieOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const match = /^((?:__Host-)?admin_device)=([^;]*)/.exec(line);
    if (match?.[2]) return `${match[1]}=${match[2]}`;
  }
  return undefined;
}

export function setCookieLine(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => /^(?:__Host-)?admin_session=/.test(line));
}

/** Logs in and returns the session cookie. */
export async function login(t: TestApp, options: { ip?: string; cookie?: string } = {}): Promise<string> {
  const res = await adminRequest(t, "/api/admin/login", { method: "POST", body: { password: ADMIN_PASSWORD }, ...options });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res)!;
}

/** The token a `name=token` cookie carries. */
export function sessionTokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf("=") + 1);
}

/** The sessions row id of a cookie: the SHA-256 of its token. */
export function sessionIdOf(cookie: string): string {
  return sessionIdOfToken(sessionTokenOf(cookie));
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Every field of a post as the dialog sends it, blank, as a base for a test's own values. */
export const BLANK_POST = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  authorId: null,
  categoryId: null,
  featuredImageUrl: "",
  status: "draft",
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  ogTitle: "",
  ogDescription: "",
  ogImageUrl: "",
};

/** A test file's admin: the app and a session made before its tests, closed after them. */
export interface AdminSession {
  readonly t: TestApp;
  readonly cookie: string;
  /** A request as the dashboard sends it, with the session. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/** @example const admin = adminSessionForFile(); … await admin.send("POST", "/api/admin/tags", { name, slug }); */
export function adminSessionForFile(env: Record<string, string> = {}, options: { base?: DatabaseBase } = {}): AdminSession {
  const state: { t?: TestApp; cookie?: string } = {};
  beforeAll(
    async () => {
      state.t = await createAdminTestApp(env, options);
      state.cookie = await login(state.t);
      // A base is filled on first use (a minute or two on a busy machine), or waited for while another process fills it.
    },
    options.base ? 300_000 : 60_000,
  );
  afterAll(() => state.t?.close());
  return {
    get t() {
      return state.t!;
    },
    get cookie() {
      return state.cookie!;
    },
    send: (method, path, body) => adminRequest(state.t!, path, { method, body, cookie: state.cookie! }),
  };
}

/** The admin API's routes that need the session or a key, as 'METHOD path': a route lost in a refactor fails the tests that walk them. */
export const PROTECTED_ADMIN_ROUTES = [
  "GET /api/admin/blog-posts",
  "POST /api/admin/blog-posts",
  "PUT /api/admin/blog-posts/:id",
  "DELETE /api/admin/blog-posts/:id",
  "GET /api/admin/blog-posts/:id/revisions",
  "GET /api/admin/blog-posts/:id/revisions/:revisionId",
  "POST /api/admin/blog-posts/:id/revisions/:revisionId/restore",
  "GET /api/admin/blog-posts/:id/autosave",
  "PUT /api/admin/blog-posts/:id/autosave",
  "DELETE /api/admin/blog-posts/:id/autosave",
  "GET /api/admin/blog-posts/:id/previews",
  "POST /api/admin/blog-posts/:id/previews",
  "DELETE /api/admin/blog-posts/:id/previews/:previewId",
  "GET /api/admin/categories",
  "POST /api/admin/categories",
  "PUT /api/admin/categories/:id",
  "DELETE /api/admin/categories/:id",
  "GET /api/admin/tags",
  "POST /api/admin/tags",
  "PUT /api/admin/tags/:id",
  "DELETE /api/admin/tags/:id",
  "GET /api/admin/authors",
  "POST /api/admin/authors",
  "PUT /api/admin/authors/:id",
  "DELETE /api/admin/authors/:id",
  "GET /api/admin/media",
  "POST /api/admin/media",
  "GET /api/admin/media/:key",
  "PATCH /api/admin/media/:key",
  "DELETE /api/admin/media/:key",
  "GET /api/admin/api-keys",
  "POST /api/admin/api-keys",
  "PUT /api/admin/api-keys/:id/toggle",
  "DELETE /api/admin/api-keys/:id",
  "GET /api/admin/leads",
  "GET /api/admin/leads.csv",
  "DELETE /api/admin/leads/:id",
  "GET /api/admin/leads/:id",
  "GET /api/admin/leads/:id/export",
  "PATCH /api/admin/leads/:id/status",
  "POST /api/admin/leads/:id/notes",
  "PATCH /api/admin/leads/:id/notes/:noteId",
  "GET /api/admin/lead-metrics",
  "GET /api/admin/traffic-stats",
  "GET /api/admin/calls",
  "GET /api/admin/calls/availability",
  "PUT /api/admin/calls/availability",
  "POST /api/admin/calls/availability-form",
  "POST /api/admin/calls/:id/outcome",
  "POST /api/admin/calls/:id/outcome-form",
  "POST /api/admin/calls/:id/cancel",
  "POST /api/admin/calls/:id/cancel-form",
  "POST /api/admin/calls/feed",
  "DELETE /api/admin/calls/feed",
  "POST /api/admin/calls/feed-form",
  "POST /api/admin/calls/feed-revoke-form",
  "GET /api/admin/calls/busy-calendar",
  "PUT /api/admin/calls/busy-calendar",
  "DELETE /api/admin/calls/busy-calendar",
  "POST /api/admin/calls/busy-calendar-form",
  "POST /api/admin/calls/busy-calendar-remove-form",
  "GET /api/admin/calls/caldav",
  "PUT /api/admin/calls/caldav",
  "DELETE /api/admin/calls/caldav",
  "POST /api/admin/calls/caldav-form",
  "POST /api/admin/calls/caldav-remove-form",
  "GET /api/admin/site-copy",
  "GET /api/admin/site-copy/export",
  "POST /api/admin/site-copy/import",
  "POST /api/admin/site-copy/import-form",
  "GET /api/admin/site-copy/:key",
  "PUT /api/admin/site-copy/:key/draft",
  "DELETE /api/admin/site-copy/:key/draft",
  "POST /api/admin/site-copy/:key/publish",
  "DELETE /api/admin/site-copy/:key/schedule",
  "GET /api/admin/site-copy/:key/revisions",
  "POST /api/admin/site-copy/:key/revisions/:id/restore",
  "POST /api/admin/site-copy/:key/revisions/:id/restore-form",
  "POST /api/admin/site-copy/:key/form",
];

/**
 * The admin's app reads `table` with `error` thrown (the session and every other table still work), until the
 * returned function puts the real database back.
 * @example const restore = failReadsOf(admin, categories, new Error("simulated read failure"));
 */
export function failReadsOf(admin: AdminSession, table: unknown, error: Error): () => void {
  const real = admin.t.deps.db;
  admin.t.deps.db = new Proxy(real, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property !== "select") return value.bind(target);
      return (...args: unknown[]) => {
        const builder = value.apply(target, args) as { from: (source: unknown, ...rest: unknown[]) => unknown };
        const from = builder.from;
        builder.from = function (source, ...rest) {
          if (source === table) throw error;
          return from.call(this, source, ...rest);
        };
        return builder;
      };
    },
  });
  return () => {
    admin.t.deps.db = real;
  };
}

/**
 * The page at `address` while every read of `table` fails (then put back), and what the server logged meanwhile.
 * @example const { html, logged } = await pageWhileReadsFail(admin, categories, "/admin/categories");
 */
export async function pageWhileReadsFail(admin: AdminSession, table: unknown, address: string): Promise<{ status: number; html: string; logged: string }> {
  const restore = failReadsOf(admin, table, new Error("simulated read failure"));
  const errors = spyOn(console, "error").mockImplementation(() => {});
  try {
    const res = await admin.send("GET", address);
    return { status: res.status, html: await res.text(), logged: errors.mock.calls.flat().join("\n") };
  } finally {
    errors.mockRestore();
    restore();
  }
}

/** The scripts a page fetches before anyone acts that hold React's code (none, for an admin list page). */
export async function reactAtLoad(admin: AdminSession, html: string): Promise<string[]> {
  const withReact: string[] = [];
  for (const href of scriptsFetchedAtLoad(html)) if ((await (await admin.t.app.request(href)).text()).includes("react.production")) withReact.push(href);
  return withReact;
}

/**
 * A tab's page that fetches no React before the owner acts: its only islands are `actionsIsland`, woken by
 * the first action, and the toaster, woken by a toast.
 */
export async function expectNoReactUntilActed(admin: AdminSession, html: string, actionsIsland: string): Promise<void> {
  expect(islandsOf(html)).toEqual([
    { name: actionsIsland, hydrate: "event", event: "admin-action" },
    { name: "toaster", hydrate: "event", event: "site:toast" },
  ]);
  expect(await reactAtLoad(admin, html)).toEqual([]);
}

/** A dashboard tab's own page: the tab `label` in its <title>, and its link in the tab bar marked current. */
export function expectTabPage(html: string, label: string, address: string): void {
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${label} · Admin Dashboard | BiziAgent`);
  expect(attributesOf(html, /aria-current="page"/)?.href).toBe(address);
}

/**
 * Each [asked, to] pair with the session: `asked` answers `status` with Location `to`. For one address per view
 * (302 to the view's own) and for the old dashboard addresses (301 to the tab's page).
 */
export async function expectRedirects(admin: AdminSession, status: 301 | 302, moves: readonly (readonly [string, string])[]): Promise<void> {
  for (const [asked, to] of moves) {
    const res = await admin.send("GET", asked);
    expect(res.status, asked).toBe(status);
    expect(res.headers.get("Location"), asked).toBe(to);
  }
}
