/**
 * The Redirects tab: the redirects (From, To, Status, Source, Hits, edit and delete) searched and paged
 * on the server, Add redirect, Import CSV and Export CSV; below, the 404 log, whose rows become
 * redirects in one click. The search, page and log order are kept in the address. The server reads both
 * lists for the first paint.
 */
import { Download, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { type Column, DataTable, RowActions } from "../src/admin/frame/shared/data-table.tsx";
import { Badge, Button, buttonClass, IconButton, PanelToolbar } from "../src/admin/frame/shared/ui.tsx";
import {
  type AdminRedirect,
  type NotFoundSort,
  REDIRECT_SEARCH_MAX,
  REDIRECTS_PAGE_SIZE,
  type RedirectImportResult,
  type RedirectPage,
  type RedirectsTabData,
} from "../src/shared/redirects.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { toastError, toastSuccess } from "./admin/messages.ts";
import { NotFoundLog } from "./admin/redirect-not-found-log.tsx";
import { Pager } from "./admin/redirect-pager.tsx";
import { importedText, redirectText } from "./admin/redirect-text.ts";
import { replaceViewAddress, SearchBox, useSettledSearch } from "./admin/searched-list.tsx";
import { redirectIfUnauthorized } from "./admin/session.ts";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { useAdminList } from "./admin/use-admin-list.ts";
import { AdminApiError } from "./lib/admin-api.ts";
import { island } from "./lib/island.tsx";

export interface AdminRedirectsProps {
  search: string;
  page: number;
  logSort: NotFoundSort;
  /** Both lists as the server read them for the first paint; absent when that failed (then fetched here). */
  initial?: RedirectsTabData;
}

/** What the dialog edits: a redirect, or a new one (From maybe filled from the 404 log). */
type Editing = { item: AdminRedirect } | { item: null; from: string; fromLog: boolean };

/** The dialog and its zod schemas are fetched when first wanted, not with the list. */
const redirectDialog = lazyDialog(() => import("./admin/redirect-dialog.tsx"));

function redirectsPath(search: string, page: number) {
  return `/api/admin/redirects?q=${encodeURIComponent(search)}&page=${page}&limit=${REDIRECTS_PAGE_SIZE}`;
}

/** POSTs the chosen CSV file as it is; the answer, or the server's reason (the row and what is wrong). */
async function sendCsv(file: File): Promise<RedirectImportResult> {
  const res = await fetch("/api/admin/redirects/import", {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "text/csv" },
    body: await file.text(),
  });
  if (!res.ok) throw new AdminApiError(res.status, res.statusText, await res.text().catch(() => ""));
  return (await res.json()) as RedirectImportResult;
}

