/**
 * `bun tests/support/crawl-site-content.ts <dataDir>`: fills an embedded database for the site-wide
 * checks (tests/support/crawl-site.ts) before their server starts on it. The blog's browser-test
 * content (demo posts, a second page of older posts, a post without author or image, a post of hostile
 * HTML), a draft with a preview link, and what the admin tabs show only when there is some: funnel days
 * for the chart, a lead and an API key for their tables, and a published change of a page's copy for its revision.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { migrateDatabase, openDatabase } from "../../db/client.ts";
import { createApiKey } from "../../db/queries/api-keys.ts";
import { storeLead } from "../../db/queries/leads.ts";
import { hashPreviewToken, PREVIEW_TOKEN_HINT_LENGTH } from "../../db/queries/post-previews.ts";
import { NO_ACTOR } from "../../db/queries/post-revisions.ts";
import { publishCopy } from "../../db/queries/site-copy.ts";
import { blogPosts, callBookings, funnelDailySteps, postPreviews } from "../../db/schema/index.ts";
import { generateApiKey } from "../../src/auth/api-keys.ts";
import { CONSENT_VERSION } from "../../src/leads/consent.ts";
import { CRAWL_PREVIEW_TOKEN } from "./crawl-site.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./sandbox.ts";

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: bun tests/support/crawl-site-content.ts <dataDir>");

const root = join(import.meta.dir, "..", "..");
const blog = spawnSync(BUN, [NO_ENV_FILE, "tests/e2e/blog-fixtures.ts", dataDir], { cwd: root, encoding: "utf8", env: sandboxEnv() });
if (blog.status !== 0) throw new Error(`blog-fixtures.ts failed:\n${blog.stderr}`);

const DAY = 24 * 60 * 60 * 1000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

const database = await openDatabase({ kind: "pglite", dataDir });
try {
  await migrateDatabase(database);
  const db = database.db;
  // Two days inside every range the Funnel tab offers, so its chart and tables have bars and rows.
  const steps = [
    { step: 1, businessType: "", visits: 40, exits: 12 },
    ...[20, 15, 12, 10, 6].map((visits, i) => ({ step: i + 2, businessType: "retail", visits, exits: i === 1 ? 3 : 0 })),
    ...[8, 6, 5, 4, 3].map((visits, i) => ({ step: i + 2, businessType: "restaurant", visits, exits: 0 })),
  ];
  await db.insert(funnelDailySteps).values([1, 5].flatMap((daysAgo) => steps.map((s) => ({ ...s, day: dayAgo(daysAgo) }))));
  const rosa = await storeLead(
    db,
    {
      businessType: "restaurant",
      painPoint: "missed-calls",
      goals: "automation",
      contactPreference: "demo",
      firstName: "Rosa",
      lastName: "Baker",
      email: "rosa@bakery.example",
      phone: "+1 555 0100",
      businessName: "Rosa's Bakery",
      idempotencyKey: null,
      isSpam: false,
      consentVersion: CONSENT_VERSION,
      consentedAt: new Date(),
      clientIp: "192.0.2.10",
      userAgent: "crawl-site-content",
    },
    { notify: [] },
  );
  // Rosa booked a call in the funnel for tomorrow: the Leads tab shows it, the Calls tab lists it.
  const callStart = new Date(Math.ceil(Date.now() / DAY) * DAY + 15 * 3_600_000);
  const callEnd = new Date(callStart.getTime() + 30 * 60_000);
  await db.insert(callBookings).values({
    leadId: rosa.id,
    startsAt: callStart,
    endsAt: callEnd,
    blockedUntil: callEnd,
    visitorZone: "America/Chicago",
    ownerZone: "America/New_York",
    how: "phone",
  });
  // A draft with a preview link, as the owner would share it before publishing.
  const [draft] = await db
    .insert(blogPosts)
    .values({
      title: "Spring opening hours (draft)",
      slug: "spring-opening-hours-draft",
      excerpt: "Longer evenings from March: what changes for bookings.",
      content: "<p>From March we stay open until nine on weekdays.</p><h2>Bookings</h2><p>Book online or call us; the assistant answers around the clock.</p>",
      status: "draft",
    })
    .returning({ id: blogPosts.id });
  await db.insert(postPreviews).values({
    postId: draft!.id,
    tokenHash: hashPreviewToken(CRAWL_PREVIEW_TOKEN),
    tokenHint: CRAWL_PREVIEW_TOKEN.slice(0, PREVIEW_TOKEN_HINT_LENGTH),
    expiresAt: new Date(Date.now() + 30 * DAY),
  });
  const key = generateApiKey();
  await createApiKey(db, { name: "Zapier", keyHash: key.hash, keyFirstFour: key.firstFour, keyLastFour: key.lastFour });
  // One published change of Trust Builder's copy: its revision's page (revision 1) has a row of changes to show.
  await publishCopy(db, { key: "trust-builder", overrides: { hero: { title: "Build trust with every single review" } }, at: new Date(), kind: "publish", actor: NO_ACTOR });
} finally {
  await database.close();
}
