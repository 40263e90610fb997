/** Where the dashboard goes when the session is gone, and the load-time admin check. */
import { adminGet, isUnauthorized } from "../lib/admin-api.ts";

export const LOGIN_PATH = "/admin";
export const DASHBOARD_PATH = "/admin/dashboard";

export function goToLogin(): void {
  window.location.assign(LOGIN_PATH);
}

/** A read or write answered 401: the session expired or was ended elsewhere. */
export function redirectIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  goToLogin();
  return true;
}

/**
 * On load the dashboard checks admin status once more (the session may have ended since the server
 * rendered the page); a non-admin answer or a failed check is logged and sends the user to /admin.
 */
export async function checkAdminOrLeave(): Promise<boolean> {
  try {
    const result = await adminGet<{ isAdmin?: boolean }>("/api/admin/check");
    if (result?.isAdmin === true) return true;
    console.error("Admin check: not signed in as admin");
  } catch (error) {
    console.error("Admin check failed:", error);
  }
  goToLogin();
  return false;
}
