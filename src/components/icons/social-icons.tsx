/**
 * Brand glyphs for the footer's social links, a post's share links and the Local Boost SEO page's platforms: paths from simple-icons; LinkedIn
 * (absent there) drawn to match. Pages draw them from one sprite file (`SOCIAL_SPRITE`, made from these paths
 * and checked against them by social-icons.test.ts) rather than inline: their 3.5 KB of path data are on every
 * page, at its foot, and the browser keeps the file.
 */
import { simpleIconPath } from "./simple-icon-path.ts";

const LINKEDIN_PATH =
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z";

export const socialIconPaths = {
  facebook: simpleIconPath("facebook"),
  x: simpleIconPath("x"),
  instagram: simpleIconPath("instagram"),
  linkedin: LINKEDIN_PATH,
} as const;

export type SocialNetwork = keyof typeof socialIconPaths;

/** Where the sprite is served (static/brand/social-icons.svg). */
export const SOCIAL_SPRITE = "/static/brand/social-icons.svg";

/** Every glyph in the sprite: the networks, and the platforms the Local Boost SEO page compares. */
const spriteGlyphs = { ...socialIconPaths, google: simpleIconPath("google"), apple: simpleIconPath("apple") } as const;

export type SpriteGlyph = keyof typeof spriteGlyphs;

/** The sprite's text: one <symbol> per glyph, its id the glyph's name. */
export function socialSprite(): string {
  const symbols = Object.entries(spriteGlyphs).map(([network, d]) => `<symbol id="${network}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg"><title>Brand glyphs</title>${symbols.join("")}</svg>\n`;
}

/** @example <SocialIcon network="instagram" size={18} /> */
export function SocialIcon({ network, size = 20 }: { network: SpriteGlyph; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <use href={`${SOCIAL_SPRITE}#${network}`} />
    </svg>
  );
}
