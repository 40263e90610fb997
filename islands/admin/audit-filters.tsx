/**
 * The Audit Log's filters: the action family, who acted, the outcome and a range of days. A GET form
 * on the dashboard's own address, so that without JavaScript Apply reloads the tab filtered; once the
 * island runs, each change applies at once and the Apply button goes. Wraps to a grid on a phone.
 */
import { Filter, X } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { buttonClass } from "../../src/admin/frame/shared/ui.tsx";
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTOR_FILTERS, AUDIT_OUTCOME_FILTERS, type AuditView } from "../../src/shared/audit.ts";
import { ACTOR_KIND_WORDS, actionText, OUTCOME_WORDS } from "../../src/shared/audit-text.ts";

const controlClass = "keyboard-focus h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-800 shadow-xs hover:border-slate-400 sm:w-auto";

export interface AuditFiltersProps {
  view: AuditView;
  /** True once the island runs: changes apply at once. */
  live: boolean;
  onChange: (change: Partial<AuditView>) => void;
}

function Labelled({ label, children, visible = false }: { label: string; children: ReactNode; visible?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in (a select or an input)
    <label className="flex min-w-0 items-center gap-2">
      <span className={visible ? "shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-600" : "sr-only"}>{label}</span>
      {children}
    </label>
  );
}

export function AuditFilters({ view, live, onChange }: AuditFiltersProps) {
  const isFamily = AUDIT_ACTION_FAMILIES.some((family) => family.id === view.action);
  const changed = (name: keyof AuditView) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => onChange({ [name]: event.target.value, page: 1 });
  const filtered = Boolean(view.action || view.actor || view.outcome || view.from || view.to);
  return (
    <form
      method="get"
      action="/admin/dashboard"
      aria-label="Filter the audit log"
      className="grid grid-cols-2 gap-2 border-b border-slate-200 px-4 py-3 sm:flex sm:flex-wrap sm:items-center sm:px-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="tab" value="audit" />
      <Labelled label="Action">
        <select name="action" className={controlClass} value={view.action} onChange={changed("action")}>
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
        <select name="actor" className={controlClass} value={view.actor} onChange={changed("actor")}>
          <option value="">All actors</option>
          {AUDIT_ACTOR_FILTERS.map((kind) => (
            <option key={kind} value={kind}>
              {ACTOR_KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Outcome">
        <select name="outcome" className={controlClass} value={view.outcome} onChange={changed("outcome")}>
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
          <input type="date" name="from" className={controlClass} value={view.from} max={view.to || undefined} onChange={changed("from")} />
        </Labelled>
        <Labelled label="To" visible>
          <input type="date" name="to" className={controlClass} value={view.to} min={view.from || undefined} onChange={changed("to")} />
        </Labelled>
      </div>
      {live ? null : (
        <button type="submit" className={`${buttonClass.secondary} h-9`}>
          <Filter aria-hidden="true" size={16} />
          Apply
        </button>
      )}
      {filtered ? (
        <a
          href="/admin/dashboard?tab=audit"
          className={`${buttonClass.ghost} h-9 px-3`}
          onClick={(event) => {
            if (!live) return;
            event.preventDefault();
            onChange({ action: "", actor: "", outcome: "", from: "", to: "", page: 1 });
          }}
        >
          <X aria-hidden="true" size={16} />
          Clear filters
        </a>
      ) : null}
    </form>
  );
}
