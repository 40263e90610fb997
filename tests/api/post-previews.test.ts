/**
 * Preview links: the admin makes, lists and revokes them; anyone holding a live one reads the unpublished
 * post with no session, afresh on every request, never indexed or kept by a cache; a dead or malformed
 * token is a 404 that says so; the draft stays out of every public list; bad input is a 4xx.
 */
import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { MAX_LIVE_PREVIEW_LINKS } from "../../db/queries/post-previews.ts";
import { rowsOf } from "../../db/queries/rows-of.ts";
import { blogPosts, postPreviews } from "../../db/schema/index.ts";
import { invalidPreviewText } from "../../src/pages/post-preview.tsx";
import type { AdminPreviewLink, NewAdminPreviewLink } from "../../src/shared/preview-links.ts";
import { adminRequest, adminSessionForFile, json } from "./admin-support.ts";
import { decodeHtml, insertPost } from "./blog-support.ts";

const admin = adminSessionForFile();
const DAY_MS = 24 * 60 * 60 * 1000;
const previewsOf = (postId: number | string) => `/api/admin/blog-posts/${postId}/previews`;

/** A request as a stranger's browser sends it: no cookie, nothing but the address. */
const visit = (path: string) => admin.t.app.request(path);

async function draft(values: Parameters<typeof insertPost>[1] = {}) {
  return insertPost(admin.t.deps.db, { status: "draft", ...values });
}

async function createLink(postId: number, body: unknown = {}): Promise<NewAdminPreviewLink> {
  const res = await admin.send("POST", previewsOf(postId), body);
  expect(res.status).toBe(201);
  return json<NewAdminPreviewLink>(res);
}

const pathOf = (link: NewAdminPreviewLink) => new URL(link.url).pathname;

async function expectInvalid(path: string) {
  const res = await visit(path);
  expect(res.status, path).toBe(404);
  expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
  const html = decodeHtml(await res.text());
  expect(html, path).toContain(invalidPreviewText.description);
  expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  return html;
}

