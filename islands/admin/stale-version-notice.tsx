/**
 * Shown in an edit dialog when a save (or an autosave) was refused because the row had been saved
 * elsewhere since the dialog opened: nothing was written, the owner's text is still in the form, both
 * versions are compared, and the owner chooses — "Reload theirs" (asks first: it replaces the form) or
 * "Keep mine" (saves the form over theirs, knowingly).
 */
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { type FieldDifference, FieldDifferences } from "./diff-view.tsx";
import { clockTime } from "./post-autosave.ts";

export const THEIRS = "Theirs (saved)";
export const YOURS = "Yours (this form)";

export interface StaleVersionNoticeProps {
  /** "post", "category"…: "This post was changed in another tab at 10:41." */
  thing: string;
  /** When theirs was saved, if the row says. */
  changedAt?: string | null | undefined;
  /** Theirs as `before`, the form as `after`. */
  differences: FieldDifference[];
  busy?: boolean;
  /**
   * Each new value moves the focus to the notice (a click on Save met the conflict); 0 leaves it where it is
   * (an autosave met it while the owner types). Absent: the notice takes the focus when it appears.
   */
  focusRequest?: number;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
}

export function StaleVersionNotice({ thing, changedAt, differences, busy = false, focusRequest = 1, onReloadTheirs, onKeepMine }: StaleVersionNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After Save the notice takes the focus, so a keyboard or screen reader user lands on the choice; while
  // typing it does not (the keys would go nowhere), and the autosave state beside the buttons says it.
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  return (
    <section aria-labelledby="stale-version-heading" className="mb-5 grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="stale-version-notice">
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-amber-700" />
        <div className="grid gap-1">
          <h3 id="stale-version-heading" ref={headingRef} tabIndex={-1} className="m-0 text-sm font-bold text-slate-900 outline-none">
            This {thing} was changed in another tab{changedAt ? ` at ${clockTime(changedAt)}` : ""}.
          </h3>
          <p className="m-0 text-sm text-slate-700">Nothing was saved and your text is still in the form. Compare the two versions, then reload theirs or keep yours.</p>
        </div>
      </div>
      <FieldDifferences differences={differences} beforeName={THEIRS} afterName={YOURS} />
      {confirming ? (
        <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-white p-3 sm:flex-row sm:items-center">
          <p className="m-0 flex-1 text-sm text-slate-800">Replace the form with their version? Your changes here will be lost.</p>
          <div className="flex gap-2">
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button variant="danger" onClick={onReloadTheirs}>
              Replace with theirs
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setConfirming(true)} aria-disabled={busy || undefined}>
            Reload theirs
          </Button>
          <Button variant="primary" onClick={() => !busy && onKeepMine()} aria-disabled={busy || undefined}>
            Keep mine
          </Button>
        </div>
      )}
    </section>
  );
}
