/**
 * A Categories, Tags or Authors list as the server renders it: the toolbar (title, count, New), the kind's
 * columns (Bio and Image URL cut, with the whole text as a tooltip; '-' when empty), Edit and Delete on each row.
 * The buttons name their action for the page script, and carry their row as JSON for the dialog island; the
 * island is rendered after the list, empty, and hydrates on the first action (taxonomy-dialogs.island.tsx).
 *
 * The region reads itself again from the tab's page when a write succeeds (hx-get on LIST_CHANGED_EVENT,
 * the region picked from the answer, merged by morphing so the focused button keeps the focus).
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ResourceKind, ResourceRow } from "../../shared/admin-api.ts";
import { truncate } from "../../shared/admin-format.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { Button, IconButton, PanelToolbar } from "../frame/shared/ui.tsx";
import TaxonomyDialogsIsland from "./client/taxonomy-dialogs.island.tsx";
import { type ResourceConfig, resourceConfig } from "./shared/taxonomy-config.ts";

const SKELETON_ROWS = 2;

export interface TaxonomyListData {
  kind: ResourceKind;
  /** undefined when reading them failed: the list says so, with Retry. */
  rows: ResourceRow[] | undefined;
}

function countLabel(count: number, config: ResourceConfig) {
  return `${count} ${(count === 1 ? config.singular : config.title).toLowerCase()}`;
}

function columnsOf(config: ResourceConfig): Column<ResourceRow>[] {
  return [
    ...config.columns.map(
      (col, i): Column<ResourceRow> => ({
        header: col.header,
        className: i === 0 ? "font-medium text-slate-900" : col.truncate ? "max-w-[22rem]" : "",
        cell: (row) => {
          const raw = typeof row[col.field] === "string" ? (row[col.field] as string) : "";
          if (col.truncate) {
            const shown = truncate(raw, col.truncate);
            return (
              <span className="block max-w-full truncate" title={raw && shown !== raw ? raw : undefined}>
                {shown}
              </span>
            );
          }
          return col.mono ? <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">{raw}</code> : raw || "-";
        },
      }),
    ),
    actionsColumn((row) => (
      <>
        <IconButton id={`edit-${config.entity}-${row.id}`} label={`Edit ${row.name}`} data-admin-action="edit" data-admin-item={JSON.stringify(row)}>
          <Pencil aria-hidden="true" size={16} />
        </IconButton>
        <IconButton
          id={`delete-${config.entity}-${row.id}`}
          label={`Delete ${row.name}`}
          tone="danger"
          data-admin-action="delete"
          data-admin-item={JSON.stringify({ id: row.id, name: row.name })}
        >
          <Trash2 aria-hidden="true" size={16} />
        </IconButton>
      </>
    )),
  ];
}

export function TaxonomyList({ data }: { data: TaxonomyListData }) {
  const { kind, rows } = data;
  const config = resourceConfig[kind];
  return (
    <>
      <section {...listRegionAttributes(config.href)} aria-labelledby={`${kind}-heading`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar title={config.title} headingId={`${kind}-heading`} summary={rows ? countLabel(rows.length, config) : undefined}>
          <Button id={`new-${config.entity}`} variant="primary" data-admin-action="new">
            <Plus aria-hidden="true" size={16} />
            {config.newLabel}
          </Button>
        </PanelToolbar>
        <DataTable
          label={config.title}
          columns={columnsOf(config)}
          rows={rows ?? null}
          rowKey={(row) => row.id}
          loading={false}
          skeletonRows={SKELETON_ROWS}
          empty={config.empty}
          error={rows ? null : `Couldn't load the ${config.title.toLowerCase()}. Check your connection and try again.`}
          retryHref={config.href}
        />
      </section>
      {/* Outside the region: a swap of the list never touches the dialogs' React root. */}
      <TaxonomyDialogsIsland kind={kind} />
    </>
  );
}
