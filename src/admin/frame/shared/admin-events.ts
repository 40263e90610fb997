/**
 * The window events between a server-rendered list and its dialog island (src/admin/frame/client/admin-actions.ts):
 * the server names them in the list's markup, the browser dispatches and hears them.
 */

/** A click on a button naming an action: it hydrates the tab's dialog island and hands it the action. */
export const ADMIN_ACTION_EVENT = "admin-action";

/** A write succeeded: the list region reads itself again from the server (its hx-trigger). */
export const LIST_CHANGED_EVENT = "admin-list-changed";
