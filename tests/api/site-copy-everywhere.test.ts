/**
 * One change, every place: a plan's price published once reaches its card, the service page's structured data,
 * the funnel (its island's plans, for "Your pick"), the recommendation a new lead gets back, and the confirmation
 * e-mail through a real SMTP server; on PostgreSQL, published on one instance and read on a second.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type SmtpReceiver, startSmtpReceiver } from "../e2e/smtp-receiver.ts";
import { deliverConfirmation } from "../support/deliver-confirmation.ts";
import { caughtUp, createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { createdLead } from "../support/test-leads.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { VALID_LEAD } from "./lead-support.ts";

const SITE_URL = "https://www.example.test";
const LOCAL_PRO = { ...VALID_LEAD, painPoint: "google-visibility", goals: "local-customers", contactPreference: "email" };

let a: TestApp;
let smtp: SmtpReceiver;
let cookie: string;

const env = () => ({
  TRUST_PROXY: "true",
  LEAD_RATE_LIMIT: "1000",
  LEAD_SITE_LIMIT: "100000",
  SITE_URL,
  SMTP_URL: smtp.url,
  MAIL_FROM: "Site <website@example.test>",
  LEAD_NOTIFY_EMAIL: "owner@example.test",
  LEAD_REMINDER_MARKS: "off",
});

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  a = await createAdminTestApp(env());
  cookie = await login(a);
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await a?.close();
});

/** Publishes Local Boost SEO's Pro plan at `amount` a month through instance `t`'s API. */
async function publishProPrice(t: TestApp, amount: number) {
  const read = await adminRequest(t, "/api/admin/site-copy/local-boost-seo", { cookie });
  const { document } = await json<{ document: { plans: { items: { name: string; price: { amount: number | null } }[] } } }>(read);
  const pro = document.plans.items.find((plan) => plan.name === "Pro")!;
  pro.price.amount = amount;
  const res = await adminRequest(t, "/api/admin/site-copy/local-boost-seo/publish", { method: "POST", cookie, body: { document } });
  expect(res.status).toBe(200);
}

/** What a visitor and a lead see of the Pro plan on instance `t`. */
async function everyPlace(t: TestApp, email: string) {
  const page = await (await t.app.request("/local-boost-seo")).text();
  const service = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as { "@type": string; offers?: { name: string; price: string }[] })
    .find((block) => block["@type"] === "Service");
  const funnel = await (await t.app.request("/?funnel=true")).text();
  const props = /<island-root data-island="funnel"[^>]*data-props="([^"]*)"/.exec(funnel)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  const { recommendation } = await createdLead(t, { ...LOCAL_PRO, email, planInterest: "local-boost-seo-pro" });
  const mail = await deliverConfirmation(t, smtp, email, SITE_URL);
  return {
    card: /Pro<\/h3>[\s\S]*?<span class="text-4xl[^"]*">([^<]*)<\/span>/.exec(page)?.[1],
    offer: service?.offers?.find((offer) => offer.name === "Pro")?.price,
    funnel: props ? (JSON.parse(props) as { plans: Record<string, { price?: string }> }).plans["local-boost-seo-pro"]?.price : undefined,
    recommendation: (recommendation as { price?: string }).price,
    email: mail?.parsed.text?.split("\n").find((line) => line.startsWith("Local Boost SEO Pro")),
  };
}

describe("a price published once", () => {
  test("is the same on the card, in the structured data, the funnel, the recommendation and the e-mail", async () => {
    expect(await everyPlace(a, "before@example.net")).toEqual({ card: "$20", offer: "20", funnel: "$20/mo", recommendation: "$20/mo", email: "Local Boost SEO Pro ($20/mo)" });
    await publishProPrice(a, 29);
    expect(await everyPlace(a, "after@example.net")).toEqual({ card: "$29", offer: "29", funnel: "$29/mo", recommendation: "$29/mo", email: "Local Boost SEO Pro ($29/mo)" });
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  test("published on one, every place on the other has it at its next request", async () => {
    const b = await createSecondInstance(a, env());
    try {
      // B renders and keeps the pages first, so that what it shows next comes after a renewal, not a first read.
      await everyPlace(b, "b.before@example.net");
      await publishProPrice(a, 35);
      await caughtUp(b, a);
      expect(await everyPlace(b, "b.after@example.net")).toEqual({ card: "$35", offer: "35", funnel: "$35/mo", recommendation: "$35/mo", email: "Local Boost SEO Pro ($35/mo)" });
    } finally {
      await b.close();
    }
  });
});
