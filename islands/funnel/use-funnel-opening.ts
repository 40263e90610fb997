/**
 * Opening the funnel: /?funnel=true or #funnel reveal it and scroll to it smoothly after
 * 100 ms, and the query is removed from the address; so does following a #funnel link on the page. Once
 * open it stays open (data-open) when the address moves on to another #hash; a visit resumed from
 * sessionStorage opens it too.
 */
import { useEffect } from "react";

export const FUNNEL_SCROLL_DELAY_MS = 100;

/** Keeps the funnel section shown whatever the address says from now on. */
export function keepFunnelOpen(): void {
  document.getElementById("funnel")?.setAttribute("data-open", "");
}

function scrollToFunnel() {
  const section = document.getElementById("funnel");
  if (!section) return;
  keepFunnelOpen();
  setTimeout(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, FUNNEL_SCROLL_DELAY_MS);
}

export function useFunnelOpening(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("funnel") === "true") {
      url.searchParams.delete("funnel");
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
      scrollToFunnel();
    } else if (url.hash === "#funnel") {
      scrollToFunnel();
    }
    const onHashChange = () => {
      if (window.location.hash === "#funnel") scrollToFunnel();
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}
