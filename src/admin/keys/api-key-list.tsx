/**
 * The API Keys tab as the server renders it: Name (with what the key may do), Key (masked 4 + 4), Status
 * (Active / Inactive, and when the key expires), Last Used (date or 'Never', and the client it came from),
 * Created At, Actions (Activate / Deactivate, Delete). 'Generate New API Key', the row actions and their
 * dialogs are the key-dialogs island's, woken by the first action; the full key is shown once, in
 * 'API Key Generated'.
 */
import { KeyRound, Plus, Trash2 } from "lucide-react";
import type { AdminApiKey } from "../../shared/admin-api.ts";
import { maskKey } from "../../shared/admin-format.ts";
import { listRegionAttributes } from "../frame/list-region.ts";
import { actionsColumn, type Column, DataTable } from "../frame/shared/data-table.tsx";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { Button, IconButton, PanelToolbar, RowTextButton, StatusBadge } from "../frame/shared/ui.tsx";
import KeyDialogsIsland from "./client/key-dialogs.island.tsx";
import { ExpiryLine, isExpired, ScopeBadges } from "./shared/api-key-access.tsx";

export const API_KEYS_PAGE = "/admin/api-keys";
const SKELETON_ROWS = 2;

export interface ApiKeyListData {
  /** undefined when reading them failed: the list says so, with Retry. */
  keys: AdminApiKey[] | undefined;
  /** The instant the list was read: every row and the summary agree on which keys have expired. */
  now: number;
}

/** "203.0.113.0/24 · curl 8": on a narrow cell it wraps between the network and the program, never inside one. */
function LastClient({ client }: { client: string }) {
  const parts = client.split(" · ");
  return (
    <span className="max-w-60 text-xs text-slate-500">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? " · " : null}
          <span className="inline-block [overflow-wrap:anywhere]">{part}</span>
        </span>
      ))}
    </span>
  );
}

function columnsAt(now: number): Column<AdminApiKey>[] {
  return [
    {
      header: "Name",
      className: "min-w-44",
      cell: (key) => (
        <div className="grid justify-items-start gap-1.5">
          <span className="font-medium text-slate-900">{key.name}</span>
          <ScopeBadges scopes={key.scopes} />
        </div>
      ),
    },
    {
      header: "Key",
      cell: (key) => <code className="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">{maskKey(key.key)}</code>,
    },
    {
      header: "Status",
      cell: (key) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge on={key.isActive === "true"} onLabel="Active" offLabel="Inactive" />
          <ExpiryLine expiresAt={key.expiresAt} date={(value) => <LocalDate value={value} />} now={now} />
        </div>
      ),
    },
    {
      header: "Last Used",
      cell: (key) => (
        <div className="grid justify-items-start gap-0.5">
          <span className="whitespace-nowrap tabular-nums">
            <LocalDate value={key.lastUsedAt} empty="Never" />
          </span>
          {key.lastUsedClient ? <LastClient client={key.lastUsedClient} /> : null}
        </div>
      ),
    },
    { header: "Created At", className: "whitespace-nowrap tabular-nums", cell: (key) => <LocalDate value={key.createdAt} /> },
    actionsColumn((key) => {
      const row = JSON.stringify({ id: key.id, name: key.name, isActive: key.isActive });
      return (
        <>
          <RowTextButton
            id={`toggle-key-${key.id}`}
            className="w-22 justify-center"
            aria-label={`${key.isActive === "true" ? "Deactivate" : "Activate"} ${key.name}`}
            data-admin-action="toggle"
            data-admin-item={row}
          >
            {key.isActive === "true" ? "Deactivate" : "Activate"}
          </RowTextButton>
          <IconButton id={`delete-key-${key.id}`} label={`Delete ${key.name}`} tone="danger" data-admin-action="delete" data-admin-item={row}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </>
      );
    }),
  ];
}

function summaryOf(keys: AdminApiKey[], now: number): string {
  const expired = keys.filter((k) => isExpired(k.expiresAt, now)).length;
  // An expired key is refused whatever its switch says: it is not counted as active.
  const active = keys.filter((k) => k.isActive === "true" && !isExpired(k.expiresAt, now)).length;
  return `${keys.length} ${keys.length === 1 ? "key" : "keys"} · ${active} active${expired ? ` · ${expired} expired` : ""} · integrations send them as "Authorization: Bearer <key>"`;
}

export function ApiKeyList({ data }: { data: ApiKeyListData }) {
  const { keys, now } = data;
  return (
    <>
      <section {...listRegionAttributes(API_KEYS_PAGE)} aria-labelledby="api-keys-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <PanelToolbar title="API Keys" headingId="api-keys-heading" summary={keys ? summaryOf(keys, now) : undefined}>
          <Button id="generate-api-key" variant="primary" data-admin-action="new">
            <Plus aria-hidden="true" size={16} />
            Generate New API Key
          </Button>
        </PanelToolbar>
        <DataTable
          label="API keys"
          columns={columnsAt(now)}
          rows={keys ?? null}
          rowKey={(key) => key.id}
          loading={false}
          skeletonRows={SKELETON_ROWS}
          empty={
            <span className="inline-flex items-center gap-2">
              <KeyRound aria-hidden="true" size={16} />
              No API keys yet. Generate one for each integration.
            </span>
          }
          error={keys ? null : "Couldn't load the API keys. Check your connection and try again."}
          retryHref={API_KEYS_PAGE}
        />
      </section>
      {/* Outside the region: a swap of the list never touches the dialogs' React root. */}
      <KeyDialogsIsland />
    </>
  );
}
