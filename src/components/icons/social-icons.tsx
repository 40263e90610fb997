/**
 * Brand glyphs for the footer's social links, a post's share links and the Local Boost SEO page's platforms: paths from simple-icons; LinkedIn
 * (absent there) drawn to match. Pages draw them from one sprite file (`SOCIAL_SPRITE`, made from these paths
 * and checked against them by social-icons.test.ts) rather than inline: their 3.5 KB of path data would be on every
 * page, at its foot, and the browser keeps the file.
 *
 * A glyph is a CSS mask over the text colour (the `glyph` rule in src/render/uno-config.ts), the file's <view> of it
 * picked by the URL's fragment, rather than an <svg><use>: a mask is fetched when its element is styled, and the
 * page's sections below the first screen and its footer are not styled until they near the screen
 * (content-visibility), so the footer's glyphs no longer share the network with the font while a page loads.
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

/** The sprite's text: the glyphs side by side, 24 units apart, each with a <view> named after it that frames it alone. */
export function socialSprite(): string {
  const glyphs = Object.entries(spriteGlyphs).map(([network, d], i) => {
    const x = i * 24;
    return `<view id="${network}" viewBox="${x} 0 24 24"/><path transform="translate(${x} 0)" d="${d}"/>`;
  });
  const width = Object.keys(spriteGlyphs).length * 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24"><title>Brand glyphs</title>${glyphs.join("")}</svg>\n`;
}

/** Written out whole so that UnoCSS finds each class in this file (the `glyph-*` rule makes its mask). */
const GLYPH_CLASSES: Record<SpriteGlyph, string> = {
  facebook: "glyph-facebook",
  x: "glyph-x",
  instagram: "glyph-instagram",
  linkedin: "glyph-linkedin",
  google: "glyph-google",
  apple: "glyph-apple",
};

const SIZE_CLASSES = { 18: "size-[18px]", 20: "size-5" } as const;

/** @example <SocialIcon network="instagram" size={18} /> */
export function SocialIcon({ network, size = 20 }: { network: SpriteGlyph; size?: keyof typeof SIZE_CLASSES }) {
  return <span aria-hidden="true" className={`glyph ${GLYPH_CLASSES[network]} ${SIZE_CLASSES[size]}`} />;
}
