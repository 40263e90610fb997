/**
 * While there are unsaved changes, closing or reloading the tab asks the browser's own "Leave site?"
 * question. Every admin Dialog given `unsaved` calls it; a form outside a dialog can call it itself.
 */
import { useEffect } from "react";

/** @example useUnsavedGuard(form.title !== saved.title) */
export function useUnsavedGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      // preventDefault is the standard way to ask; returnValue is what older Chromium and Safari read.
      event.preventDefault();
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);
}
