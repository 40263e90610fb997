/**
 * What the post editor says about work not saved into the post: the offer of older unsaved work when it
 * opens, the autosave's state beside the buttons, and what the close toast says when the work exists only in
 * this browser or only as a pending version.
 */
import { History } from "lucide-react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { type AutosaveStatus, autosaveStatusText, clockTime, type UnsavedWork } from "./post-autosave.ts";

/** "You have unsaved changes from 10:42 AM (autosaved). Restore them / Discard". */
export function UnsavedWorkOffer({ work, onRestore, onDiscard }: { work: UnsavedWork; onRestore: () => void; onDiscard: () => void }) {
  return (
    <section
      aria-labelledby="unsaved-work-heading"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
      data-testid="unsaved-work"
    >
      <History aria-hidden="true" size={20} className="hidden shrink-0 text-brand-700 sm:block" />
      <div className="grid flex-1 gap-0.5">
        <h3 id="unsaved-work-heading" className="m-0 text-sm font-bold text-slate-900">
          You have unsaved changes from {clockTime(work.savedAt)} ({work.where === "server" ? "autosaved" : "kept in this browser"}).
        </h3>
        <p className="m-0 text-sm text-slate-700">Restore them into the form, or discard them and keep the post as it is.</p>
      </div>
      <div className="flex gap-2">
        <Button onClick={onDiscard}>Discard</Button>
        <Button variant="primary" onClick={onRestore}>
          Restore them
        </Button>
      </div>
    </section>
  );
}

/** The autosave's state, read out politely when it changes. */
export function AutosaveStatusLine({ status, postIsDraft, className = "" }: { status: AutosaveStatus; postIsDraft: boolean; className?: string }) {
  const text = autosaveStatusText(status, postIsDraft);
  const warn = status.kind === "offline" || status.kind === "refused" || status.kind === "stale";
  return (
    <p aria-live="polite" data-testid="autosave-status" className={`m-0 text-xs sm:max-w-[22rem] ${warn ? "font-medium text-amber-800" : "text-slate-600"} ${className}`}>
      {text}
    </p>
  );
}

/** Where the work is left when the editor closes with work not on the site. */
export type ClosedWorkKept = "browser" | "pending";

/** What the close toast says, for each place the work is kept. */
export const CLOSED_KEPT_PENDING = "Your changes are kept as a pending version: the live post changes only when you save. Opening the post again offers them.";
export const CLOSED_KEPT_IN_BROWSER = "Your changes are kept in this browser only, and offered again when you open this form here.";
