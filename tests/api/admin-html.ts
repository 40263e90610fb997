/**
 * Reading an admin page's server HTML the way a person reads the screen, without a browser: a table's headers
 * and rows as text, a button's attributes, the islands on the page and when each hydrates. The markup is
 * React's, so it is regular: a table is <thead>/<tbody> with <th>/<td>, attributes are double-quoted.
 */
import { decodeHtml } from "./blog-support.ts";

/** Text as a reader gets it: tags dropped, entities decoded, white space collapsed. */
export const textOf = (html: string) =>
  decodeHtml(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

export interface HtmlTable {
  headers: string[];
  /** Each body row's cells as text. */
  rows: string[][];
  /** Each body row's cells as markup. */
  cells: string[][];
}

/** The table named `label` (aria-label). */
export function tableOf(html: string, label: string): HtmlTable {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const table = new RegExp(`<table aria-label="${escaped}"[^>]*>([\\s\\S]*?)</table>`).exec(html)?.[1];
  if (table === undefined) throw new Error(`no table "${label}" in the page`);
  const headers = [...table.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]!));
  const body = /<tbody\b[^>]*>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
  const cells = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[0]));
  return { headers, rows: cells.map((row) => row.map(textOf)), cells };
}

/** Every attribute of the first element whose opening tag matches `pattern`, decoded. */
export function attributesOf(html: string, pattern: RegExp): Record<string, string> | undefined {
  const tag = new RegExp(`<[a-z-]+\\b[^>]*${pattern.source}[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z:-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, decodeHtml(m[2] ?? "")]));
}

/** The islands on the page, each with when it hydrates (data-hydrate, and the event for "event"). */
export function islandsOf(html: string): { name: string; hydrate: string; event?: string }[] {
  return [...html.matchAll(/<island-root\b[^>]*>/g)].map((m) => {
    const attributes = attributesOf(m[0], /data-island=/)!;
    return { name: attributes["data-island"]!, hydrate: attributes["data-hydrate"]!, ...(attributes["data-hydrate-event"] ? { event: attributes["data-hydrate-event"] } : {}) };
  });
}

/** The module scripts and module preloads the page names: what a browser fetches before anyone acts. */
export function scriptsFetchedAtLoad(html: string): string[] {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  return [...scripts, ...preloads];
}