describe("the admin makes, lists and revokes a post's links", () => {
  test("create with the default 7 days or a chosen 1 or 30, list newest first, revoke one", async () => {
    const post = await draft({ title: "Links draft" });
    const week = await createLink(post.id);
    expect(week.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(week.url).toBe(`https://www.example.test/preview/${week.token}`);
    // Both times come from the one statement's clock: the lifetime is exact.
    expect(Date.parse(week.expiresAt) - Date.parse(week.createdAt)).toBe(7 * DAY_MS);
    const day = await createLink(post.id, { days: 1 });
    expect(Date.parse(day.expiresAt) - Date.parse(day.createdAt)).toBe(DAY_MS);
    const month = await createLink(post.id, { days: 30 });
    expect(Date.parse(month.expiresAt) - Date.parse(month.createdAt)).toBe(30 * DAY_MS);
    expect(new Set([week.token, day.token, month.token]).size).toBe(3);

    const listed = await admin.send("GET", previewsOf(post.id));
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Cache-Control")).toBe("no-store");
    expect((await json<AdminPreviewLink[]>(listed)).map((l) => l.id)).toEqual([month.id, day.id, week.id]);

    const revoked = await admin.send("DELETE", `${previewsOf(post.id)}/${day.id}`);
    expect(revoked.status).toBe(200);
    expect(await json(revoked)).toEqual({ success: true });
    expect((await json<AdminPreviewLink[]>(await admin.send("GET", previewsOf(post.id)))).map((l) => l.id)).toEqual([month.id, week.id]);
    // Revoking it again changes nothing and is not an error.
    expect((await admin.send("DELETE", `${previewsOf(post.id)}/${day.id}`)).status).toBe(200);
    await expectInvalid(pathOf(day));
    expect((await visit(pathOf(week))).status).toBe(200);
  });

  test("a post without links lists none; a scheduled post gets one; an API key may do it too", async () => {
    const post = await draft();
    expect(await json(await admin.send("GET", previewsOf(post.id)))).toEqual([]);
    const scheduled = await insertPost(admin.t.deps.db, { title: "Scheduled preview", status: "published", publishedAt: new Date(Date.now() + 30 * DAY_MS) });
    const link = await createLink(scheduled.id);
    const html = decodeHtml(await (await visit(pathOf(link))).text());
    expect(html).toContain("Preview — not published");
    expect(html).toContain("Goes live");

    const key = await json<{ key: string }>(await admin.send("POST", "/api/admin/api-keys", { name: "Preview integration" }));
    const byKey = await adminRequest(admin.t, previewsOf(post.id), { method: "POST", body: { days: 1 }, bearer: key.key, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(byKey.status).toBe(201);
  });

  test("deleting the post ends its links", async () => {
    const post = await draft();
    const link = await createLink(post.id);
    expect((await admin.send("DELETE", `/api/admin/blog-posts/${post.id}`)).status).toBe(200);
    await expectInvalid(pathOf(link));
    expect((await admin.send("GET", previewsOf(post.id))).status).toBe(404);
  });
});

describe("the token is shown once and stored as a hash", () => {
  test("no row holds the token, only its SHA-256; the list shows each link masked; the link still opens the post", async () => {
    const post = await draft({ title: "Hashed link draft" });
    const link = await createLink(post.id);
    const rows = rowsOf<Record<string, unknown>>(await admin.t.deps.db.execute(sql`select * from post_previews where id = ${link.id}`));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows[0]!.token_hash).toBe(new Bun.CryptoHasher("sha256").update(link.token).digest("hex"));

    const listed = await json<AdminPreviewLink[]>(await admin.send("GET", previewsOf(post.id)));
    expect(JSON.stringify(listed)).not.toContain(link.token);
    expect(listed).toEqual([{ id: link.id, maskedUrl: `https://www.example.test/preview/${link.token.slice(0, 6)}…`, expiresAt: link.expiresAt, createdAt: link.createdAt }]);
    expect(link.maskedUrl).toBe(listed[0]!.maskedUrl);

    const res = await visit(pathOf(link));
    expect(res.status).toBe(200);
    expect(decodeHtml(await res.text())).toMatch(/<h1[^>]*>Hashed link draft<\/h1>/);
  });
});

describe("anyone holding a live link reads the post", () => {
  test("with no cookie: the post, the bar, noindex, never cached, no referrer", async () => {
    const post = await draft({ title: "A secret draft about ovens", content: "<h2>Oven care</h2><p>Clean the racks weekly.</p>", excerpt: "What the oven wants." });
    const link = await createLink(post.id);
    const res = await visit(pathOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = decodeHtml(await res.text());
    expect(html).toContain("<title>A secret draft about ovens | BiziAgent Blog</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("application/ld+json");
    expect(html).toMatch(/<h1[^>]*>A secret draft about ovens<\/h1>/);
    expect(html).toContain("<h2>Oven care</h2>");
    expect(html).toContain("What the oven wants.");
    expect(html).toMatch(/<div role="status"[^>]*>.*Preview — not published.*This link expires in 7 days/s);
    // The page has one banner and one main, as every page: the bar is a status region, not a landmark.
    expect(html.match(/<header\b[^>]*class="sticky/g)?.length).toBe(1);
    expect(html.match(/<main\b/g)?.length).toBe(1);
  });

  test("every request reads the draft afresh: an edit shows at once", async () => {
    const post = await draft({ title: "First title of the draft" });
    const path = pathOf(await createLink(post.id));
    expect(await (await visit(path)).text()).toContain("First title of the draft");
    // A draft's write does not move the content version, so a cached copy would still say the old title.
    await admin.t.deps.db.update(blogPosts).set({ title: "Second title of the draft" }).where(eq(blogPosts.id, post.id));
    const again = await (await visit(path)).text();
    expect(again).toContain("Second title of the draft");
    expect(again).not.toContain("First title of the draft");
    expect(admin.t.pageCache.store.peek(path)).toBeUndefined();
  });

  test("a link made before the post went public shows it, and says where it lives now", async () => {
    const post = await draft({ title: "Soon public", slug: "soon-public-preview" });
    const path = pathOf(await createLink(post.id));
    await admin.t.deps.db.update(blogPosts).set({ status: "published", publishedAt: new Date() }).where(eq(blogPosts.id, post.id));
    const html = decodeHtml(await (await visit(path)).text());
    expect(html).toContain("Preview — this post is published now");
    expect(html).toContain('href="/blog/soon-public-preview"');
    expect(html).not.toContain("Preview — not published");
  });
});

describe("a dead or malformed token is a 404 that says so", () => {
  test("expired, revoked, unknown and malformed tokens", async () => {
    const post = await draft({ title: "Expiring draft zz-expiry" });
    const expired = await createLink(post.id);
    await admin.t.deps.db.update(postPreviews).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(postPreviews.id, expired.id));
    expect(await expectInvalid(pathOf(expired))).not.toContain("zz-expiry");
    expect(await json(await admin.send("GET", previewsOf(post.id)))).toEqual([]);

    const revoked = await createLink(post.id);
    await admin.send("DELETE", `${previewsOf(post.id)}/${revoked.id}`);
    expect(await expectInvalid(pathOf(revoked))).not.toContain("zz-expiry");

    const unknown = "A".repeat(43);
    for (const token of [unknown, "short", `${revoked.token}x`, revoked.token.slice(1), "..%2F..%2Fadmin", `${"a".repeat(42)}%20`, "x".repeat(5000)]) {
      expect(await expectInvalid(`/preview/${token}`)).not.toContain("zz-expiry");
    }
  });
});

describe("the draft is in no public list", () => {
  test("sitemap, feed, JSON API, blog list and its own address", async () => {
    const post = await draft({ title: "Previewed draft zz-hidden", slug: "previewed-draft-zz-hidden" });
    await createLink(post.id);
    await admin.t.settle();
    for (const path of ["/sitemap.xml", "/api/rss", "/api/blog-posts?limit=100", "/blog"]) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain("zz-hidden");
    }
    expect((await visit("/blog/previewed-draft-zz-hidden")).status).toBe(404);
    expect((await visit("/api/blog-posts/previewed-draft-zz-hidden")).status).toBe(404);
    expect(await (await visit("/robots.txt")).text()).toContain("Disallow: /preview/\n");
  });
});

describe("bad input gets a clear 4xx", () => {
  test("days other than 1, 7 or 30", async () => {
    const post = await draft();
    for (const days of [5, "7", 0, -1, 7.5, null, 1e9]) {
      const res = await admin.send("POST", previewsOf(post.id), { days });
      expect(res.status, String(days)).toBe(400);
      expect((await json(res)).issues).toEqual([{ field: "days", message: "Days must be one of 1, 7, 30" }]);
    }
    const notJson = await adminRequest(admin.t, previewsOf(post.id), { method: "POST", cookie: admin.cookie, body: "days=7", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
    const broken = await adminRequest(admin.t, previewsOf(post.id), { method: "POST", cookie: admin.cookie, body: "{days:" });
    expect(broken.status).toBe(400);
  });

  test("an unknown post or link, an id that is no id", async () => {
    const post = await draft();
    const link = await createLink(post.id);
    const other = await draft();
    const expectations: [string, string, number, string][] = [
      ["GET", previewsOf(999999), 404, "Blog post not found"],
      ["POST", previewsOf(999999), 404, "Blog post not found"],
      ["GET", previewsOf("abc"), 404, "Blog post not found"],
      ["POST", previewsOf("-1"), 404, "Blog post not found"],
      ["DELETE", `${previewsOf(999999)}/${link.id}`, 404, "Blog post not found"],
      ["DELETE", `${previewsOf(post.id)}/999999`, 404, "Preview link not found"],
      ["DELETE", `${previewsOf(post.id)}/x`, 404, "Preview link not found"],
      // Another post's link is not this post's.
      ["DELETE", `${previewsOf(other.id)}/${link.id}`, 404, "Preview link not found"],
    ];
    for (const [method, path, status, error] of expectations) {
      const res = await admin.send(method, path, method === "POST" ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(await json(res), `${method} ${path}`).toEqual({ error });
    }
    expect((await visit(pathOf(link))).status).toBe(200);
  });

  test("a public post gets no link (its address is the link); a post holds a bounded number", async () => {
    const published = await insertPost(admin.t.deps.db, { title: "Already public" });
    const refused = await admin.send("POST", previewsOf(published.id), {});
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe("This post is published: share its own address instead of a preview link");

    const post = await draft();
    for (let i = 0; i < MAX_LIVE_PREVIEW_LINKS; i++) await createLink(post.id, { days: 1 });
    const tooMany = await admin.send("POST", previewsOf(post.id), {});
    expect(tooMany.status).toBe(409);
    expect((await json(tooMany)).error).toBe("This post has as many live preview links as it may hold: revoke one first");
  });

  test("no session, or a write from another site", async () => {
    const post = await draft();
    expect((await adminRequest(admin.t, previewsOf(post.id))).status).toBe(401);
    expect((await adminRequest(admin.t, previewsOf(post.id), { method: "POST", body: {} })).status).toBe(401);
    const crossSite = await adminRequest(admin.t, previewsOf(post.id), { method: "POST", body: {}, cookie: admin.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await json(await admin.send("GET", previewsOf(post.id)))).toEqual([]);
  });
});
