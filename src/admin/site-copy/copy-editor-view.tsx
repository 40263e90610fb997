/**
 * The Site Copy editor of one document: its blocks as forms on the left, the real page (the same renderer and
 * CSS, at phone and at desktop width) on the right, publish now or at a moment, and the revisions. A server
 * form: it works without JavaScript; the page script autosaves it and htmx swaps the editor in place.
 */
import type { ReactNode } from "react";
import type { GroupShape } from "../../site-copy/copy-shape.ts";
import type { CopyJson } from "../../site-copy/copy-values.ts";
import { humanize } from "../../site-copy/define-copy.ts";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { buttonClass, controlClass, NoticeLine, type PanelNotice } from "../frame/shared/ui.tsx";
import type { FieldChange } from "./copy-diff.ts";
import { CopyField, type FieldContext, fieldId } from "./copy-fields.tsx";
import { copyEditorHref, copyFormAction, copyPreviewHref, revisionHref, SITE_COPY_PAGE } from "./copy-paths.ts";

export const COPY_EDITOR_ID = "copy-editor";

export type EditorNotice = PanelNotice;

export interface RevisionRow {
  id: number;
  kind: string;
  liveFrom: string;
  createdAt: string;
  by: string;
  current: boolean;
}

export interface CopyEditorData {
  key: string;
  title: string;
  previewPath: string;
  shape: GroupShape;
  defaults: CopyJson;
  blockTitles: Record<string, string>;
  /** What the form shows: the draft, what is live, or what was just sent back with its errors. */
  working: CopyJson;
  errors: [path: string, message: string][];
  /** Blocks shown open besides the first and those with errors. */
  openBlocks: string[];
  draft: { version: number; savedAt: string } | null;
  /** The publish count the form started from. */
  publishVersion: number;
  publishedAt: string | null;
  scheduled: { at: string; text: string } | null;
  /** Blocks whose stored copy no longer fits the page and show their defaults. */
  dropped: string[];
  notice: EditorNotice | null;
  /** Another tab saved or published first: what it changed, beside the owner's own. */
  conflict: { text: string; theirs: FieldChange[] } | null;
  schedule: { at: string; timeZone: string; error: string | null; zoneError: string | null };
  timeZones: string[];
  revisions: RevisionRow[];
}

const REVISION_KIND_WORDS: Record<string, string> = { publish: "Published", schedule: "Scheduled", restore: "Restored", import: "Imported" };

