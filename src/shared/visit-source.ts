/**
 * Where a visit came from, as the browser tab knows it — no cookie, nothing kept beyond the tab: the page
 * it entered on (the path only), the referring site's host (never its address) and the UTM source, medium
 * and campaign of that page. The browser decides and keeps it (islands/lib/visit-source.ts); the funnel
 * sends it with its reports and the lead; the server cleans every field again with the same functions,
 * cutting long values rather than refusing them.
 */
import { SOURCE_FIELD_MAX } from "./lead-pipeline.ts";

export interface VisitSource {
  landingPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The tab's visit source in sessionStorage: gone when the tab closes. */
export const VISIT_SOURCE_KEY = "biziagent:visit";

const CONTROL = /\p{Cc}/gu;

function cut(text: string): string {
  if (text.length <= SOURCE_FIELD_MAX) return text;
  const cut = text.slice(0, SOURCE_FIELD_MAX);
  // Never half of a character outside the BMP (an emoji): that would not survive UTF-8.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A free-text field (a UTM value): control characters out, trimmed, at most SOURCE_FIELD_MAX characters; anything but text is "".
 * @example sourceText("  newsletter\n") // "newsletter"
 */
export function sourceText(value: unknown): string {
  return typeof value === "string" ? cut(value.replace(CONTROL, "").trim()).trim() : "";
}

/**
 * A landing page as its path: a web address gives its path; query and fragment are dropped; anything else is "".
 * @example landingPathOf("/blog/five-tips?utm_source=x") // "/blog/five-tips"
 */
export function landingPathOf(value: unknown): string {
  const text = sourceText(value);
  if (text.startsWith("/") && !text.startsWith("//")) return cut(text.replace(/[?#].*$/, ""));
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? cut(url.pathname) : "";
  } catch {
    return "";
  }
}

/**
 * A referrer as its host, lower case: from a host or a full address; what is neither is "".
 * @example referrerHostOf("https://News.Example.com/story?id=1") // "news.example.com"
 */
export function referrerHostOf(value: unknown): string {
  const text = sourceText(value);
  if (text === "") return "";
  try {
    return cut(new URL(text.includes("://") ? text : `http://${text}`).hostname);
  } catch {
    return "";
  }
}

/** Every field cleaned as the server stores it. */
export function cleanVisitSource(fields: Partial<Record<keyof VisitSource, unknown>>): VisitSource {
  return {
    landingPage: landingPathOf(fields.landingPage),
    referrerHost: referrerHostOf(fields.referrerHost),
    utmSource: sourceText(fields.utmSource),
    utmMedium: sourceText(fields.utmMedium),
    utmCampaign: sourceText(fields.utmCampaign),
  };
}

/**
 * The source as the Funnel view counts it: the UTM source, else the referring host, else "" (direct).
 * @example sourceName({ utmSource: "", referrerHost: "www.google.com" }) // "www.google.com"
 */
export function sourceName(source: Pick<VisitSource, "utmSource" | "referrerHost">): string {
  return source.utmSource || source.referrerHost;
}

const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;

function fromAddress(page: URL, referrerHost: string): VisitSource {
  const [utmSource, utmMedium, utmCampaign] = UTM.map((name) => page.searchParams.get(name) ?? "");
  return { landingPage: page.pathname, referrerHost, utmSource: utmSource!, utmMedium: utmMedium!, utmCampaign: utmCampaign! };
}

/**
 * The visit source a page load starts, or null when it keeps the tab's earlier one. A page that came with
 * UTM parameters or from another site starts a new visit; a move within the site keeps the earlier one;
 * the tab's first page starts one — or, when our own page linked to it (one that runs no script, like the
 * static Business Scan), that page does, with the UTM parameters of its address. The values are as the
 * address has them: the loader that runs this on every page stays small, and whoever reads them cleans them.
 * @example visitSourceFor(new URL("https://site.test/blog/a?utm_source=nl"), "", false)?.utmSource // "nl"
 */
export function visitSourceFor(page: URL, referrer: string, hasEarlier: boolean): VisitSource | null {
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  const external = from !== null && from.hostname !== "" && from.origin !== page.origin;
  const tagged = UTM.some((name) => page.searchParams.get(name)?.trim());
  if (tagged || external) return fromAddress(page, external ? from!.hostname : "");
  if (hasEarlier) return null;
  return fromAddress(from !== null && from.origin === page.origin ? from : page, "");
}

/** A stored visit source, or null for anything that is not one. */
export function parseVisitSource(text: string | null): VisitSource | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const fields: (keyof VisitSource)[] = ["landingPage", "referrerHost", "utmSource", "utmMedium", "utmCampaign"];
    return value && typeof value === "object" && fields.every((f) => typeof value[f] === "string") ? cleanVisitSource(value) : null;
  } catch {
    return null;
  }
}
