/** Platform glyphs for the coverage comparison: simple-icons paths where the brand has one, a drawn glyph for Bing. */

import type { CoveragePlatform } from "../../content/local-boost-seo-copy.ts";
import { simpleIconPath } from "../icons/simple-icon-path.ts";

const paths: Partial<Record<CoveragePlatform["icon"], string>> = {
  google: simpleIconPath("google"),
  facebook: simpleIconPath("facebook"),
  apple: simpleIconPath("apple"),
  instagram: simpleIconPath("instagram"),
  x: simpleIconPath("x"),
};

/** Tile colours per platform; every class appears literally so UnoCSS finds it. */
const tiles: Record<CoveragePlatform["icon"], string> = {
  google: "bg-blue-50 text-blue-600",
  facebook: "bg-blue-50 text-blue-700",
  apple: "bg-slate-100 text-slate-900",
  bing: "bg-teal-50 text-teal-700",
  instagram: "bg-pink-50 text-pink-600",
  x: "bg-slate-100 text-slate-900",
};

export function PlatformIcon({ icon }: { icon: CoveragePlatform["icon"] }) {
  const path = paths[icon];
  return (
    <span aria-hidden="true" className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${tiles[icon]}`}>
      {path ? (
        // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden tile beside the platform's name
        <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d={path} />
        </svg>
      ) : (
        // Bing has no glyph in simple-icons: a plain lowercase "b" drawn to match.
        // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, as above
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" focusable="false">
          <rect x="5" y="2.5" width="3.2" height="18" rx="1.6" fill="currentColor" />
          <circle cx="12.6" cy="14.6" r="4.6" stroke="currentColor" strokeWidth="3.2" />
        </svg>
      )}
    </span>
  );
}
