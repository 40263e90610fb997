/**
 * The Categories, Tags and Authors tabs: the list with each kind's columns (read by the server
 * for the first paint; 2 skeleton rows while the island has to load it), New / Edit dialogs (fetched
 * when first wanted) and the delete confirmation; the list re-fetched after each write.
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { ResourceKind, ResourceRow } from "../src/shared/admin-api.ts";
import { truncate } from "../src/shared/admin-format.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { type Column, DataTable, RowActions } from "./admin/data-table.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { resourceConfig } from "./admin/resource-config.ts";
import { runAction } from "./admin/submit.ts";
import { Button, IconButton, PanelToolbar } from "./admin/ui.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

export interface AdminResourceProps {
  kind: ResourceKind;
  /** The rows as the server read them for the first paint; absent when that failed (then fetched here). */
  initial?: ResourceRow[];
}

const SKELETON_ROWS = 2;
const resourceDialog = lazyDialog(() => import("./admin/resource-dialog.tsx"));

function countLabel(count: number, singular: string, plural: string) {
  return `${count} ${count === 1 ? singular.toLowerCase() : plural.toLowerCase()}`;
}

function AdminResource({ kind, initial }: AdminResourceProps) {
  const config = resourceConfig[kind];
  const list = useAdminList<ResourceRow[]>(config.path, config.title.toLowerCase(), initial);
  const [editing, setEditing] = useState<ResourceRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<ResourceRow | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  async function openDialog(target: ResourceRow | "new") {
    if (await resourceDialog.open()) setEditing(target);
  }

  const columns: Column<ResourceRow>[] = [
    ...config.columns.map(
      (col, i): Column<ResourceRow> => ({
        header: col.header,
        className: i === 0 ? "font-medium text-slate-900" : col.truncate ? "max-w-[22rem]" : "",
        cell: (row) => {
          const raw = typeof row[col.field] === "string" ? (row[col.field] as string) : "";
          if (col.truncate) {
            const shown = truncate(raw, col.truncate);
            return (
              <span className="block truncate" title={raw && shown !== raw ? raw : undefined}>
                {shown}
              </span>
            );
          }
          return col.mono ? <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">{raw}</code> : raw || "-";
        },
      }),
    ),
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (row) => (
        <RowActions>
          <IconButton label={`Edit ${row.name}`} onPointerEnter={resourceDialog.preload} onFocus={resourceDialog.preload} onClick={() => void openDialog(row)}>
            <Pencil aria-hidden="true" size={16} />
          </IconButton>
          <IconButton label={`Delete ${row.name}`} tone="danger" onClick={() => setDeleting(row)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  const rows = list.data;
  const ResourceDialog = resourceDialog.loaded()?.ResourceDialog;
  return (
    <section aria-labelledby={`${kind}-heading`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar title={config.title} headingId={`${kind}-heading`} summary={rows ? countLabel(rows.length, config.singular, config.title) : "Loading…"}>
        <Button ref={newButton} variant="primary" onPointerEnter={resourceDialog.preload} onFocus={resourceDialog.preload} onClick={() => void openDialog("new")}>
          <Plus aria-hidden="true" size={16} />
          {config.newLabel}
        </Button>
      </PanelToolbar>
      <DataTable
        label={config.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={list.loading}
        skeletonRows={SKELETON_ROWS}
        empty={config.empty}
        error={list.error}
        onRetry={() => void list.reload()}
      />
      {editing && ResourceDialog ? (
        <ResourceDialog kind={kind} config={config} item={editing === "new" ? null : editing} onClose={() => setEditing(null)} onSaved={list.reload} fallbackFocus={newButton} />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={config.text.thing}
          itemLabel={deleting.name}
          fallbackFocus={newButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({
              method: "DELETE",
              path: `${config.path}/${deleting.id}`,
              success: config.text.deleted,
              failure: config.text.deleteFailed,
              reload: list.reload,
            });
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-resource", AdminResource, { on: "load" });
