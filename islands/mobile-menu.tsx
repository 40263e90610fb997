/**
 * The mobile menu (below md): a hamburger that opens a 20rem slide-in panel with a backdrop.
 * Closes on the backdrop, the close button, any link and Escape; keeps focus inside while open
 * and gives it back to the hamburger; the page behind does not scroll.
 *
 * The server sends the hamburger only: the panel (about 370 bytes brotli on every page, 4 KB of markup) is
 * added once the island is live, closed, so its first opening still slides in. Before that the button can do
 * nothing anyway, and the tap that wakes the island is replayed once it is (islands/loader.ts).
 */
import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { HeaderNav, NavLink } from "../src/shared/navigation.ts";
import { SiteSearchForm, type SiteSearchWords } from "../src/shared/site-search-form.tsx";
import { island } from "./lib/island.tsx";

/** The menu's own words, from the site's copy (src/content/site-chrome-copy.ts). */
export interface MobileMenuLabels {
  openLabel: string;
  title: string;
  closeLabel: string;
  navLabel: string;
  servicesLabel: string;
  newTabNote: string;
  search: SiteSearchWords & { formLabel: string };
}

export interface MobileMenuProps {
  nav: HeaderNav;
  labels: MobileMenuLabels;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function MenuLink({ link, onNavigate, className, newTabNote }: { link: NavLink; onNavigate: () => void; className: string; newTabNote: string }) {
  return (
    <a href={link.href} className={className} onClick={onNavigate} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {link.label}
      {link.newTab ? <span className="sr-only">{` ${newTabNote}`}</span> : null}
    </a>
  );
}

function MobileMenu({ nav, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => setLive(true), []);

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      root.style.overflow = "hidden";
      closeRef.current?.focus();
    } else {
      root.style.overflow = "";
      if (wasOpen.current) toggleRef.current?.focus();
    }
    wasOpen.current = open;
    return () => {
      root.style.overflow = "";
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Widening the window past md hides the panel: close it so the page scrolls again.
    const wide = window.matchMedia("(min-width: 768px)");
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  const close = () => setOpen(false);

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const linkClass = "keyboard-focus block rounded-lg px-3 py-3 text-base font-medium text-slate-800 no-underline hover:bg-slate-100";

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="keyboard-focus inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={live ? panelId : undefined}
        aria-label={labels.openLabel}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={24} strokeWidth={2} />
      </button>
      {/* Clips the off-screen panel so it never widens the page. */}
      {live ? (
        <div className={`fixed inset-0 z-50 overflow-hidden ${open ? "" : "pointer-events-none"}`}>
          <div
            className={`absolute inset-0 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none ${open ? "opacity-100" : "opacity-0"}`}
            aria-hidden="true"
            data-testid="mobile-menu-backdrop"
            onClick={close}
          />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            inert={!open}
            onKeyDown={onPanelKeyDown}
            // Visible at once when opening (so focus can move in), hidden only after the slide-out.
            className={`absolute inset-y-0 right-0 flex w-80 max-w-full flex-col bg-white shadow-2xl duration-200 motion-reduce:transition-none ${open ? "translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]"}`}
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <p id={titleId} className="text-base font-semibold text-slate-900">
                {labels.title}
              </p>
              <button
                ref={closeRef}
                type="button"
                className="keyboard-focus inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100"
                aria-label={labels.closeLabel}
                onClick={close}
              >
                <X aria-hidden="true" size={22} strokeWidth={2} />
              </button>
            </div>
            <SiteSearchForm
              id={searchId}
              label={labels.search.formLabel}
              words={labels.search}
              className="border-b border-slate-200 px-4 py-3"
              fieldClassName="keyboard-focus min-h-11 min-w-0 flex-1 rounded-l-xl border border-r-0 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
              buttonClassName="keyboard-focus inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-r-xl border border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
              iconSize={20}
            />
            <nav aria-label={labels.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500">{labels.servicesLabel}</p>
              <ul className="mb-3 list-none p-0">
                {nav.services.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} onNavigate={close} className={linkClass} newTabNote={labels.newTabNote} />
                  </li>
                ))}
              </ul>
              <ul className="list-none border-t border-slate-200 p-0 pt-3">
                {[nav.store, nav.findOut, nav.blog, nav.signIn, nav.businessApp].map((link) => (
                  <li key={link.label}>
                    <MenuLink link={link} onNavigate={close} className={linkClass} newTabNote={labels.newTabNote} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-slate-200 p-4">
              <MenuLink link={nav.businessScan} onNavigate={close} className="btn-primary w-full" newTabNote={labels.newTabNote} />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default island("mobile-menu", MobileMenu, { on: "interaction" });
