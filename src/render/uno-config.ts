/** The look, defined once: UnoCSS theme (colour, type, radius, shadow) and shortcuts every page uses. */
import type { UserConfig } from "@unocss/core";
import { presetWind4, type Theme } from "@unocss/preset-wind4";
import { SOCIAL_SPRITE } from "../components/icons/social-icons.tsx";
import { FONT_FAMILY } from "./font-stack.ts";
import { hexColours } from "./hex-colours.ts";

const brand = {
  50: "#EEF2FF",
  100: "#E0E7FF",
  200: "#C7D2FE",
  300: "#A5B4FC",
  400: "#818CF8",
  500: "#6366F1",
  600: "#4F46E5",
  700: "#4338CA",
  800: "#3730A3",
  900: "#312E81",
  950: "#1E1B4B",
};

export const unoConfig: UserConfig<Theme> = {
  presets: [presetWind4({ preflights: { reset: true } })],
  theme: {
    colors: { ...hexColours, brand, primary: brand },
    font: {
      sans: FONT_FAMILY,
    },
    // Type scale 14 / 16 / 18 / 20 / 24 / 30 / 36 / 48 / 60 px.
    text: {
      sm: { fontSize: "0.875rem", lineHeight: "1.5" },
      base: { fontSize: "1rem", lineHeight: "1.6" },
      lg: { fontSize: "1.125rem", lineHeight: "1.6" },
      xl: { fontSize: "1.25rem", lineHeight: "1.5" },
      "2xl": { fontSize: "1.5rem", lineHeight: "1.3" },
      "3xl": { fontSize: "1.875rem", lineHeight: "1.25" },
      "4xl": { fontSize: "2.25rem", lineHeight: "1.15" },
      "5xl": { fontSize: "3rem", lineHeight: "1.1" },
      "6xl": { fontSize: "3.75rem", lineHeight: "1.05" },
    },
    breakpoint: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
  },
  rules: [
    // A brand glyph (src/components/icons/social-icons.tsx): the text colour through the glyph's shape. Forced colours
    // would paint the background with the page's own colour, hiding it: not adjusting it keeps the text colour, which
    // the link's forced colour already is.
    [/^glyph$/, () => ".glyph{display:inline-block;background-color:currentColor;forced-color-adjust:none;mask:var(--g) center/contain no-repeat}"],
    [/^glyph-([a-z]+)$/, ([, name]) => ({ "--g": `url(${SOCIAL_SPRITE}#${name})` })],
  ],
  shortcuts: [
    {
      "page-container": "mx-auto w-full max-w-[1200px] px-4 sm:px-6",
      // Not "focus-ring": UnoCSS reads that as the focus: variant of ring, and the shortcut never applies.
      // Its colour is --focus-color: brand-600 on light sections, white inside an on-dark one (3:1 or more on either).
      "keyboard-focus": "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-$focus-color",
      "on-dark": "[--focus-color:#fff]",
      btn: "keyboard-focus inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold no-underline transition-colors duration-200 motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60",
      "btn-primary": "btn bg-brand-600 text-white shadow-sm hover:bg-brand-700",
      "btn-secondary": "btn border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
      "btn-ghost": "btn text-slate-700 hover:bg-slate-100 hover:text-slate-900",
      card: "rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-200 hover:shadow-md motion-reduce:transition-none",
      "nav-link":
        "keyboard-focus whitespace-nowrap rounded-lg px-2 py-2 text-[15px] font-medium text-slate-700 no-underline transition-colors hover:bg-slate-100 hover:text-slate-900",
      "text-link": "keyboard-focus rounded font-medium text-brand-700 underline-offset-4 hover:underline",
      "section-y": "py-14 md:py-24",
      // The skip link: out of sight until focused, then a pill floating over the page's top-left corner (fixed: it
      // takes no room, so nothing moves), above the sticky header, with the focus ring every control has.
      "skip-link":
        "fixed left-4 top-4 z-50 rounded-xl bg-brand-600 px-4 py-3 text-base font-semibold text-white no-underline shadow-lg outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-800 [&:not(:focus)]:sr-only",
      // A post's body (src/components/blog/post-content.tsx): typography for everything the HTML allowlist lets
      // through, scoped to the wrapper. An upload's <picture> has no box of its own: its <img> lays out as a bare
      // one would. Wide tables scroll inside the column instead of widening the page.
      "post-prose":
        "text-[17px] leading-[1.75] text-slate-700 md:text-lg md:leading-[1.8] [&>:first-child]:mt-0 [&_p]:my-5 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-slate-900 md:[&_h2]:text-3xl [&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 md:[&_h3]:text-2xl [&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-slate-900 [&_:is(h2,h3,h4)]:scroll-mt-28 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-700 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-600 [&_a:focus-visible]:rounded-sm [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-brand-600 [&_li>ul]:my-2 [&_li>ol]:my-2 [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-4 [&_blockquote]:pl-6 [&_blockquote]:pr-4 [&_blockquote]:rounded-r-xl [&_blockquote]:text-xl [&_blockquote]:font-medium [&_blockquote]:leading-relaxed [&_blockquote]:text-slate-900 [&_blockquote_p]:my-0 [&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit [&_img]:my-8 [&_img]:block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_picture]:contents [&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500 [&_hr]:my-12 [&_hr]:border-slate-200 [&_table]:my-8 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-slate-500 [&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900 [&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_table]:block [&_table]:overflow-x-auto sm:[&_table]:table",
      eyebrow: "text-sm font-semibold uppercase tracking-wider text-brand-700",
      // The admin's tab groups (src/admin/frame/tab-nav.tsx). Below lg they are a menu: hidden until the Sections
      // disclosure before them (the peer) is open, two columns of 44 px rows. From lg they are one row of underlined
      // tabs, each group under its name and set apart by a rule; the icons come back at 2xl, where the row has room for them beside fourteen tabs.
      "admin-sections-summary": "keyboard-focus flex h-12 cursor-pointer list-none items-center gap-2.5 text-sm font-semibold [&::-webkit-details-marker]:hidden",
      "admin-tab-groups": "max-lg:hidden max-lg:peer-open:grid max-lg:gap-3 max-lg:border-t max-lg:border-slate-100 max-lg:pb-4 max-lg:pt-3 lg:flex lg:flex-wrap lg:items-end",
      "admin-tab-group": "lg:[&+&]:ml-1.5 lg:[&+&]:border-l lg:[&+&]:border-slate-200 lg:[&+&]:pl-1.5",
      "admin-tab-group-name": "m-0 text-xs font-semibold uppercase tracking-wider text-slate-500 max-lg:px-3 max-lg:pb-1 lg:px-1.5 lg:pt-2 lg:text-[11px] lg:leading-4",
      "admin-tab-list": "m-0 list-none p-0 max-lg:grid max-lg:grid-cols-2 max-lg:gap-1 lg:flex",
      "admin-tab":
        "keyboard-focus flex items-center gap-2 whitespace-nowrap text-sm font-semibold text-slate-600 no-underline transition-colors duration-150 motion-reduce:transition-none [&:not([aria-current])]:hover:text-slate-900 aria-[current=page]:text-brand-700 max-lg:h-11 max-lg:rounded-lg max-lg:px-3 max-lg:[&:not([aria-current])]:hover:bg-slate-100 max-lg:aria-[current=page]:bg-brand-50 lg:-mb-px lg:h-10 lg:gap-1 lg:border-b-2 lg:border-transparent lg:px-1.5 lg:max-2xl:[&>svg]:hidden lg:[&:not([aria-current])]:hover:border-slate-300 lg:aria-[current=page]:border-brand-600",
      // The Leads link's count, drawn from data-count so the link's text stays its label.
      "admin-tab-count":
        "after:inline-flex after:h-5 after:min-w-5 after:items-center after:justify-center after:rounded-full after:bg-brand-600 after:px-1.5 after:text-xs after:font-bold after:leading-none after:text-white after:content-[attr(data-count)] max-lg:after:ml-auto",
      // The admin tables (src/admin/frame/shared/data-table.tsx): a list's hundred cells name one class each, not
      // 400 characters of utilities (a tenth of the Blog Posts page's bytes). A cell's own column classes are
      // utilities, which come after these shortcuts in the CSS: they must not set what these set below md.
      "admin-cell-pad": "px-3 py-2 md:first:pl-5 md:last:pr-5",
      "admin-td": "admin-cell-pad align-middle text-slate-700",
      "admin-row": "border-b border-slate-100 last:border-b-0 even:bg-slate-50/70 hover:bg-brand-50/40 max-md:block max-md:px-4 max-md:py-3",
      // Below md each row is a small card: a labelled line per column (the label from data-label).
      "admin-cell":
        "admin-td max-md:grid max-md:grid-cols-[7.5rem_minmax(0,1fr)] max-md:items-center max-md:justify-items-start max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]",
      // The first column is the card's title: no label, full width.
      "admin-cell-title": "admin-td max-md:block max-md:max-w-none max-md:px-0 max-md:pb-2 max-md:pt-0 max-md:text-[15px]",
      "admin-cell-actions": "admin-td text-right max-md:flex max-md:w-full max-md:justify-end max-md:px-0 max-md:pt-2 max-md:pb-0",
      // A lead's next step in the Leads list (src/admin/leads/lead-next-step.tsx): its state in a pill toned by
      // data-tone, when, and what.
      "admin-next-step": "flex max-w-[18rem] flex-col items-start gap-0.5 whitespace-normal text-xs leading-5 text-slate-600 max-md:max-w-none max-md:basis-full",
      "admin-next-step-pill":
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 ring-1 ring-inset ring-slate-500/20 data-[tone=soon]:bg-amber-50 data-[tone=soon]:text-amber-800 data-[tone=soon]:ring-amber-600/30 data-[tone=overdue]:bg-red-50 data-[tone=overdue]:text-red-800 data-[tone=overdue]:ring-red-600/25 data-[tone=call]:bg-brand-50 data-[tone=call]:text-brand-800 data-[tone=call]:ring-brand-600/25",
      // A radio drawn as a tile (the call picker's days and times, the reschedule page's times): the input covers
      // the tile, invisible, so the tile is what is clicked, focused and read out.
      "radio-tile":
        "relative flex cursor-pointer rounded-xl border-2 border-slate-200 bg-white hover:border-brand-300 has-[:checked]:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
      "radio-tile-time":
        "radio-tile items-center justify-center whitespace-nowrap px-1 py-2 text-sm font-semibold text-slate-800 tabular-nums has-[:checked]:bg-brand-600 has-[:checked]:text-white",
      "radio-tile-input": "absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0",
      "admin-icon-btn":
        "keyboard-focus inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition-colors duration-150 motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50",
      "admin-row-btn":
        "keyboard-focus inline-flex h-9 items-center rounded-lg px-2.5 text-xs font-semibold text-brand-700 transition-colors duration-150 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none",
    },
  ],
  // content-visibility: a page's sections below the first and its footer are styled and laid out when they near the
  // screen, not while the page loads (on a phone the home page is ~6,000 px of them: its one layout took 18–20 ms on
  // a 2-core server, four times that on the phone Lighthouse models). "auto" keeps them in find-in-page, the
  // accessibility tree and anchor jumps; the remembered size keeps the scrollbar steady once one has been shown.
  // It contains their painting too: nothing may draw past a section's box (tests/e2e/below-the-fold.e2e.ts).
  // No html{scroll-behavior:smooth}: a link to the funnel from the top of the home page flew past 6,000 px of it for
  // seconds. Anchors jump; the funnel's own short moves between steps are smooth (islands/funnel/in-view.ts).
  preflights: [
    {
      getCSS: () => `
:root{--focus-color:#4F46E5}
html{-webkit-text-size-adjust:100%;scroll-padding-top:96px}
@media (min-width:768px) and (max-width:1279.98px){html{scroll-padding-top:120px}}
body{font-family:var(--font-sans);color:#475569;background:#fff;line-height:1.6;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
h1,h2,h3,h4{color:#0F172A;line-height:1.2;font-weight:800;letter-spacing:-0.02em;text-wrap:balance}
a{color:inherit}
island-root{display:contents}
main>section+section,body>footer{content-visibility:auto;contain-intrinsic-size:auto 900px}
#funnel:not(:target):not([data-open]){display:none}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important}}
`,
    },
  ],
};
