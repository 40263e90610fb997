/**
 * The formatting toolbar over the post body's textarea: Bold, Italic, Heading, Link, Image (by address),
 * Upload pictures (from the device), lists, Quote and Code, for Markdown and HTML alike, and the Ctrl/⌘+B, I
 * and K shortcuts. One Tab stop with the arrow keys between buttons (WAI-ARIA's toolbar pattern); a click
 * leaves the focus in the textarea. Edits go through the browser's own "insertText", so Ctrl+Z undoes them
 * like typing.
 */
import { Bold, Code, Heading2, ImageIcon, ImagePlus, Italic, Link, List, ListOrdered, TextQuote } from "lucide-react";
import { type KeyboardEvent, type RefObject, useRef, useState } from "react";
import { MEDIA_FORMATS_TEXT } from "../../src/shared/media.ts";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { MEDIA_MAX_TEXT } from "./image-files.ts";
import { useImageFileInput } from "./image-uploads.tsx";
import { applyEdit, type EditCommand, editFor, type TextEdit } from "./markdown-edits.ts";

type ToolbarCommand = EditCommand | "upload";

/**
 * "Upload pictures", not "Upload image": the Image button (an image by its address) keeps a name no other
 * button contains, as people and tests find a button by the words in its name.
 */
export const UPLOAD_BUTTON_LABEL = "Upload pictures";

interface ToolbarButton {
  command: ToolbarCommand;
  label: string;
  Icon: typeof Bold;
  key?: string;
  groupEnd?: boolean;
}

const uploadButton: ToolbarButton = { command: "upload", label: UPLOAD_BUTTON_LABEL, Icon: ImagePlus, groupEnd: true };

const editButtons: ToolbarButton[] = [
  { command: "bold", label: "Bold", Icon: Bold, key: "B" },
  { command: "italic", label: "Italic", Icon: Italic, key: "I" },
  { command: "heading", label: "Heading", Icon: Heading2, groupEnd: true },
  { command: "link", label: "Link", Icon: Link, key: "K" },
  { command: "image", label: "Image", Icon: ImageIcon, groupEnd: true },
  { command: "bulletList", label: "Bulleted list", Icon: List },
  { command: "numberedList", label: "Numbered list", Icon: ListOrdered },
  { command: "quote", label: "Quote", Icon: TextQuote },
  { command: "code", label: "Code", Icon: Code },
];

const shortcuts: Record<string, EditCommand> = { b: "bold", i: "italic", k: "link" };

/** Apple keyboards use ⌘ for these (Ctrl+B and Ctrl+K move the caret in a Mac text field). */
function onApple(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The command a key press in the textarea asks for: Ctrl+B / I / K, or ⌘ on Apple keyboards. */
export function shortcutCommand(event: KeyboardEvent<HTMLTextAreaElement>): EditCommand | null {
  const modifier = onApple() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!modifier || event.altKey || event.shiftKey) return null;
  return shortcuts[event.key.toLowerCase()] ?? null;
}

/**
 * Makes the edit as if typed: "insertText" keeps the browser's undo history and fires the input event the
 * controlled textarea's onChange reads. Where it is missing, setRangeText and an input event of our own
 * (React still sees the change; only Ctrl+Z loses the step).
 */
export function applyToTextarea(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  const expected = applyEdit(textarea.value, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  let done = false;
  // A hidden textarea (the Preview view) cannot take the focus: "insertText" would type into whatever has it.
  if (document.activeElement === textarea) {
    try {
      done = edit.text === "" ? edit.from === edit.to || document.execCommand("delete") : document.execCommand("insertText", false, edit.text);
    } catch {
      done = false;
    }
  }
  if (!done || textarea.value !== expected) {
    textarea.setRangeText(edit.text, edit.from, edit.to, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

/** Runs a toolbar command on the textarea's current selection. */
export function runEditCommand(textarea: HTMLTextAreaElement, format: ContentFormat, command: EditCommand): void {
  const edit = editFor(command, format, { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd });
  applyToTextarea(textarea, edit);
}

export interface MarkdownToolbarProps {
  format: ContentFormat;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The textarea's id: the toolbar controls it. */
  controls: string;
  /** Files picked with the upload button (the button shows only when this is given). */
  onUploadImages?: (files: File[]) => void;
}

/** The buttons in order: Upload pictures right after Image, when uploads are offered. */
function buttonsFor(uploads: boolean): ToolbarButton[] {
  if (!uploads) return editButtons;
  const at = editButtons.findIndex((b) => b.command === "image");
  return [...editButtons.slice(0, at), { ...editButtons[at]!, groupEnd: false }, uploadButton, ...editButtons.slice(at + 1)];
}

export function MarkdownToolbar({ format, textareaRef, controls, onUploadImages }: MarkdownToolbarProps) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [apple] = useState(onApple);
  const buttons = buttonsFor(onUploadImages !== undefined);
  const picker = useImageFileInput({ multiple: true, onFiles: (files) => onUploadImages?.(files) });

  function moveTo(index: number) {
    const next = (index + buttons.length) % buttons.length;
    setActive(next);
    refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: buttons.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  function run(index: number, command: ToolbarCommand) {
    setActive(index);
    if (command === "upload") return picker.open();
    const textarea = textareaRef.current;
    if (textarea) runEditCommand(textarea, format, command);
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-y-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 px-1 py-1"
    >
      {buttons.map(({ command, label, Icon, key, groupEnd }, index) => {
        const shortcut = key ? `${apple ? "⌘" : "Ctrl+"}${key}` : "";
        const title = command === "upload" ? `${label}: ${MEDIA_FORMATS_TEXT}, up to ${MEDIA_MAX_TEXT} each` : shortcut ? `${label} (${shortcut})` : label;
        return (
          <span key={command} className="contents">
            <button
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={label}
              aria-keyshortcuts={key ? `${apple ? "Meta" : "Control"}+${key}` : undefined}
              title={title}
              data-command={command}
              // The textarea keeps the focus and its selection: the edit lands where the owner was.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(index, command)}
              className="keyboard-focus inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 transition-colors duration-150 hover:bg-white hover:text-slate-900 hover:shadow-xs motion-reduce:transition-none"
            >
              <Icon aria-hidden="true" size={16} />
            </button>
            {groupEnd ? <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-slate-300 sm:mx-1.5" /> : null}
          </span>
        );
      })}
      {onUploadImages ? picker.input : null}
    </div>
  );
}
