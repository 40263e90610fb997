/** The Site Copy tab's first screen: every document by group with its state, and the export and import of all of them. */
import { LocalDate } from "../frame/shared/local-date.tsx";
import { buttonClass, controlClass, NoticeLine, PanelHeading } from "../frame/shared/ui.tsx";
import type { EditorNotice } from "./copy-editor-view.tsx";
import { copyEditorHref, SITE_COPY_API } from "./copy-paths.ts";

export interface CopyListRow {
  key: string;
  title: string;
  group: string;
  previewPath: string;
  publishedAt: string | null;
  scheduledFor: string | null;
  draftSavedAt: string | null;
}

export interface CopyListData {
  rows: CopyListRow[];
  notice: EditorNotice | null;
  importIssues: { field: string; message: string }[];
}

const GROUP_ORDER = ["Site", "Pages", "Service pages", "Legal"];

function RowState({ row }: { row: CopyListRow }) {
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
      {row.publishedAt ? (
        <span>
          Published <LocalDate value={row.publishedAt} style="date-time" />
        </span>
      ) : (
        <span>Default copy</span>
      )}
      {row.draftSavedAt ? (
        <span className="rounded-full bg-amber-50 px-2 font-medium text-amber-900">
          Draft <LocalDate value={row.draftSavedAt} style="date-time" />
        </span>
      ) : null}
      {row.scheduledFor ? (
        <span className="rounded-full bg-sky-50 px-2 font-medium text-sky-900">
          Scheduled <LocalDate value={row.scheduledFor} style="date-time" />
        </span>
      ) : null}
    </span>
  );
}

export function CopyListView({ data }: { data: CopyListData }) {
  const groups = GROUP_ORDER.map((group) => ({ group, rows: data.rows.filter((row) => row.group === group) })).filter((entry) => entry.rows.length > 0);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PanelHeading title="Site Copy" />
        <p className="m-0 text-sm text-slate-700">Every page's words, plans and prices, and the site's name and contacts. Edit, preview, then publish now or later.</p>
      </div>
      {data.notice ? <NoticeLine notice={data.notice} /> : null}
      {data.importIssues.length > 0 ? (
        <ul role="alert" className="m-0 grid gap-1 rounded-lg border border-red-200 bg-red-50 py-3 pr-4 pl-9 text-sm text-red-900">
          {data.importIssues.slice(0, 30).map((issue) => (
            <li key={`${issue.field} ${issue.message}`}>
              <code>{issue.field}</code>: {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map(({ group, rows }) => (
          <section key={group} aria-labelledby={`copy-group-${group.replaceAll(" ", "-")}`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <h2 id={`copy-group-${group.replaceAll(" ", "-")}`} className="m-0 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
              {group}
            </h2>
            <ul className="m-0 list-none p-0">
              {rows.map((row) => (
                <li key={row.key} className="grid gap-1 border-b border-slate-100 px-4 py-3 last:border-0">
                  <span className="flex flex-wrap items-center gap-x-3">
                    <a href={copyEditorHref(row.key)} className="text-[15px] font-semibold text-brand-700 underline-offset-2 hover:underline">
                      {row.title}
                    </a>
                    <span className="text-xs text-slate-600">{row.previewPath}</span>
                  </span>
                  <RowState row={row} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-labelledby="copy-move-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="copy-move-heading" className="m-0 text-base font-semibold text-slate-900">
          Move copy between sites
        </h2>
        <p className="m-0 text-sm text-slate-600">
          Export every page's live copy as one JSON file; import it on another site (a staging site to production). An import is checked whole: one field that does not fit and
          nothing is changed.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <a href={`${SITE_COPY_API}/export`} download className={buttonClass.secondary} data-hx-boost="false">
            Export all copy
          </a>
          <form method="post" action={`${SITE_COPY_API}/import-form`} encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor="copy-import-file" className="text-xs font-medium text-slate-700">
                Export file (.json)
              </label>
              <input id="copy-import-file" name="file" type="file" accept="application/json,.json" required className={`${controlClass} border-slate-300`} />
            </div>
            <button type="submit" className={buttonClass.primary}>
              Import and publish
            </button>
          </form>
        </div>
      </section>
    </div>
  );
}
