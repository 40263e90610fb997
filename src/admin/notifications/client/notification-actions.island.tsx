/**
 * The Notifications tab's actions, hydrated by the first one (admin-actions.ts): Save of an alert form (and New
 * secret for the webhook), Send a test (e-mail, webhook or chat) — the button waits, then the server's answer is shown under it, where the server left a place for it
 * (outside the list region, so no swap removes it) — and Resend on a failing delivery: its toast, then the list
 * region reads itself again.
 */
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { toastError, toastSuccess } from "../../../../islands/admin/messages.ts";
import { redirectIfUnauthorized } from "../../../../islands/admin/session.ts";
import { AdminApiError, adminRequest } from "../../../../islands/lib/admin-api.ts";
import { island } from "../../../../islands/lib/island.tsx";
import { TEST_CHANNELS, type TestChannel, type TestSendResult } from "../../../shared/notifications.ts";
import { listenForAdminActions, refreshAdminList } from "../../frame/client/admin-actions.ts";
import { markBusy } from "../../frame/client/busy-button.ts";
import { ADMIN_ACTION_EVENT } from "../../frame/shared/admin-events.ts";
import { ALERTS_CHANGED_EVENT, alertFormAction, testResultId } from "../shared/notification-ids.ts";
import { clearAlertErrors, showAlertErrors } from "./alert-form-errors.ts";

export const resendText = {
  queued: (what: string) => `${what} queued: it goes out within a few seconds`,
  failed: "Failed to queue it again",
} as const;

export const alertsText = {
  saved: "Alerts saved",
  failed: "Failed to save the alerts",
  newSecret: "New signing secret made: give it to the receiver",
} as const;

/**
 * Saves one alert form's fields (or asks for a new webhook secret), then the settings section reads itself
 * again from the server; the server's field errors are shown beside their fields.
 */
async function saveAlerts(body: Record<string, unknown>, button: HTMLElement | undefined, saved: string, clearAnswers: () => void) {
  const form = button?.closest("form");
  const done = markBusy(button, "Saving…");
  clearAlertErrors(form);
  try {
    await adminRequest("PUT", "/api/admin/notifications/alerts", body);
    toastSuccess(saved);
    // The section is read again and merged: the test answers React put in it go first, or the merge would take
    // them from under React and its next render would fail.
    flushSync(clearAnswers);
    window.dispatchEvent(new CustomEvent(ALERTS_CHANGED_EVENT));
  } catch (e) {
    if (redirectIfUnauthorized(e)) return;
    const shown = e instanceof AdminApiError && showAlertErrors(form, e.issues);
    const reason = e instanceof AdminApiError ? e.serverMessage : undefined;
    toastError(reason && !shown ? `${alertsText.failed}: ${reason}` : alertsText.failed);
  } finally {
    done();
  }
}

const isTestChannel = (value: unknown): value is TestChannel => TEST_CHANNELS.includes(value as TestChannel);

async function testSend(channel: TestChannel, button: HTMLElement | undefined): Promise<TestSendResult> {
  const done = markBusy(button, "Sending…");
  try {
    return await adminRequest<TestSendResult>("POST", "/api/admin/notifications/test", { channel });
  } catch (e) {
    if (redirectIfUnauthorized(e)) return { ok: false, message: "Your session ended: log in again." };
    return { ok: false, message: e instanceof AdminApiError ? (e.serverMessage ?? e.message) : "The request failed. Check your connection and try again." };
  } finally {
    done();
  }
}

async function resend(item: Record<string, unknown>, button: HTMLElement | undefined) {
  const done = markBusy(button, "Resending…");
  try {
    await adminRequest("POST", "/api/admin/notifications/resend", { leadId: item.leadId, channel: item.channel, mark: item.mark });
    toastSuccess(resendText.queued(String(item.what ?? "Notification")));
    await refreshAdminList();
  } catch (e) {
    if (!redirectIfUnauthorized(e)) toastError(e instanceof AdminApiError && e.serverMessage ? `${resendText.failed}: ${e.serverMessage}` : resendText.failed);
  } finally {
    done();
  }
}

function Answer({ channel, result }: { channel: TestChannel; result: TestSendResult }) {
  return (
    <p
      className={`m-0 flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
      data-testid={`test-${channel}-result`}
    >
      {result.ok ? <CircleCheck aria-hidden="true" size={16} className="mt-0.5 shrink-0" /> : <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />}
      <span className="min-w-0 break-words">
        <strong className="font-semibold">{result.ok ? "Sent. " : "Not sent. "}</strong>
        {result.message}
      </span>
    </p>
  );
}

function NotificationActions() {
  const [answers, setAnswers] = useState<Partial<Record<TestChannel, TestSendResult>>>({});

  useEffect(() => {
    const clearAnswers = () => setAnswers({});
    return listenForAdminActions(({ action, item, opener }) => {
      if (action === "test-send" && isTestChannel(item?.channel)) {
        const channel = item.channel;
        setAnswers((shown) => ({ ...shown, [channel]: undefined }));
        void testSend(channel, opener).then((result) => setAnswers((shown) => ({ ...shown, [channel]: result })));
      } else if (action === "resend" && item) void resend(item, opener);
      else if (action === alertFormAction && item) void saveAlerts(item, opener, alertsText.saved, clearAnswers);
      else if (action === "new-webhook-secret") void saveAlerts({ newWebhookSecret: true }, opener, alertsText.newSecret, clearAnswers);
    });
  }, []);

  return (
    <>
      {TEST_CHANNELS.map((channel) => {
        const result = answers[channel];
        const place = typeof document === "undefined" ? null : document.getElementById(testResultId(channel));
        return result && place ? createPortal(<Answer channel={channel} result={result} />, place, channel) : null;
      })}
    </>
  );
}

export default island("notification-actions", NotificationActions, { on: "event", event: ADMIN_ACTION_EVENT });
