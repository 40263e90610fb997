/**
 * The admin's modal dialog: role=dialog (or alertdialog), aria-modal, labelled by its title, focus
 * kept inside, Escape closes, focus goes back to what opened it. Rendered only while open, so a form
 * inside starts from its defaults every time: closing or cancelling discards what was typed.
 * Not the native <dialog>: its top layer would hide the toasts (z-60) that some dialogs raise.
 *
 * Escape and Tab are heard on the document, not on the panel: a click on the backdrop leaves the focus
 * where it was (the press outside the panel is cancelled), and even if the focus is lost Escape still
 * closes and Tab comes back in. With dialogs on top of each other (a question over a form) only the
 * topmost one answers.
 *
 * Unsaved changes: pass `unsaved` (true while the form differs from what was saved). Escape, the ×
 * button and Cancel (SaveCancelFooter, or any button calling useDialogClose()) close at once, as the spec
 * says ("closing or cancelling resets the form"), and a toast says the changes were discarded; with
 * `onUndoDiscard` it has an Undo button that opens the dialog again with them. Closing the tab with
 * unsaved changes asks the browser's own question. A successful save closes through `onClose` directly.
 *
 * @example <Dialog title="Edit Category" unsaved={changed} onClose={close} busy={pending}>…</Dialog>
 */
