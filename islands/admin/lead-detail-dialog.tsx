/**
 * One lead, everything about it, in the admin's modal dialog (focus kept inside, Escape closes, focus
 * back to what opened it): its status (changed here as in the list) with the history of every change,
 * its age against the 24-hour promise or how long its first contact took, how to reach it, its answers
 * in words, its plan of interest and recommendation, where its visit came from, the repeat and spam
 * flags, its next step (with a reminder) and deal value, and its timeline of notes and logged calls and
 * e-mails. Export data downloads everything stored about the person (a data-access
 * request); Delete asks first. Fetched when first opened, so the list ships none of it.
 */
import { Download, ExternalLink, Mail, Phone, Trash2 } from "lucide-react";
import { type ReactNode, type RefObject, useCallback, useEffect, useState } from "react";
import { Badge, Button, buttonClass } from "../../src/admin/frame/shared/ui.tsx";
import { LeadFollowUp } from "../../src/admin/leads/client/lead-follow-up.tsx";
import { LeadCall } from "../../src/admin/leads/shared/lead-call.tsx";
import { PromisePill, statusDot } from "../../src/admin/leads/shared/lead-status-look.tsx";
import type { AdminLead } from "../../src/shared/admin-api.ts";
import { type LeadDetail, type LeadNote, waitText } from "../../src/shared/lead-admin.ts";
import { businessTypeCopy, contactPreferenceCopy, goalCopy, painPointCopy } from "../../src/shared/lead-options.ts";
import { type LeadStatus, leadStatusLabels, RESPONSE_PROMISE_HOURS } from "../../src/shared/lead-pipeline.ts";
import { type PlanInterest, planInterestCopy } from "../../src/shared/plan-interest.ts";
import { AdminApiError, adminGet } from "../lib/admin-api.ts";
import { Dialog, DialogBody, useDialogClose } from "./dialog.tsx";
import { leadName, leadText, moveLead } from "./lead-actions.ts";
import { hasNoteDrafts, LeadNotes, NO_NOTE_DRAFTS, type NoteDrafts } from "./lead-notes.tsx";
import { LeadStatusSelect } from "./lead-status.tsx";
import { redirectIfUnauthorized } from "./session.ts";
import { useTableDates } from "./table-dates.ts";

