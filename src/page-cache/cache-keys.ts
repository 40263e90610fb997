/**
 * Which requests the page cache answers, and under which key. A key is the path plus only the query
 * parameters the route reads, in the route's order: `/blog?page=2&utm_source=x&category=seo` and
 * `/blog?category=seo&page=2` are one entry, and a junk parameter can never make a new one. A route that
 * says how it reads its values (queryReadAs) is keyed on the values as read: `/?funnel=<anything but
 * true>` is `/`, so a junk value cannot make a new entry either. The miss is rendered from the key
 * itself, so a route cannot see a parameter or a value that is not part of its key.
 * Nothing under /admin or /api/admin can be declared: that is checked here, not promised.
 */

export interface CacheableRoute {
  /** An exact path, or a prefix, one parameter segment and a fixed rest: "/blog/:slug", "/blog/tag/:slug/rss.xml". */
  path: string;
  /** Query parameters the route reads, in key order. */
  query: readonly string[];
  /** True when the response shows content from the database (a content write makes it stale). */
  content: boolean;
}

export interface CacheMatch {
  key: string;
  route: CacheableRoute;
}

/** First values by name: undefined for an absent parameter. */
export type QueryValues = Readonly<Record<string, string | undefined>>;

/**
 * How a route reads its parameters: their first values to the values it renders for, in the form a URL
 * gives them (undefined: as if absent), each of which it must read again as itself; undefined when it
 * refuses them (its answer is an error, which is not kept).
 */
export type QueryReader = (raw: QueryValues) => QueryValues | undefined;

// Keyed on the route's list of names, which travels as it is from its cache rule (pageCached) through the
// route map to here: the rule's declaration stays a list of names, and no second registry of routes exists.
const readers = new WeakMap<readonly string[], QueryReader>();

/**
 * The names of a route's parameters, with how it reads their values: its keys then hold the values as read.
 * @example pageCached({ query: queryReadAs(["funnel"], (raw) => ({ funnel: raw.funnel === "true" ? "true" : undefined })), readsContent: false })
 */
export function queryReadAs(names: readonly string[], read: QueryReader): readonly string[] {
  readers.set(names, read);
  return names;
}

/** Longer keys are not cached (nobody links to them; they would only cost memory). */
const MAX_KEY_LENGTH = 512;
const PRIVATE_AREAS = /^\/(?:admin|api\/admin)(?:\/|$)/;

export class CacheKeys {
  private readonly exact = new Map<string, CacheableRoute>();
  private readonly prefixed: [prefix: string, suffix: string, route: CacheableRoute][] = [];

  /**
   * @example new CacheKeys([{ path: "/blog", query: ["category", "page"], content: true }]).match("/blog", "?page=2")
   */
  constructor(routes: readonly CacheableRoute[]) {
    for (const route of routes) {
      if (PRIVATE_AREAS.test(route.path)) throw new Error(`${route.path} is private and may not be cached`);
      const param = route.path.indexOf("/:");
      if (param === -1) {
        this.exact.set(route.path, route);
        continue;
      }
      const end = route.path.indexOf("/", param + 1);
      const suffix = end === -1 ? "" : route.path.slice(end);
      if (suffix.includes(":")) throw new Error(`${route.path}: only one parameter segment is supported`);
      this.prefixed.push([route.path.slice(0, param + 1), suffix, route]);
    }
  }

  /** The key for a GET or HEAD of this path and search string ("" or "?…"), or undefined when not cached. */
  match(path: string, search: string): CacheMatch | undefined {
    const route = this.exact.get(path) ?? this.matchPrefixed(path);
    if (route === undefined) return undefined;
    const key = route.query.length === 0 || search.length <= 1 ? path : path + normalisedQuery(search, route.query);
    return key.length <= MAX_KEY_LENGTH ? { key, route } : undefined;
  }

  private matchPrefixed(path: string): CacheableRoute | undefined {
    for (const [prefix, suffix, route] of this.prefixed) {
      if (path.length <= prefix.length + suffix.length || !path.startsWith(prefix) || !path.endsWith(suffix)) continue;
      // The parameter is exactly one segment: no "/" between the prefix and the fixed rest.
      const slash = path.indexOf("/", prefix.length);
      if (slash === (suffix === "" ? -1 : path.length - suffix.length)) return route;
    }
    return undefined;
  }
}

/**
 * "?b=2&junk=1&a=1" with names [a, b] → "?a=1&b=2"; the first value of a repeated name, as routes read it,
 * and as the route's reader reads it when it has one.
 */
function normalisedQuery(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  const raw: Record<string, string | undefined> = {};
  for (const name of names) raw[name] = params.get(name) ?? undefined;
  const values = readers.get(names)?.(raw) ?? raw;
  let query = "";
  for (const name of names) {
    const value = values[name];
    if (value !== undefined) query += `${query ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
  }
  return query;
}

/** Path and search of a request URL without building a URL object (the hit path runs this every time). */
export function splitUrl(url: string): { path: string; search: string } {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return { path: "/", search: "" };
  const query = url.indexOf("?", start);
  const hash = url.indexOf("#", start);
  const end = hash === -1 ? url.length : hash;
  return query === -1 || query > end ? { path: url.slice(start, end), search: "" } : { path: url.slice(start, query), search: url.slice(query, end) };
}
