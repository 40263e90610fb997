/**
 * Every admin page's one script, with no React in it:
 * - htmx, for the list regions: a region re-reads itself from the server after a write (and a tab's filters,
 *   pager and sort swap just the region and keep the address, with skeleton rows while pending: list-swaps.ts);
 * - a click on a button that names an action (data-admin-action) wakes the tab's dialog island
 *   (admin-actions.ts); pointing at or focusing one fetches that island's code ahead of the click; a file chosen
 *   in an input that names one (data-admin-file-action), or dropped or pasted on the Media page, is handed over
 *   the same way;
 * - Logout, a plain form, is sent as the spec's call (POST /api/admin/logout) with its toasts; a settings form
 *   that names an action (data-admin-form-action) hands its fields to the tab's island;
 * - on load the dashboard checks admin status once more (the session may have ended since the server
 *   rendered the page): a non-admin answer or a failed check sends the owner to /admin;
 * - the lists' dates, written by the server in UTC, are written again in the viewer's time zone;
 * - the Site Copy editor saves a draft as the owner types (copy-autosave.ts).
 */
import "htmx.org";
import { showKeptToast, toastAndKeep } from "../../../../islands/admin/flash.ts";
import { sessionText, toastError } from "../../../../islands/admin/messages.ts";
import { checkAdminOrLeave, goToLogin } from "../../../../islands/admin/session.ts";
import { adminRequest } from "../../../../islands/lib/admin-api.ts";
import { keepPromisesCurrent } from "../../leads/client/promise-clock.ts";
import { takeDroppedAndPastedFiles } from "../../media/client/drop-files.ts";
import { autosaveCopyForms } from "../../site-copy/client/copy-autosave.ts";
import { ADMIN_ACTION_EVENT } from "../shared/admin-events.ts";
import { requestAdminAction } from "./admin-actions.ts";
import { applyFiltersAsTheyChange, leaveWhenTheSessionEnds, showSkeletonsWhileSwapping } from "./list-swaps.ts";
import { localizeDates } from "./local-dates.ts";
import { settleSelectChoices } from "./settling-selects.ts";

void checkAdminOrLeave().then((ok) => ok && showKeptToast());
localizeDates(document);
// A swap brings the server's UTC dates back: write them again (a whole page holds a few hundred at most).
document.addEventListener("htmx:after:settle", () => localizeDates(document));
showSkeletonsWhileSwapping();
applyFiltersAsTheyChange();
leaveWhenTheSessionEnds("/admin");
settleSelectChoices();
keepPromisesCurrent();
takeDroppedAndPastedFiles();
autosaveCopyForms();
// An action the address asks for (a lead's detail named by ?lead=…) is taken at once, as if clicked.
for (const element of document.querySelectorAll<HTMLElement>("[data-admin-action-on-load]")) {
  const raw = element.dataset.adminItem;
  requestAdminAction({ action: element.dataset.adminActionOnLoad ?? "", item: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined });
}
// On a phone the tab row scrolls sideways: bring the active tab into view.
document.querySelector('nav [aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.hasAttribute("data-admin-logout")) {
    event.preventDefault();
    void logOut(form.querySelector("button"));
    return;
  }
  // A settings form that names an action: its fields go to the tab's island like a button's row.
  const action = form.dataset.adminFormAction;
  if (!action) return;
  event.preventDefault();
  const fields = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  const opener = event.submitter instanceof HTMLElement ? event.submitter : (form.querySelector<HTMLElement>("[type=submit]") ?? undefined);
  requestAdminAction({ action, item: fields, opener });
});

async function logOut(button: HTMLButtonElement | null) {
  button?.setAttribute("disabled", "");
  button?.setAttribute("aria-busy", "true");
  try {
    await adminRequest("POST", "/api/admin/logout");
  } catch (error) {
    console.error("Logout failed:", error);
    toastError(sessionText.logoutFailed);
    button?.removeAttribute("disabled");
    button?.removeAttribute("aria-busy");
    return;
  }
  toastAndKeep({ title: "Success", description: sessionText.loggedOut });
  goToLogin();
}

const actionButton = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("[data-admin-action]") : null);

document.addEventListener("click", (event) => {
  const button = actionButton(event.target);
  if (!button) return;
  event.preventDefault();
  const raw = button.dataset.adminItem;
  let item: Record<string, unknown> | undefined;
  try {
    item = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  } catch (error) {
    console.error("An admin action's row could not be read:", error);
    return;
  }
  requestAdminAction({ action: button.dataset.adminAction ?? "", item, opener: button });
});

// A button that opens a file chooser (data-opens-file: its input's id) does so within the click, as browsers
// require; the chosen file goes to the tab's island as the input's action (data-admin-file-action).
document.addEventListener("click", (event) => {
  const opener = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-opens-file]") : null;
  if (opener) document.getElementById(opener.dataset.opensFile ?? "")?.click();
});
document.addEventListener("change", (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.dataset.adminFileAction) return;
  const files = Array.from(input.files ?? []);
  // Emptied, so that choosing the same file again (after fixing it) is a change again.
  input.value = "";
  if (files.length > 0) requestAdminAction({ action: input.dataset.adminFileAction, item: { file: files[0], files }, opener: input });
});

/** The dialog island's code, fetched when an action button is pointed at or focused: the click then opens it at once. */
let warmed = false;
function warmDialogs(event: Event) {
  if (warmed || !actionButton(event.target)) return;
  warmed = true;
  const island = document.querySelector<HTMLElement>(`island-root[data-hydrate-event="${ADMIN_ACTION_EVENT}"]`);
  // The loader knows the island's files (the page names none) and preloads them.
  if (island?.dataset.island) document.dispatchEvent(new CustomEvent("island-warm", { detail: island.dataset.island }));
}
document.addEventListener("pointerover", warmDialogs, { passive: true });
document.addEventListener("focusin", warmDialogs);
