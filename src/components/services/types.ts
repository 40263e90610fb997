/** Content shapes only the BiziAgent AI and Trust Builder pages use (the shared ones live in src/content/types.ts). */
import type { LucideIcon } from "lucide-react";

/** A short fact a buyer should know before choosing a plan (an icon, a title and one sentence). */
export interface ServiceNote {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A review-source tile: the name, its brand colour and a first-letter fallback in a circle of that colour.
 * `swatch` holds literal UnoCSS classes (background in the brand colour, text colour picked for AA contrast),
 * written out in full so UnoCSS finds them in the source.
 */
export interface ReviewSource {
  name: string;
  /** The brand colour, for reference; the tile uses `swatch`. */
  color: `#${string}`;
  swatch: string;
  /** Defaults to the first letter of the name. */
  initial?: string;
}

/** One band of the Net Promoter Score scale. */
export interface NpsBand {
  name: string;
  range: string;
  scores: number[];
  description: string;
  tone: "promoter" | "passive" | "detractor";
}
