/**
 * A new lead posted to the owner's Slack or Microsoft Teams channel through its incoming webhook (channel
 * "chat"), from the durable outbox like the others. The message names the lead and what it wants, and links to
 * it in the admin; it leaves out the e-mail address and phone number: a channel is read by more people than
 * the owner's inbox, and the admin, behind the password, holds them.
 */
import type { Database } from "../../db/client.ts";
import type { LeadNotificationPayload } from "../../db/queries/leads.ts";
import { tabHref } from "../admin/frame/tabs.ts";
import type { ChatKind } from "../shared/notifications.ts";
import { leadFields, leadHeadline, type NotifiedLead } from "./lead-email.ts";
import { type Deliverer, type OutboxTiming, type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";

/** The fields a chat message shows: what the lead wants, none of its contact details. */
const CHAT_FIELDS = new Set(["Business type", "Biggest challenge", "Main goal", "Contact preference"]);

export interface ChatMessage {
  title: string;
  lines: string[];
  link: { label: string; href: string };
}

export type ChatTarget = { kind: ChatKind; url: string } | null;

/** The note on a row whose chat was turned off before it went out. */
export const CHAT_REMOVED = "not sent: the chat alert was turned off";

/** @example chatMessageForLead(lead, "https://www.example.com").title // "New lead: Rosa's Bakery wants a demo call" */
export function chatMessageForLead(lead: NotifiedLead, siteUrl: string): ChatMessage {
  const lines = leadFields(lead)
    .filter(([label]) => CHAT_FIELDS.has(label))
    .map(([label, value]) => `${label}: ${value}`);
  return { title: leadHeadline(lead), lines, link: { label: "Open the lead", href: `${siteUrl}${tabHref("leads")}?lead=${encodeURIComponent(lead.id)}` } };
}

/** Slack reads &, < and > as markup: a lead's own text must not become a link or a mention. */
function slackText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The body each tool's incoming webhook takes: Slack's `text` (mrkdwn), and for Teams a message with one
 * Adaptive Card, which both its Workflows webhooks and the older connectors accept.
 */
export function chatBody(kind: ChatKind, message: ChatMessage): unknown {
  if (kind === "slack") {
    const lines = message.lines.map(slackText);
    return { text: [`*${slackText(message.title)}*`, ...lines, `<${message.link.href}|${slackText(message.link.label)}>`].join("\n") };
  }
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: message.title, weight: "Bolder", size: "Medium", wrap: true },
            ...message.lines.map((line) => ({ type: "TextBlock", text: line, wrap: true, spacing: "Small" })),
          ],
          actions: [{ type: "Action.OpenUrl", title: message.link.label, url: message.link.href }],
        },
      },
    ],
  };
}

/**
 * One POST of `message`; any 2xx is an acceptance (Slack answers 200 "ok", Teams 200 or 202), anything else
 * an error with the tool's own words.
 */
export async function postChatMessage(target: NonNullable<ChatTarget>, message: ChatMessage, signal: AbortSignal): Promise<{ status: number; answer: string }> {
  const res = await fetch(target.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "BiziAgent-Webhook/1" },
    body: JSON.stringify(chatBody(target.kind, message)),
    // A redirect would carry the lead somewhere nobody configured.
    redirect: "manual",
    signal,
  });
  const answer = (await res.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
  if (!res.ok) throw new Error(`HTTP ${res.status}${answer ? `: ${answer}` : ""}`);
  return { status: res.status, answer };
}

export interface ChatWorkerOptions extends OutboxTiming {
  db: Database;
  siteUrl: string;
  /** Read for each delivery: the owner may have changed or removed it since the lead came in. */
  target: () => Promise<ChatTarget>;
}

/** @example const worker = startChatWorker({ db, siteUrl, target: async () => (await readAlertTargets(db, env)).chat }); */
export function startChatWorker(options: ChatWorkerOptions): OutboxWorker {
  const { db, siteUrl, target, ...timing } = options;
  const deliver: Deliverer = async (payload, { signal }) => {
    const current = await target();
    if (!current) return { note: CHAT_REMOVED };
    await postChatMessage(current, chatMessageForLead((payload as LeadNotificationPayload).lead, siteUrl), signal);
  };
  return startOutboxWorker({ ...timing, db, channel: "chat", label: "chat", deliver });
}
