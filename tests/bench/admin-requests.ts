/** What the admin benchmarks share: the Blog Posts tab's addresses, a login, and one timed request as a browser sends it. */

export interface Probe {
  label: string;
  path: (ids: { category: number }) => string;
}

/** A word of the demo posts and of the generated ones alike. */
export const SEARCH = "reviews";

/** The Blog Posts tab: its first HTML, a search, a filtered page and another order. */
export const POST_LIST_PROBES: Probe[] = [
  { label: "Blog Posts tab, first HTML", path: () => "/admin/dashboard?tab=blog-posts" },
  { label: `… a search ("${SEARCH}")`, path: () => `/admin/dashboard?tab=blog-posts&q=${SEARCH}` },
  { label: "… published, one category, page 2", path: ({ category }) => `/admin/dashboard?tab=blog-posts&status=published&category=${category}&page=2` },
  { label: "… drafts, by title", path: () => "/admin/dashboard?tab=blog-posts&status=draft&sort=title" },
];

export interface Figure {
  bytes: number;
  ms: number;
  status: number;
}

/** Logs in as the admin UI does; the session cookie as "name=value". */
export async function loginCookie(origin: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The id of the first category, for the filtered page's address. */
export async function firstCategory(origin: string, cookie: string): Promise<number> {
  const categories = (await (await fetch(`${origin}/api/admin/categories`, { headers: { Cookie: cookie } })).json()) as { id: number }[];
  return categories[0]?.id ?? 1;
}

/** One request (gzip accepted): the compressed bytes as sent, and the time to the last byte. */
export async function timedRequest(origin: string, path: string, cookie: string): Promise<Figure> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  const bytes = res.headers.get("content-encoding") === "gzip" ? body.byteLength : Bun.gzipSync(new Uint8Array(body)).byteLength;
  return { bytes, ms, status: res.status };
}
