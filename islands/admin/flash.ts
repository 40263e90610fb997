/**
 * A toast that survives one navigation: login's 'Success' shows on the dashboard, logout's
 * 'Logged out' on the login page. Kept in sessionStorage; the next page raises it once the
 * toaster island (another React root, hydrated in its own time) is listening.
 */
import { showToast, type ToastMessage } from "../lib/toast.ts";

const KEY = "admin:flash-toast";
const TOASTER = 'island-root[data-island="toaster"] section [data-variant]';

/** Shows the toast now and keeps it for the page we are about to load. */
export function toastAndKeep(message: ToastMessage): void {
  showToast(message);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage refused (private mode quota): the toast just does not carry over.
  }
}

/** Raises the kept toast, if any, retrying until the toaster has shown it (at most ~3 s). */
export function showKeptToast(): void {
  let message: ToastMessage;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    message = JSON.parse(raw) as ToastMessage;
  } catch {
    return;
  }
  let tries = 0;
  const attempt = () => {
    showToast(message);
    setTimeout(() => {
      if (!document.querySelector(TOASTER) && ++tries < 30) attempt();
    }, 100);
  };
  attempt();
}
