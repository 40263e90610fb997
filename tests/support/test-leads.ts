/**
 * Leads for the request tests: posted to POST /api/leads as the funnel sends them, or stored directly
 * (storeLead), as a test that is not about the request wants them. Not in tests/api/lead-support.ts, which
 * the browser tests load under Node: this module needs bun:test and the database's queries.
 */
import { expect } from "bun:test";
import type { Database } from "../../db/client.ts";
import { type NewLead, storeLead } from "../../db/queries/leads.ts";
import type { OutboxChannel } from "../../db/schema/index.ts";
import type { Recommendation } from "../../src/shared/recommendation.ts";
import { VALID_LEAD } from "../api/lead-support.ts";
import type { TestApp } from "./test-app.ts";

let clients = 0;

/**
 * POST /api/leads with `body` (a string as it is, else as JSON), from a client address of its own unless
 * `headers` names one, so that the per-address limit stays out of the way of tests not about it.
 */
export function sendLead(t: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  clients++;
  return t.app.request("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The answer to sendLead, which must be a 201 (else the test fails with the answer's body). */
export async function createdLead(t: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<{ id: string; recommendation: Recommendation }> {
  const res = await sendLead(t, body, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; recommendation: Recommendation };
}

/**
 * A lead as storeLead takes it: VALID_LEAD from an e-mail address of its own (no repeat), consented now, no
 * key, no client. `overrides` may hold what the request's schema would refuse (a null business name) but the
 * table keeps.
 */
export function directLead(overrides: Record<string, unknown> = {}): NewLead {
  return {
    ...VALID_LEAD,
    email: `lead.${crypto.randomUUID().slice(0, 8)}@example.com`,
    idempotencyKey: null,
    isSpam: false,
    consentVersion: "v",
    consentedAt: new Date(),
    clientIp: null,
    userAgent: null,
    ...overrides,
  } as NewLead;
}

/** Stores directLead(overrides) with an outbox row for each channel in `notify`; its id. */
export async function storeDirectLead(db: Database, notify: readonly OutboxChannel[], overrides: Record<string, unknown> = {}): Promise<string> {
  return (await storeLead(db, directLead(overrides), { notify })).id;
}
