/**
 * Toasts from any island: a window event the one toaster island listens to (islands are separate
 * React roots, so they share no context). One at a time, default or destructive.
 */

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const TOAST_EVENT = "site:toast";
/** How long a toast shows, the swipe that dismisses it, and how long a dismissed one stays in state. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** @example showToast({ title: "Success!", description: "Saved." }) */
export function showToast(message: ToastMessage): void {
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }));
}
