/**
 * Toasts from any island: a window event the one toaster island listens to (islands are separate
 * React roots, so they share no context). One at a time, default or destructive.
 */
import { handOver } from "./hand-over.ts";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button beside the text (Undo): it runs `onAction` and dismisses the toast. */
  action?: { label: string; onAction: () => void };
}

export const TOAST_EVENT = "site:toast";
/** How long a toast shows, the swipe that dismisses it, and how long a dismissed one stays in state. */
export const TOAST_DURATION_MS = 5000;
/** A toast with an action stays longer, so there is time to reach its button (and none while pointed at or focused). */
export const TOAST_ACTION_DURATION_MS = 10_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Toasts go to the one toaster; the first wakes it (hand-over.ts keeps it until the toaster listens). */
const toasts = handOver<ToastMessage>(TOAST_EVENT);

/** @example showToast({ title: "Success!", description: "Saved." }) */
export const showToast: (message: ToastMessage) => void = toasts.send;

/**
 * The toaster's side: `show` gets every toast from now on, and at once the one that woke the toaster.
 * @example useEffect(() => listenForToasts(setToast), []);
 */
export const listenForToasts: (show: (message: ToastMessage) => void) => () => void = toasts.listen;
