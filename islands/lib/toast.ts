/**
 * Toasts from any island: a window event the one toaster island listens to (islands are separate
 * React roots, so they share no context). One at a time, default or destructive.
 */

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

/** The toast shown before the toaster listened: its event is what makes the loader hydrate it. */
let unheard: ToastMessage | null = null;
let listening = false;

/** @example showToast({ title: "Success!", description: "Saved." }) */
export function showToast(message: ToastMessage): void {
  if (!listening) unheard = message;
  window.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }));
}

/**
 * The toaster's side: `show` gets every toast from now on, and at once the one that woke the toaster.
 * @example useEffect(() => listenForToasts(setToast), []);
 */
export function listenForToasts(show: (message: ToastMessage) => void): () => void {
  const onToast = (event: Event) => show((event as CustomEvent<ToastMessage>).detail);
  window.addEventListener(TOAST_EVENT, onToast);
  listening = true;
  if (unheard) show(unheard);
  unheard = null;
  return () => {
    window.removeEventListener(TOAST_EVENT, onToast);
    listening = false;
  };
}
