/**
 * The Security page's second factors, server HTML: with no factor, the state and why to add one; otherwise the
 * factors (name, kind, added, last used, Rename and Remove) and the recovery codes left, warned about when few.
 * Every button names its action (with its factor as JSON) for the actions island.
 */
import { formatDistance } from "date-fns";
import { KeyRound, LifeBuoy, RefreshCw, ShieldOff, Smartphone, Trash2 } from "lucide-react";
import type { AdminFactor } from "../../shared/security.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { Badge, Button, IconButton, RowTextButton, StatusBadge } from "../frame/shared/ui.tsx";
import { FactorIcon, FEW_RECOVERY_CODES, KIND_LABEL } from "./shared/factor-look.tsx";
import { ADD_PASSKEY_BUTTON_ID, ADD_TOTP_BUTTON_ID } from "./shared/security-ids.ts";

function AddButtons({ first }: { first: boolean }) {
  return (
    <>
      <Button id={ADD_PASSKEY_BUTTON_ID} variant={first ? "primary" : "secondary"} data-admin-action="add-passkey">
        <KeyRound aria-hidden="true" size={16} />
        Add a passkey
      </Button>
      <Button id={ADD_TOTP_BUTTON_ID} data-admin-action="add-totp">
        <Smartphone aria-hidden="true" size={16} />
        <span data-button-label="">Add an authenticator app</span>
      </Button>
    </>
  );
}

function NoFactors() {
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
        <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
          <AddButtons first />
        </div>
      </div>
    </div>
  );
}

const factorColumns = (now: Date): Column<AdminFactor>[] => [
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
  { header: "Added", className: "whitespace-nowrap tabular-nums", cell: (f) => <LocalDate value={f.createdAt} /> },
  {
    header: "Last used",
    className: "whitespace-nowrap",
    cell: (f) =>
      f.lastUsedAt ? <time dateTime={f.lastUsedAt}>{formatDistance(new Date(f.lastUsedAt), now, { addSuffix: true })}</time> : <span className="text-slate-500">Never</span>,
  },
  actionsColumn(
    (f) => (
      <>
        <RowTextButton aria-label={`Rename ${f.name}`} data-admin-action="rename" data-admin-item={JSON.stringify(f)}>
          Rename
        </RowTextButton>
        <IconButton label={`Remove ${f.name}`} tone="danger" data-admin-action="remove" data-admin-item={JSON.stringify(f)}>
          <Trash2 aria-hidden="true" size={16} />
        </IconButton>
      </>
    ),
    { srOnlyHeader: true },
  ),
];

function RecoveryCodesRow({ left }: { left: number }) {
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
      <Button data-admin-action="new-codes" className="self-start sm:self-auto">
        <RefreshCw aria-hidden="true" size={16} />
        Generate new codes
      </Button>
    </div>
  );
}

/** @example <FactorsPanel factors={data.factors} recoveryCodesLeft={data.recoveryCodesLeft} now={new Date()} /> */
export function FactorsPanel({ factors, recoveryCodesLeft, now }: { factors: AdminFactor[]; recoveryCodesLeft: number; now: Date }) {
  if (factors.length === 0) {
    return (
      <div data-testid="factors-panel">
        <NoFactors />
      </div>
    );
  }
  return (
    <div data-testid="factors-panel">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <p className="m-0 text-sm text-slate-600">
          <span className="mr-2 align-middle">
            <StatusBadge on onLabel="On" offLabel="Off" />
          </span>
          After your password, signing in asks for one of these.
        </p>
        {/* Stacked full width on a phone: the two labels do not fit side by side at 390 px. */}
        <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">
          <AddButtons first={false} />
        </div>
      </div>
      <DataTable label="Second factors" columns={factorColumns(now)} rows={factors} rowKey={(f) => f.id} loading={false} skeletonRows={0} empty={null} />
      <RecoveryCodesRow left={recoveryCodesLeft} />
    </div>
  );
}
