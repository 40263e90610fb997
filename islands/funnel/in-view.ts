/**
 * Keeping the funnel in view below the site's sticky header. The header's height is measured, not
 * assumed: it is 79 px on a phone, taller where the menu wraps to two rows, and html's scroll-padding-top
 * (96 px) helps only scrollIntoView and anchors. Focus scrolling ignores it: focusing the question after a
 * step scrolls at most the question itself into view, and a question partly under the header counts as
 * visible; the progress bar above it is not considered at all.
 */

/** Space left between the sticky header (or the viewport's bottom) and what is brought into view. */
const GAP_PX = 16;
/** Below the opened question card, whose own padding already sets its Continue button off the fold. */
const CARD_FOLD_GAP_PX = 8;

/** The bottom edge of what is stuck to the top of the viewport (the sticky header), in viewport pixels. */
export function stickyTopInset(): number {
  let bottom = 0;
  for (const hit of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    for (let el: Element | null = hit; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
      const { position } = getComputedStyle(el);
      if (position !== "sticky" && position !== "fixed") continue;
      const rect = el.getBoundingClientRect();
      // A header, not an overlay (an open menu or dialog covers the whole screen): look further up past one.
      if (rect.top <= 1 && rect.height < window.innerHeight / 2) {
        bottom = Math.max(bottom, rect.bottom);
        break;
      }
    }
  }
  return bottom;
}

/**
 * Smooth for a short move (a step's few hundred pixels), instant for anything longer than a screen: a page
 * flying by for seconds on its way to the funnel shows the visitor nothing. Instant, not "auto", whatever
 * the page's CSS says.
 */
function behavior(distance: number): ScrollBehavior {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return "instant";
  return Math.abs(distance) > window.innerHeight ? "instant" : "smooth";
}

/**
 * Scrolls as little as needed for `top`'s top edge to sit below the sticky header and `bottom`'s bottom
 * edge above the viewport's bottom (the top edge wins when both cannot be had).
 */
export function revealBelowHeader(top: Element, bottom: Element = top): void {
  const inset = stickyTopInset() + GAP_PX;
  const upper = top.getBoundingClientRect().top;
  const lower = bottom.getBoundingClientRect().bottom;
  const fold = window.innerHeight - GAP_PX;
  let delta = 0;
  if (upper < inset) delta = upper - inset;
  else if (lower > fold) delta = Math.min(lower - fold, upper - inset);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: behavior(delta) });
}

/**
 * Opens the funnel section on screen: its title and the whole question card below the sticky header when
 * both fit; otherwise the question card (what the visitor came for, its Continue button in view) when it
 * fits alone; otherwise, on a small screen, from the title down, as the page reads.
 */
export function scrollFunnelIntoView(section: HTMLElement, card: Element | null): void {
  const inset = stickyTopInset() + GAP_PX;
  const room = window.innerHeight - CARD_FOLD_GAP_PX - inset;
  // The section's content, not its top: the section's own padding may slide under the header.
  const content = (section.firstElementChild ?? section).getBoundingClientRect().top;
  let top = content;
  if (card) {
    const box = card.getBoundingClientRect();
    if (box.bottom - content > room && box.height <= room) top = box.top;
  }
  window.scrollTo({ top: window.scrollY + top - inset, behavior: behavior(top - inset) });
}
