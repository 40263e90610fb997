/**
 * The API Keys tab: Name (with what the key may do), Key (masked 4 + 4), Status (Active / Inactive, and
 * when the key expires), Last Used (date or 'Never', and the client it came from), Created At, Actions
 * (activate / deactivate, delete). 'Generate New API Key' asks for a name, the scopes and an expiry; the
 * answer's full key is shown once in 'API Key Generated'. The server reads the keys for the first paint;
 * the two dialogs are fetched when first wanted.
 */
import { KeyRound, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { type Column, DataTable, RowActions } from "../src/admin/frame/shared/data-table.tsx";
import { Button, IconButton, PanelToolbar, RowTextButton, StatusBadge } from "../src/admin/frame/shared/ui.tsx";
import type { AdminApiKey } from "../src/shared/admin-api.ts";
import { maskKey } from "../src/shared/admin-format.ts";
import { ExpiryLine, isExpired, ScopeBadges } from "./admin/api-key-access.tsx";
import { ConfirmDelete } from "./admin/confirm-delete.tsx";
import { lazyDialog } from "./admin/lazy-dialog.ts";
import { entityText, statusText } from "./admin/messages.ts";
import { runAction } from "./admin/submit.ts";
import { useTableDates } from "./admin/table-dates.ts";
import { useAdminList } from "./admin/use-admin-list.ts";
import { island } from "./lib/island.tsx";

/** "203.0.113.0/24 · curl 8": on a narrow cell it wraps between the network and the program, never inside one. */
function LastClient({ client }: { client: string }) {
  const parts = client.split(" · ");
  return (
    <span className="max-w-60 text-xs text-slate-500">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <span key={i}>
          {i > 0 ? " · " : null}
          <span className="inline-block [overflow-wrap:anywhere]">{part}</span>
        </span>
      ))}
    </span>
  );
}

export interface AdminApiKeysProps {
  /** The keys (masked) as the server read them for the first paint; absent when that failed (then fetched here). */
  initial?: AdminApiKey[];
}

const KEYS_PATH = "/api/admin/api-keys";
const SKELETON_ROWS = 2;
const text = entityText.apiKey;
const keyDialogs = lazyDialog(() => import("./admin/api-key-dialogs.tsx"));

function AdminApiKeys({ initial }: AdminApiKeysProps) {
  const keys = useAdminList<AdminApiKey[]>(KEYS_PATH, "API keys", initial);
  const dates = useTableDates();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<AdminApiKey | null>(null);
  const [deleting, setDeleting] = useState<AdminApiKey | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  // One instant for the whole render: the summary and every row agree on which keys have expired.
  const now = Date.now();

  async function openCreate() {
    if (await keyDialogs.open()) setCreating(true);
  }

  async function toggle(key: AdminApiKey) {
    setToggling(key.id);
    await runAction({
      method: "PUT",
      path: `${KEYS_PATH}/${key.id}/toggle`,
      body: { isActive: key.isActive === "true" ? "false" : "true" },
      success: statusText.keyStatusUpdated,
      failure: statusText.keyStatusFailed,
      reload: keys.reload,
    });
    setToggling(null);
  }

  const columns: Column<AdminApiKey>[] = [
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
          <ExpiryLine expiresAt={key.expiresAt} date={dates.date} now={now} />
        </div>
      ),
    },
    {
      header: "Last Used",
      cell: (key) => (
        <div className="grid justify-items-start gap-0.5">
          <span className="whitespace-nowrap tabular-nums">{dates.date(key.lastUsedAt, "Never")}</span>
          {key.lastUsedClient ? <LastClient client={key.lastUsedClient} /> : null}
        </div>
      ),
    },
    { header: "Created At", className: "whitespace-nowrap tabular-nums", cell: (key) => dates.date(key.createdAt) },
    {
      header: "Actions",
      align: "right",
      className: "w-px",
      cell: (key) => (
        <RowActions>
          <RowTextButton
            className="w-22 justify-center"
            aria-label={`${key.isActive === "true" ? "Deactivate" : "Activate"} ${key.name}`}
            disabled={toggling === key.id}
            onClick={() => void toggle(key)}
          >
            {key.isActive === "true" ? "Deactivate" : "Activate"}
          </RowTextButton>
          <IconButton label={`Delete ${key.name}`} tone="danger" onClick={() => setDeleting(key)}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </RowActions>
      ),
    },
  ];

  const expired = keys.data?.filter((k) => isExpired(k.expiresAt, now)).length ?? 0;
  // An expired key is refused whatever its switch says: it is not counted as active.
  const active = keys.data?.filter((k) => k.isActive === "true" && !isExpired(k.expiresAt, now)).length ?? 0;
  const { ApiKeyCreateDialog, ApiKeyCreated } = keyDialogs.loaded() ?? {};
  return (
    <section aria-labelledby="api-keys-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <PanelToolbar
        title="API Keys"
        headingId="api-keys-heading"
        summary={
          keys.data
            ? `${keys.data.length} ${keys.data.length === 1 ? "key" : "keys"} · ${active} active${expired ? ` · ${expired} expired` : ""} · integrations send them as "Authorization: Bearer <key>"`
            : "Loading…"
        }
      >
        <Button ref={generateButton} variant="primary" onPointerEnter={keyDialogs.preload} onFocus={keyDialogs.preload} onClick={() => void openCreate()}>
          <Plus aria-hidden="true" size={16} />
          Generate New API Key
        </Button>
      </PanelToolbar>
      <DataTable
        label="API keys"
        columns={columns}
        rows={keys.data}
        rowKey={(key) => key.id}
        loading={keys.loading}
        skeletonRows={SKELETON_ROWS}
        empty={
          <span className="inline-flex items-center gap-2">
            <KeyRound aria-hidden="true" size={16} />
            No API keys yet. Generate one for each integration.
          </span>
        }
        error={keys.error}
        onRetry={() => void keys.reload()}
      />
      {creating && ApiKeyCreateDialog ? (
        <ApiKeyCreateDialog
          onClose={() => setCreating(false)}
          onCreated={async (key) => {
            setCreating(false);
            setCreated(key);
            await keys.reload();
          }}
        />
      ) : null}
      {created && ApiKeyCreated ? <ApiKeyCreated apiKey={created} onClose={() => setCreated(null)} fallbackFocus={generateButton} /> : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={deleting.name}
          extra="Any integration using this key will stop working at once."
          fallbackFocus={generateButton}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await runAction({ method: "DELETE", path: `${KEYS_PATH}/${deleting.id}`, success: text.deleted, failure: text.deleteFailed, reload: keys.reload });
          }}
        />
      ) : null}
    </section>
  );
}

export default island("admin-api-keys", AdminApiKeys, { on: "load" });
