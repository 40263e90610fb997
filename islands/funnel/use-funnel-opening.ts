/**
 * Opening the funnel: /?funnel=true or #funnel reveal it and scroll to it after 100 ms (at once when it is
 * more than a screen away, smoothly when near: in-view.ts), and the query is removed from the address; so
 * does following a #funnel link on the page. The loader has already started the page at the funnel's section
 * when the address asked for it. Once
 * open it stays open (data-open) when the address moves on to another #hash; a visit resumed from
 * sessionStorage opens it too. The scroll lands below the sticky header with the question card, its
 * Continue button included, in view (in-view.ts).
 */
import { type RefObject, useEffect } from "react";
import { scrollFunnelIntoView } from "./in-view.ts";

export const FUNNEL_SCROLL_DELAY_MS = 100;

/** Keeps the funnel section shown whatever the address says from now on. */
export function keepFunnelOpen(): void {
  document.getElementById("funnel")?.setAttribute("data-open", "");
}

function scrollToFunnel(card: RefObject<HTMLElement | null>) {
  const section = document.getElementById("funnel");
  if (!section) return;
  keepFunnelOpen();
  setTimeout(() => scrollFunnelIntoView(section, card.current), FUNNEL_SCROLL_DELAY_MS);
}

/** `card` is the question card, which the scroll keeps whole on screen when it can. */
export function useFunnelOpening(card: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("funnel") === "true") {
      url.searchParams.delete("funnel");
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
      scrollToFunnel(card);
    } else if (url.hash === "#funnel") {
      scrollToFunnel(card);
    }
    const onHashChange = () => {
      if (window.location.hash === "#funnel") scrollToFunnel(card);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [card]);
}
