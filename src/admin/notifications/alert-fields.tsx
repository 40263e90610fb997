/**
 * The alert settings' form controls as the server renders them: a label, the control, its hint and an empty
 * place for its error, which the notification-actions island fills from the server's answer (and a save's
 * swap empties). A form names its action (data-admin-form-action): the page script hands its fields to the
 * island rather than posting the page.
 */
import type { ReactNode } from "react";
import { Button, controlClass } from "../frame/shared/ui.tsx";
import { alertFieldId, alertFormAction } from "./shared/notification-ids.ts";

const labelClass = "text-sm font-medium text-slate-800";

function Described({ field, hint, children, label }: { field: string; hint: ReactNode; children: ReactNode; label: string }) {
  const id = alertFieldId(field);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="m-0 text-xs text-slate-500">
        {hint}
      </p>
      <p id={`${id}-error`} className="m-0 text-xs font-medium text-red-700 empty:hidden" />
    </div>
  );
}

/** @example <AlertTextField field="webhookUrl" label="Address" hint="…" value={url} type="url" /> */
export function AlertTextField({
  field,
  label,
  hint,
  value,
  type = "text",
  placeholder,
  autoComplete = "off",
}: {
  field: string;
  label: string;
  hint: ReactNode;
  value: string;
  type?: "text" | "url";
  placeholder?: string;
  autoComplete?: string;
}) {
  const id = alertFieldId(field);
  return (
    <Described field={field} label={label} hint={hint}>
      <input
        id={id}
        name={field}
        type={type}
        defaultValue={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-describedby={`${id}-hint ${id}-error`}
        className={`${controlClass} h-10 border-slate-300`}
      />
    </Described>
  );
}

export function AlertSelectField({ field, label, hint, value, choices }: { field: string; label: string; hint: ReactNode; value: string; choices: [string, string][] }) {
  const id = alertFieldId(field);
  return (
    <Described field={field} label={label} hint={hint}>
      <select id={id} name={field} defaultValue={value} aria-describedby={`${id}-hint ${id}-error`} className={`${controlClass} h-10 border-slate-300 pr-8 sm:max-w-[16rem]`}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </Described>
  );
}

/** A form whose Save sends its fields as PUT /api/admin/notifications/alerts. */
export function AlertForm({ name, children }: { name: string; children: ReactNode }) {
  return (
    <form data-admin-form-action={alertFormAction} aria-label={name} className="mt-3 grid gap-3" noValidate>
      {children}
      <div>
        <Button type="submit" variant="primary">
          <span data-button-label="">Save</span>
        </Button>
      </div>
    </form>
  );
}

/** A value the host set: shown, not editable here, and who to ask to change it. */
export function SetByServer({ variable, children }: { variable: string; children: ReactNode }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
      <span className="block break-words">{children}</span>
      <span className="mt-0.5 block text-xs text-slate-500">
        Set by the server (<code className="font-mono">{variable}</code>): ask your host to change it.
      </span>
    </div>
  );
}
