/** Funnel reports for tests, as the island sends them by beacon from a desktop Chrome on our page. */
import { expect } from "bun:test";
import type { FunnelEvent } from "../../src/shared/funnel-events.ts";
import type { TestApp } from "../support/test-app.ts";
import { nextIp } from "./admin-support.ts";

/** A desktop Chrome: reports from automated agents are ignored, and these must count. */
export const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export type FunnelReport = FunnelEvent | Record<string, unknown>;

export function funnelBeacon(t: TestApp, body: FunnelReport): Promise<Response> {
  return t.app.request("/api/funnel-events", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": nextIp() },
    body: JSON.stringify(body),
  });
}

/** One report, which must be taken (204). */
export async function sendFunnelReport(t: TestApp, body: FunnelReport): Promise<void> {
  const res = await funnelBeacon(t, body);
  expect(res.status, await res.clone().text()).toBe(204);
}

/** A whole visit: every step shown, then (if it completes) the completion, each report carrying `extra`. */
export async function funnelVisit(t: TestApp, extra: Record<string, unknown>, completes: boolean, businessType = "retail"): Promise<string> {
  const id = crypto.randomUUID();
  await sendFunnelReport(t, { visit: id, event: "view", step: 1, ...extra });
  for (const step of [2, 3, 4, 5]) await sendFunnelReport(t, { visit: id, event: "view", step, businessType, ...extra });
  if (completes) await sendFunnelReport(t, { visit: id, event: "done", step: 5, businessType, ...extra });
  return id;
}