export interface LeadDetailDialogProps {
  leadId: string;
  /** The row as the list has it, shown while the rest loads; null when opened from the address alone. */
  summary: AdminLead | null;
  onClose: () => void;
  /** After a status change: the list and the numbers are read again. */
  onChanged: () => void;
  onDelete: (lead: AdminLead) => void;
  /** Notes typed before a close, brought back by its Undo. */
  drafts?: NoteDrafts;
  /** Opens the dialog again with the notes a close let go: the discard toast's Undo. */
  onReopen?: (drafts: NoteDrafts) => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

type Load = { state: "loading" } | { state: "ready"; detail: LeadDetail } | { state: "gone" } | { state: "failed" };

function Section({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 ${className}`}>
      <h3 className="m-0 mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value rows, dense, side by side (a narrower label column on a phone). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="m-0 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-x-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="m-0 min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const none = <span className="text-slate-400">—</span>;

function PlanLink({ plan }: { plan: PlanInterest | null }) {
  if (!plan) return none;
  const copy = planInterestCopy[plan];
  if (!copy) return <>{plan}</>;
  return (
    <a href={copy.href} target="_blank" rel="noopener" className="keyboard-focus inline-flex items-center gap-1 rounded text-brand-700 hover:underline">
      {copy.label}
      <ExternalLink aria-hidden="true" size={12} />
      <span className="sr-only">(opens the plan's page in a new tab)</span>
    </a>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function Header({
  lead,
  now,
  callZone,
  onStatus,
  moving,
}: {
  lead: AdminLead;
  now: number;
  /** The owner's zone for a booked call's time: known once the detail is read. */
  callZone: string | null;
  onStatus: (to: LeadStatus) => void;
  moving: boolean;
}) {
  const dates = useTableDates();
  const waited = lead.firstContactedAt ? (Date.parse(lead.firstContactedAt) - Date.parse(lead.createdAt)) / 1000 : null;
  const kept = waited !== null && waited <= RESPONSE_PROMISE_HOURS * 3600;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200/70">
      <label htmlFor="lead-detail-status" className="text-sm font-medium text-slate-700">
        Status
      </label>
      <LeadStatusSelect id="lead-detail-status" status={lead.status} label={`Status of ${leadName(lead)}`} pending={moving} onChange={onStatus} />
      {lead.status === "new" ? <PromisePill createdAt={lead.createdAt} now={now} /> : null}
      {callZone ? <LeadCall callAt={lead.callAt} zone={callZone} now={now} /> : null}
      {waited !== null ? (
        <span className="text-sm text-slate-600">
          First contacted {dates.dateTime(lead.firstContactedAt)},{" "}
          <span className={kept ? "font-medium text-emerald-800" : "font-medium text-red-700"}>{`${waitText(waited)} after it came in`}</span>
        </span>
      ) : null}
      <span className="flex gap-1.5 sm:ml-auto">
        {lead.isRepeat ? <Badge tone="blue">Repeat · same e-mail within 30 days</Badge> : null}
        {lead.isSpam ? <Badge tone="red">Spam</Badge> : null}
      </span>
    </div>
  );
}

function History({ lead, detail }: { lead: AdminLead; detail: LeadDetail }) {
  const dates = useTableDates();
  return (
    <ol className="m-0 grid list-none gap-0 p-0 text-sm" aria-label="Status history, oldest first">
      <li className="flex gap-3 pb-2">
        <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${statusDot.new}`} />
        <span className="min-w-0">
          <span className="font-medium text-slate-900">Received</span>
          <span className="block text-xs text-slate-500">{dates.dateTime(lead.createdAt)} · from the funnel</span>
        </span>
      </li>
      {detail.history.map((entry) => (
        <li key={entry.id} className="flex gap-3 pb-2">
          <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${statusDot[entry.to]}`} />
          <span className="min-w-0">
            <span className="font-medium text-slate-900">
              {leadStatusLabels[entry.from]} → {leadStatusLabels[entry.to]}
            </span>
            <span className="block text-xs text-slate-500">
              {dates.dateTime(entry.at)} · {entry.by}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Close is Escape and ×: it closes at once, and a note typed and not saved gets the discard toast's Undo. */
function CloseButton() {
  const requestClose = useDialogClose();
  return (
    <Button variant="primary" onClick={() => requestClose()}>
      Close
    </Button>
  );
}

/** The lead could not be read: says so, with Retry. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="m-0 text-sm text-slate-700">
      {leadText.loadFailed}{" "}
      <button type="button" className="keyboard-focus rounded font-semibold text-brand-700 underline" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

/** The time, read again every 30 seconds: the promise pill of a lead left open keeps counting. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function LeadDetailDialog({ leadId, summary, onClose, onChanged, onDelete, drafts: keptDrafts = NO_NOTE_DRAFTS, onReopen, fallbackFocus }: LeadDetailDialogProps) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [moving, setMoving] = useState(false);
  const [drafts, setDrafts] = useState(keptDrafts);
  const now = useNow();
  const dates = useTableDates();

  const read = useCallback(async () => {
    try {
      setLoad({ state: "ready", detail: await adminGet<LeadDetail>(`/api/admin/leads/${leadId}`) });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      if (error instanceof AdminApiError && error.status === 404) return setLoad({ state: "gone" });
      console.error(`Loading lead ${leadId} failed:`, error);
      setLoad({ state: "failed" });
    }
  }, [leadId]);

  useEffect(() => {
    void read();
  }, [read]);

  const detail = load.state === "ready" ? load.detail : null;
  const lead = detail?.lead ?? summary;

  async function changeStatus(to: LeadStatus) {
    if (!lead || to === lead.status) return;
    setMoving(true);
    const result = await moveLead(lead, to);
    if (result !== null) {
      await read();
      onChanged();
    }
    setMoving(false);
  }

  /** The next step or deal value saved: the detail shows the lead as the server now has it, and the list reads itself again. */
  function followUpSaved(saved: AdminLead) {
    setLoad((current) => (current.state === "ready" ? { state: "ready", detail: { ...current.detail, lead: saved } } : current));
    onChanged();
  }

  const setNotes = (change: (notes: LeadNote[]) => LeadNote[]) =>
    setLoad((current) => (current.state === "ready" ? { state: "ready", detail: { ...current.detail, notes: change(current.detail.notes) } } : current));

  const title = lead ? leadName(lead) : "Lead";
  const description = lead ? `${lead.businessName ? `${lead.businessName} · ` : ""}received ${dates.dateTime(lead.createdAt)}` : undefined;

  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      size="lg"
      unsaved={hasNoteDrafts(drafts)}
      onUndoDiscard={onReopen ? () => onReopen(drafts) : undefined}
      fallbackFocus={fallbackFocus}
      testId="lead-detail"
    >
      <DialogBody>
        {load.state === "gone" ? (
          <p className="m-0 text-sm text-slate-700">{leadText.gone}</p>
        ) : load.state === "failed" && !lead ? (
          <LoadFailed onRetry={() => void read()} />
        ) : lead ? (
          <div className="grid gap-5">
            <Header lead={lead} now={now} callZone={detail?.callZone ?? null} onStatus={(to) => void changeStatus(to)} moving={moving} />
            {detail ? <LeadFollowUp key={`${lead.id}-${lead.nextStepAt}-${lead.dealValueMinor}`} lead={lead} onSaved={followUpSaved} /> : null}
            <div className="grid gap-5 md:grid-cols-2">
              <Section title="Contact">
                <div className="flex flex-wrap gap-2">
                  <a href={`mailto:${lead.email}`} className={`${buttonClass.secondary} max-w-full`}>
                    <Mail aria-hidden="true" size={16} />
                    <span className="truncate">{lead.email}</span>
                  </a>
                  {lead.phone ? (
                    <a href={telHref(lead.phone)} className={buttonClass.secondary}>
                      <Phone aria-hidden="true" size={16} />
                      {lead.phone}
                    </a>
                  ) : (
                    <span className="inline-flex h-10 items-center text-sm text-slate-500">No phone given</span>
                  )}
                </div>
                <p className="m-0 mt-2 text-sm text-slate-600">
                  Prefers: <span className="font-medium text-slate-900">{contactPreferenceCopy[lead.contactPreference]?.label ?? lead.contactPreference}</span>
                </p>
              </Section>
              <Section title="Answers">
                <Facts
                  rows={[
                    ["Business", lead.businessName || none],
                    ["Business type", businessTypeCopy[lead.businessType]?.label ?? lead.businessType],
                    ["Pain point", painPointCopy[lead.painPoint]?.label ?? lead.painPoint],
                    ["Goal", goalCopy[lead.goals]?.label ?? lead.goals],
                  ]}
                />
              </Section>
              <Section title="Plan">
                <Facts
                  rows={[
                    ["Interested in", <PlanLink key="interest" plan={lead.planInterest} />],
                    ["Recommended", <PlanLink key="recommended" plan={lead.recommendedPlan} />],
                  ]}
                />
              </Section>
              <Section title="Source">
                <Facts
                  rows={[
                    [
                      "Landing page",
                      lead.landingPage ? (
                        <span key="landing" className="font-mono text-[13px]">
                          {lead.landingPage}
                        </span>
                      ) : (
                        none
                      ),
                    ],
                    ["Referrer", lead.referrerHost || none],
                    ["UTM", lead.utmSource || lead.utmMedium || lead.utmCampaign ? [lead.utmSource, lead.utmMedium, lead.utmCampaign].map((v) => v || "—").join(" / ") : none],
                  ]}
                />
              </Section>
            </div>
            <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <Section title="Status history">{detail ? <History lead={lead} detail={detail} /> : <p className="m-0 text-sm text-slate-500">Loading…</p>}</Section>
              <Section title="Timeline">
                {detail ? (
                  <LeadNotes
                    leadId={lead.id}
                    notes={detail.notes}
                    onAdded={(note) => setNotes((notes) => [note, ...notes])}
                    onEdited={(note) => setNotes((notes) => notes.map((n) => (n.id === note.id ? note : n)))}
                    initialDrafts={keptDrafts}
                    onDrafts={setDrafts}
                  />
                ) : load.state === "failed" ? (
                  <LoadFailed onRetry={() => void read()} />
                ) : (
                  <p className="m-0 text-sm text-slate-500">Loading…</p>
                )}
              </Section>
            </div>
            {lead.status === "new" ? null : <p className="m-0 text-xs text-slate-500">{`In ${leadStatusLabels[lead.status]} since ${dates.dateTime(lead.statusChangedAt)}.`}</p>}
          </div>
        ) : (
          <p className="m-0 text-sm text-slate-500">Loading…</p>
        )}
      </DialogBody>
      <div className="flex items-center justify-end gap-2 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        {lead ? (
          <>
            <Button variant="ghost" className="mr-auto px-3 text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onDelete(lead)}>
              <Trash2 aria-hidden="true" size={16} />
              {/* On a phone the three buttons share one row: the words that do not fit are still read out. */}
              <span className="max-sm:sr-only">Delete lead</span>
            </Button>
            <a href={`/api/admin/leads/${lead.id}/export`} download className={`${buttonClass.secondary} px-3`}>
              <Download aria-hidden="true" size={16} />
              <span>
                Export<span className="max-sm:sr-only"> data (JSON)</span>
              </span>
            </a>
          </>
        ) : null}
        <CloseButton />
      </div>
    </Dialog>
  );
}
