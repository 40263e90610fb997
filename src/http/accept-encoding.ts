/**
 * Which content coding to send for an Accept-Encoding header: brotli, then gzip, then none. Codings
 * refused with q=0 are honoured ("br;q=0" means no brotli), so the header is parsed, not grepped.
 */
import type { ContentCoding } from "./etag.ts";

export interface AcceptedCodings {
  br: boolean;
  gzip: boolean;
}

const NONE: AcceptedCodings = { br: false, gzip: false };

/**
 * @example acceptedCodings("gzip, deflate, br") // { br: true, gzip: true }
 */
export function acceptedCodings(header: string | null): AcceptedCodings {
  if (!header) return NONE;
  if (!header.includes(";")) {
    // No q-values: a plain list, as every browser sends.
    return { br: /(?:^|,)\s*br\s*(?:,|$)/.test(header), gzip: /(?:^|,)\s*(?:x-)?gzip\s*(?:,|$)/.test(header) || /(?:^|,)\s*\*\s*(?:,|$)/.test(header) };
  }
  const accepted = { br: false, gzip: false };
  let star: boolean | undefined;
  const named = new Set<string>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "*") star = allowed;
    else named.add(name);
    if (name === "br") accepted.br = allowed;
    if (name === "gzip" || name === "x-gzip") accepted.gzip = allowed;
  }
  if (star !== undefined) {
    if (!named.has("br")) accepted.br = star;
    if (!named.has("gzip") && !named.has("x-gzip")) accepted.gzip = star;
  }
  return accepted;
}

/** The best coding both sides have: br when accepted and available, else gzip, else identity. */
export function pickCoding(accepted: AcceptedCodings, hasBrotli: boolean): ContentCoding {
  if (accepted.br && hasBrotli) return "br";
  if (accepted.gzip) return "gzip";
  return "identity";
}
