/**
 * A server-rendered select whose choice is an action (data-admin-settle-action, its row in data-admin-item): a
 * closed select changes with each arrow key, and each change would be a write (a lead's first move out of New stamps
 * its first contact for good), so the choice is handed to the tab's island once it settles — after a short pause,
 * on Enter, or when the focus leaves — as the action with the row and `to`, the value chosen. The select is never
 * disabled meanwhile (the focus stays where it was); it says it is busy until the island is done with it.
 */
import { requestAdminAction } from "./admin-actions.ts";

/** How long a choice settles before it is sent. */
const SETTLE_MS = 600;
const pending = new WeakMap<HTMLSelectElement, ReturnType<typeof setTimeout>>();

const settling = (target: EventTarget | null) => (target instanceof HTMLSelectElement && target.dataset.adminSettleAction ? target : null);

function send(select: HTMLSelectElement) {
  clearTimeout(pending.get(select));
  pending.delete(select);
  let item: Record<string, unknown>;
  try {
    item = JSON.parse(select.dataset.adminItem ?? "{}") as Record<string, unknown>;
  } catch (error) {
    console.error("A settling select's row could not be read:", error);
    return;
  }
  // The value the server rendered: choosing it again is no change.
  const from = [...select.options].find((option) => option.defaultSelected)?.value;
  if (select.value === from) return;
  requestAdminAction({ action: select.dataset.adminSettleAction ?? "", item: { ...item, to: select.value }, opener: select });
}

export function settleSelectChoices() {
  document.addEventListener("change", (event) => {
    const select = settling(event.target);
    if (!select) return;
    clearTimeout(pending.get(select));
    pending.set(
      select,
      setTimeout(() => send(select), SETTLE_MS),
    );
  });
  document.addEventListener("keydown", (event) => {
    const select = settling(event.target);
    if (select && event.key === "Enter" && pending.has(select)) send(select);
  });
  document.addEventListener("focusout", (event) => {
    const select = settling(event.target);
    if (select && pending.has(select)) send(select);
  });
}
