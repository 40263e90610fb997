/**
 * Copy documents filled for tests: every text a marker (to find words that are not copy), or every text at its
 * longest allowed length (to find a layout that cannot hold it); and the words a page shows.
 */
import type { CopyShape } from "../../src/site-copy/copy-shape.ts";

/** Every public page a copy document shows (and the 404 page): what the marker and overflow tests visit. */
export const PAGES_WITH_COPY = [
  "/",
  "/about-us",
  "/contact",
  "/solutions",
  "/biziagent-ai",
  "/trust-builder",
  "/local-boost-seo",
  "/business-app",
  "/business-scan",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];

/** A marker: letters and digits a page shows as one word, found again by MARKER. */
export const marker = (n: number) => `Zq${n}qZ`;
export const MARKER = /Zq\d+qZ/g;

/** The document with each text (a price's label too) replaced by a marker, each list and layout part kept. */
export function markedDocument(shape: CopyShape, value: unknown, next: () => number): unknown {
  return fill(shape, value, (text) => (text.format === "email" ? `zq${next()}q@example.com` : text.format === "phone" ? "+1 (800) 555-0100" : marker(next())));
}

const WORDS = "Local businesses answer every customer faster with friendly AI tools that book more work while you rest ".split(" ").filter(Boolean);

/** Words of ordinary length up to `length` characters, the way copy reads (no unbreakable runs). */
export function longText(length: number, seed: number): string {
  let text = "";
  let i = seed;
  while (text.length < length) {
    const word = WORDS[i++ % WORDS.length]!;
    text += text ? ` ${word}` : word;
  }
  return text.slice(0, length).trimEnd();
}

/** The document with each text at its maximum length (a price at its widest), each list at its longest. */
export function longestDocument(shape: CopyShape, value: unknown): unknown {
  let seed = 0;
  const grow = (s: CopyShape, v: unknown): unknown => {
    if (s.kind === "list" && Array.isArray(v) && !s.keyed && v.length > 0) {
      const items = [...v];
      while (items.length < s.max) items.push(structuredClone(items[items.length - 1]));
      return items.map((item) => grow(s.item, item));
    }
    if (s.kind === "list" && Array.isArray(v)) return v.map((item) => grow(s.item, item));
    if (s.kind === "group" && v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(s.fields)) {
        const given = (v as Record<string, unknown>)[key];
        if (given !== undefined) out[key] = grow(field, given);
      }
      return out;
    }
    if (s.kind === "text")
      return s.format === "email" ? `${"a".repeat(Math.max(1, Math.min(64, s.max - 12)))}@example.com` : s.format === "phone" ? "+1 (800) 555-0100" : longText(s.max, seed++);
    if (s.kind === "price") return { amount: 999_999.99, currency: "USD", period: longText(40, seed++), label: longText(40, seed++) };
    return v;
  };
  return grow(shape, value);
}

function fill(shape: CopyShape, value: unknown, text: (shape: Extract<CopyShape, { kind: "text" }>) => string): unknown {
  switch (shape.kind) {
    case "text":
      return value === undefined ? undefined : text(shape);
    case "price": {
      const price = value as Record<string, unknown>;
      return { ...price, amount: null, label: text({ kind: "text", optional: false, min: 1, max: 40, multiline: false, format: "plain" }) };
    }
    case "list":
      return Array.isArray(value) ? value.map((item) => fill(shape.item, item, text)) : value;
    case "group": {
      if (!value || typeof value !== "object") return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.fields)) {
        const given = (value as Record<string, unknown>)[key];
        if (given !== undefined) out[key] = fill(field, given, text);
      }
      return out;
    }
    default:
      return value;
  }
}

function decode(text: string): string {
  return text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&amp;", "&");
}

/**
 * The words a page shows or reads out, markers taken away: its title and description, every text, and the
 * names and descriptions in attributes (aria-label, alt, title, placeholder). Left out: scripts, styles, icons
 * (SVG) and the funnel's island (the spec's questions and answers, shared with the server's checks).
 */
export function visibleWords(html: string): string[] {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "")
    .replace(/<island-root data-island="funnel"[\s\S]*?<\/island-root>/g, " ")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "");
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1]!);
  const texts = body.replace(/<[^>]+>/g, " ");
  return [title, description, ...attributes, texts]
    .map(decode)
    .join(" ")
    .replace(MARKER, " ")
    .replace(/zq\d+q@example\.com/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}
