/**
 * The site's one notification area (below the header on a phone, bottom right from md): one toast at a time, shown 5 s (10 s with an action button such as Undo;
 * paused while hovered or focused), dismissed by its close button or a swipe right of 50 px; F8 focuses it.
 */
import { X } from "lucide-react";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { island } from "./lib/island.tsx";
import { listenForToasts, TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, TOAST_EVENT, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastMessage } from "./lib/toast.ts";

interface ActiveToast extends ToastMessage {
  id: number;
  open: boolean;
}

/** The region's name; the site's copy gives its own (src/content/site-chrome-copy.ts). */
function Toaster({ label = "Notifications (F8)" }: { label?: string }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const regionRef = useRef<HTMLElement>(null);
  const dragStart = useRef<number | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(() => setToast((t) => (t ? { ...t, open: false } : t)), []);

  useEffect(() => {
    const stopListening = listenForToasts((message) => {
      setDragX(0);
      setToast({ ...message, id: nextId.current++, open: true });
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      stopListening();
      window.removeEventListener("keydown", onKey);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast (its id) restarts the timer
  useEffect(() => {
    if (!toast?.open || paused) return;
    const timer = setTimeout(dismiss, toast.action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast?.id, toast?.open, paused, dismiss]);

  useEffect(() => {
    if (!toast || toast.open) return;
    // A dismissed toast leaves the state much later (TOAST_REMOVE_DELAY_MS); it is hidden at once.
    const timer = setTimeout(() => setToast((t) => (t?.id === toast.id ? null : t)), TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // A press on the close button is a click, not the start of a swipe: capturing the pointer here would
    // send the click to the toast instead of the button.
    if ((event.target as Element).closest("button")) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragStart.current === null) return;
    setDragX(Math.max(0, event.clientX - dragStart.current));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setDragX(0);
  }

  const visible = toast?.open ? toast : null;
  const destructive = visible?.variant === "destructive";
  return (
    <section
      ref={regionRef}
      aria-label={label}
      tabIndex={-1}
      // On a phone, at the top just below the sticky header (79 px): at the bottom, a toast covered the buttons
      // a view ends with (the funnel's thank-you and its Explore Solutions). From md, bottom right.
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[60] flex flex-col items-stretch p-4 outline-none md:inset-x-auto md:top-auto md:bottom-0 md:right-0 md:w-full md:max-w-[420px]"
    >
      {/* Not a list: a toast is a status or an alert, and a list may hold only list items. */}
      <div aria-live={destructive ? "assertive" : "polite"}>
        {visible ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: its role is "status" or "alert" (a variable the rule cannot read); the pointer handlers pause and swipe it away
          <div
            key={visible.id}
            role={destructive ? "alert" : "status"}
            data-variant={visible.variant ?? "default"}
            data-swipe-offset={dragX}
            onPointerEnter={() => setPaused(true)}
            onPointerLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              dragStart.current = null;
              setDragX(0);
            }}
            ref={(el) => {
              // Follows the finger; set through the CSSOM (the CSP allows no style attributes).
              if (el) el.style.transform = dragX ? `translateX(${dragX}px)` : "";
            }}
            className={`pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${
              destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="grid gap-1">
              <p className="m-0 text-sm font-semibold">{visible.title}</p>
              {visible.description ? <p className={`m-0 text-sm ${destructive ? "text-red-50" : "text-slate-600"}`}>{visible.description}</p> : null}
              {visible.action ? (
                <button
                  type="button"
                  onClick={() => {
                    visible.action?.onAction();
                    dismiss();
                  }}
                  className={`keyboard-focus mt-1 justify-self-start rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                    destructive ? "border-red-50 text-white hover:bg-red-800" : "border-slate-300 text-slate-900 hover:bg-slate-100"
                  }`}
                >
                  {visible.action.label}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              onClick={dismiss}
              aria-label="Close notification"
              className={`keyboard-focus absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-lg ${
                destructive ? "text-red-50 hover:bg-red-800" : "text-slate-500 hover:bg-slate-100"
              }`}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export default island("toaster", Toaster, { on: "event", event: TOAST_EVENT });
