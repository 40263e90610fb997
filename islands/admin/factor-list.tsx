/**
 * What the factors panel shows: with no factor, the state and why to add one; otherwise the factors
 * (name, kind, added, last used, Rename and Remove) and the recovery codes left, warned about when few.
 */
import { formatDistanceToNow } from "date-fns";
import { LifeBuoy, RefreshCw, ShieldOff, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { type Column, DataTable, RowActions } from "../../src/admin/frame/shared/data-table.tsx";
import { Badge, Button, IconButton, RowTextButton, StatusBadge } from "../../src/admin/frame/shared/ui.tsx";
import type { AdminFactor } from "../../src/shared/security.ts";
import { FactorIcon, FEW_RECOVERY_CODES, KIND_LABEL } from "./factor-common.tsx";
import { useHydrated, useTableDates } from "./table-dates.ts";

export function NoFactors({ actions }: { actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-5 sm:flex-row sm:items-start sm:px-5">
      <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
        <ShieldOff size={20} />
      </span>
      <div className="min-w-0">
        <p className="m-0 text-sm font-semibold text-slate-900">
          <span className="mr-2 align-middle">
            <StatusBadge on={false} onLabel="On" offLabel="Off" />
          </span>
          Your password alone signs in.
        </p>
        <p className="m-0 mt-1.5 max-w-2xl text-sm text-slate-600">
          Add a passkey or an authenticator app, and a stolen password is no longer enough. You also get ten recovery codes, for the day neither is at hand.
        </p>
        <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">{actions}</div>
      </div>
    </div>
  );
}

/** "3 days ago" once the island runs; the server and the hydrating render print the date (their clocks differ). */
function useLastUsed() {
  const hydrated = useHydrated();
  const dates = useTableDates();
  return (value: string | null) => {
    if (!value) return "Never";
    return hydrated ? formatDistanceToNow(new Date(value), { addSuffix: true }) : dates.date(value);
  };
}

export interface FactorTableProps {
  factors: AdminFactor[];
  busy: boolean;
  onRename: (factor: AdminFactor) => void;
  onRemove: (factor: AdminFactor) => void;
}

export function FactorTable({ factors, busy, onRename, onRemove }: FactorTableProps) {
  const dates = useTableDates();
  const lastUsed = useLastUsed();
  const columns: Column<AdminFactor>[] = [
    {
      header: "Name",
      className: "font-medium text-slate-900",
      cell: (f) => (
        <span className="inline-flex min-w-0 items-center gap-2">
          <FactorIcon kind={f.kind} />
          <span className="break-words">{f.name}</span>
        </span>
      ),
    },
    { header: "Kind", className: "whitespace-nowrap", cell: (f) => KIND_LABEL[f.kind] },
    { header: "Added", className: "whitespace-nowrap tabular-nums", cell: (f) => dates.date(f.createdAt) },
    {
      header: "Last used",
      className: "whitespace-nowrap",
      cell: (f) =>
        f.lastUsedAt ? (
          <time dateTime={f.lastUsedAt} title={dates.dateTime(f.lastUsedAt)}>
            {lastUsed(f.lastUsedAt)}
          </time>
        ) : (
          <span className="text-slate-500">Never</span>
        ),
    },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      srOnlyHeader: true,
      cell: (f) => (
        <RowActions>
          <RowTextButton aria-label={`Rename ${f.name}`} disabled={busy} onClick={() => onRename(f)}>
            Rename
          </RowTextButton>
          <IconButton label={`Remove ${f.name}`} tone="danger" disabled={busy} onClick={() => onRemove(f)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];
  return <DataTable label="Second factors" columns={columns} rows={factors} rowKey={(f) => f.id} loading={false} skeletonRows={0} empty={null} />;
}

export function RecoveryCodesRow({ left, onGenerate }: { left: number; onGenerate: () => void }) {
  const tone = left === 0 ? "red" : left <= FEW_RECOVERY_CODES ? "amber" : "green";
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="flex min-w-0 items-start gap-3">
        <LifeBuoy aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="m-0 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            Recovery codes
            <Badge tone={tone}>{left} left</Badge>
          </p>
          <p className="m-0 mt-0.5 text-sm text-slate-500">For when your passkey or phone is not at hand: each code signs you in once.</p>
          {tone !== "green" ? (
            <p data-testid="few-recovery-codes" className={`m-0 mt-1.5 text-sm font-medium ${left === 0 ? "text-red-700" : "text-amber-800"}`}>
              {left === 0 ? "None left. Generate new codes, or losing your factors locks you out." : `Only ${left} left. Generate new codes before they run out.`}
            </p>
          ) : null}
        </div>
      </div>
      <Button onClick={onGenerate} className="self-start sm:self-auto">
        <RefreshCw aria-hidden="true" size={16} />
        Generate new codes
      </Button>
    </div>
  );
}
