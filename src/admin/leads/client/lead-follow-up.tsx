/**
 * The lead detail's plan: the next step (when, and what) whose reminder e-mail goes out when it is due, and what
 * the deal is worth. Each saves on its own (PATCH /api/admin/leads/:id/follow-up) and hands the lead as it now
 * is to the dialog; a wrong value is shown beside its field, nothing typed is lost.
 */
import { BellRing, CircleDollarSign } from "lucide-react";
import { type FormEvent, type InputHTMLAttributes, useId, useState } from "react";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { useTableDates } from "../../../../islands/admin/table-dates.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import type { AdminLead } from "../../../shared/admin-api.ts";
import { fromDateTimeInput, toDateTimeInput } from "../../../shared/admin-format.ts";
import type { LeadFollowUpAnswer } from "../../../shared/lead-admin.ts";
import { NEXT_STEP_MAX_LENGTH } from "../../../shared/lead-pipeline.ts";
import { COMMON_CURRENCIES, fromMinor } from "../../../shared/money.ts";
import { Button, controlClass } from "../../frame/shared/ui.tsx";

export const followUpText = {
  stepSaved: "Next step saved",
  stepCleared: "Next step cleared",
  dealSaved: "Deal value saved",
  failed: "Failed to save it",
} as const;

/** 09:00 `days` days from today, in the browser's time zone. */
function morningIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(9, 0, 0, 0);
  return toDateTimeInput(d.toISOString());
}

type Errors = Partial<Record<"nextStepAt" | "nextStep" | "dealValue" | "dealCurrency", string>>;

async function save(leadId: string, body: Record<string, unknown>): Promise<LeadFollowUpAnswer | Errors | null> {
  try {
    return await adminRequest<LeadFollowUpAnswer>("PATCH", `/api/admin/leads/${leadId}/follow-up`, body);
  } catch (error) {
    if (redirectIfUnauthorized(error)) return null;
    const issues = error instanceof AdminApiError ? error.issues : [];
    toastError(followUpText.failed);
    if (issues.length === 0) return null;
    return Object.fromEntries(issues.map((i) => [i.field, i.message])) as Errors;
  }
}

/** A compact labelled input with its error below it, wired with aria-invalid and aria-describedby. */
function SmallField({ id, label, error, ...input }: { id: string; label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} h-9 ${error ? "border-red-600" : "border-slate-300"}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="m-0 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LeadFollowUp({ lead, onSaved }: { lead: AdminLead; onSaved: (lead: AdminLead) => void }) {
  const dates = useTableDates();
  const id = useId();
  const [due, setDue] = useState(toDateTimeInput(lead.nextStepAt));
  const [step, setStep] = useState(lead.nextStep ?? "");
  const [value, setValue] = useState(lead.dealValueMinor === null || !lead.dealCurrency ? "" : String(fromMinor(lead.dealValueMinor, lead.dealCurrency)));
  const [currency, setCurrency] = useState(lead.dealCurrency ?? "USD");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<"step" | "deal" | null>(null);
  const overdue = lead.nextStepAt !== null && Date.parse(lead.nextStepAt) <= Date.now();
  const currencies: string[] = COMMON_CURRENCIES.includes(currency as (typeof COMMON_CURRENCIES)[number]) ? [...COMMON_CURRENCIES] : [currency, ...COMMON_CURRENCIES];

  async function send(kind: "step" | "deal", body: Record<string, unknown>, done: string) {
    setPending(kind);
    const answer = await save(lead.id, body);
    setPending(null);
    if (answer && "lead" in answer) {
      setErrors({});
      toastSuccess(done);
      onSaved(answer.lead as AdminLead);
    } else if (answer) setErrors(answer);
  }

  function saveStep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = fromDateTimeInput(due);
    if (!at) return setErrors({ nextStepAt: "Choose when the next step is due" });
    void send("step", { nextStepAt: at, nextStep: step.trim() || null }, followUpText.stepSaved);
  }

  function saveDeal(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = value.trim() === "" ? null : Number(value.replace(/[,\s]/g, ""));
    if (amount !== null && !Number.isFinite(amount)) return setErrors({ dealValue: "Enter the value as a number, such as 2400" });
    void send("deal", { dealValue: amount, dealCurrency: currency }, followUpText.dealSaved);
  }

  return (
    <div className="grid gap-4 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200/70 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={saveStep} aria-label="Next step" className="grid content-start gap-2">
        <p className="m-0 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <BellRing aria-hidden="true" size={16} className="text-brand-700" />
          Next step
        </p>
        {lead.nextStepAt ? (
          <p className={`m-0 text-xs ${overdue ? "font-semibold text-red-700" : "text-slate-600"}`} data-testid="next-step-due">
            {overdue ? `Due since ${dates.dateTime(lead.nextStepAt)}` : `Due ${dates.dateTime(lead.nextStepAt)}: a reminder e-mail goes out then`}
          </p>
        ) : (
          <p className="m-0 text-xs text-slate-600">None set. Choose a time: you get a reminder e-mail then.</p>
        )}
        <div className="grid gap-2 sm:grid-cols-[15rem_minmax(0,1fr)]">
          <SmallField id={`${id}-due`} label="When" type="datetime-local" value={due} error={errors.nextStepAt} onChange={(e) => setDue(e.target.value)} />
          <SmallField
            id={`${id}-step`}
            label="What"
            type="text"
            value={step}
            maxLength={NEXT_STEP_MAX_LENGTH}
            placeholder="Call back about the Pro plan"
            error={errors.nextStep}
            onChange={(e) => setStep(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button className="h-8 px-2.5 text-xs" onClick={() => setDue(morningIn(1))}>
            Tomorrow 9:00
          </Button>
          <Button className="h-8 px-2.5 text-xs" onClick={() => setDue(morningIn(7))}>
            In a week
          </Button>
          <span className="ml-auto flex gap-2">
            {lead.nextStepAt ? (
              <Button
                variant="ghost"
                className="h-9"
                disabled={pending !== null}
                onClick={() => {
                  setDue("");
                  setStep("");
                  void send("step", { nextStepAt: null }, followUpText.stepCleared);
                }}
              >
                Clear
              </Button>
            ) : null}
            <Button type="submit" variant="primary" className="h-9" pending={pending === "step"}>
              Save next step
            </Button>
          </span>
        </div>
      </form>
      <form onSubmit={saveDeal} aria-label="Deal value" className="grid content-start gap-2">
        <p className="m-0 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <CircleDollarSign aria-hidden="true" size={16} className="text-brand-700" />
          Deal value
        </p>
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
          <SmallField
            id={`${id}-value`}
            label="Worth"
            type="text"
            inputMode="decimal"
            value={value}
            placeholder="2400"
            error={errors.dealValue ?? errors.dealCurrency}
            onChange={(e) => setValue(e.target.value)}
          />
          <div className="grid content-start gap-1">
            <label htmlFor={`${id}-currency`} className="text-xs font-medium text-slate-700">
              Currency
            </label>
            <select id={`${id}-currency`} value={currency} onChange={(e) => setCurrency(e.target.value)} className={`${controlClass} h-9 border-slate-300 pr-7`}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit" className="h-9" pending={pending === "deal"}>
            Save value
          </Button>
        </div>
      </form>
    </div>
  );
}
