/** Runs a confirmation worker on `t` until the message to `address` reached the SMTP test server, then stops it. */
import { startMailWorker } from "../../src/leads/email-outbox.ts";
import { confirmationComposer } from "../../src/leads/mail-channels.ts";
import type { SmtpReceiver } from "../e2e/smtp-receiver.ts";
import type { TestApp } from "./test-app.ts";

/** The message to `address`, or undefined after 10 s. */
export async function deliverConfirmation(t: TestApp, smtp: SmtpReceiver, address: string, siteUrl: string) {
  const worker = startMailWorker({
    db: t.deps.db,
    settings: t.deps.env.leadEmail!,
    channel: "confirmation",
    label: "confirmation",
    compose: confirmationComposer(t.deps.env.identity, siteUrl),
    pollMs: 10,
    log: () => {},
  });
  const find = () => smtp.messages.find((m) => m.envelope.to.includes(address));
  try {
    const deadline = Date.now() + 10_000;
    while (!find() && Date.now() < deadline) await Bun.sleep(20);
  } finally {
    await worker.stop();
  }
  return find();
}
