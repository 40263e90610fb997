/**
 * The Leads tab's actions, hydrated by the first one (admin-actions.ts) — or at once when the address names a lead
 * (?lead=…, the detail a reload or a shared link opens): a lead's detail in a dialog (its code fetched when first
 * wanted; the address follows it, rewritten in place so Back never walks through every lead looked at), a status
 * chosen in the list (sent with the status the owner saw, so a lead moved meanwhile is not moved again), and
 * Delete with its confirmation. Each write shows its toast, then the list region reads itself again.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ConfirmDelete } from "../../../../islands/admin/confirm-delete.tsx";
import { lazyDialog } from "../../../../islands/admin/lazy-dialog.ts";
import { moveLead } from "../../../../islands/admin/lead-actions.ts";
import type { NoteDrafts } from "../../../../islands/admin/lead-notes.tsx";
import { entityText } from "../../../../islands/admin/messages.ts";
import { runAction } from "../../../../islands/admin/submit.ts";
import { island } from "../../../../islands/lib/island.tsx";
import type { AdminLead } from "../../../shared/admin-api.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../../shared/lead-pipeline.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { EXPORT_LINK_ID } from "../shared/lead-ids.ts";

const text = entityText.lead;
const detailDialog = lazyDialog(() => import("../../../../islands/admin/lead-detail-dialog.tsx"));

/** What a row's buttons and select carry. */
type LeadRow = { id: string; name: string; email: string; status: LeadStatus };
const isLeadRow = (item: Record<string, unknown> | undefined): item is LeadRow =>
  typeof item?.id === "string" && typeof item.name === "string" && typeof item.email === "string" && LEAD_STATUSES.includes(item.status as LeadStatus);

/** The open lead, with its row as the list showed it (null when opened from the address alone) and notes typed before an Undo. */
type OpenLead = { id: string; summary: AdminLead | null; drafts?: NoteDrafts };

/** The open lead in the address, rewritten in place (no history entry): a reload reopens it. */
function showLeadInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set("lead", id);
  else url.searchParams.delete("lead");
  window.history.replaceState(window.history.state, "", url);
}

async function changeStatus(lead: LeadRow, to: LeadStatus, select: HTMLElement | undefined) {
  select?.setAttribute("aria-busy", "true");
  const result = await moveLead({ id: lead.id, status: lead.status, firstName: lead.name, lastName: "" }, to);
  // The select shows the choice until the list read after it says where the lead is (a refusal puts it back).
  await refreshAdminList();
  select?.removeAttribute("aria-busy");
  return result;
}

/** Opens a lead's dialog once its code is here, and names the lead in the address. */
function openDetail(setOpen: (open: OpenLead) => void, lead: OpenLead) {
  void detailDialog.open().then((loaded) => {
    if (!loaded) return;
    setOpen(lead);
    showLeadInAddress(lead.id);
  });
}

function LeadActions() {
  const [open, setOpen] = useState<OpenLead | null>(null);
  const [deleting, setDeleting] = useState<Pick<LeadRow, "id" | "name" | "email"> | null>(null);
  // Where the focus goes when the row whose button opened a dialog is gone: Export CSV.
  const exportLink: RefObject<HTMLElement | null> = useRef(null);

  useEffect(() => {
    exportLink.current = document.getElementById(EXPORT_LINK_ID);
    return listenForAdminActions(({ action, item, opener }) => {
      if (action === "open" && typeof item?.id === "string")
        openDetail(setOpen, { id: item.id, summary: typeof item.createdAt === "string" ? (item as unknown as AdminLead) : null });
      else if (action === "delete" && isLeadRow(item)) setDeleting(item);
      else if (action === "status" && isLeadRow(item)) {
        const to = (item as { to?: unknown }).to;
        if (LEAD_STATUSES.includes(to as LeadStatus)) void changeStatus(item, to as LeadStatus, opener);
      }
    });
  }, []);

  function closeDetail() {
    setOpen(null);
    showLeadInAddress(null);
  }

  const Detail = detailDialog.loaded()?.LeadDetailDialog;
  return (
    <>
      {open && Detail ? (
        <Detail
          key={open.id}
          leadId={open.id}
          summary={open.summary}
          onClose={closeDetail}
          onChanged={() => void refreshAdminList()}
          onDelete={(lead) => setDeleting({ id: lead.id, name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email })}
          drafts={open.drafts}
          onReopen={(drafts) => openDetail(setOpen, { ...open, drafts })}
          fallbackFocus={exportLink}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          thing={text.thing}
          itemLabel={`${deleting.name} <${deleting.email}>`}
          fallbackFocus={exportLink}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const done = await runAction({
              method: "DELETE",
              path: `/api/admin/leads/${deleting.id}`,
              success: text.deleted,
              failure: text.deleteFailed,
              reload: refreshAdminList,
            });
            if (done && open?.id === deleting.id) closeDetail();
          }}
        />
      ) : null}
    </>
  );
}

export default island("lead-actions", LeadActions, { on: "event", event: ADMIN_ACTION_EVENT });
