/**
 * The page's one script (built to a minified IIFE, src/render/assets.ts; deferred, so it is not in the
 * first window of the page's bytes and is cached across pages): it fetches no JavaScript until an island
 * needs it. Each <island-root> says when it hydrates (data-hydrate, see
 * Hydration in src/shared/island-host.ts); when that comes, the loader preloads the client, the
 * island's module and its chunks in parallel, and client.ts hydrates it. A page that inlines only the
 * CSS its HTML uses names the whole stylesheet (data-stylesheet) for the states islands add later
 * (an open menu, the funnel's next step): it is loaded, without blocking anything, before the first
 * island hydrates.
 *
 * Nothing the visitor does before that is lost: links work as plain links, and a click on a button
 * (or a key pressed inside the island) is kept and replayed once the island is live, so the first tap
 * on a menu opens it however slow the network.
 *
 * It also notes, first thing, where the visit came from (islands/lib/visit-source.ts): the page a visit
 * enters on may not be the one where the funnel is completed — and reports the page view
 * (islands/lib/page-view.ts): one beacon, no cookie, no storage.
 */
import type { ClientModule } from "./client.ts";
import { reportPageView } from "./lib/page-view.ts";
import { noteVisitSource } from "./lib/visit-source.ts";

/** Interactions that hydrate any island, whatever its own rule: they come before the visitor acts. */
const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** Keys whose effect the browser already produces (Enter and Space click a button, Tab moves focus). */
const NATIVE_KEYS = new Set(["Enter", " ", "Tab"]);
const NEAR_VIEWPORT = "200px";

// A row that scrolls sideways (data-scroll-row: the blog's category chips on a phone) brings a control that takes
// focus wholly into view: the browser leaves one that is partly shown where it is, half under the row's fade.
document.addEventListener("focusin", (event) => {
  const target = event.target as HTMLElement;
  const row = target.closest?.("[data-scroll-row]");
  if (!row) return;
  const [box, frame] = [target.getBoundingClientRect(), row.getBoundingClientRect()];
  if (box.left < frame.left || box.right > frame.right) target.scrollIntoView({ block: "nearest", inline: "center", behavior: "instant" });
});

// Where the visit came from is noted on the page it enters on, whatever the visitor does next (no cookie).
noteVisitSource();
// Counted by the beacon rather than at the front door: a CDN or the page cache answers most page loads.
reportPageView();

/** The build's files, written into the loader when it is built (src/render/assets.ts): the client with its imports first. */
declare const __LOADER_FILES__: { client: string[]; islands: Record<string, string[]> };
const files = __LOADER_FILES__;

const script = document.currentScript as HTMLScriptElement;
const clientHref = files.client[0] ?? "";
const preloaded = new Set<string>();
let client: Promise<ClientModule> | undefined;
let stylesheet: Promise<void> | undefined;

function loadStylesheet(): Promise<void> {
  const href = script.dataset.stylesheet;
  if (!href) return Promise.resolve();
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    // A failed sheet costs the later states their look, not the island its function.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}

function preload(hrefs: string[]) {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

// Another script may ask for an island's files early (the admin's dialogs, when an action button is pointed at):
// the loader is what knows them.
document.addEventListener("island-warm", (event) => {
  const name = (event as CustomEvent<string>).detail;
  preload([...files.client, ...(files.islands[name] ?? [])]);
});

/** Events to hand the island once it is live: clicks on its buttons, keys pressed in it. */
type Pending = { target: HTMLElement; key?: KeyboardEvent };

function watch(root: HTMLElement) {
  const pending: Pending[] = [];
  let started = false;
  const keep = (event: Event) => {
    const target = event.target as HTMLElement;
    if (event.type === "click") {
      const button = target.closest<HTMLElement>("button, [role=button], summary");
      if (!button || !root.contains(button)) return;
      // A submit button or summary would act before the island could: the island acts on the replay.
      event.preventDefault();
      pending.push({ target: button });
    } else if (event instanceof KeyboardEvent && !NATIVE_KEYS.has(event.key)) {
      pending.push({ target, key: event });
    }
  };
  root.addEventListener("click", keep, true);
  root.addEventListener("keydown", keep, true);

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) root.removeEventListener(type, start, true);
    const own = files.islands[root.dataset.island ?? ""] ?? [];
    // The client imports the island's module by the marker's data-src.
    if (own[0]) root.dataset.src = own[0];
    preload([...files.client, ...own]);
    client ??= import(clientHref) as Promise<ClientModule>;
    Promise.all([client, loadStylesheet()])
      .then(([module]) => module.hydrate(root))
      .then(() => {
        root.removeEventListener("click", keep, true);
        root.removeEventListener("keydown", keep, true);
        for (const { target, key } of pending.splice(0)) {
          if (!key) target.click();
          else target.dispatchEvent(new KeyboardEvent("keydown", { key: key.key, code: key.code, shiftKey: key.shiftKey, bubbles: true, cancelable: true }));
        }
      })
      .catch((error: unknown) => console.error(`[island ${root.dataset.island}] failed to load`, error));
  };
  for (const type of INTERACTIONS) root.addEventListener(type, start, { capture: true, passive: true });
  return start;
}

/** Whether the address asks for this island (the funnel's /?funnel=true). */
function asked(root: HTMLElement): boolean {
  const { hydrateQuery } = root.dataset;
  return hydrateQuery !== undefined && new URLSearchParams(window.location.search).has(hydrateQuery);
}

function storedOrAsked(root: HTMLElement): boolean {
  const { hydrateStored } = root.dataset;
  try {
    if (hydrateStored && window.sessionStorage.getItem(hydrateStored) !== null) return true;
  } catch {
    // Storage blocked (a privacy setting): there is no visit to resume.
  }
  return asked(root);
}

/**
 * What the address asks for is what the visitor came for: the page starts at its section at once, before
 * the island's script arrives, rather than at the top and then scrolling thousands of pixels down to it.
 */
function bringIntoView(root: HTMLElement): void {
  (root.closest("section") ?? root.parentElement)?.scrollIntoView({ block: "start", behavior: "instant" });
}

for (const root of document.querySelectorAll<HTMLElement>("island-root[data-island]")) {
  const start = watch(root);
  const rule = root.dataset.hydrate;
  if (rule === "load" || (rule === "visible" && storedOrAsked(root))) {
    if (asked(root)) bringIntoView(root);
    start();
  } else if (rule === "visible") {
    // The marker itself has no box (display: contents): watch what it holds.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const child of root.children) observer.observe(child);
  } else if (rule === "event" && root.dataset.hydrateEvent) {
    window.addEventListener(root.dataset.hydrateEvent, start, { once: true });
  }
}
