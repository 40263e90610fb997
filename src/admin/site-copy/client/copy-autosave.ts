/**
 * The Site Copy editor's autosave: a moment after the owner stops typing, the form is sent as a draft (the
 * editor's own form route, intent "autosave", answered in JSON), the draft's version is kept for the next
 * save, and the previews load the saved draft. A conflict (another tab saved first) stops autosaving and says
 * so; Save draft then shows both versions. The schedule's time zone starts as the browser's own.
 */
const FORM = "form[data-copy-autosave]";
const WAIT_MS = 1500;

const timers = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();
const stopped = new WeakSet<HTMLFormElement>();

function status(form: HTMLFormElement, text: string): void {
  const line = form.querySelector<HTMLElement>("[data-copy-autosave-status]");
  if (line) line.textContent = text;
}

function clock(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

async function save(form: HTMLFormElement): Promise<void> {
  if (stopped.has(form) || !form.isConnected) return;
  const data = new FormData(form);
  data.set("intent", "autosave");
  data.delete("op");
  status(form, "Saving…");
  let response: Response;
  try {
    response = await fetch(form.action, { method: "POST", body: data, headers: { Accept: "application/json" }, credentials: "same-origin" });
  } catch {
    status(form, "Not saved: no connection. Your changes are still here; it tries again as you type.");
    return;
  }
  const answer = (await response.json().catch(() => ({}))) as { version?: number; savedAt?: string; error?: string };
  if (response.ok && typeof answer.version === "number" && answer.savedAt) {
    const version = form.querySelector<HTMLInputElement>("[data-copy-draft-version]");
    if (version) version.value = String(answer.version);
    status(form, `Draft saved at ${clock(answer.savedAt)}`);
    for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-copy-preview]")) {
      const url = new URL(frame.src, location.href);
      url.searchParams.set("v", String(answer.version));
      frame.src = url.pathname + url.search;
    }
    return;
  }
  if (response.status === 409) {
    stopped.add(form);
    status(form, `${answer.error ?? "Changed elsewhere."} Autosave is paused: press Save draft to compare.`);
    return;
  }
  if (response.status === 400) {
    status(form, "Not saved: a field needs a change. Press Save draft to see which.");
    return;
  }
  status(form, `Not saved (${response.status}). Your changes are still here.`);
}

function schedule(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const form = target.closest<HTMLFormElement>(FORM);
  if (!form || target.closest("[name=scheduleAt], [name=timeZone]")) return;
  clearTimeout(timers.get(form));
  status(form, "Unsaved changes");
  timers.set(
    form,
    setTimeout(() => void save(form), WAIT_MS),
  );
}

/** The schedule's zone: the browser's own, unless the page already shows one chosen. */
function browserZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-copy-time-zone]")) {
    const at = select.form?.querySelector<HTMLInputElement>("[name=scheduleAt]");
    if (select.value === "UTC" && !at?.value && [...select.options].some((option) => option.value === zone)) select.value = zone;
  }
}

export function autosaveCopyForms(): void {
  document.addEventListener("input", schedule);
  document.addEventListener("change", schedule);
  browserZone();
  document.addEventListener("htmx:after:settle", browserZone);
}
