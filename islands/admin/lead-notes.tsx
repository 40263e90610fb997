/**
 * A lead's timeline in the detail view: a form to add a note (Ctrl+Enter or ⌘+Enter sends it) or log a call
 * or an e-mail (with the words typed, or none), then the entries newest first with their kind, time and
 * author. Any entry can be changed at any time; its earlier texts are listed under it, with who changed it.
 * Text is shown as text, line breaks kept: HTML in a note is never markup.
 *
 * Nothing typed is lost to a Cancel: closing a note's editor with changes says so with an Undo that opens it
 * again with them, and the dialog keeps what is typed here (NoteDrafts) for its own Undo.
 */
import { Mail, Pencil, Phone } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useCallback, useId, useLayoutEffect, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { EarlierTexts, KindLabel } from "../../src/admin/leads/client/timeline-entry-parts.tsx";
import { type LeadNote, type LeadNoteKind, leadNoteKindLabels } from "../../src/shared/lead-admin.ts";
import { NOTE_MAX_LENGTH } from "../../src/shared/lead-pipeline.ts";
import { AdminApiError, adminRequest } from "../lib/admin-api.ts";
import { announceDiscard } from "./dialog.tsx";
import { leadText } from "./lead-actions.ts";
import { toastError, toastSuccess } from "./messages.ts";
import { redirectIfUnauthorized } from "./session.ts";
import { useTableDates } from "./table-dates.ts";

const textareaClass =
  "keyboard-focus block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400";

/** Shown once a note is this close to the limit. */
const COUNT_FROM = Math.floor(NOTE_MAX_LENGTH * 0.8);

function Counter({ length }: { length: number }) {
  if (length < COUNT_FROM) return null;
  return (
    <span
      className={`text-xs tabular-nums ${length > NOTE_MAX_LENGTH ? "text-red-700" : "text-slate-500"}`}
    >{`${length.toLocaleString("en-US")} / ${NOTE_MAX_LENGTH.toLocaleString("en-US")}`}</span>
  );
}

/** Sends the form on Ctrl+Enter (⌘+Enter on a Mac), as chat and mail clients do. */
function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/** What is typed and not saved: the new note, and the changed text of each note being edited (by its id). */
export interface NoteDrafts {
  note: string;
  edits: Readonly<Record<number, string>>;
}

export const NO_NOTE_DRAFTS: NoteDrafts = { note: "", edits: {} };

export const hasNoteDrafts = (drafts: NoteDrafts) => drafts.note.trim() !== "" || Object.keys(drafts.edits).length > 0;

/** Sends a note: the note the server kept, or the reason it did not (empty when the session ended) after a toast. */
async function sendNote(method: "POST" | "PATCH", path: string, body: string, kind?: LeadNoteKind): Promise<LeadNote | { error: string; status?: number }> {
  const fallback = method === "POST" ? leadText.noteAddFailed : leadText.noteUpdateFailed;
  try {
    return await adminRequest<LeadNote>(method, path, kind ? { kind, body } : { body });
  } catch (error) {
    if (redirectIfUnauthorized(error)) return { error: "" };
    toastError(fallback);
    const status = error instanceof AdminApiError ? error.status : undefined;
    if (!(error instanceof AdminApiError && error.status < 500)) console.error(`${method} ${path} failed:`, error);
    const issue = error instanceof AdminApiError ? error.issues[0]?.message : undefined;
    return { error: issue ?? (error instanceof AdminApiError ? (error.serverMessage ?? fallback) : fallback), status };
  }
}

