/**
 * Today, at a glance, as the server renders it: the leads waiting against the 24-hour promise, the next steps
 * due and coming, whether notifications get through, drafts and scheduled posts, and the last seven days of
 * visits and leads — each with the link to where it is handled. No script of its own: the page script keeps
 * the promise pills and the dates current.
 */
import { ArrowRight, BellRing, CalendarClock, ChartLine, CircleAlert, CircleCheck, FileText, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { countOf } from "../../shared/admin-format.ts";
import { notificationChannelLabels } from "../../shared/notifications.ts";
import { FOLLOW_UP_HORIZON_DAYS, type OverviewData, type OverviewLead } from "../../shared/overview.ts";
import { LocalDate } from "../frame/shared/local-date.tsx";
import { PromisePill } from "../leads/shared/lead-status-look.tsx";

export const OVERVIEW_PAGE = "/admin/overview";

function Card({
  id,
  title,
  Icon,
  href,
  linkText,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  Icon: typeof Inbox;
  href: string;
  linkText: string;
  tone?: "plain" | "alert";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`flex min-w-0 flex-col rounded-xl border bg-white shadow-sm ${tone === "alert" ? "border-red-200" : "border-slate-200"}`}>
      <h2 id={id} className="m-0 flex items-center gap-2 px-4 pt-4 text-base font-bold text-slate-900 sm:px-5">
        <Icon aria-hidden="true" size={18} className={tone === "alert" ? "text-red-700" : "text-brand-700"} />
        {title}
      </h2>
      <div className="flex-1 px-4 py-3 sm:px-5">{children}</div>
      <a
        href={href}
        className="keyboard-focus flex items-center justify-between gap-2 rounded-b-xl border-t border-slate-100 px-4 py-3 text-sm font-semibold text-brand-700 no-underline hover:bg-slate-50 sm:px-5"
      >
        {linkText}
        <ArrowRight aria-hidden="true" size={16} />
      </a>
    </section>
  );
}

/** A big number with its words; red when it is something overdue. */
function Figure({ value, label, urgent = false }: { value: number; label: string; urgent?: boolean }) {
  const alarming = urgent && value > 0;
  return (
    <p className="m-0 min-w-0">
      <span className={`block text-3xl font-bold tabular-nums leading-tight ${alarming ? "text-red-700" : "text-slate-900"}`}>{value.toLocaleString("en-US")}</span>
      <span className={`block text-sm ${alarming ? "font-medium text-red-800" : "text-slate-600"}`}>{label}</span>
    </p>
  );
}

const leadHref = (id: string) => `/admin/leads?lead=${encodeURIComponent(id)}`;

