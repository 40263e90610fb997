/**
 * The New mark on images uploaded in this visit. The server draws every card the same (it cannot know this visit),
 * with the badge hidden; the island marks the cards whose keys it uploaded, and again after every swap of the grid
 * (a morph writes the server's classes back).
 */
import { FRESH_CARD_CLASSES } from "../shared/media-card.tsx";

export function markFreshCards(keys: ReadonlySet<string>) {
  for (const card of document.querySelectorAll<HTMLElement>('[data-testid="media-card"][data-key]')) {
    const fresh = keys.has(card.dataset.key ?? "");
    card.classList.toggle("border-slate-200", !fresh);
    for (const name of FRESH_CARD_CLASSES) card.classList.toggle(name, fresh);
    const badge = card.querySelector<HTMLElement>("[data-new-badge]");
    if (badge) badge.hidden = !fresh;
  }
}
