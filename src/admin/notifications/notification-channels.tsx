/**
 * The Notifications tab's channels: e-mail (owner notifications, confirmations to leads, reminders), the
 * webhook and a Slack or Teams chat — where each goes, set here by the owner or shown as set by the server
 * (never a password, nor a secret the host set), how its latest delivery went, and a button that sends a real
 * test now; the server's answer is shown under it. Whether the server can send e-mail at all is said plainly.
 */
import { CircleAlert, CircleCheck, Mail, MessageSquare, Send, Webhook } from "lucide-react";
import type { ReactNode } from "react";
import {
  CHAT_KINDS,
  type ChannelHealth,
  chatKindLabels,
  type NotificationChannel,
  type NotificationSettings,
  notificationChannelLabels,
  type TestChannel,
} from "../../shared/notifications.ts";
import { Badge, Button, RowTextButton } from "../frame/shared/ui.tsx";
import { AlertForm, AlertSelectField, AlertTextField, SetByServer } from "./alert-fields.tsx";
import { testResultId } from "./shared/notification-ids.ts";

export interface ChannelsProps {
  settings: NotificationSettings;
  channels: ChannelHealth[];
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3 lg:grid-cols-1 lg:gap-0.5">
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

function CannotSend() {
  return (
    <p className="m-0 mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20">
      <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
      <span>
        <strong className="font-semibold">This server cannot send e-mail yet.</strong> Ask your host to set <code className="font-mono text-xs">SMTP_URL</code> (the mail server,
        for example <code className="break-all font-mono text-xs">smtps://user:password@mail.example.com:465</code>) and <code className="font-mono text-xs">MAIL_FROM</code> (a
        sender address that server accepts). The addresses you save here get e-mails from then on.
      </span>
    </p>
  );
}

function EmailCard({ settings, health }: { settings: NotificationSettings; health: (channel: NotificationChannel) => ChannelHealth | undefined }) {
  const { mail, email } = settings;
  const on = mail !== null && email.to.length > 0;
  return (
    <ChannelCard title="E-mail" Icon={Mail} on={on}>
      {mail ? (
        <p className="m-0 mt-1 text-sm text-slate-600">
          Sent from {mail.from} through <code className="break-all font-mono text-xs">{mail.server}</code>
        </p>
      ) : (
        <CannotSend />
      )}
      {email.source === "server" ? (
        <SetByServer variable="LEAD_NOTIFY_EMAIL">New leads go to {email.to.join(", ")}</SetByServer>
      ) : (
        <AlertForm name="E-mail alerts">
          <AlertTextField
            field="emails"
            label="Send new leads to"
            value={email.to.join(", ")}
            placeholder="you@example.com"
            autoComplete="email"
            hint="One or more addresses, separated by commas. Reminders of leads still New and security notices go there too."
          />
        </AlertForm>
      )}
      {mail ? (
        <dl className="m-0 mt-3 mb-4 divide-y divide-slate-100">
          <Row term="Owner e-mails">{email.to.length > 0 ? <Health channel="email" health={health("email")} /> : "Off: no address yet"}</Row>
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
            ) : email.to.length === 0 ? (
              "Off: no address yet"
            ) : (
              "Off (LEAD_REMINDER_MARKS=off)"
            )}
          </Row>
          <Row term="Follow-ups">
            {email.to.length > 0 ? (
              <>
                <span className="block">When a next step you set on a lead is due</span>
                <Health channel="follow-up" health={health("follow-up")} />
              </>
            ) : (
              "Off: no address yet"
            )}
          </Row>
        </dl>
      ) : null}
      {on ? <TestSend channel="email" label="Send a test e-mail" /> : null}
    </ChannelCard>
  );
}

function WebhookCard({ settings, health }: { settings: NotificationSettings; health: (channel: NotificationChannel) => ChannelHealth | undefined }) {
  const { webhook } = settings;
  return (
    <ChannelCard title="Webhook" Icon={Webhook} on={webhook !== null}>
      <p className="m-0 mt-1 text-sm text-slate-600">Each lead is POSTed as JSON to another system (a CRM, Zapier, Make).</p>
      {webhook?.source === "server" ? (
        <SetByServer variable="LEAD_WEBHOOK_URL">
          Posts to <code className="break-all font-mono text-xs">{webhook.target}</code>
        </SetByServer>
      ) : (
        <AlertForm name="Webhook">
          <AlertTextField
            field="webhookUrl"
            label="Webhook address"
            type="url"
            value={webhook?.url ?? ""}
            placeholder="https://hooks.example.com/…"
            hint="Leave it empty to turn the webhook off."
          />
        </AlertForm>
      )}
      {webhook ? (
        <dl className="m-0 mt-3 mb-4 divide-y divide-slate-100">
          <Row term="Latest">
            <Health channel="webhook" health={health("webhook")} />
          </Row>
          <Row term="Signature">
            {webhook.secret ? (
              <>
                <span className="block">Signed (X-BiziAgent-Signature) with this secret; give it to the receiver:</span>
                <code className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs" data-testid="webhook-secret">
                  {webhook.secret}
                </code>
                <RowTextButton className="mt-1" data-admin-action="new-webhook-secret">
                  <span data-button-label="">New secret</span>
                </RowTextButton>
              </>
            ) : webhook.signed ? (
              "Signed (X-BiziAgent-Signature)"
            ) : (
              "Not signed: set LEAD_WEBHOOK_SECRET"
            )}
          </Row>
        </dl>
      ) : null}
      {webhook ? <TestSend channel="webhook" label="Send a test webhook" /> : null}
    </ChannelCard>
  );
}

function ChatCard({ settings, health }: { settings: NotificationSettings; health: (channel: NotificationChannel) => ChannelHealth | undefined }) {
  const { chat } = settings;
  return (
    <ChannelCard title="Slack or Teams" Icon={MessageSquare} on={chat !== null}>
      <p className="m-0 mt-1 text-sm text-slate-600">A message in a channel for each lead: what it wants and a link to it (no e-mail address or phone).</p>
      <AlertForm name="Slack or Teams">
        <AlertSelectField
          field="chatKind"
          label="Post to"
          value={chat?.kind ?? "slack"}
          choices={CHAT_KINDS.map((kind) => [kind, chatKindLabels[kind]])}
          hint="The tool the address below belongs to."
        />
        <AlertTextField
          field="chatUrl"
          label="Incoming webhook address"
          type="url"
          value={chat?.url ?? ""}
          placeholder="https://hooks.slack.com/services/…"
          hint="Slack: add the Incoming WebHooks app to a channel. Teams: the channel's Workflows, “Post to a channel when a webhook request is received”. Empty turns it off."
        />
      </AlertForm>
      {chat ? (
        <dl className="m-0 mt-3 mb-4 divide-y divide-slate-100">
          <Row term="Latest">
            <Health channel="chat" health={health("chat")} />
          </Row>
        </dl>
      ) : null}
      {chat ? <TestSend channel="chat" label="Send a test message" /> : null}
    </ChannelCard>
  );
}

export function NotificationChannels({ settings, channels }: ChannelsProps) {
  const health = (channel: NotificationChannel) => channels.find((c) => c.channel === channel);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <EmailCard settings={settings} health={health} />
      <WebhookCard settings={settings} health={health} />
      <ChatCard settings={settings} health={health} />
    </div>
  );
}
