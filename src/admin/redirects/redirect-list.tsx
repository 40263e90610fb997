/**
 * The Redirects tab as the server renders it: the redirects (From, To, Status, Source, Hits, Edit and Delete),
 * searched and paged, with Add redirect, Import CSV and Export CSV; below, the 404 log, whose rows become
 * redirects in one click, by most hits or most recent, paged. Both lists are one region: the search, the pagers
 * and the log's order swap it and push the address; a write reads it again. The buttons name their action for
 * the redirect-dialogs island, woken by the first one.
 */
import { Download, Pencil, Plus, Trash2, Upload } from "lucide-react";
import {
  type AdminRedirect,
  NOT_FOUND_PAGE_SIZE,
  type NotFoundEntry,
  type NotFoundPage,
  REDIRECT_SEARCH_MAX,
  REDIRECTS_PAGE_SIZE,
  type RedirectPage,
  type RedirectsTabData,
} from "../../shared/redirects.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { Pager } from "../frame/pager.tsx";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { SearchBox } from "../frame/shared/search-box.tsx";
import { Badge, Button, buttonClass, IconButton, PanelToolbar, RowTextButton } from "../frame/shared/ui.tsx";
import { REDIRECTS_PAGE, type RedirectsView, redirectsHref } from "./redirects-view.ts";
import { ADD_BUTTON_ID, IMPORT_BUTTON_ID, IMPORT_INPUT_ID } from "./shared/redirect-ids.ts";

export interface RedirectListData {
  view: RedirectsView;
  /** undefined when reading them failed: the lists say so, with Retry. */
  lists: RedirectsTabData | undefined;
}

const item = (value: Record<string, unknown>) => JSON.stringify(value);

const redirectColumns: Column<AdminRedirect>[] = [
  {
    header: "From",
    className: "min-w-[12rem] max-w-[22rem]",
    cell: (r) => (
      <a href={r.fromPath} target="_blank" rel="noopener" className="keyboard-focus break-all rounded text-slate-900 hover:text-brand-700 hover:underline">
        {r.fromPath}
      </a>
    ),
  },
  { header: "To", className: "min-w-[12rem] max-w-[22rem]", cell: (r) => <span className="break-all text-slate-700">{r.toTarget}</span> },
  {
    header: "Status",
    className: "whitespace-nowrap",
    cell: (r) => <Badge tone={r.statusCode === 301 ? "blue" : "amber"}>{r.statusCode === 301 ? "301 Permanent" : "302 Temporary"}</Badge>,
  },
  { header: "Source", className: "whitespace-nowrap", cell: (r) => (r.source === "slug-change" ? "Slug change" : "Owner") },
  {
    header: "Hits",
    className: "whitespace-nowrap tabular-nums",
    cell: (r) => (
      <span>
        {r.hits.toLocaleString("en-US")}
        {r.lastHitAt ? (
          <span className="ml-1.5 text-xs text-slate-500">
            last <LocalDate value={r.lastHitAt} />
          </span>
        ) : null}
      </span>
    ),
  },
  actionsColumn((r) => (
    <>
      <IconButton label={`Edit redirect from ${r.fromPath}`} data-admin-action="edit" data-admin-item={item({ ...r })}>
        <Pencil aria-hidden="true" size={16} />
      </IconButton>
      <IconButton
        label={`Delete redirect from ${r.fromPath}`}
        tone="danger"
        data-admin-action="delete"
        data-admin-item={item({ id: r.id, fromPath: r.fromPath, toTarget: r.toTarget })}
      >
        <Trash2 aria-hidden="true" size={16} />
      </IconButton>
    </>
  )),
];

const notFoundColumns: Column<NotFoundEntry>[] = [
  {
    header: "Path or probe group",
    className: "min-w-[14rem] max-w-[28rem]",
    cell: (row) =>
      row.probeGroup ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="text-slate-700">{row.path}</span>
          <Badge tone="slate">Probes</Badge>
        </span>
      ) : (
        <span className="break-all text-slate-900">{row.path}</span>
      ),
  },
  { header: "Hits", className: "w-px tabular-nums md:text-right", cell: (row) => row.hits.toLocaleString("en-US") },
  { header: "First seen", className: "whitespace-nowrap tabular-nums", cell: (row) => <LocalDate value={row.firstSeenAt} style="date-time" /> },
  { header: "Last seen", className: "whitespace-nowrap tabular-nums", cell: (row) => <LocalDate value={row.lastSeenAt} style="date-time" /> },
  { header: "Referrer", className: "break-all md:max-w-[12rem] md:truncate md:break-normal", cell: (row) => row.referrerHost ?? <span className="text-slate-500">None</span> },
  actionsColumn((row) => (
    <>
      {row.probeGroup ? null : (
        <RowTextButton aria-label={`Create redirect from ${row.path}`} data-admin-action="create-from-log" data-admin-item={item({ path: row.path })}>
          Create redirect
        </RowTextButton>
      )}
      <IconButton label={`Remove ${row.path} from the 404 log`} tone="danger" data-admin-action="delete-log-row" data-admin-item={item({ path: row.path })}>
        <Trash2 aria-hidden="true" size={16} />
      </IconButton>
    </>
  )),
];

