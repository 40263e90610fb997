/**
 * A lead's notes in the detail view: a form to add one (Ctrl+Enter or ⌘+Enter sends it), then the notes
 * newest first with their time and author. A note can be changed for NOTE_EDIT_WINDOW_MINUTES after it
 * was written (the button says how long is left); the server decides, and a late edit shows its reason.
 * Text is shown as text, line breaks kept: HTML in a note is never markup.
 *
 * Nothing typed is lost to a Cancel: closing a note's editor with changes says so with an Undo that opens it
 * again with them, and the dialog keeps what is typed here (NoteDrafts) for its own Undo.
 */
import { Pencil } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useCallback, useId, useLayoutEffect, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import type { LeadNote } from "../../src/shared/lead-admin.ts";
import { NOTE_EDIT_WINDOW_MINUTES, NOTE_MAX_LENGTH } from "../../src/shared/lead-pipeline.ts";
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
async function sendNote(method: "POST" | "PATCH", path: string, body: string): Promise<LeadNote | { error: string; status?: number }> {
  const fallback = method === "POST" ? leadText.noteAddFailed : leadText.noteUpdateFailed;
  try {
    return await adminRequest<LeadNote>(method, path, { body });
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
  now,
  draft,
  onEdited,
  onEditing,
}: {
  leadId: string;
  note: LeadNote;
  now: number;
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
  const [locked, setLocked] = useState(false);
  const fieldId = useId();
  const msLeft = Date.parse(note.editableUntil) - now;
  const editable = !locked && msLeft > 0;
  // The browser's clock moves every half minute and may differ from the server's: never promise more than the window.
  const minutesLeft = Math.min(NOTE_EDIT_WINDOW_MINUTES, Math.max(1, Math.ceil(msLeft / 60_000)));

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
      // 409: the window closed; the note is part of the record now.
      if (result.status === 409) setLocked(true);
      return;
    }
    toastSuccess(leadText.noteUpdated);
    setEditing(false);
    setError(null);
    onEdited(result);
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2.5" data-testid="lead-note">
      <p className="m-0 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <time dateTime={note.createdAt} className="tabular-nums">
          {dates.dateTime(note.createdAt)}
        </time>
        <span aria-hidden="true">·</span>
        <span>{note.by}</span>
        {note.editedAt ? <span className="italic">(edited)</span> : null}
        {editable && !editing ? (
          <button
            type="button"
            onClick={() => openEditor(note.body)}
            className="keyboard-focus ml-auto inline-flex h-7 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={`Edit · ${minutesLeft} min left to change this note`}
          >
            <Pencil aria-hidden="true" size={12} />
            {`Edit · ${minutesLeft} min left`}
          </button>
        ) : null}
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
            <Button type="submit" variant="primary" className="h-9" pending={pending} disabled={text.trim() === "" || locked}>
              Save note
            </Button>
          </div>
        </form>
      ) : (
        <p className="m-0 mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{note.body}</p>
      )}
    </li>
  );
}

export interface LeadNotesProps {
  leadId: string;
  notes: LeadNote[];
  /** The browser's clock, for the edit windows. */
  now: number;
  /** What was typed before (the dialog's Undo): the form and the editors open with it. */
  initialDrafts: NoteDrafts;
  onAdded: (note: LeadNote) => void;
  onEdited: (note: LeadNote) => void;
  /** What is typed here and not saved, each time it changes: closing the dialog keeps it for an Undo. */
  onDrafts: (drafts: NoteDrafts) => void;
}

export function LeadNotes({ leadId, notes, now, initialDrafts, onAdded, onEdited, onDrafts }: LeadNotesProps) {
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

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || draft.trim() === "") return;
    setPending(true);
    const result = await sendNote("POST", `/api/admin/leads/${leadId}/notes`, draft);
    setPending(false);
    if ("error" in result) {
      setError(result.error || null);
      return;
    }
    toastSuccess(leadText.noteAdded);
    setDraft("");
    setError(null);
    onAdded(result);
  }

  return (
    <div className="grid gap-3">
      <form onSubmit={add} className="grid gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          Add a note
        </label>
        <NoteField id={fieldId} value={draft} error={error} placeholder="What was said, what happens next…" hintId={`${fieldId}-hint`} onChange={setDraft} />
        <div className="flex items-start justify-between gap-3">
          <p id={`${fieldId}-hint`} className="m-0 min-w-0 text-xs leading-relaxed text-slate-500">
            {`Kept with the time. You can change a note for ${NOTE_EDIT_WINDOW_MINUTES} minutes after writing it.`}
          </p>
          <span className="flex shrink-0 items-center gap-2">
            <Counter length={draft.length} />
            <Button type="submit" variant="primary" className="h-9" pending={pending} disabled={draft.trim() === ""}>
              Add note
            </Button>
          </span>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="m-0 text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="m-0 grid list-none gap-2 p-0">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              leadId={leadId}
              note={note}
              now={now}
              draft={initialDrafts.edits[note.id]}
              onEdited={onEdited}
              onEditing={(changed) => trackEdit(note.id, changed)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
