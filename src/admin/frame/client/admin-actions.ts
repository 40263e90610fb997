/**
 * How a server-rendered admin list reaches its dialogs. A row's Edit or Delete and a tab's New button are plain
 * buttons naming an action (data-admin-action, with the row as JSON in data-admin-item); the admin page script
 * turns a click into a window event, and that event is what hydrates the tab's dialog island (hydration
 * "event"), so React loads only when the owner acts. The island then takes the action that woke it and every one
 * after. A successful write asks for the list again (refreshAdminList): the list region re-reads itself from
 * the server (hx-trigger on LIST_CHANGED_EVENT).
 *
 * Island and page script are separate entries of one build, so this module is one shared chunk: the action
 * kept before the island listened is seen by both.
 */

import { handOver } from "../../../../islands/lib/hand-over.ts";
import { ADMIN_ACTION_EVENT, LIST_CHANGED_EVENT } from "../shared/admin-events.ts";

export interface AdminAction {
  /** What to do, as the button names it: "new", "edit", "delete", … */
  action: string;
  /** The row the button belongs to, as the server wrote it; absent for a New button. */
  item?: Record<string, unknown>;
  /** The button, to focus again when the dialog closes. */
  opener?: HTMLElement;
}

/** Actions go to the tab's dialog island; the first wakes it (hand-over.ts keeps it until the island listens). */
const actions = handOver<AdminAction>(ADMIN_ACTION_EVENT);

/** @example requestAdminAction({ action: "edit", item: { id: 3, name: "SEO" } }) */
export const requestAdminAction: (action: AdminAction) => void = actions.send;

/**
 * The island's side: `handle` gets every action from now on, and at once the one that woke the island.
 * @example useEffect(() => listenForAdminActions(setAction), []);
 */
export const listenForAdminActions: (handle: (action: AdminAction) => void) => () => void = actions.listen;

/** Reads the list region again from the server, after a write; resolves once the new rows are in. */
export function refreshAdminList(): Promise<void> {
  return new Promise((resolve) => {
    if (!document.querySelector("[data-admin-list]")) return resolve();
    // The swap replaces the region, so the answer is heard on the document; a request that never ends
    // (a dropped connection past the timeout) still lets the dialog finish.
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener("htmx:after:settle", done);
      document.removeEventListener("htmx:error", done);
      resolve();
    };
    const timer = setTimeout(done, REFRESH_WAIT_MS);
    document.addEventListener("htmx:after:settle", done);
    document.addEventListener("htmx:error", done);
    window.dispatchEvent(new CustomEvent(LIST_CHANGED_EVENT));
  });
}

/** How long a write waits for its list to come back before it lets its dialog close anyway. */
const REFRESH_WAIT_MS = 10_000;
