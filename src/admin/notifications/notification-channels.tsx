/**
 * The Notifications tab's channels: e-mail (owner notifications, confirmations to leads, reminders) and the
 * webhook — whether each is configured and where it goes (never a password or secret), how its latest
 * delivery went, and a button that sends a real test now; the server's answer is shown under it.
 */
import { CircleAlert, CircleCheck, Mail, Send, Webhook } from "lucide-react";
import type { ReactNode } from "react";
import { type ChannelHealth, type NotificationChannel, type NotificationSettings, notificationChannelLabels, type TestChannel } from "../../shared/notifications.ts";
import { Badge, Button } from "../frame/shared/ui.tsx";
import { testResultId } from "./shared/notification-ids.ts";

export interface ChannelsProps {
  settings: NotificationSettings;
  channels: ChannelHealth[];
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 sm:pt-0.5">{term}</dt>
      <dd className="m-0 min-w-0 break-words text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** "after 1 hour, 8 hours and 20 hours". */
function listWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** The latest delivery of one channel, in a line. */
function Health({ channel, health }: { channel: NotificationChannel; health: ChannelHealth | undefined }) {
  if (!health) return <span className="text-slate-500">Nothing sent yet</span>;
  if (health.state === "ok") {
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-800">
        <CircleCheck aria-hidden="true" size={16} className="shrink-0" />
        Latest {notificationChannelLabels[channel].toLowerCase()} delivered
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1.5 text-red-800">
      <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
      <span>
        Latest failed: <span className="break-all font-mono text-xs">{health.lastError}</span>
      </span>
    </span>
  );
}

/**
 * The test button (its action for the notification-actions island) and the place the server's answer is shown,
 * announced: the island renders it there.
 */
function TestSend({ channel, label }: { channel: TestChannel; label: string }) {
  return (
    <div className="mt-auto border-t border-slate-100 pt-4">
      <Button data-admin-action="test-send" data-admin-item={JSON.stringify({ channel })}>
        <Send aria-hidden="true" size={16} />
        <span data-button-label="">{label}</span>
      </Button>
      <div role="status" aria-live="polite" id={testResultId(channel)} className="mt-3 empty:mt-0" />
    </div>
  );
}

function ChannelCard({ title, Icon, on, children }: { title: string; Icon: typeof Mail; on: boolean; children: ReactNode }) {
  const id = `channel-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="m-0 inline-flex items-center gap-2 text-base font-bold text-slate-900">
          <Icon aria-hidden="true" size={18} className="text-brand-700" />
          {title}
        </h3>
        <Badge tone={on ? "green" : "slate"}>{on ? "On" : "Not configured"}</Badge>
      </div>
      {children}
    </section>
  );
}

export function NotificationChannels({ settings, channels }: ChannelsProps) {
  const health = (channel: NotificationChannel) => channels.find((c) => c.channel === channel);
  const { email, webhook } = settings;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChannelCard title="E-mail" Icon={Mail} on={email !== null}>
        {email ? (
          <>
            <dl className="m-0 mt-3 mb-4 divide-y divide-slate-100">
              <Row term="Owner e-mails">
                <span className="block">To {email.to.join(", ")}</span>
                <Health channel="email" health={health("email")} />
              </Row>
              <Row term="Confirmations">
                {email.confirmations ? (
                  <>
                    <span className="block">Each lead gets one (at most one a day per address)</span>
                    <Health channel="confirmation" health={health("confirmation")} />
                  </>
                ) : (
                  "Off (LEAD_CONFIRMATION_EMAIL=false)"
                )}
              </Row>
              <Row term="Reminders">
                {email.reminders.length > 0 ? (
                  <>
                    <span className="block">While a lead is New, after {listWords(email.reminders)}</span>
                    <Health channel="reminder" health={health("reminder")} />
                  </>
                ) : (
                  "Off (LEAD_REMINDER_MARKS=off)"
                )}
              </Row>
              <Row term="From">{email.from}</Row>
              <Row term="Server">
                <code className="break-all font-mono text-xs">{email.server}</code>
              </Row>
            </dl>
            <TestSend channel="email" label="Send a test e-mail" />
          </>
        ) : (
          <p className="m-0 mt-3 text-sm text-slate-600">
            Set <code className="font-mono text-xs">SMTP_URL</code>, <code className="font-mono text-xs">LEAD_NOTIFY_EMAIL</code> and{" "}
            <code className="font-mono text-xs">MAIL_FROM</code> to get each lead by e-mail, send leads a confirmation and be reminded of leads still New.
          </p>
        )}
      </ChannelCard>
      <ChannelCard title="Webhook" Icon={Webhook} on={webhook !== null}>
        {webhook ? (
          <>
            <dl className="m-0 mt-3 mb-4 divide-y divide-slate-100">
              <Row term="Posts to">
                <code className="break-all font-mono text-xs">{webhook.target}</code>
                <span className="block">
                  <Health channel="webhook" health={health("webhook")} />
                </span>
              </Row>
              <Row term="Signature">{webhook.signed ? "Signed (X-BiziAgent-Signature)" : "Not signed: set LEAD_WEBHOOK_SECRET"}</Row>
            </dl>
            <TestSend channel="webhook" label="Send a test webhook" />
          </>
        ) : (
          <p className="m-0 mt-3 text-sm text-slate-600">
            Set <code className="font-mono text-xs">LEAD_WEBHOOK_URL</code> to POST each lead as JSON to another system (a CRM, Zapier, Slack).
          </p>
        )}
      </ChannelCard>
    </div>
  );
}
