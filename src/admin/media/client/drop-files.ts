/**
 * The Media page's ways in for files besides its button, in the page script (no React): images dropped anywhere
 * on the page, with the overlay shown while files are dragged over it, and images pasted outside a text field (a
 * screenshot). Either goes to the actions island as an "upload" action, which wakes it. Dropping a file never
 * opens it in place of the page. While a dialog is open a drop is refused and a paste belongs to its fields.
 */
import { requestAdminAction } from "../../frame/client/admin-actions.ts";
import { DROP_OVERLAY_ID } from "../shared/media-ids.ts";

/** True when what is dragged holds files (not a link or a piece of text from the page). */
function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes("Files");
}

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

function upload(files: File[]) {
  if (files.length > 0) requestAdminAction({ action: "upload", item: { files } });
}

/** Listens on the window when the page has the drop overlay (the Media page); otherwise does nothing. */
export function takeDroppedAndPastedFiles() {
  const overlay = document.getElementById(DROP_OVERLAY_ID);
  if (!overlay) return;
  let depth = 0;
  const show = (on: boolean) => {
    overlay.hidden = !on;
  };
  window.addEventListener("dragenter", (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth += 1;
    if (!dialogOpen()) show(true);
  });
  window.addEventListener("dragover", (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = dialogOpen() ? "none" : "copy";
  });
  window.addEventListener("dragleave", (event) => {
    if (!hasFiles(event)) return;
    depth = Math.max(0, depth - 1);
    if (depth === 0) show(false);
  });
  window.addEventListener("drop", (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth = 0;
    show(false);
    if (!dialogOpen()) upload(Array.from(event.dataTransfer?.files ?? []));
  });
  window.addEventListener("paste", (event) => {
    if (dialogOpen()) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("input, textarea, [contenteditable='true']")) return;
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    upload(files);
  });
}