function ErrorSummary({ errors, blockTitle }: { errors: [string, string][]; blockTitle: (key: string) => string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="m-0 font-semibold">{`Nothing was saved: ${errors.length === 1 ? "one field needs" : `${errors.length} fields need`} a change.`}</p>
      <ul className="m-0 mt-2 grid gap-1 pl-5">
        {errors.slice(0, 20).map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`} className="font-medium text-red-900 underline">
              {blockTitle(path.split(".")[0] ?? path)}: {path.split(".").slice(1).map(humanize).join(" › ") || "the whole block"}
            </a>{" "}
            — {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StateLine({ data }: { data: CopyEditorData }) {
  const parts: ReactNode[] = [];
  parts.push(
    data.publishedAt ? (
      <span key="live">
        Live since <LocalDate value={data.publishedAt} style="date-time" />
      </span>
    ) : (
      <span key="live">Live: the site's default copy</span>
    ),
  );
  if (data.draft)
    parts.push(
      <span key="draft">
        Draft saved <LocalDate value={data.draft.savedAt} style="date-time" />
      </span>,
    );
  if (data.scheduled) parts.push(<span key="scheduled">Goes live {data.scheduled.text}</span>);
  return (
    <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="copy-state">
      {parts}
    </p>
  );
}

function Preview({ data }: { data: CopyEditorData }) {
  const version = data.draft?.version ?? 0;
  const href = copyPreviewHref(data.key, version);
  return (
    <aside aria-labelledby="copy-preview-heading" className="grid content-start gap-4 xl:sticky xl:top-4">
      <div className="flex items-center gap-3">
        <h2 id="copy-preview-heading" className="m-0 text-base font-semibold text-slate-900">
          Preview {data.draft ? "of the draft" : "of the live page"}
        </h2>
        <a href={href} target="_blank" rel="noopener" className="ml-auto text-sm font-medium text-brand-700 underline">
          Open in a new tab
        </a>
      </div>
      <p className="m-0 text-xs text-slate-600">
        The real page with this copy: the same renderer and styles as the site. It shows what was last saved; the form saves as you type.
      </p>
      <figure className="m-0 grid gap-1">
        <figcaption className="text-xs font-medium text-slate-600">Phone, 390 px wide</figcaption>
        {/* On a phone the frame takes the width there is; from sm up, a phone's 390 px. */}
        <div className="h-[640px] w-full overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-sm sm:w-[390px]">
          <iframe title={`${data.title} on a phone`} src={href} className="h-full w-full border-0" loading="lazy" data-copy-preview="" />
        </div>
      </figure>
      <figure className="m-0 hidden gap-1 sm:grid">
        <figcaption className="text-xs font-medium text-slate-600">Desktop, 1280 px wide (shown at 40%)</figcaption>
        <div className="h-[400px] w-[512px] max-w-full overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm">
          <iframe title={`${data.title} on a desktop`} src={href} className="h-[1000px] w-[1280px] origin-top-left scale-40 border-0" loading="lazy" data-copy-preview="" />
        </div>
      </figure>
    </aside>
  );
}

function ScheduleControls({ data }: { data: CopyEditorData }) {
  const { schedule } = data;
  return (
    <details open={Boolean(schedule.error || schedule.zoneError) || undefined} className="group">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Publish later…</summary>
      <fieldset className="m-0 mt-2 grid gap-2 border-0 p-0">
        <legend className="sr-only">Publish later</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="copy-schedule-at" className="text-xs font-medium text-slate-700">
              Date and time
            </label>
            <input
              id="copy-schedule-at"
              name="scheduleAt"
              type="datetime-local"
              defaultValue={schedule.at}
              aria-invalid={schedule.error ? true : undefined}
              aria-describedby={schedule.error ? "copy-schedule-at-error" : undefined}
              className={`${controlClass} h-10 ${schedule.error ? "border-red-600" : "border-slate-300"}`}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="copy-schedule-zone" className="text-xs font-medium text-slate-700">
              Time zone
            </label>
            <select
              id="copy-schedule-zone"
              name="timeZone"
              defaultValue={schedule.timeZone}
              data-copy-time-zone=""
              aria-invalid={schedule.zoneError ? true : undefined}
              className={`${controlClass} h-10 max-w-56 border-slate-300 pr-8`}
            >
              {data.timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="schedule" className={buttonClass.secondary}>
            Schedule
          </button>
        </div>
        {schedule.error || schedule.zoneError ? (
          <p id="copy-schedule-at-error" className="m-0 text-xs font-medium text-red-700">
            {schedule.error ?? schedule.zoneError}
          </p>
        ) : null}
      </fieldset>
    </details>
  );
}

function Revisions({ data }: { data: CopyEditorData }) {
  return (
    <section aria-labelledby="copy-revisions-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="copy-revisions-heading" className="m-0 text-base font-semibold text-slate-900">
        Revisions
      </h2>
      {data.revisions.length === 0 ? (
        <p className="m-0 text-sm text-slate-600">Nothing published yet: the page shows the site's default copy.</p>
      ) : (
        <ol className="m-0 grid list-none gap-2 p-0">
          {data.revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 pb-2 text-sm last:border-0">
              <span className="font-medium text-slate-800">{REVISION_KIND_WORDS[revision.kind] ?? revision.kind}</span>
              <LocalDate value={revision.createdAt} style="date-time" />
              <span className="text-slate-600">by {revision.by}</span>
              {revision.current ? <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">Live</span> : null}
              <a href={revisionHref(data.key, revision.id)} className="ml-auto font-medium text-brand-700 underline">
                Changes and restore
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function CopyEditorView({ data }: { data: CopyEditorData }) {
  const ctx: FieldContext = { defaults: data.defaults, errors: new Map(data.errors) };
  const blockTitle = (key: string) => data.blockTitles[key] ?? humanize(key);
  const blocksWithErrors = new Set(data.errors.map(([path]) => path.split(".")[0]));
  return (
    <div id={COPY_EDITOR_ID} className="grid gap-5">
      <nav aria-label="Breadcrumb" className="text-sm">
        <a href={SITE_COPY_PAGE} className="font-medium text-brand-700 underline">
          Site Copy
        </a>{" "}
        <span aria-hidden="true">›</span> {data.title}
      </nav>
      <div className="grid gap-1">
        <h2 className="m-0 text-xl font-bold text-slate-900">{data.title}</h2>
        <StateLine data={data} />
      </div>
      {data.notice ? <NoticeLine notice={data.notice} /> : null}
      {data.dropped.length > 0 ? (
        <NoticeLine
          notice={{
            tone: "info",
            text: `The site's layout changed since these blocks were published, so they show their defaults again: ${data.dropped.map(blockTitle).join(", ")}.`,
          }}
        />
      ) : null}
      {data.conflict ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="m-0 font-semibold">{data.conflict.text}</p>
          {data.conflict.theirs.length > 0 ? (
            <ul className="m-0 grid gap-1 pl-5">
              {data.conflict.theirs.slice(0, 12).map((change) => (
                <li key={change.path}>
                  {change.path}: theirs says “{change.after ?? "(empty)"}”
                </li>
              ))}
            </ul>
          ) : null}
          <p className="m-0">
            Press Save draft or Publish again to keep your version, or{" "}
            <a href={copyEditorHref(data.key)} className="font-medium underline">
              load theirs
            </a>
            .
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={data.errors} blockTitle={blockTitle} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_540px]">
        <form
          id="copy-form"
          method="post"
          action={copyFormAction(data.key)}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
          noValidate
          data-hx-post={copyFormAction(data.key)}
          data-hx-target={`#${COPY_EDITOR_ID}`}
          data-hx-select={`#${COPY_EDITOR_ID}`}
          data-hx-swap="outerMorph"
          data-copy-autosave=""
        >
          <input type="hidden" name="draftVersion" value={data.draft?.version ?? 0} data-copy-draft-version="" />
          <input type="hidden" name="publishVersion" value={data.publishVersion} />
          {Object.entries(data.shape.fields).map(([key, field], index) =>
            field.kind === "code" ? null : (
              <details
                key={key}
                open={index === 0 || blocksWithErrors.has(key) || data.openBlocks.includes(key) || undefined}
                className="group rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-base font-semibold text-slate-900">{blockTitle(key)}</summary>
                <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 border-t border-slate-100 px-4 py-4">
                  <CopyField shape={field} path={key} value={data.working[key]} ctx={ctx} label={blockTitle(key)} />
                </div>
              </details>
            ),
          )}
          <div className="sticky bottom-0 z-10 grid gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:p-4">
            <div className="flex flex-wrap items-center gap-2">
              <button type="submit" name="intent" value="save" className={buttonClass.secondary}>
                Save draft
              </button>
              <button type="submit" name="intent" value="publish" className={buttonClass.primary}>
                Publish now
              </button>
              {data.draft ? (
                <button type="submit" name="intent" value="discard" className={buttonClass.secondary} formNoValidate>
                  Discard draft
                </button>
              ) : null}
              {data.scheduled ? (
                <button type="submit" name="intent" value="cancel-schedule" className={buttonClass.secondary} formNoValidate>
                  Cancel the scheduled publish
                </button>
              ) : null}
              <p className="m-0 ml-auto text-xs text-slate-600" role="status" aria-live="polite" data-copy-autosave-status="">
                {data.draft ? "Draft saved" : ""}
              </p>
            </div>
            <ScheduleControls data={data} />
          </div>
        </form>
        <Preview data={data} />
      </div>
      <Revisions data={data} />
    </div>
  );
}