function RedirectsSection({ view, page }: { view: RedirectsView; page: RedirectPage | undefined }) {
  const total = page?.total ?? 0;
  const here = redirectsHref(view);
  return (
    <section aria-labelledby="redirects-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="Redirects"
        headingId="redirects-heading"
        summary={page ? `${total.toLocaleString("en-US")} ${total === 1 ? "redirect" : "redirects"}${view.search ? ` matching “${view.search}”` : ""} · newest first` : undefined}
      >
        <a href="/api/admin/redirects.csv" download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={16} />
          Export CSV
        </a>
        <Button id={IMPORT_BUTTON_ID} data-opens-file={IMPORT_INPUT_ID}>
          <Upload aria-hidden="true" size={16} />
          <span data-button-label="">Import CSV</span>
        </Button>
        <input id={IMPORT_INPUT_ID} type="file" accept=".csv,text/csv" aria-label="CSV file to import" className="sr-only" tabIndex={-1} data-admin-file-action="import" />
        <Button id={ADD_BUTTON_ID} variant="primary" data-admin-action="new">
          <Plus aria-hidden="true" size={16} />
          Add redirect
        </Button>
      </PanelToolbar>
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <form method="get" action={REDIRECTS_PAGE} aria-label="Search redirects" data-live-filters="" className="w-full sm:max-w-sm">
          {view.log !== "hits" ? <input type="hidden" name="log" value={view.log} /> : null}
          <SearchBox label="Search redirects" name="search" defaultValue={view.search} maxLength={REDIRECT_SEARCH_MAX} placeholder="Search from or to…" />
        </form>
        <p className="m-0 text-xs text-slate-500">CSV columns: from, to, status (301 or 302), with a header row; up to 10,000 rows an import.</p>
      </div>
      <DataTable
        label="Redirects"
        columns={redirectColumns}
        rows={page?.redirects ?? null}
        rowKey={(r) => r.id}
        loading={false}
        skeletonRows={2}
        empty={view.search ? `No redirect matches “${view.search}”.` : "No redirects yet. A published post whose address changes gets one by itself."}
        error={page ? null : "Couldn't load the redirects. Check your connection and try again."}
        retryHref={here}
      />
      {page ? <Pager label="Redirect pages" page={view.page} limit={REDIRECTS_PAGE_SIZE} total={total} hrefOf={(n) => redirectsHref({ ...view, page: n })} /> : null}
    </section>
  );
}

const SORTS = [
  { value: "hits", label: "Most hits" },
  { value: "recent", label: "Most recent" },
] as const;

function NotFoundSection({ view, log }: { view: RedirectsView; log: NotFoundPage | undefined }) {
  const total = log?.total ?? 0;
  return (
    <section aria-labelledby="not-found-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="404 log"
        headingId="not-found-heading"
        summary={log ? `${total.toLocaleString("en-US")} ${total === 1 ? "address" : "addresses"} that answered “not found” · probes grouped · the newest 1,000 kept` : undefined}
      >
        <nav aria-label="Sort the 404 log" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
          {SORTS.map((option) => {
            const current = view.log === option.value;
            return (
              <a
                key={option.value}
                href={redirectsHref({ ...view, log: option.value, logPage: 1 })}
                aria-current={current ? "true" : undefined}
                className={`keyboard-focus inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold no-underline transition-colors duration-150 motion-reduce:transition-none ${
                  current ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {option.label}
              </a>
            );
          })}
        </nav>
        <Button disabled={total === 0} data-admin-action="clear-log" data-admin-item={item({ total })}>
          Clear log
        </Button>
      </PanelToolbar>
      <DataTable
        label="404 log"
        columns={notFoundColumns}
        rows={log?.paths ?? null}
        rowKey={(row) => row.path}
        loading={false}
        skeletonRows={2}
        empty="No 404s recorded. Addresses visitors asked for that do not exist show here."
        error={log ? null : "Couldn't load the 404 log. Check your connection and try again."}
        retryHref={redirectsHref(view)}
      />
      {log ? <Pager label="404 log pages" page={view.logPage} limit={NOT_FOUND_PAGE_SIZE} total={total} hrefOf={(n) => redirectsHref({ ...view, logPage: n })} /> : null}
    </section>
  );
}

export function RedirectList({ data }: { data: RedirectListData }) {
  const { view, lists } = data;
  return (
    <div {...listRegionAttributes(redirectsHref(view))} className="grid gap-6">
      <RedirectsSection view={view} page={lists?.redirects} />
      <NotFoundSection view={view} log={lists?.notFound} />
    </div>
  );
}
