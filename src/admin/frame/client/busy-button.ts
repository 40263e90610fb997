/**
 * A server-rendered button waiting for the request it started: disabled, aria-busy, and its label (the element
 * marked data-button-label inside it) saying what is happening. Returns what puts it back.
 * @example const done = markBusy(button, "Sending…"); try { await send(); } finally { done(); }
 */
export function markBusy(button: Element | null | undefined, busyLabel: string): () => void {
  const label = button?.querySelector("[data-button-label]");
  if (!button) return () => {};
  const before = label?.textContent ?? null;
  button.setAttribute("disabled", "");
  button.setAttribute("aria-busy", "true");
  if (label) label.textContent = busyLabel;
  return () => {
    button.removeAttribute("disabled");
    button.removeAttribute("aria-busy");
    if (label && before !== null) label.textContent = before;
  };
}
