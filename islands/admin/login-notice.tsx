/**
 * A message of the login's second step that belongs to no field: an error (a rate limit, no network, a
 * passkey that did not verify) is an alert the step moves focus to; a calm one (the passkey prompt was
 * closed) is a status the passkey button points at.
 */
import { CircleAlert, Info } from "lucide-react";
import type { Ref } from "react";

export interface Notice {
  text: string;
  tone: "error" | "calm";
  /** It is about the code in the field (shown under it) rather than the whole step. */
  onField: boolean;
}

export function LoginNotice({ ref, id, notice }: { ref?: Ref<HTMLDivElement>; id: string; notice: Notice }) {
  const error = notice.tone === "error";
  const Icon = error ? CircleAlert : Info;
  return (
    <div
      ref={ref}
      id={id}
      role={error ? "alert" : "status"}
      // Focused by script only, to be read first; a ring around a message would look like a control.
      tabIndex={-1}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm outline-none ${error ? "border-red-200 bg-red-50 text-red-800" : "border-slate-200 bg-slate-50 text-slate-700"}`}
    >
      <Icon aria-hidden="true" size={16} className={`mt-0.5 shrink-0 ${error ? "text-red-700" : "text-slate-500"}`} />
      <span>{notice.text}</span>
    </div>
  );
}
