/**
 * The Categories, Tags and Authors tabs (spec §2): the list with the spec's columns, 2 skeleton rows
 * while loading, New / Edit dialogs and the delete confirmation; the list re-fetched after each write.
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { truncate } from "../src/shared/admin-format.ts";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { DataTable, RowActions, type Column } from "./admin/data-table.tsx";
import { resourceConfig, type ResourceKind } from "./admin/resource-config.ts";
import { ResourceDialog } from "./admin/resource-dialog.tsx";
import { runAction } from "./admin/submit.ts";
import { Button, IconButton, PanelToolbar } from "./admin/ui.tsx";
import { useAdminList } from "./admin/use-admin-list.ts";

export interface AdminResourceProps {
  kind: ResourceKind;
  [key: string]: unknown;
}

type Row = { id: number; name: string } & Record<string, unknown>;

const SKELETON_ROWS = 2;

function countLabel(count: number, singular: string, plural: string) {
  return `${count} ${count === 1 ? singular.toLowerCase() : plural.toLowerCase()}`;
}

export default function AdminResource({ kind }: AdminResourceProps) {
  const config = resourceConfig[kind];
  const list = useAdminList<Row[]>(config.path, config.title.toLowerCase());
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  const columns: Column<Row>[] = [
    ...config.columns.map(
      (col, i): Column<Row> => ({
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
          <IconButton label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
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
  return (
    <section aria-labelledby={`${kind}-heading`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title={config.title}
        headingId={`${kind}-heading`}
        summary={rows ? countLabel(rows.length, config.singular, config.title) : "Loading…"}
      >
        <Button ref={newButton} variant="primary" onClick={() => setEditing("new")}>
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
      {editing ? (
        <ResourceDialog
          config={config}
          item={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
          fallbackFocus={newButton}
        />
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