import { X } from "lucide-react";
import {
  createContext,
  type FormEventHandler,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { showToast } from "../lib/toast.ts";
import { FormError } from "./fields.tsx";
import { useUnsavedGuard } from "./use-unsaved-guard.ts";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const DISCARDED_TITLE = "Changes discarded";

/** Says that typed work was let go, with an Undo that brings it back when the caller can. */
export function announceDiscard(undo?: () => void) {
  showToast({
    title: DISCARDED_TITLE,
    description: undo ? "Nothing was saved. Undo opens the form again with your changes." : "Nothing was saved.",
    ...(undo ? { action: { label: "Undo", onAction: undo } } : {}),
  });
}

/** The open dialogs, innermost last: only the last one handles Escape and Tab. */
const openDialogs: object[] = [];

/** Closes the dialog it is rendered in (saying so when it held unsaved changes); `then` runs instead of the dialog's onClose. */
type RequestClose = (then?: () => void) => void;
const DialogCloseContext = createContext<RequestClose | null>(null);

/** For a button inside a Dialog that closes it (a custom Cancel): the same as Escape and ×. */
export function useDialogClose(): RequestClose {
  const requestClose = useContext(DialogCloseContext);
  return requestClose ?? ((then) => then?.());
}

export interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** md: 640 px, lg: 900 px (dialogs are 640–900 px wide: room for a form, never a full-screen takeover). */
  size?: "md" | "lg";
  role?: "dialog" | "alertdialog";
  /** While an action is pending, Escape and the close button do nothing. */
  busy?: boolean;
  /** True while the form holds changes that are not saved: closing says they were discarded; closing the tab asks first. */
  unsaved?: boolean;
  /** Opens the dialog again with the changes a close discarded: the discard toast's Undo. */
  onUndoDiscard?: () => void;
  /** Focused on open; default: the first field, else the first button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused on close when the element that opened the dialog is gone (e.g. a deleted row's button). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  testId?: string;
}

/** Tab from the last element goes to the first and back; from outside the panel, into it. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({
  title,
  description,
  onClose,
  children,
  size = "md",
  role = "dialog",
  busy = false,
  unsaved = false,
  onUndoDiscard,
  initialFocus,
  fallbackFocus,
  testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [token] = useState(() => ({}));
  useUnsavedGuard(unsaved);

  const requestClose: RequestClose = (then = onClose) => {
    if (busy) return;
    then();
    if (!unsaved) return;
    announceDiscard(onUndoDiscard);
  };
  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;

  // Runs once per opening; the refs are read at that moment on purpose. A layout effect, so Escape and
  // the focus are in place before the dialog is first painted: a key pressed as soon as it shows is heard
  // (a passive effect can run a frame later, and under load a browser test's Escape fell in between).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const panel = panelRef.current;
    const first =
      initialFocus?.current ??
      panel?.querySelector<HTMLElement>("[data-autofocus]") ??
      panel?.querySelector<HTMLElement>("input:not([disabled]):not([type=hidden]), textarea, select") ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";

    openDialogs.push(token);
    function onDocumentKeyDown(event: KeyboardEvent) {
      // Escape while composing (an IME) cancels the composition, not the dialog.
      if (openDialogs[openDialogs.length - 1] !== token || event.defaultPrevented || event.isComposing) return;
      if (event.key === "Escape") {
        event.preventDefault();
        requestCloseRef.current();
      } else if (event.key === "Tab" && panelRef.current) keepTabInside(event, panelRef.current);
    }
    document.addEventListener("keydown", onDocumentKeyDown);

    return () => {
      document.removeEventListener("keydown", onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      root.style.overflow = previousOverflow;
      // After the parent's re-render: the opener may have been replaced or removed, and another
      // dialog opened in the same update (create → 'API Key Generated') keeps the focus it took.
      const fallback = fallbackFocus?.current;
      queueMicrotask(() => {
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        (opener?.isConnected ? opener : fallback)?.focus();
      });
    };
  }, []);

  /** A press outside the panel (the backdrop) would move the focus to the page behind: cancel it. */
  function keepFocusOnPressOutside(event: ReactMouseEvent) {
    if (openDialogs[openDialogs.length - 1] !== token) return;
    if (!panelRef.current?.contains(event.target as Node)) event.preventDefault();
  }

  const width = size === "lg" ? "max-w-[900px]" : "max-w-[640px]";
  return (
    // The bottom 7rem stays free: a toast (bottom-right, z-60) never covers the dialog's buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: only cancels a press on the backdrop; the keys are handled on the document
    <div onMouseDown={keepFocusOnPressOutside} className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto px-3 pb-28 pt-3 sm:items-center sm:px-6 sm:pt-6">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/50 motion-safe:animate-fade-in motion-safe:animate-duration-150" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal belongs to both roles (a variable the rule cannot read) */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        className={`relative flex max-h-[calc(100dvh-7.75rem)] w-full ${width} flex-col rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:max-h-[calc(100dvh-8.5rem)]`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="m-0 text-lg font-bold tracking-normal text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => requestClose()}
            aria-label="Close"
            disabled={busy}
            className="keyboard-focus -mr-2 -mt-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
        <DialogCloseContext.Provider value={requestClose}>{children}</DialogCloseContext.Provider>
      </div>
    </div>
  );
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>;
}

/** A dialog's form: the scrolling body, the form's own error above what it holds, then the footer with its buttons. */
export function DialogForm({
  onSubmit,
  error,
  footer,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The error that belongs to no field (omit it to place it yourself). */
  error?: string | undefined;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <FormError message={error} />
        {children}
      </DialogBody>
      {footer}
    </form>
  );
}

/** The dialog's buttons, right-aligned: Cancel first, the main action last. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">{children}</div>;
}

/**
 * Cancel and the form's submit button, which reads 'Saving...' (or the given text) while the request is pending.
 * Cancel closes at once, like Escape and × (a discard toast when the dialog had unsaved changes).
 */
export function SaveCancelFooter({
  pending,
  onCancel,
  action = "Save",
  pendingAction = "Saving...",
}: {
  pending: boolean;
  onCancel: () => void;
  action?: string;
  pendingAction?: string;
}) {
  const requestClose = useDialogClose();
  return (
    <DialogFooter>
      <Button onClick={() => requestClose(onCancel)} aria-disabled={pending || undefined}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" aria-disabled={pending || undefined}>
        {pending ? pendingAction : action}
      </Button>
    </DialogFooter>
  );
}
