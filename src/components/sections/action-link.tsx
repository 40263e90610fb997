/** A call-to-action link styled as a primary or secondary button; new-tab links say so to screen readers. */
import type { Action } from "../../content/types.ts";

export function ActionLink({ action, className = "" }: { action: Action; className?: string }) {
  const style = action.variant === "secondary" ? "btn-secondary" : "btn-primary";
  return (
    <a href={action.href} className={`${style} ${className}`.trim()} {...(action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {action.label}
      {action.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

export function ActionRow({ actions, className = "" }: { actions: readonly Action[]; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      {actions.map((action) => (
        <ActionLink key={action.href + action.label} action={action} className="px-6 text-lg" />
      ))}
    </div>
  );
}
