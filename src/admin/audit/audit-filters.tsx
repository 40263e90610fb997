/**
 * The Audit Log's filters: the action family, who acted, the outcome and a range of days. A GET form on the tab's
 * own address: without JavaScript Apply loads the tab filtered; with it each change applies at once
 * (data-live-filters) and only the list region is swapped. Wraps to a grid on a phone.
 */
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTOR_FILTERS, AUDIT_OUTCOME_FILTERS, type AuditView, DEFAULT_AUDIT_VIEW } from "../../shared/audit.ts";
import { ACTOR_KIND_WORDS, actionText, OUTCOME_WORDS } from "../../shared/audit-text.ts";
import { NoscriptApply } from "../frame/list-filters.tsx";
import { buttonClass } from "../frame/shared/ui.tsx";
import { AUDIT_PAGE, auditHref } from "./audit-view.ts";

const controlClass = "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-800 shadow-xs hover:border-slate-400 sm:w-auto";

function Labelled({ label, children, visible = false }: { label: string; children: ReactNode; visible?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in (a select or an input)
    <label className="flex min-w-0 items-center gap-2">
      <span className={visible ? "shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-600" : "sr-only"}>{label}</span>
      {children}
    </label>
  );
}

export function isFiltered(view: AuditView): boolean {
  return Boolean(view.action || view.actor || view.outcome || view.from || view.to);
}

export function AuditFilters({ view }: { view: AuditView }) {
  const isFamily = AUDIT_ACTION_FAMILIES.some((family) => family.id === view.action);
  return (
    <form
      method="get"
      action={AUDIT_PAGE}
      aria-label="Filter the audit log"
      data-live-filters=""
      className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 sm:flex sm:flex-wrap sm:items-center sm:px-5"
    >
      <Labelled label="Action">
        <select name="action" className={controlClass} defaultValue={view.action}>
          <option value="">All actions</option>
          {AUDIT_ACTION_FAMILIES.map((family) => (
            <option key={family.id} value={family.id}>
              {family.label}
            </option>
          ))}
          {view.action && !isFamily ? <option value={view.action}>{actionText(view.action)}</option> : null}
        </select>
      </Labelled>
      <Labelled label="Actor">
        <select name="actor" className={controlClass} defaultValue={view.actor}>
          <option value="">All actors</option>
          {AUDIT_ACTOR_FILTERS.map((kind) => (
            <option key={kind} value={kind}>
              {ACTOR_KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Outcome">
        <select name="outcome" className={controlClass} defaultValue={view.outcome}>
          <option value="">All outcomes</option>
          {AUDIT_OUTCOME_FILTERS.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_WORDS[outcome]}
            </option>
          ))}
        </select>
      </Labelled>
      <div className="col-span-2 grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Labelled label="From" visible>
          <input type="date" name="from" className={controlClass} defaultValue={view.from} max={view.to || undefined} />
        </Labelled>
        <Labelled label="To" visible>
          <input type="date" name="to" className={controlClass} defaultValue={view.to} min={view.from || undefined} />
        </Labelled>
      </div>
      <NoscriptApply />
      {isFiltered(view) ? (
        <a href={auditHref(DEFAULT_AUDIT_VIEW)} className={`${buttonClass.ghost} h-9 px-3`}>
          <X aria-hidden="true" size={16} />
          Clear filters
        </a>
      ) : null}
    </form>
  );
}
