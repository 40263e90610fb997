/**
 * The map of the site, read from the app itself: for every route, the middleware and handler its
 * router runs, and what they declared (src/http/route-facts.ts). `bun run routes` prints it, the page
 * cache takes its keys from it, and tests/route-map.test.ts holds its rules — one source, no second list.
 */
import type { Hono } from "hono";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import type { CacheableRoute } from "../page-cache/cache-keys.ts";
import { type CacheRule, factOf, type Guard, type RouteFact } from "./route-facts.ts";

export interface RouteEntry {
  method: string;
  /** Hono's pattern, e.g. /blog/:slug */
  path: string;
  /** "page <name>" for a page, else the handler function's name ("" when it has none). */
  handler: string;
  /** Every guard the request meets on its way (one, when the route is right). */
  guards: Guard[];
  /** Every cache rule on its way (one for a GET, when the route is right). */
  cacheRules: CacheRule[];
  /** What is checked, in order: "415" for the JSON content-type guard, else the validated input (json, query, param, header). */
  checks: string[];
}

type Handler = (...args: never[]) => unknown;
type Matched = [[Handler, { method: string; path: string }], unknown][];

/** The function a sub-app's route was wrapped around, when Hono wrapped it. */
const unwrap = (handler: Handler): Handler => (handler as unknown as Record<string, Handler>)[COMPOSED_HANDLER] ?? handler;

/**
 * One entry per method and path the app answers (middleware-only patterns, such as /admin/*, are not routes).
 * @example routeMap(createApp(deps)).find((r) => r.path === "/api/admin/leads.csv")?.guards // ["session or API key (leads:read)"]
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its context variables
export function routeMap(app: Hono<any>): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const seen = new Set<string>();
  for (const route of app.routes) {
    const id = `${route.method} ${route.path}`;
    if (route.method === "ALL" || seen.has(id)) continue;
    seen.add(id);
    // What a request for the pattern itself runs: the router's own answer, so `use` middleware count exactly where they apply.
    const [matched] = app.router.match(route.method, route.path) as unknown as [Matched];
    const facts: RouteFact[] = [];
    let handler: Handler | undefined;
    // Hono's TrieRouter (which SmartRouter picks when the RegExpRouter refuses the route set) can answer a
    // pattern's own text with a handler twice: each function counts once.
    const counted = new Set<Handler>();
    for (const [[fn, registered]] of matched) {
      if (counted.has(fn)) continue;
      counted.add(fn);
      const own = registered.method === route.method && registered.path === route.path;
      if (!own && registered.method !== "ALL") continue; // another route's handler that also matches the text
      const fact = factOf(unwrap(fn));
      if (fact) facts.push(fact);
      if (own) handler = unwrap(fn);
    }
    const page = facts.find((f) => f.kind === "page");
    entries.push({
      method: route.method,
      path: route.path,
      handler: page ? `page ${page.name}` : (handler?.name ?? ""),
      guards: facts.flatMap((f) => (f.kind === "guard" ? [f.guard] : [])),
      cacheRules: facts.flatMap((f) => (f.kind === "cache" ? [f.rule] : [])),
      checks: facts.flatMap((f) => (f.kind === "json-only" ? ["415"] : f.kind === "validator" ? [f.target] : f.kind === "check" ? [f.name] : [])),
    });
  }
  return entries;
}

const PRIVATE_AREAS = /^\/(?:admin|api\/admin)(?:\/|$)/;

/**
 * What is wrong with the map, one sentence a problem: a route without exactly one guard, a GET without
 * exactly one cache rule, a JSON body read without the 415 guard in front, a private or non-GET route in
 * the page cache, a handler without a name.
 */
export function routeProblems(entries: readonly RouteEntry[]): string[] {
  const problems: string[] = [];
  for (const { method, path, handler, guards, cacheRules, checks } of entries) {
    const route = `${method} ${path}`;
    if (guards.length !== 1) problems.push(`${route} has ${guards.length === 0 ? "no guard" : `${guards.length} guards (${guards.join(", ")})`}`);
    if (method === "GET" && cacheRules.length !== 1) problems.push(`${route} has ${cacheRules.length === 0 ? "no cache rule" : `${cacheRules.length} cache rules`}`);
    const json = checks.indexOf("json");
    if (json !== -1 && !checks.slice(0, json).includes("415")) problems.push(`${route} reads a JSON body without the 415 guard in front`);
    const cached = cacheRules.some((rule) => rule.kind === "page cache");
    if (cached && method !== "GET") problems.push(`${route} is in the page cache but is not a GET`);
    if (cached && PRIVATE_AREAS.test(path)) problems.push(`${route} is private and may not be in the page cache`);
    if (handler === "") problems.push(`${route} has an anonymous handler (name it, so the map says what handles it)`);
  }
  return problems;
}

/** The routes the page cache answers, with their keys' parameters. */
export function pageCachedRoutes(entries: readonly RouteEntry[]): CacheableRoute[] {
  return entries.flatMap(({ path, cacheRules }) => cacheRules.flatMap((rule) => (rule.kind === "page cache" ? [{ path, query: rule.query, content: rule.readsContent }] : [])));
}

/**
 * A cache rule in a few words; `cdn` says what a CDN may do with a page-cached answer (its Cache-Control).
 * @example describeCacheRule({ kind: "page cache", query: ["page"], readsContent: true }) // "page cache ?page"
 */
export function describeCacheRule(rule: CacheRule | undefined, cdn = ""): string {
  switch (rule?.kind) {
    case undefined:
      return "-";
    case "page cache": {
      const key = rule.query.length > 0 ? ` ?${rule.query.join("&")}` : "";
      return `page cache${key}${rule.readsContent ? "" : " (no content)"}${cdn ? `; ${cdn}` : ""}`;
    }
    case "results cache":
      return `results cache ?${rule.query.join("&")} (rendered each time)${cdn ? `; ${cdn}` : ""}`;
    case "no-store":
      return "no-store";
    case "immutable":
      return "immutable, 1 year";
    case "max-age":
      return `max-age ${rule.seconds} s, ETag`;
  }
}

/**
 * The map as a table, one line a route: method, path, handler, guard, checks, cache rule.
 * @example console.log(formatRouteMap(routeMap(app), "CDN 10 s").join("\n"))
 */
export function formatRouteMap(entries: readonly RouteEntry[], cdn = ""): string[] {
  const rows = [
    ["METHOD", "PATH", "HANDLER", "GUARD", "CHECKS", "CACHE"],
    ...entries.map((e) => [
      e.method,
      e.path,
      e.handler || "?",
      e.guards.join(" + ") || "NONE",
      e.checks.join(" ") || "-",
      e.cacheRules.map((rule) => describeCacheRule(rule, cdn)).join(" + ") || "-",
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  "));
}
