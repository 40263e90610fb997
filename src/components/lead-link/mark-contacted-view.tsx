/**
 * The page behind the Mark contacted link of the owner's e-mails: a small card naming the lead (first name
 * and business only: whoever holds the link needs no login) with one button, a POST form, so that an
 * e-mail scanner prefetching the link changes nothing; then what happened, or why nothing could. A used or
 * expired link names no one: it opens nothing, so it has no reason to say whose it was.
 * Plain HTML: no script, nothing for the site's CSP to refuse.
 */

import { CircleCheck, Clock3, Hourglass, Link2Off, UserCheck } from "lucide-react";
import type { LinkedLead } from "../../../db/queries/lead-links.ts";
import { tabHref } from "../../admin/frame/tabs.ts";
import { type LeadStatus, leadStatusLabels } from "../../shared/lead-pipeline.ts";
import { LinkPageCard } from "../link-page/link-page-card.tsx";

export type MarkContactedView =
  | { kind: "confirm"; token: string; lead: LinkedLead; expiresAt: Date }
  | { kind: "marked"; lead: LinkedLead; at: Date }
  | { kind: "already"; lead: LinkedLead; status: LeadStatus }
  | { kind: "used"; usedAt: Date }
  | { kind: "expired" }
  | { kind: "invalid" }
  /** Too many dead or invalid links from one address: answered 429 with Retry-After. */
  | { kind: "limited"; retryAfterSeconds: number };

const LEADS_TAB = tabHref("leads");

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (date: Date) => `${WHEN.format(date)} UTC`;

/** "Ana (Taqueria Lopez)", or "Ana" without a business. */
export function leadTitle(lead: Pick<LinkedLead, "firstName" | "businessName">): string {
  const first = lead.firstName.trim() || "This lead";
  return lead.businessName?.trim() ? `${first} (${lead.businessName.trim()})` : first;
}

export function markContactedTitle(view: MarkContactedView): string {
  switch (view.kind) {
    case "confirm":
      return `Mark ${leadTitle(view.lead)} as contacted?`;
    case "marked":
      return `${leadTitle(view.lead)} is marked as contacted`;
    case "already":
      return `${leadTitle(view.lead)} is already ${leadStatusLabels[view.status]}`;
    case "used":
      return "This link was already used";
    case "expired":
      return "This link has expired";
    case "invalid":
      return "This link is not valid";
    case "limited":
      return "Too many links that do not work";
  }
}

/** "1 minute", "12 minutes": a wait rounded up to whole minutes, as the page says it. */
function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? "1 minute" : `${n} minutes`;
}

function LeadsTabLink({ primary = false }: { primary?: boolean }) {
  return (
    <a href={LEADS_TAB} className={`${primary ? "btn-primary" : "btn-secondary"} mt-6 w-full sm:w-auto`}>
      Open the Leads tab
    </a>
  );
}

export function MarkContactedPage({ view }: { view: MarkContactedView }) {
  const title = markContactedTitle(view);
  switch (view.kind) {
    case "confirm":
      return (
        <LinkPageCard centered Icon={UserCheck} tone="brand" title={title}>
          <p className="mt-3 text-base text-slate-600">
            This moves the lead from New to Contacted and stops its reminders. It is recorded in the audit log as done from an e-mail link.
          </p>
          <form method="post" action="/leads/mark-contacted" className="mt-6">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className="btn-primary w-full">
              <CircleCheck aria-hidden="true" size={20} />
              Mark as contacted
            </button>
          </form>
          <p className="mt-4 text-sm text-slate-500">This link works once, until {when(view.expiresAt)}.</p>
        </LinkPageCard>
      );
    case "marked":
      return (
        <LinkPageCard centered Icon={CircleCheck} tone="green" title={title}>
          <p className="mt-3 text-base text-slate-600" role="status">
            Done at {when(view.at)}. Its reminders stop; the Leads tab shows the change.
          </p>
          <LeadsTabLink />
        </LinkPageCard>
      );
    case "already":
      return (
        <LinkPageCard centered Icon={CircleCheck} tone="slate" title={title}>
          <p className="mt-3 text-base text-slate-600">Someone moved it on before you: nothing was changed.</p>
          <LeadsTabLink />
        </LinkPageCard>
      );
    case "used":
      return (
        <LinkPageCard centered Icon={Link2Off} tone="amber" title={title}>
          <p className="mt-3 text-base text-slate-600">It was used at {when(view.usedAt)}. Each link works once: nothing was changed.</p>
          <LeadsTabLink />
        </LinkPageCard>
      );
    case "expired":
      return (
        <LinkPageCard centered Icon={Clock3} tone="amber" title={title}>
          <p className="mt-3 text-base text-slate-600">Links in e-mails work for a limited time. Nothing was changed: update the lead in the Leads tab instead.</p>
          <LeadsTabLink primary />
        </LinkPageCard>
      );
    case "invalid":
      return (
        <LinkPageCard centered Icon={Link2Off} tone="slate" title={title}>
          <p className="mt-3 text-base text-slate-600">
            It may have been cut short: copy the whole link from the e-mail, or update the lead in the Leads tab. Nothing was changed.
          </p>
          <LeadsTabLink primary />
        </LinkPageCard>
      );
    case "limited":
      return (
        <LinkPageCard centered Icon={Hourglass} tone="amber" title={title}>
          <p className="mt-3 text-base text-slate-600">
            This address has opened too many used, expired or broken links. Try again in {minutes(view.retryAfterSeconds)}, or update the lead in the Leads tab. Nothing was
            changed.
          </p>
          <LeadsTabLink primary />
        </LinkPageCard>
      );
  }
}
