/** Step 5's fields: names, e-mail, the phone only for a demo, the optional business name; errors tied to fields. */
import type { ContactPreference } from "../../src/shared/lead-options.ts";
import type { FunnelContact } from "./state.ts";

export interface ContactFieldsProps {
  idPrefix: string;
  contact: FunnelContact;
  errors: Record<string, string>;
  preference: ContactPreference | undefined;
  disabled: boolean;
  onChange: (field: keyof FunnelContact, value: string) => void;
}

interface FieldSpec {
  field: keyof FunnelContact;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  required: boolean;
  wide?: boolean;
}

export function ContactFields({ idPrefix, contact, errors, preference, disabled, onChange }: ContactFieldsProps) {
  const fields: FieldSpec[] = [
    { field: "firstName", label: "First Name *", type: "text", autoComplete: "given-name", required: true },
    { field: "lastName", label: "Last Name *", type: "text", autoComplete: "family-name", required: true },
    { field: "email", label: "Email Address *", type: "email", autoComplete: "email", required: true, wide: true },
    ...(preference === "demo" ? [{ field: "phone", label: "Phone Number *", type: "tel", autoComplete: "tel", required: true, wide: true } as FieldSpec] : []),
    { field: "businessName", label: "Business Name", type: "text", autoComplete: "organization", required: false, wide: true },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ field, label, type, autoComplete, required, wide }) => {
        const id = `${idPrefix}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={wide ? "sm:col-span-2" : ""}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {label}
            </label>
            <input
              id={id}
              name={field}
              type={type}
              autoComplete={autoComplete}
              value={contact[field]}
              onChange={(e) => onChange(field, e.target.value)}
              disabled={disabled}
              aria-required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`block min-h-12 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 outline-none transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:bg-slate-100 ${
                error ? "border-red-600" : "border-slate-300"
              }`}
            />
            {error ? (
              <p id={`${id}-error`} className="m-0 mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
