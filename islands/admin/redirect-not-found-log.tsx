/**
 * The 404 log under the redirects: each path (or group of probes) that answered 404, its hits, first and
 * last sight and referrer, by most hits or most recent, paged. 'Create redirect' on a path opens the
 * redirect dialog with From filled; a row can be removed and the log cleared.
 */
import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type Column, DataTable, RowActions } from "../../src/admin/frame/shared/data-table.tsx";
import { Badge, Button, IconButton, PanelToolbar, RowTextButton } from "../../src/admin/frame/shared/ui.tsx";
import { NOT_FOUND_PAGE_SIZE, type NotFoundEntry, type NotFoundPage, type NotFoundSort } from "../../src/shared/redirects.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { Pager } from "./redirect-pager.tsx";
import { redirectText } from "./redirect-text.ts";
import { runAction } from "./submit.ts";
import { useTableDates } from "./table-dates.ts";
import { useAdminList } from "./use-admin-list.ts";

export interface NotFoundLogProps {
  sort: NotFoundSort;
  onSort: (sort: NotFoundSort) => void;
  initial?: NotFoundPage;
  onCreateRedirect: (path: string) => void;
  /** Bumped by the tab when the log may have changed (a redirect made from one of its rows). */
  refresh: number;
}

const SORTS: { value: NotFoundSort; label: string }[] = [
  { value: "hits", label: "Most hits" },
  { value: "recent", label: "Most recent" },
];

export function NotFoundLog({ sort, onSort, initial, onCreateRedirect, refresh }: NotFoundLogProps) {
  const [page, setPage] = useState(1);
  const list = useAdminList<NotFoundPage>(`/api/admin/not-found-paths?sort=${sort}&page=${page}&limit=${NOT_FOUND_PAGE_SIZE}`, "404 log", initial);
  const dates = useTableDates();
  const [deleting, setDeleting] = useState<NotFoundEntry | "all" | null>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOT_FOUND_PAGE_SIZE));
  const { reload } = list;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the tab says so, not on mount
  useEffect(() => {
    if (refresh > 0) void reload();
  }, [refresh]);
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  const columns: Column<NotFoundEntry>[] = [
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
    { header: "First seen", className: "whitespace-nowrap tabular-nums", cell: (row) => dates.dateTime(row.firstSeenAt) },
    { header: "Last seen", className: "whitespace-nowrap tabular-nums", cell: (row) => dates.dateTime(row.lastSeenAt) },
    { header: "Referrer", className: "break-all md:max-w-[12rem] md:truncate md:break-normal", cell: (row) => row.referrerHost ?? <span className="text-slate-500">None</span> },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (row) => (
        <RowActions>
          {row.probeGroup ? null : (
            <RowTextButton onClick={() => onCreateRedirect(row.path)} aria-label={`Create redirect from ${row.path}`}>
              Create redirect
            </RowTextButton>
          )}
          <IconButton label={`Remove ${row.path} from the 404 log`} tone="danger" onClick={() => setDeleting(row)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-labelledby="not-found-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="404 log"
        headingId="not-found-heading"
        summary={data ? `${total.toLocaleString("en-US")} ${total === 1 ? "address" : "addresses"} that answered “not found” · probes grouped · the newest 1,000 kept` : "Loading…"}
      >
        <fieldset className="m-0 inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
          <legend className="sr-only">Sort the 404 log</legend>
          {SORTS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={sort === option.value}
              onClick={() => {
                setPage(1);
                onSort(option.value);
              }}
              className={`keyboard-focus h-9 rounded-md px-3 text-sm font-semibold transition-colors duration-150 motion-reduce:transition-none ${
                sort === option.value ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <Button ref={clearButton} disabled={total === 0} onClick={() => setDeleting("all")}>
          Clear log
        </Button>
      </PanelToolbar>
      <div className={list.loading && data ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <DataTable
          label="404 log"
          columns={columns}
          rows={data?.paths ?? null}
          rowKey={(row) => row.path}
          loading={list.loading}
          skeletonRows={2}
          empty="No 404s recorded. Addresses visitors asked for that do not exist show here."
          error={list.error}
          onRetry={() => void list.reload()}
        />
      </div>
      {data ? <Pager label="404 log pages" page={page} limit={NOT_FOUND_PAGE_SIZE} total={total} onPage={setPage} /> : null}
      {deleting ? (
        <ConfirmDelete
          thing={deleting === "all" ? "whole 404 log" : "404 log row"}
          itemLabel={deleting === "all" ? `${total.toLocaleString("en-US")} rows` : deleting.path}
          fallbackFocus={clearButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const query = deleting === "all" ? "all=true" : `path=${encodeURIComponent(deleting.path)}`;
            await runAction({
              method: "DELETE",
              path: `/api/admin/not-found-paths?${query}`,
              success: deleting === "all" ? redirectText.logCleared : redirectText.logRowDeleted,
              failure: redirectText.logDeleteFailed,
              reload: list.reload,
            });
          }}
        />
      ) : null}
    </section>
  );
}
