/**
 * The call to action at the end of a post: the post page links into the funnel with the answers its topic
 * implies (src/content/post-calls-to-action.ts) and names itself; the funnel's reports carry the post, and
 * POST /api/funnel-events counts each visit and completion once for it. GET /api/admin/funnel-stats and the
 * Funnel tab list the posts that opened the funnel. Odd values are ignored, never refused.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { funnelDailyPosts, funnelDailySources, funnelDailySteps } from "../../db/schema/index.ts";
import { postCallsToAction } from "../../src/content/post-calls-to-action.ts";
import type { TestApp } from "../support/test-app.ts";
import { adminRequest, createAdminTestApp, json, login } from "./admin-support.ts";
import { insertCategory, insertPost, insertTag } from "./blog-support.ts";
import { funnelVisit, sendFunnelReport } from "./funnel-support.ts";

const today = () => new Date().toISOString().slice(0, 10);
const send = sendFunnelReport;
const visit = (t: TestApp, extra: Record<string, unknown>, completes: boolean) => funnelVisit(t, extra, completes, "service");

async function postRows(t: TestApp): Promise<string[]> {
  return (await t.deps.db.select().from(funnelDailyPosts)).map((r) => `${r.day} ${r.postSlug}: ${r.visits}/${r.completions}`).sort();
}

/** The href of the post page's call to action, as the HTML has it. */
function callToActionHref(html: string): string {
  const section = html.slice(html.indexOf('aria-labelledby="post-cta-title"'));
  const href = /<a href="([^"]+)"/.exec(section)?.[1];
  if (!href) throw new Error("no call to action on the page");
  return href.replaceAll("&amp;", "&");
}

describe("a post's call to action", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await login(t);
  }, 60_000);
  afterAll(() => t.close());

  test("the post page links into the funnel with its topic's answers and its own slug; a post with no matching topic gets the fallback", async () => {
    const seoCategory = await insertCategory(t.deps.db, { name: "Local SEO", slug: "local-seo" });
    const seo = await insertPost(t.deps.db, { title: "Map pack basics", categoryId: seoCategory.id });
    const html = await (await t.app.request(`/blog/${seo.slug}`)).text();
    expect(html).toContain("Get found by customers nearby");
    expect(callToActionHref(html)).toBe(`/?funnel=true&painPoint=google-visibility&goals=local-customers&from=${seo.slug}`);

    // A tag matches as well as a category does.
    const sms = await insertTag(t.deps.db, { name: "SMS", slug: "sms" });
    const texting = await insertPost(t.deps.db, { title: "Texting customers", tagIds: [sms.id] });
    expect(callToActionHref(await (await t.app.request(`/blog/${texting.slug}`)).text())).toBe(
      `/?funnel=true&painPoint=customer-messages&goals=customer-service&from=${texting.slug}`,
    );

    const plain = await insertPost(t.deps.db, { title: "Our new office" });
    const plainHtml = await (await t.app.request(`/blog/${plain.slug}`)).text();
    expect(plainHtml).toContain(postCallsToAction.fallback.heading);
    expect(callToActionHref(plainHtml)).toBe(`/?funnel=true&from=${plain.slug}`);
  });

  test("each visit and completion a post opened counts once for that post; replays change nothing; reports without a post count for none", async () => {
    const id = await visit(t, { fromPost: "missed-calls-ai-receptionist", referrerHost: "www.google.com" }, true);
    await visit(t, { fromPost: "missed-calls-ai-receptionist" }, false);
    await visit(t, { fromPost: "local-seo-map-pack-basics" }, false);
    await visit(t, {}, true);
    await send(t, { visit: id, event: "done", step: 5, businessType: "service", fromPost: "missed-calls-ai-receptionist" });
    const d = today();
    expect(await postRows(t)).toEqual([`${d} local-seo-map-pack-basics: 1/0`, `${d} missed-calls-ai-receptionist: 2/1`]);
    // The visit still counts by where it came from: the post is counted beside its source, not instead of it.
    const google = (await t.deps.db.select().from(funnelDailySources)).find((r) => r.source === "www.google.com");
    expect([google?.visits, google?.completions]).toEqual([1, 1]);
  });

  test("a post value that is not a slug (10 KB, upper case, markup, a number) is ignored and the report still counts", async () => {
    const before = await postRows(t);
    for (const fromPost of ["p".repeat(10 * 1024), "Not-A-Slug", "<script>", 42, "../admin"]) await visit(t, { fromPost }, false);
    expect(await postRows(t)).toEqual(before);
    const steps = await t.deps.db.select().from(funnelDailySteps);
    expect(steps.filter((s) => s.step === 1 && s.day === today()).reduce((sum, s) => sum + s.visits, 0)).toBe(9);
  });

  test("GET /api/admin/funnel-stats and the Funnel tab list the posts that opened the funnel", async () => {
    const stats = await json(await adminRequest(t, "/api/admin/funnel-stats?days=7", { cookie }));
    expect(stats.posts).toEqual([
      { name: "missed-calls-ai-receptionist", visits: 2, completions: 1, conversionPercent: 50 },
      { name: "local-seo-map-pack-basics", visits: 1, completions: 0, conversionPercent: 0 },
    ]);
    expect(stats.otherPosts).toBeNull();
    const html = await (await adminRequest(t, "/admin/funnel?days=7", { cookie })).text();
    expect(html).toContain("Opened from a blog post");
    expect(html).toContain(">/blog/missed-calls-ai-receptionist<");
  });
});
