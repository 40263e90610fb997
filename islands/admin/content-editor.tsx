/**
 * The post body editor: HTML or Markdown in a 16-row textarea under a formatting toolbar (and its
 * Ctrl/⌘+B, I, K shortcuts), with a live preview, in
 * Edit, Preview or Split view (Split by default). The preview is the server's renderPostContent, as the
 * public post page does (Markdown rendered, then the site's one HTML allowlist), so what the admin
 * sees is what visitors get; at most 500 px high, it scrolls. Switching the format keeps the text as
 * it is: only how it is read changes. Images dropped or pasted on it, or picked with the toolbar's upload
 * button, upload into a tray under it and are inserted from there (body-images.tsx).
 */

import { Columns2, Eye, Pencil } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { controlClass } from "../../src/admin/frame/shared/ui.tsx";
import { MEDIA_FORMATS_TEXT } from "../../src/shared/media.ts";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { useBodyImages } from "./body-images.tsx";
import { MEDIA_MAX_TEXT } from "./image-files.ts";
import { MarkdownToolbar, runEditCommand, shortcutCommand } from "./markdown-toolbar.tsx";
import { useServerPreview } from "./server-preview.ts";

export type EditorMode = "edit" | "preview" | "split";

/** Tall enough to write a few paragraphs without scrolling; the dialog still fits a laptop screen. */
export const EDITOR_ROWS = 16;

const modes = [
  { id: "edit", label: "Edit", Icon: Pencil },
  { id: "preview", label: "Preview", Icon: Eye },
  { id: "split", label: "Split", Icon: Columns2 },
] as const;

const formats: { id: ContentFormat; label: string; placeholder: string }[] = [
  { id: "html", label: "HTML", placeholder: "<p>Write the post in HTML…</p>" },
  { id: "markdown", label: "Markdown", placeholder: "Write the post in Markdown: ## headings, **bold**, [links](https://…), - lists…" },
];

/** A row of toggle buttons, one pressed: the view and the format switches. */
function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: T; label: string; Icon?: typeof Eye }[];
  value: T;
  onChange: (id: T) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled toolbar-like group of toggle buttons; a fieldset would need a visible legend
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-0.5">
      {options.map(({ id, label: optionLabel, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={`keyboard-focus inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-xs font-semibold transition-colors duration-150 motion-reduce:transition-none ${
            value === id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
          }`}
        >
          {Icon ? <Icon aria-hidden="true" size={14} /> : null}
          {optionLabel}
        </button>
      ))}
    </div>
  );
}

/**
 * Typography for post HTML: the public post page's rules (src/components/blog/post-content.tsx, which
 * islands may not import) at the preview's smaller size.
 */
export const postProseClass = [
  "text-[15px] leading-[1.7] text-slate-700",
  "[&>:first-child]:mt-0",
  "[&_p]:my-4",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900",
  "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-base [&_h4]:font-bold [&_h4]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-brand-600",
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-3 [&_blockquote]:pl-5 [&_blockquote]:pr-4 [&_blockquote]:text-base [&_blockquote]:font-medium [&_blockquote]:text-slate-900 [&_blockquote_p]:my-0",
  "[&_code]:rounded-md [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900",
  "[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-[13px] [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_img]:my-6 [&_img]:block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_picture]:contents",
  "[&_figure]:my-6 [&_figure_img]:my-0 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500",
  "[&_hr]:my-8 [&_hr]:border-slate-200",
  "[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");

export interface ContentEditorProps {
  value: string;
  format: ContentFormat;
  onChange: (value: string) => void;
  onFormatChange: (format: ContentFormat) => void;
  error?: string | undefined;
}

export function ContentEditor({ value, format, onChange, onFormatChange, error }: ContentEditorProps) {
  const [mode, setMode] = useState<EditorMode>("split");
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The server renders it: what the public page will show, with no sanitizer in the browser.
  const preview = useServerPreview(value, format);
  const current = formats.find((f) => f.id === format) ?? formats[0]!;
  const images = useBodyImages({ textareaRef, format, value });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    images.noteMove();
    const command = shortcutCommand(event);
    if (!command) return;
    event.preventDefault();
    runEditCommand(event.currentTarget, format, command);
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={textareaId} className="text-sm font-medium text-slate-800">
          Content <span className="font-normal text-slate-500">({current.label})</span>
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Segmented label="Content format" options={formats} value={format} onChange={onFormatChange} />
          <Segmented label="Content view" options={modes} value={mode} onChange={setMode} />
        </div>
      </div>
      <div className={mode === "split" ? "grid gap-3 md:grid-cols-2" : "grid gap-3"} {...images.dropZone}>
        <div className={`flex min-w-0 flex-col ${mode === "preview" ? "hidden" : ""}`}>
          <MarkdownToolbar format={format} textareaRef={textareaRef} controls={textareaId} onUploadImages={(files) => images.add(files)} />
          <div className="relative grid">
            <textarea
              ref={textareaRef}
              id={textareaId}
              rows={EDITOR_ROWS}
              value={value}
              spellCheck={false}
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={onKeyDown}
              onPointerDown={images.noteMove}
              onPaste={images.onPaste}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${textareaId}-error ${textareaId}-images` : `${textareaId}-images`}
              placeholder={current.placeholder}
              className={`${controlClass} resize-y rounded-t-none font-mono text-[13px] leading-5 ${
                images.dragging ? "border-brand-600 ring-2 ring-brand-600/25" : error ? "border-red-600" : "border-slate-300"
              }`}
            />
            {images.dragging ? (
              <p
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 m-0 flex items-center justify-center rounded-b-lg bg-brand-50/80 text-sm font-semibold text-brand-800"
              >
                Drop images to upload them here
              </p>
            ) : null}
          </div>
          <p id={`${textareaId}-images`} className="m-0 mt-1.5 text-xs text-slate-500">
            Drop or paste images into the text to upload them: {MEDIA_FORMATS_TEXT}, up to {MEDIA_MAX_TEXT} each.
          </p>
        </div>
        {/* Right under the text on a phone, where the upload began; under both halves in the split view. Empty, it
            holds only its live region and takes no room (no gap). */}
        <div className={images.count === 0 ? "contents" : `min-w-0 ${mode === "split" ? "md:order-last md:col-span-2" : ""}`}>{images.tray}</div>
        <div className={`flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white ${mode === "edit" ? "hidden" : ""}`}>
          <p className="m-0 flex items-center gap-1.5 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <Eye aria-hidden="true" size={13} />
            Preview
            <span aria-live="polite" className="ml-auto font-normal normal-case tracking-normal">
              {preview.state === "failed" ? (
                <span className="text-amber-800">Couldn't update: check your connection</span>
              ) : preview.state === "updating" ? (
                <span className="text-slate-500">Updating…</span>
              ) : null}
            </span>
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable) */}
          <div
            role="region"
            aria-label="Content preview"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: as above, it scrolls
            tabIndex={0}
            data-testid="content-preview"
            className={`keyboard-focus max-h-[500px] min-h-24 overflow-y-auto break-words rounded-b-lg px-4 py-3 ${postProseClass}`}
            aria-busy={preview.html === null || undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderPostContent, through the same allowlist as the public page
            dangerouslySetInnerHTML={{ __html: preview.html === null ? "" : preview.html || '<p class="text-slate-500">Nothing to preview yet.</p>' }}
          />
        </div>
      </div>
      {error ? (
        <p id={`${textareaId}-error`} className="m-0 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
