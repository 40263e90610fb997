/**
 * What `bun run audit` (tests/bench/audit.ts) reads from a Lighthouse report (JSON, Lighthouse 12): the four
 * category scores, the paint and blocking metrics, the bytes of JavaScript and HTML fetched, the
 * render-blocking requests, and the failing pass/fail audits; and the median of several runs.
 */

interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; items?: Record<string, unknown>[] };
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

export interface LighthouseReport {
  finalDisplayedUrl?: string;
  mainDocumentUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

/** One page's figures; NaN where the report has no value (an audit that errored). */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of every script request Lighthouse saw while loading the page; it never interacts. */
  jsBytes: number;
  /** Requests that blocked the first paint (Lighthouse's render-blocking insight, every one, not only those over 50 ms). */
  renderBlocking: number;
  /** Transfer size of the page's own document (headers included, as the browser counts it). */
  htmlBytes: number;
}

export const figureKeys = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "jsBytes", "renderBlocking", "htmlBytes"] as const;

const score = (report: LighthouseReport, id: string) => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? Number.NaN : value * 100;
};

const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function networkRequests(report: LighthouseReport): NetworkRequestItem[] | undefined {
  const items = report.audits["network-requests"]?.details?.items;
  return items as NetworkRequestItem[] | undefined;
}

function renderBlockingCount(report: LighthouseReport): number {
  // The insight lists every request Chrome marked render-blocking that finished before the first paint;
  // the older render-blocking-resources audit leaves out those that took under 50 ms.
  for (const id of ["render-blocking-insight", "render-blocking-resources"]) {
    const audit = report.audits[id];
    if (!audit || audit.scoreDisplayMode === "error") continue;
    return audit.details?.items?.length ?? 0;
  }
  return Number.NaN;
}

export function figuresOf(report: LighthouseReport): PageFigures {
  const requests = networkRequests(report);
  const documentUrl = report.mainDocumentUrl ?? report.finalDisplayedUrl;
  const html = requests?.find((r) => r.resourceType === "Document" && r.url === documentUrl) ?? requests?.find((r) => r.resourceType === "Document");
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    fcpMs: numeric(report, "first-contentful-paint"),
    lcpMs: numeric(report, "largest-contentful-paint"),
    tbtMs: numeric(report, "total-blocking-time"),
    cls: numeric(report, "cumulative-layout-shift"),
    jsBytes: requests ? requests.filter((r) => r.resourceType === "Script").reduce((total, r) => total + (r.transferSize ?? 0), 0) : Number.NaN,
    renderBlocking: renderBlockingCount(report),
    htmlBytes: html?.transferSize ?? Number.NaN,
  };
}

/** The median of the values that exist (the mean of the middle two for an even count); NaN if none does. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, figure by figure (so the row may mix runs, as medians do). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const result = {} as PageFigures;
  for (const key of figureKeys) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/** The titles of the pass/fail audits that count towards accessibility, best practices or SEO and failed, with their category. */
export function failingBinaryAudits(report: LighthouseReport): string[] {
  const failing: string[] = [];
  for (const [id, audit] of Object.entries(report.audits)) {
    const category = ["accessibility", "best-practices", "seo"].find((c) => report.categories[c]?.auditRefs.some((r) => r.id === id && r.weight > 0));
    if (category && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary") failing.push(`${category}: ${audit.title}`);
  }
  return failing;
}

/** Lighthouse's audits of a page's images: formats, sizes, lazy loading, dimensions, the LCP image's priority. */
export const IMAGE_AUDITS = [
  "modern-image-formats",
  "uses-responsive-images",
  "uses-optimized-images",
  "offscreen-images",
  "unsized-images",
  "image-size-responsive",
  "image-aspect-ratio",
  "prioritize-lcp-image",
  "image-delivery-insight",
  "lcp-discovery-insight",
] as const;

/** Each image audit as "pass", "fail …" (with Lighthouse's summary) or "n/a" (not applicable, or absent in this version). */
export function imageAuditResults(report: LighthouseReport): { id: string; title: string; result: string }[] {
  return IMAGE_AUDITS.map((id) => {
    const audit = report.audits[id];
    if (!audit || audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "error") return { id, title: audit?.title ?? id, result: "n/a" };
    if (audit.score === null) return { id, title: audit.title, result: audit.scoreDisplayMode };
    const summary = (audit as LighthouseAudit & { displayValue?: string }).displayValue;
    return { id, title: audit.title, result: audit.score >= 0.9 ? "pass" : `fail (score ${audit.score}${summary ? `, ${summary}` : ""})` };
  });
}