/** A note's text box with its error below it. */
function NoteField({
  id,
  value,
  error,
  placeholder,
  hintId,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  placeholder?: string;
  hintId?: string;
  onChange: (value: string) => void;
}) {
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <>
      <textarea
        id={id}
        className={textareaClass}
        rows={3}
        value={value}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={submitOnModEnter}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="m-0 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function NoteItem({
  leadId,
  note,
  draft,
  onEdited,
  onEditing,
}: {
  leadId: string;
  note: LeadNote;
  /** Changed text kept from before (the dialog's Undo): the editor opens with it. */
  draft: string | undefined;
  onEdited: (note: LeadNote) => void;
  /** The changed text while the editor holds one, else null. */
  onEditing: (changed: string | null) => void;
}) {
  const dates = useTableDates();
  const [editing, setEditing] = useState(draft !== undefined);
  const [text, setText] = useState(draft ?? note.body);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  // A layout effect: its update to the list renders before the next event, so an Escape pressed right
  // after typing already knows there is something to keep (a passive effect's update can wait for a later task).
  useLayoutEffect(() => onEditing(editing && text !== note.body ? text : null), [editing, text, note.body, onEditing]);

  function openEditor(from: string) {
    setText(from);
    setEditing(true);
  }

  /** Closes the editor at once; changed text goes with an Undo that brings it back. */
  function cancel() {
    setEditing(false);
    setError(null);
    if (text !== note.body) announceDiscard(() => openEditor(text));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await sendNote("PATCH", `/api/admin/leads/${leadId}/notes/${note.id}`, text);
    setPending(false);
    if ("error" in result) {
      setError(result.error || null);
      return;
    }
    toastSuccess(leadText.noteUpdated);
    setEditing(false);
    setError(null);
    onEdited(result);
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2.5" data-testid="lead-note">
      <p className="m-0 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
        <KindLabel kind={note.kind} />
        <time dateTime={note.createdAt} className="tabular-nums">
          {dates.dateTime(note.createdAt)}
        </time>
        <span aria-hidden="true">·</span>
        <span>{note.by}</span>
        {editing ? null : (
          <button
            type="button"
            onClick={() => openEditor(note.body)}
            className="keyboard-focus ml-auto inline-flex h-7 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={`Edit this ${leadNoteKindLabels[note.kind].toLowerCase()} from ${dates.dateTime(note.createdAt)}`}
          >
            <Pencil aria-hidden="true" size={12} />
            Edit
          </button>
        )}
      </p>
      {editing ? (
        <form onSubmit={save} className="mt-2 grid gap-2">
          <label htmlFor={fieldId} className="sr-only">
            Note
          </label>
          <NoteField id={fieldId} value={text} error={error} onChange={setText} />
          <div className="flex items-center justify-end gap-2">
            <Counter length={text.length} />
            <Button className="h-9" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" className="h-9" pending={pending} disabled={text.trim() === "" && note.kind === "note"}>
              Save note
            </Button>
          </div>
        </form>
      ) : note.body ? (
        <p className="m-0 mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{note.body}</p>
      ) : null}
      <EarlierTexts note={note} />
    </li>
  );
}

export interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
  /** What was typed before (the dialog's Undo): the form and the editors open with it. */
  initialDrafts: NoteDrafts;
  onAdded: (note: LeadNote) => void;
  onEdited: (note: LeadNote) => void;
  /** What is typed here and not saved, each time it changes: closing the dialog keeps it for an Undo. */
  onDrafts: (drafts: NoteDrafts) => void;
}

export function LeadNotes({ leadId, notes, initialDrafts, onAdded, onEdited, onDrafts }: LeadNotesProps) {
  const [draft, setDraft] = useState(initialDrafts.note);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [edits, setEdits] = useState<Readonly<Record<number, string>>>(initialDrafts.edits);
  const fieldId = useId();

  // A layout effect, as in NoteItem: the dialog knows before the next event what a close lets go.
  useLayoutEffect(() => onDrafts({ note: draft, edits }), [draft, edits, onDrafts]);

  const trackEdit = useCallback(
    (id: number, changed: string | null) =>
      setEdits((all) => {
        if ((all[id] ?? null) === changed) return all;
        const { [id]: _, ...rest } = all;
        return changed === null ? rest : { ...rest, [id]: changed };
      }),
    [],
  );

  /** Adds the words typed as a note (Enter's submit) or as a logged call or e-mail (their buttons; words optional). */
  async function add(kind: LeadNoteKind) {
    if (pending || (kind === "note" && draft.trim() === "")) return;
    setPending(true);
    const result = await sendNote("POST", `/api/admin/leads/${leadId}/notes`, draft, kind);
    setPending(false);
    if ("error" in result) {
      setError(result.error || null);
      return;
    }
    toastSuccess(kind === "note" ? leadText.noteAdded : leadText.logged(leadNoteKindLabels[kind]));
    setDraft("");
    setError(null);
    onAdded(result);
  }

  return (
    <div className="grid gap-3">
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void add("note");
        }}
        className="grid gap-2"
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          Add a note
        </label>
        <NoteField id={fieldId} value={draft} error={error} placeholder="What was said, what happens next…" hintId={`${fieldId}-hint`} onChange={setDraft} />
        <div className="flex items-start justify-between gap-3">
          <p id={`${fieldId}-hint`} className="m-0 min-w-0 text-xs leading-relaxed text-slate-500">
            Kept with the time and who wrote it. You can change it later: its earlier text is kept.
          </p>
          <Counter length={draft.length} />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button className="h-9" disabled={pending} onClick={() => void add("call")}>
            <Phone aria-hidden="true" size={14} />
            Log call
          </Button>
          <Button className="h-9" disabled={pending} onClick={() => void add("email")}>
            <Mail aria-hidden="true" size={14} />
            Log e-mail
          </Button>
          <Button type="submit" variant="primary" className="h-9" pending={pending} disabled={draft.trim() === ""}>
            Add note
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="m-0 text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ol aria-label="Timeline, newest first" className="m-0 grid list-none gap-2 p-0">
          {notes.map((note) => (
            <NoteItem key={note.id} leadId={leadId} note={note} draft={initialDrafts.edits[note.id]} onEdited={onEdited} onEditing={(changed) => trackEdit(note.id, changed)} />
          ))}
        </ol>
      )}
    </div>
  );
}
