/** A call-to-action link styled as a primary or secondary button; new-tab links say so to screen readers. */
import type { Action } from "../../content/types.ts";

/** What a screen reader hears after a link that opens a new tab; a page passes its own document's words. */
export const NEW_TAB_NOTE = "(opens in a new tab)";

export function ActionLink({ action, className = "", newTabNote = NEW_TAB_NOTE }: { action: Action; className?: string; newTabNote?: string }) {
  const style = action.variant === "secondary" ? "btn-secondary" : "btn-primary";
  return (
    <a href={action.href} className={`${style} ${className}`.trim()} {...(action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {action.label}
      {action.newTab ? <NewTabNote note={newTabNote} /> : null}
    </a>
  );
}

/** The visually hidden note after a new-tab link's text, one space before it. */
export function NewTabNote({ note = NEW_TAB_NOTE }: { note?: string }) {
  return <span className="sr-only">{` ${note}`}</span>;
}

export function ActionRow({ actions, className = "", newTabNote }: { actions: readonly Action[]; className?: string; newTabNote?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      {actions.map((action) => (
        <ActionLink key={action.href + action.label} action={action} className="px-6 text-lg" newTabNote={newTabNote} />
      ))}
    </div>
  );
}