function LeadName({ lead }: { lead: OverviewLead }) {
  return (
    <a href={leadHref(lead.id)} className="keyboard-focus min-w-0 truncate rounded font-semibold text-slate-900 no-underline hover:text-brand-700 hover:underline">
      {lead.businessName ? `${lead.businessName} · ${lead.name}` : lead.name || "(no name)"}
    </a>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="m-0 text-sm text-slate-500">{children}</p>;
}

function LeadsWaiting({ data, now }: { data: OverviewData; now: number }) {
  const { newLeads, overdueLeads } = data.counts;
  return (
    <Card id="today-leads" title="Leads waiting" Icon={Inbox} href="/admin/leads?status=new" linkText="Open the New leads" tone={overdueLeads > 0 ? "alert" : "plain"}>
      <div className="grid grid-cols-2 gap-3">
        <Figure value={overdueLeads} label="past the 24-hour promise" urgent />
        <Figure value={newLeads - overdueLeads} label="inside the 24 hours" />
      </div>
      {data.waiting.length > 0 ? (
        <ul aria-label="Waiting longest" className="m-0 mt-3 grid list-none gap-2 p-0">
          {data.waiting.map((lead) => (
            <li key={lead.id} className="flex min-w-0 items-center justify-between gap-2 text-sm">
              <LeadName lead={lead} />
              <PromisePill createdAt={lead.createdAt} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No lead is waiting for a first contact.</Empty>
      )}
    </Card>
  );
}

function FollowUps({ data, now }: { data: OverviewData; now: number }) {
  const { followUpsDue, followUpsComing } = data.counts;
  return (
    <Card id="today-follow-ups" title="Follow-ups" Icon={CalendarClock} href="/admin/leads?due=1" linkText="Open the follow-ups due" tone={followUpsDue > 0 ? "alert" : "plain"}>
      <div className="grid grid-cols-2 gap-3">
        <Figure value={followUpsDue} label="due now" urgent />
        <Figure value={followUpsComing} label={`in the next ${FOLLOW_UP_HORIZON_DAYS} days`} />
      </div>
      {data.followUps.length > 0 ? (
        <ul aria-label="Next steps, soonest first" className="m-0 mt-3 grid list-none gap-2 p-0">
          {data.followUps.map((lead) => {
            const due = lead.nextStepAt !== null && Date.parse(lead.nextStepAt) <= now;
            return (
              <li key={lead.id} className="grid min-w-0 gap-0.5 text-sm">
                <LeadName lead={lead} />
                <span className={`text-xs ${due ? "font-semibold text-red-700" : "text-slate-600"}`}>
                  {due ? "Due since " : "Due "}
                  {lead.nextStepAt ? <LocalDate value={lead.nextStepAt} style="weekday-time" /> : null}
                  {lead.nextStep ? ` · ${lead.nextStep}` : ""}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>No next step set for the coming week. Set one in a lead's detail: you get an e-mail when it is due.</Empty>
      )}
    </Card>
  );
}

function Notifications({ data }: { data: OverviewData }) {
  const failing = data.failing;
  return (
    <Card
      id="today-notifications"
      title="Notifications"
      Icon={BellRing}
      href="/admin/notifications"
      linkText={failing.length > 0 ? "See what is failing" : "Open Notifications"}
      tone={failing.length > 0 ? "alert" : "plain"}
    >
      {failing.length > 0 ? (
        <ul className="m-0 grid list-none gap-2 p-0">
          {failing.map((channel) => (
            <li key={channel.channel} className="flex items-start gap-2 text-sm text-red-900">
              <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              <span className="min-w-0 break-words">
                <strong className="font-semibold">{notificationChannelLabels[channel.channel]}:</strong> the latest delivery failed
                {channel.lastError ? <span className="block font-mono text-xs">{channel.lastError}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-0 flex items-center gap-2 text-sm text-emerald-800">
          <CircleCheck aria-hidden="true" size={16} />
          Every channel's latest delivery got through.
        </p>
      )}
    </Card>
  );
}

function Posts({ data }: { data: OverviewData }) {
  const { drafts, scheduled } = data.counts;
  return (
    <Card id="today-posts" title="Posts" Icon={FileText} href="/admin/dashboard?tab=blog-posts&status=draft" linkText="Open the drafts">
      <div className="grid grid-cols-2 gap-3">
        <Figure value={drafts} label={drafts === 1 ? "draft" : "drafts"} />
        <Figure value={scheduled} label="scheduled" />
      </div>
      {data.nextScheduled.length > 0 ? (
        <ul aria-label="Scheduled, soonest first" className="m-0 mt-3 grid list-none gap-1.5 p-0 text-sm">
          {data.nextScheduled.map((post) => (
            <li key={post.id} className="min-w-0 truncate text-slate-700">
              {post.publishedAt ? <LocalDate value={post.publishedAt} style="weekday-time" /> : null} · {post.title}
            </li>
          ))}
        </ul>
      ) : null}
      {data.recentDrafts.length > 0 ? (
        <ul aria-label="Drafts, last worked on first" className="m-0 mt-3 grid list-none gap-1.5 p-0 text-sm">
          {data.recentDrafts.map((post) => (
            <li key={post.id} className="min-w-0 truncate text-slate-700">
              {post.title || "(untitled)"}{" "}
              <span className="text-xs text-slate-500">
                · edited <LocalDate value={post.updatedAt} style="date" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {drafts === 0 && scheduled === 0 ? <Empty>Nothing waiting to be published.</Empty> : null}
    </Card>
  );
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });

function Week({ data }: { data: OverviewData }) {
  const most = Math.max(1, ...data.week.map((d) => d.visits));
  const visits = data.week.reduce((sum, d) => sum + d.visits, 0);
  const leads = data.week.reduce((sum, d) => sum + d.leads, 0);
  return (
    <Card id="today-week" title="Last 7 days" Icon={ChartLine} href="/admin/traffic" linkText="Open Traffic">
      <p className="m-0 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{countOf(visits, "visit", "visits")}</span> and{" "}
        <span className="font-semibold text-slate-900">{countOf(leads, "lead", "leads")}</span> (days in UTC).
      </p>
      <table className="mt-3 w-full border-collapse text-sm">
        <caption className="sr-only">Visits and leads per day, the last 7 days</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visits</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {data.week.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="w-12 py-1 pr-2 text-left text-xs font-medium text-slate-500">
                {DAY_LABEL.format(new Date(`${day.day}T12:00:00Z`))}
              </th>
              <td className="py-1">
                <span className="flex items-center gap-2">
                  {/* An SVG's own attributes draw the bar: the CSP allows no inline style. */}
                  <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-2.5 flex-1 overflow-visible">
                    <rect width="100" height="10" rx="5" className="fill-slate-100" />
                    <rect width={Math.max(2, Math.round((day.visits / most) * 100))} height="10" rx="5" className="fill-brand-500" />
                  </svg>
                  <span className="w-8 text-right tabular-nums text-slate-700">{day.visits}</span>
                </span>
              </td>
              <td className="w-20 py-1 text-right tabular-nums text-slate-700">{countOf(day.leads, "lead", "leads")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="m-0 mt-2 text-xs text-slate-500">Visits leave out bots and browsers that run no JavaScript; leads are every lead received, spam left out.</p>
    </Card>
  );
}

/** The page's one-line summary: what needs doing first. */
export function todaySummary(counts: OverviewData["counts"]): string {
  const parts: string[] = [];
  if (counts.overdueLeads > 0) parts.push(`${countOf(counts.overdueLeads, "lead", "leads")} past the 24-hour promise`);
  const inside = counts.newLeads - counts.overdueLeads;
  if (inside > 0) parts.push(`${countOf(inside, "new lead", "new leads")} to contact`);
  if (counts.followUpsDue > 0) parts.push(`${countOf(counts.followUpsDue, "follow-up", "follow-ups")} due`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Nothing urgent: every lead has been answered and no follow-up is due.";
}

/** undefined when reading it failed: the page says so. */
export function OverviewView({ data }: { data: OverviewData | undefined }) {
  if (!data) {
    return (
      <p role="alert" className="m-0 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        Couldn't load today's overview. Check your connection and try again.
      </p>
    );
  }
  const now = Date.parse(data.readAt);
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="m-0 text-xl font-bold text-slate-900">Today</h2>
        <p className="m-0 mt-0.5 text-sm text-slate-600" data-testid="today-summary">
          {todaySummary(data.counts)}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <LeadsWaiting data={data} now={now} />
        <FollowUps data={data} now={now} />
        <Notifications data={data} />
        <Posts data={data} />
        <Week data={data} />
      </div>
    </div>
  );
}
