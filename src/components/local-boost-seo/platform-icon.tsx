/** Platform glyphs for the coverage comparison: simple-icons paths where the brand has one, a drawn glyph for Bing. */

import type { CoveragePlatform } from "../../content/local-boost-seo-copy.ts";
import { SocialIcon, type SpriteGlyph } from "../icons/social-icons.tsx";

/** The platforms with a glyph in the sprite (simple-icons' paths). */
const glyphs: Partial<Record<CoveragePlatform["icon"], SpriteGlyph>> = { google: "google", facebook: "facebook", apple: "apple", instagram: "instagram", x: "x" };

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
  const glyph = glyphs[icon];
  return (
    <span aria-hidden="true" className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${tiles[icon]}`}>
      {glyph ? (
        <SocialIcon network={glyph} size={18} />
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
