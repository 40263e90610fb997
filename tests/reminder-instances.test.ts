/**
 * Reminders with real server processes: two instances of `bun src/server.ts` on one PostgreSQL, reminder
 * marks of a few seconds, leads sent to either. Each instance scans and polls on its own timers, as deployed;
 * each reminder of each lead arrives once in all, at its mark. Prints how late each arrived. Runs in the
 * PostgreSQL pass.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from "./e2e/smtp-receiver.ts";
import { createEmptyDatabase, Deployment, type EmptyDatabase, instanceEnv, nextClientIp, postLead, withSql } from "./support/instances.ts";

const MARKS_MS = [3000, 6000];

describe.skipIf(!process.env.TEST_DATABASE_URL)("reminders from two server processes on one PostgreSQL", () => {
  let database: EmptyDatabase;
  let smtp: SmtpReceiver;
  let site: Deployment;
  const seenAt = new Map<string, number>();
  let watcher: ReturnType<typeof setInterval>;

  beforeAll(async () => {
    database = await createEmptyDatabase(process.env.TEST_DATABASE_URL!, "reminders");
    smtp = await startSmtpReceiver();
    site = await Deployment.start(
      2,
      instanceEnv(database.url, {
        TRUST_PROXY: "true",
        // Production mode requires STARTTLS on smtp://; the test server is plain, on loopback.
        SMTP_URL: `${smtp.url}?requireTLS=false`,
        LEAD_NOTIFY_EMAIL: "owner@example.com",
        MAIL_FROM: "Website <website@example.test>",
        LEAD_REMINDER_MARKS: "3s,6s",
        LEAD_CONFIRMATION_EMAIL: "false",
      }),
    );
    watcher = setInterval(() => {
      for (const m of smtp.messages) {
        const id = m.parsed.headers.get("message-id") ?? "";
        if (!seenAt.has(id)) seenAt.set(id, Date.now());
      }
    }, 10);
  }, 90_000);

  afterAll(async () => {
    clearInterval(watcher);
    site?.kill();
    await smtp?.close();
    await database?.drop();
  });

  test("each reminder of each lead is sent once in all, at its mark", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postLead(site.urls[i % 2]!, { ip: nextClientIp(), n: 7700 + i });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const created = new Map(
      (await withSql(database.url, (sql) => sql<{ id: string; created_at: Date }[]>`select id, created_at from leads where id = any(${ids}::uuid[])`)).map((r) => [
        r.id,
        new Date(r.created_at).getTime(),
      ]),
    );
    const reminders = (id: string): ReceivedMail[] =>
      smtp.messages.filter((m) => m.parsed.headers.get("x-lead-id") === id && m.parsed.headers.get("subject")?.startsWith("Reminder:"));
    const deadline = Date.now() + 30_000;
    while (!ids.every((id) => reminders(id).length >= 2) && Date.now() < deadline) await Bun.sleep(100);
    // Both instances scan (every 750 ms) and poll (every 2 s) again meanwhile: nothing more arrives.
    await Bun.sleep(4000);
    for (const id of ids) {
      expect(
        reminders(id).map((m) => m.parsed.headers.get("message-id")),
        site.log(),
      ).toEqual([`<lead-${id}-reminder-1@www.example.test>`, `<lead-${id}-reminder-2@www.example.test>`]);
    }
    const late = ids.flatMap((id) => reminders(id).map((m, i) => seenAt.get(m.parsed.headers.get("message-id")!)! - (created.get(id)! + MARKS_MS[i]!)));
    console.log(`two server processes, marks 3s,6s: reminders arrived ${late.map((ms) => `+${ms}`).join(", ")} ms after their marks`);
    expect(Math.min(...late)).toBeGreaterThanOrEqual(-20);
    expect(Math.max(...late)).toBeLessThan(3000);
    const rows = await withSql(
      database.url,
      (sql) => sql<{ attempts: number; delivered: boolean }[]>`
        select attempts, delivered_at is not null as delivered from lead_notification_outbox where channel = 'reminder' and lead_id = any(${ids}::uuid[])`,
    );
    expect(rows.map((r) => ({ ...r }))).toEqual(
      ids.flatMap(() => [
        { attempts: 1, delivered: true },
        { attempts: 1, delivered: true },
      ]),
    );
  }, 60_000);
});
