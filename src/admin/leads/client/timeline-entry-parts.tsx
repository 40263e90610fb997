/**
 * Parts of a lead's timeline entry in the detail: what a logged call or e-mail is, and the texts an entry had
 * before each change, with who changed it and when.
 */
import { Mail, Phone } from "lucide-react";
import { useTableDates } from "../../../../islands/admin/table-dates.ts";
import { type LeadNote, type LeadNoteKind, leadNoteKindLabels } from "../../../shared/lead-admin.ts";

const KIND_ICONS = { call: Phone, email: Mail } as const;

/** What a logged call or e-mail is, before its time: "Call", "E-mail". */
export function KindLabel({ kind }: { kind: LeadNoteKind }) {
  if (kind === "note") return null;
  const Icon = KIND_ICONS[kind];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
      <Icon aria-hidden="true" size={12} />
      {leadNoteKindLabels[kind]}
    </span>
  );
}

/** The texts an entry had before, newest first, each with who changed it and when. */
export function EarlierTexts({ note }: { note: LeadNote }) {
  const dates = useTableDates();
  if (note.edits.length === 0) return null;
  return (
    <details className="mt-1.5 text-xs text-slate-500">
      <summary className="keyboard-focus w-fit cursor-pointer rounded font-medium hover:text-slate-700">
        {`Edited · ${note.edits.length} earlier ${note.edits.length === 1 ? "text" : "texts"}`}
      </summary>
      <ol className="m-0 mt-1.5 grid list-none gap-1.5 border-l-2 border-slate-200 p-0 pl-3">
        {note.edits.map((edit) => (
          <li key={`${edit.at}-${edit.body.length}`}>
            <span className="block">{`Until ${dates.dateTime(edit.at)} · changed by ${edit.by}`}</span>
            <span className="block whitespace-pre-wrap break-words text-slate-600">{edit.body || "(no words)"}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
