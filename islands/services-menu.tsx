/**
 * The header's 'Top Services' dropdown (md and up): opens on hover, on click and from the
 * keyboard (Enter, Space, ArrowDown). Hover opens it only for as long as the pointer stays; a click
 * (or the keyboard) pins it open, so the click a mouse user makes after hovering keeps it, and a
 * second click closes it. Escape, a click outside or focus leaving closes it either way.
 */
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { NavLink } from "../src/shared/navigation.ts";
import { island } from "./lib/island.tsx";

export interface ServicesMenuProps {
  label: string;
  links: NavLink[];
  /** Read after a link that opens in a new tab (the site's copy). */
  newTabNote: string;
}

const CLOSE_DELAY_MS = 150;

/** Closed; open while the pointer is over it; open until closed on purpose (a click, the keyboard). */
type MenuState = "closed" | "hover" | "pinned";

function ServicesMenu({ label, links, newTabNote }: ServicesMenuProps) {
  const [state, setState] = useState<MenuState>("closed");
  const open = state !== "closed";
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The island hydrates on the first pointerover inside it, so that first hover's pointerenter came
  // before React listened: when the pointer is already over it at mount, that hover opens it now.
  // A layout effect, so this comes before the loader replays a click made meanwhile (which then pins).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useLayoutEffect(() => {
    if (rootRef.current?.matches(":hover")) show();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState("closed");
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function show() {
    clearTimeout(closeTimer.current);
    setState((s) => (s === "closed" ? "hover" : s));
  }

  /** The pointer left: a menu the hover opened closes after a moment; a pinned one stays. */
  function hideSoon() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setState((s) => (s === "hover" ? "closed" : s)), CLOSE_DELAY_MS);
  }

  function close() {
    clearTimeout(closeTimer.current);
    setState("closed");
  }

  /** A click on the button: pins a closed or hover-opened menu, closes a pinned one. */
  function toggle() {
    clearTimeout(closeTimer.current);
    setState((s) => (s === "pinned" ? "closed" : "pinned"));
  }

  function focusItem(index: number) {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const items = [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
      const current = items.indexOf(document.activeElement as HTMLElement);
      setState("pinned");
      // Wait a frame when opening so the items are visible and focusable.
      requestAnimationFrame(() => focusItem(current === -1 ? (event.key === "ArrowDown" ? 0 : -1) : current + (event.key === "ArrowDown" ? 1 : -1)));
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens (hover, arrow keys, focus leaving); its button and links are the controls
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && show()}
      onPointerLeave={(e) => e.pointerType === "mouse" && hideSoon()}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link inline-flex items-center gap-1 border-0 bg-transparent"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} strokeWidth={2} className={`transition-transform duration-150 motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-40 pt-2">
        <ul className="m-0 w-72 list-none rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          {links.map((link) => (
            <li key={link.href}>
              <a
                data-menu-item=""
                href={link.href}
                className="keyboard-focus block rounded-xl px-3 py-2.5 text-[15px] font-medium text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-700"
                onClick={close}
                {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {link.label}
                {link.newTab ? <span className="sr-only">{` ${newTabNote}`}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default island("services-menu", ServicesMenu, { on: "interaction" });
