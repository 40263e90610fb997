/**
 * The server's field errors shown in a server-rendered alert form: each in its field's error place, the control
 * marked invalid, the first focused. A save's swap renders the form again without them.
 */
import { alertFieldId } from "../shared/notification-ids.ts";

export function clearAlertErrors(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  for (const control of form.querySelectorAll("[aria-invalid]")) control.removeAttribute("aria-invalid");
  for (const place of form.querySelectorAll<HTMLElement>('[id$="-error"]')) place.textContent = "";
}

/** @returns whether any issue named a field of this form */
export function showAlertErrors(form: HTMLFormElement | null | undefined, issues: { field: string; message: string }[]): boolean {
  if (!form) return false;
  let first: HTMLElement | null = null;
  for (const { field, message } of issues) {
    const control = form.querySelector<HTMLElement>(`#${alertFieldId(field)}`);
    const place = form.querySelector<HTMLElement>(`#${alertFieldId(field)}-error`);
    if (!control || !place) continue;
    control.setAttribute("aria-invalid", "true");
    place.textContent = place.textContent ? `${place.textContent} ${message}` : message;
    first ??= control;
  }
  first?.focus();
  return first !== null;
}