function AdminRedirects({ search: initialSearch, page: initialPage, logSort: initialSort, initial }: AdminRedirectsProps) {
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(Math.max(1, initialPage));
  const [logSort, setLogSort] = useState(initialSort);
  const [logRefresh, setLogRefresh] = useState(0);
  const list = useAdminList<RedirectPage>(redirectsPath(search, page), "redirects", initial?.redirects);
  const dates = useTableDates();
  const [editing, setEditingNow] = useState<Editing | null>(null);
  const setEditing = async (next: Editing) => {
    if (await redirectDialog.open()) setEditingNow(next);
  };
  const RedirectDialog = redirectDialog.loaded()?.RedirectDialog;
  const [deleting, setDeleting] = useState<AdminRedirect | null>(null);
  const [importing, setImporting] = useState(false);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The search runs a moment after typing stops, from the first page; the address follows the view.
  useSettledSearch(draft, search, (trimmed) => {
    setSearch(trimmed);
    setPage(1);
  });
  useEffect(() => replaceViewAddress("redirects", { search, page: page > 1 ? String(page) : null, log: logSort === "recent" ? "recent" : null }), [search, page, logSort]);

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE));
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setImporting(true);
    setImportProblem(null);
    try {
      const answer = await sendCsv(file);
      toastSuccess(importedText(answer));
      await list.reload();
    } catch (error) {
      if (!redirectIfUnauthorized(error)) {
        toastError(redirectText.importFailed);
        const reason =
          error instanceof AdminApiError && error.serverMessage
            ? error.serverMessage
            : "The file could not be sent, and nothing was imported. Check your connection and try again.";
        setImportProblem(`${file.name}: ${reason}`);
      }
    } finally {
      setImporting(false);
    }
  }

  const columns: Column<AdminRedirect>[] = [
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
        <span title={r.lastHitAt ? `Last hit ${dates.dateTime(r.lastHitAt)}` : "Never hit"}>
          {r.hits.toLocaleString("en-US")}
          {r.lastHitAt ? <span className="ml-1.5 text-xs text-slate-500">last {dates.date(r.lastHitAt)}</span> : null}
        </span>
      ),
    },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (r) => (
        <RowActions>
          <IconButton label={`Edit redirect from ${r.fromPath}`} onPointerEnter={redirectDialog.preload} onClick={() => void setEditing({ item: r })}>
            <Pencil aria-hidden="true" size={16} />
          </IconButton>
          <IconButton label={`Delete redirect from ${r.fromPath}`} tone="danger" onClick={() => setDeleting(r)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <section aria-labelledby="redirects-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar
          title="Redirects"
          headingId="redirects-heading"
          summary={data ? `${total.toLocaleString("en-US")} ${total === 1 ? "redirect" : "redirects"}${search ? ` matching “${search}”` : ""} · newest first` : "Loading…"}
        >
          <a href="/api/admin/redirects.csv" download className={buttonClass.secondary}>
            <Download aria-hidden="true" size={16} />
            Export CSV
          </a>
          <Button pending={importing} onClick={() => fileInput.current?.click()}>
            {importing ? null : <Upload aria-hidden="true" size={16} />}
            {importing ? "Importing..." : "Import CSV"}
          </Button>
          <input ref={fileInput} type="file" accept=".csv,text/csv" aria-label="CSV file to import" className="sr-only" tabIndex={-1} onChange={(e) => void importFile(e)} />
          <Button
            ref={addButton}
            variant="primary"
            onPointerEnter={redirectDialog.preload}
            onFocus={redirectDialog.preload}
            onClick={() => void setEditing({ item: null, from: "", fromLog: false })}
          >
            <Plus aria-hidden="true" size={16} />
            Add redirect
          </Button>
        </PanelToolbar>
        <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <SearchBox
            label="Search redirects"
            className="w-full sm:max-w-sm"
            value={draft}
            maxLength={REDIRECT_SEARCH_MAX}
            placeholder="Search from or to…"
            onChange={(e) => setDraft(e.target.value)}
          />
          <p className="m-0 text-xs text-slate-500">CSV columns: from, to, status (301 or 302), with a header row; up to 10,000 rows an import.</p>
        </div>
        {importProblem ? (
          <div role="alert" className="flex items-start justify-between gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:px-5">
            <p className="m-0">{importProblem}</p>
            <button type="button" onClick={() => setImportProblem(null)} className="keyboard-focus shrink-0 rounded px-1 font-semibold text-red-800 hover:underline">
              Dismiss
            </button>
          </div>
        ) : null}
        <div className={list.loading && data ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <DataTable
            label="Redirects"
            columns={columns}
            rows={data?.redirects ?? null}
            rowKey={(r) => r.id}
            loading={list.loading}
            skeletonRows={2}
            empty={search ? `No redirect matches “${search}”.` : "No redirects yet. A published post whose address changes gets one by itself."}
            error={list.error}
            onRetry={() => void list.reload()}
          />
        </div>
        {data ? <Pager label="Redirect pages" page={page} limit={REDIRECTS_PAGE_SIZE} total={total} onPage={setPage} /> : null}
      </section>

      <NotFoundLog
        sort={logSort}
        onSort={setLogSort}
        initial={initial?.notFound}
        refresh={logRefresh}
        onCreateRedirect={(path) => void setEditing({ item: null, from: path, fromLog: true })}
      />

      {editing && RedirectDialog ? (
        <RedirectDialog
          item={editing.item}
          initialFrom={editing.item === null ? editing.from : undefined}
          fallbackFocus={addButton}
          onClose={() => setEditingNow(null)}
          onSaved={async () => {
            // A 404 turned into a redirect is dealt with: it leaves the log.
            if (editing.item === null && editing.fromLog) {
              await fetch(`/api/admin/not-found-paths?path=${encodeURIComponent(editing.from)}`, { method: "DELETE", credentials: "include" }).catch(() => {});
              setLogRefresh((n) => n + 1);
            }
            await list.reload();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={redirectText.thing}
          itemLabel={`${deleting.fromPath} → ${deleting.toTarget}`}
          fallbackFocus={addButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({
              method: "DELETE",
              path: `/api/admin/redirects/${deleting.id}`,
              success: redirectText.deleted,
              failure: redirectText.deleteFailed,
              reload: list.reload,
            });
          }}
        />
      ) : null}
    </div>
  );
}

export default island("admin-redirects", AdminRedirects, { on: "load" });
