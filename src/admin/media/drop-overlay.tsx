/**
 * Over the whole page while files are dragged over it: where they will go. Server HTML, hidden; the page script
 * shows it (client/drop-files.ts). Not interactive: the drop is the window's.
 */
import { ImageUp } from "lucide-react";
import { DROP_OVERLAY_ID } from "./shared/media-ids.ts";

export function DropOverlay() {
  return (
    // `hidden` on an element of its own: a display class beside it would win over the attribute.
    <div id={DROP_OVERLAY_ID} hidden aria-hidden="true">
      <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-brand-950/20 p-4 sm:p-6">
        <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-500 bg-white/90 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ImageUp size={28} />
          </span>
          <p className="m-0 text-lg font-bold text-slate-900">Drop images to upload them</p>
          <p className="m-0 text-sm text-slate-600">They are added to the top of the library.</p>
        </div>
      </div>
    </div>
  );
}
