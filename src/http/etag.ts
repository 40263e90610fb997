/**
 * The site's one way of making and comparing entity tags: a strong tag from a 64-bit hash of the bytes
 * (the same bytes always give the same tag, on every instance), with a suffix per content coding so
 * that each encoded variant has a tag of its own, as HTTP asks of strong validators.
 */

export type ContentCoding = "identity" | "gzip" | "br";

const SUFFIX: Record<ContentCoding, string> = { identity: "", gzip: "-gz", br: "-br" };

/** The hash part of a tag: what every variant of one content shares. */
export function contentHash(bytes: Uint8Array | string): string {
  return Bun.hash(bytes).toString(36);
}

/**
 * @example strongEtag(bytes) // "\"1x9k3f0a2b\""; strongEtag(bytes, "br") // "\"1x9k3f0a2b-br\""
 */
export function strongEtag(bytes: Uint8Array | string, coding: ContentCoding = "identity"): string {
  return etagOf(contentHash(bytes), coding);
}

export function etagOf(hash: string, coding: ContentCoding): string {
  return `"${hash}${SUFFIX[coding]}"`;
}

/**
 * If-None-Match against one content, by weak comparison (RFC 9110 §13.1.2): any listed tag of any of
 * its codings, weak or strong, or "*". A client that stored the gzip variant still has the same content.
 */
export function noneMatchHits(header: string, hash: string): boolean {
  if (header === `"${hash}"`) return true; // the common case: one tag, identity or as sent
  for (const raw of header.split(",")) {
    const tag = raw.trim();
    if (tag === "*") return true;
    const opaque = tag.startsWith("W/") ? tag.slice(2) : tag;
    if (opaque.length < 2 || opaque[0] !== '"') continue;
    const inner = opaque.slice(1, -1);
    if (inner === hash || inner === `${hash}-gz` || inner === `${hash}-br`) return true;
  }
  return false;
}
