/**
 * What the page script adds to htmx's swaps of a list region (list-region.ts):
 * - while a filter, page or sort swap is pending, the table shows the spec's skeleton rows (as many as the server
 *   draws while loading: data-skeleton-rows on the table) and says it is busy; a re-read after a write keeps the
 *   rows, which the answer then morphs;
 * - a filter form marked data-live-filters applies each change at once (its Apply button is for pages without
 *   JavaScript) and a search box in it after a pause in typing.
 */
import { type CellAlign, SKELETON_ROW_CLASS, skeletonBarClass, skeletonCellClass } from "../shared/skeleton.ts";

const SEARCH_PAUSE_MS = 300;

function showSkeleton(table: HTMLTableElement) {
  const count = Number(table.dataset.skeletonRows ?? "2");
  const aligns: CellAlign[] = [...table.querySelectorAll("thead th")].map((th) => (th.classList.contains("text-right") ? "right" : "left"));
  const body = table.tBodies[0];
  if (!body || aligns.length === 0) return;
  const rows = Array.from({ length: count }, () => {
    const row = document.createElement("tr");
    row.className = SKELETON_ROW_CLASS;
    row.dataset.testid = "skeleton-row";
    aligns.forEach((align, column) => {
      const cell = document.createElement("td");
      cell.className = skeletonCellClass(align);
      const bar = document.createElement("span");
      bar.setAttribute("aria-hidden", "true");
      bar.className = skeletonBarClass(column, align);
      cell.append(bar);
      row.append(cell);
    });
    return row;
  });
  body.replaceChildren(...rows);
  table.setAttribute("aria-busy", "true");
}

interface RequestDetail {
  ctx?: { sourceElement?: Element; target?: Element | null };
}

/** A boosted link or form inside a list region starts a swap: its table turns to skeleton rows until the answer. */
export function showSkeletonsWhileSwapping() {
  document.addEventListener("htmx:before:request", (event) => {
    const { sourceElement, target } = (event as CustomEvent<RequestDetail>).detail.ctx ?? {};
    if (!sourceElement || !target?.hasAttribute("data-admin-list")) return;
    if (!(sourceElement instanceof HTMLAnchorElement || sourceElement instanceof HTMLFormElement)) return;
    for (const table of target.querySelectorAll<HTMLTableElement>("table[data-skeleton-rows]")) showSkeleton(table);
  });
}

/**
 * Filters apply as they change: a select or a date at once, a search box after a pause in typing (Enter at once).
 * The history holds searches, not pauses: the first pause of a search adds an entry (Back returns to the list
 * before it), later pauses while typing replace it.
 */
export function applyFiltersAsTheyChange() {
  let pause: ReturnType<typeof setTimeout> | undefined;
  /** The submission under way was started by a pause in typing. */
  let fromTyping = false;
  /** The history entry on screen was made by a pause in typing. */
  let entryFromTyping = false;
  const liveForm = (target: EventTarget | null) => (target instanceof HTMLElement ? target.closest<HTMLFormElement>("form[data-live-filters]") : null);
  const isSearch = (target: EventTarget | null) => target instanceof HTMLInputElement && target.type === "search";

  document.addEventListener("change", (event) => {
    const form = liveForm(event.target);
    if (form && !isSearch(event.target)) form.requestSubmit();
  });
  document.addEventListener("input", (event) => {
    const form = liveForm(event.target);
    if (!form || !isSearch(event.target)) return;
    clearTimeout(pause);
    pause = setTimeout(() => {
      fromTyping = true;
      form.requestSubmit();
    }, SEARCH_PAUSE_MS);
  });
  // Any submission (Enter, a select) makes a pending pause moot; only the timer's own is "typing".
  document.addEventListener(
    "submit",
    (event) => {
      if (!liveForm(event.target)) return;
      clearTimeout(pause);
      if (!fromTyping) entryFromTyping = false;
    },
    true,
  );
  document.addEventListener("htmx:before:history:update", (event) => {
    const history = (event as CustomEvent<{ history?: { type: string } }>).detail.history;
    if (history?.type === "push" && fromTyping && entryFromTyping) history.type = "replace";
    entryFromTyping = fromTyping;
    fromTyping = false;
  });
  window.addEventListener("popstate", () => {
    entryFromTyping = false;
  });
}

/**
 * A list read answered with the login page (the session ended, or was ended elsewhere: the server sends every admin
 * page without one to /admin) leaves the admin for it, rather than swapping the login form into the list.
 */
export function leaveWhenTheSessionEnds(loginPath: string) {
  document.addEventListener("htmx:after:request", (event) => {
    const raw = (event as CustomEvent<{ ctx?: { response?: { raw?: Response } } }>).detail.ctx?.response?.raw;
    if (raw?.url && new URL(raw.url).pathname === loginPath) window.location.assign(loginPath);
  });
}
