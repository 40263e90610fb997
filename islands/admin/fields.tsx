/**
 * Labelled form controls for the admin dialogs: each has its label, an optional hint and the
 * server's (or the schema's) error next to it, wired with aria-invalid and aria-describedby.
 */

import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { controlClass } from "../../src/admin/frame/shared/ui.tsx";

/** The control's border: red while it has an error. */
export function borderFor(error?: string) {
  return error ? "border-red-600" : "border-slate-300";
}

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** At the end of the label's line, e.g. a character count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A field's label, its control(s) (children), and below them the hint or, in its place, the error. */
export function FieldShell({ id, label, hint, error, required, aside, children, className = "" }: FieldShellProps) {
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="m-0 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="m-0 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The id of what describes the control with this id: its error, else its hint (the ids FieldShell gives them). */
export function describedBy(id: string, hint: unknown, error: unknown) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  inputClassName?: string;
};

export function TextField({ label, hint, error, className, inputClassName = "", required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} h-10 ${borderFor(error)} ${inputClassName}`}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** At the end of the label's line, e.g. a character count. */
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea; give it an `id` when something else (a count) must name it. */
export function TextAreaField({ id: givenId, label, hint, error, className, aside, required, rows = 3, ...textarea }: TextAreaFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} aside={aside} className={className}>
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} resize-y ${borderFor(error)}`}
        {...textarea}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  options: { value: string; label: string }[];
};

export function SelectField({ label, hint, error, className, options, required, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} h-10 pr-8 ${borderFor(error)}`}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A checkbox with its label and a line of hint below it (Also revoke every API key, Also sign out every other browser). */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  ref,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="keyboard-focus mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="m-0 text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** A titled group of fields (the post dialog's SEO and Open Graph sections). */
export function FieldSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="m-0 w-full min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 px-4 pb-4 pt-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {description ? <p className="m-0 mb-3 text-xs text-slate-500">{description}</p> : null}
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}

/** A form-level error that belongs to no single field (e.g. a 500, or an issue on an unknown field). */
export function FormError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="m-0 mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
