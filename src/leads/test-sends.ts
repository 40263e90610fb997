/**
 * The Notifications view's "Send a test e-mail", "Send a test webhook" and "Send a test message": one real
 * send, now, through the configured SMTP server, to the webhook, or to the Slack or Teams channel, bounded by a timeout, answered with what the server
 * said — its acceptance, or its error — so the owner learns whether notifications get through before a
 * lead depends on it. Nothing is queued: a failed test is not retried.
 */
import type { SiteIdentity } from "../content/identity.ts";
import { chatKindLabels, type TestSendResult } from "../shared/notifications.ts";
import { type ChatTarget, postChatMessage } from "./chat-outbox.ts";
import { smtpTransport } from "./email-outbox.ts";
import type { LeadEmailSettings } from "./email-settings.ts";
import { oneLine } from "./lead-email.ts";
import { SIGNATURE_HEADER, signPayload } from "./webhook-outbox.ts";

/**
 * Longer than a healthy server needs, and inside the request deadline (4.5 s), so the owner reads the
 * server's answer or this timeout, never the site's generic 503.
 */
export const TEST_SEND_TIMEOUT_MS = 4000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** An error as one short line, without anything that looks like a password in a URL. */
function describe(error: unknown): string {
  const message = oneLine(error instanceof Error ? error.message : String(error)).replace(/\/\/[^/@\s]+@/g, "//…@");
  return message.slice(0, 300) || "Unknown error";
}

/**
 * @example const result = await sendTestEmail(env.leadEmail, targets.emails.to, env.identity, env.siteUrl); result.ok
 */
export async function sendTestEmail(settings: LeadEmailSettings, to: string[], identity: SiteIdentity, siteUrl: string, timeoutMs = TEST_SEND_TIMEOUT_MS): Promise<TestSendResult> {
  const transport = smtpTransport(settings.smtp);
  const sentAt = new Date();
  try {
    const info = (await within(
      transport.sendMail({
        from: settings.from,
        to,
        subject: `Test e-mail from ${identity.name}: lead notifications reach you`,
        text: [
          `This is a test from the Notifications tab of ${siteUrl}/admin/dashboard, sent ${sentAt.toUTCString()}.`,
          "",
          `New leads, and reminders of leads still New, are sent to ${to.join(", ")} this same way.`,
          "",
        ].join("\n"),
        headers: { "Auto-Submitted": "auto-generated" },
      }),
      timeoutMs,
      "the SMTP server",
    )) as { accepted?: unknown[]; rejected?: unknown[]; response?: string };
    const accepted = (info.accepted ?? []).map(String);
    const refused = (info.rejected ?? []).map(String);
    const reply = info.response ? ` (${oneLine(info.response).slice(0, 200)})` : "";
    if (accepted.length === 0) return { ok: false, message: `The SMTP server accepted no recipient${refused.length ? `; it refused ${refused.join(", ")}` : ""}${reply}` };
    const partly = refused.length > 0 ? `; it refused ${refused.join(", ")}` : "";
    return { ok: true, message: `Accepted by the SMTP server for ${accepted.join(", ")}${partly}${reply}` };
  } catch (error) {
    return { ok: false, message: describe(error) };
  } finally {
    transport.close();
  }
}

/**
 * POSTs `{ "event": "test", … }` to the webhook, signed like a lead when there is a secret.
 * @example const result = await sendTestWebhook(env.leadWebhookUrl, env.leadWebhookSecret, env.siteUrl);
 */
export async function sendTestWebhook(url: string, secret: string | undefined, siteUrl: string, timeoutMs = TEST_SEND_TIMEOUT_MS): Promise<TestSendResult> {
  const body = JSON.stringify({ event: "test", sentAt: new Date().toISOString(), site: siteUrl });
  const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "BiziAgent-Webhook/1" };
  if (secret) headers[SIGNATURE_HEADER] = signPayload(secret, body, Math.floor(Date.now() / 1000));
  try {
    const res = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    const answer = oneLine((await res.text().catch(() => "")).slice(0, 200));
    const said = answer ? `: ${answer}` : "";
    if (res.ok) return { ok: true, message: `Accepted: HTTP ${res.status}${said}` };
    // Like a lead's delivery, a redirect is not followed, so it is not an acceptance either.
    return { ok: false, message: `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}${said}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, message: timedOut ? `No answer from the webhook within ${timeoutMs / 1000} s` : describe(error) };
  }
}

/**
 * Posts a test message to the Slack or Teams channel, in the format its leads will have.
 * @example const result = await sendTestChat(targets.chat, identity, env.siteUrl);
 */
export async function sendTestChat(target: NonNullable<ChatTarget>, identity: SiteIdentity, siteUrl: string, timeoutMs = TEST_SEND_TIMEOUT_MS): Promise<TestSendResult> {
  const message = {
    title: `Test from ${identity.name}: new leads will be posted here`,
    lines: [`Sent from the Notifications tab at ${new Date().toUTCString()}.`],
    link: { label: "Open the Notifications tab", href: `${siteUrl}/admin/notifications` },
  };
  try {
    const { status, answer } = await postChatMessage(target, message, AbortSignal.timeout(timeoutMs));
    return { ok: true, message: `Accepted by ${chatKindLabels[target.kind]}: HTTP ${status}${answer ? `: ${oneLine(answer)}` : ""}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { ok: false, message: timedOut ? `No answer from ${chatKindLabels[target.kind]} within ${timeoutMs / 1000} s` : describe(error) };
  }
}
