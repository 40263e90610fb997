/**
 * The writing desk's history through the admin API, on each database: every update names the version it
 * started from and a stale one is refused with 409 and the row as it is now (posts, categories, tags,
 * authors); each save keeps a revision (who, when), bounded by the documented rule; a revision can be read
 * and restored (itself a new revision); autosaves go into a draft, or beside a public post without
 * changing its public page; revisions and autosaves go with their post.
 */
import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { readContentVersion } from "../../db/queries/content-version.ts";
import { DAILY_REVISIONS_DAYS, REVISIONS_KEPT } from "../../db/queries/post-revisions.ts";
import { postAutosaves, postRevisions } from "../../db/schema/index.ts";
import { adminRequest, adminSessionForFile, BLANK_POST, json, login } from "./admin-support.ts";

const admin = adminSessionForFile();
const { send } = admin;

let counter = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return { ...BLANK_POST, title: `History ${counter}`, slug: `history-${counter}`, content: "<p>First words</p>", ...overrides };
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const res = await send("POST", "/api/admin/blog-posts", postBody(overrides));
  expect(res.status).toBe(201);
  return json(res);
}

const revisionsOf = async (id: number) => json<any[]>(await send("GET", `/api/admin/blog-posts/${id}/revisions`));

describe("versions: no silent overwrite", () => {
  test("a post starts at version 1; each update moves it on; a stale version gets 409 with the post as it is now, and nothing is written", async () => {
    const post = await createPost();
    expect(post.version).toBe(1);
    const first = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: "Tab one", version: 1 });
    expect(first.status).toBe(200);
    expect((await json(first)).version).toBe(2);

    const second = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: "Tab two", version: 1 });
    expect(second.status).toBe(409);
    const refusal = await json(second);
    expect(refusal).toMatchObject({
      error: "This blog post was changed in another tab or by someone else since you opened it. Reload it, or keep your version.",
      code: "stale_version",
      current: { id: post.id, title: "Tab one", version: 2, content: "<p>First words</p>" },
    });
    const stored = await json(await send("GET", `/api/admin/blog-posts/${post.id}`));
    expect(stored.title).toBe("Tab one");

    // Keeping one's own version: the editor resends with the version it was shown.
    const kept = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: "Tab two", version: refusal.current.version });
    expect(kept.status).toBe(200);
    expect((await json(kept)).title).toBe("Tab two");
  });

  test("the spec's clients, which send no version, write as before; the status toggle checks a version when it carries one", async () => {
    const post = await createPost();
    const plain = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: "No version" });
    expect(plain.status).toBe(200);
    expect((await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "published" })).status).toBe(200);
    const stale = await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "draft", version: 1 });
    expect(stale.status).toBe(409);
    expect((await json(stale)).current.status).toBe("published");
  });

  test("categories, tags and authors refuse a stale version too", async () => {
    for (const [path, body] of [
      ["/api/admin/categories", { name: "Versioned", slug: "versioned-cat" }],
      ["/api/admin/tags", { name: "Versioned", slug: "versioned-tag" }],
      ["/api/admin/authors", { name: "Versioned" }],
    ] as const) {
      const row = await json(await send("POST", path, body));
      expect(row.version).toBe(1);
      const first = await send("PUT", `${path}/${row.id}`, { ...body, name: "First tab", version: 1 });
      expect(first.status).toBe(200);
      expect((await json(first)).version).toBe(2);
      const second = await send("PUT", `${path}/${row.id}`, { ...body, name: "Second tab", version: 1 });
      expect(second.status).toBe(409);
      expect(await json(second)).toMatchObject({ code: "stale_version", current: { id: row.id, name: "First tab", version: 2 } });
      expect((await send("PUT", `${path}/999999`, { ...body, version: 1 })).status).toBe(404);
    }
  });

  test("a version that is not a whole number is a 400 naming the field", async () => {
    const post = await createPost();
    for (const version of ["2", 1.5, 0, -1, 2 ** 40]) {
      const res = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), version });
      expect(res.status).toBe(400);
      expect((await json(res)).issues).toEqual([{ field: "version", message: "Version must be a whole number" }]);
    }
  });
});

describe("revisions", () => {
  test("create and each save keep a revision with who and when; one can be read, compared and restored, and the restore is a revision too", async () => {
    const post = await createPost({ content: "<p>Version one</p>" });
    await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: "Second title", content: "<p>Version two</p>", version: 1 });
    const list = await revisionsOf(post.id);
    expect(list.map((r) => [r.kind, r.title, r.postVersion, r.by])).toEqual([
      ["save", "Second title", 2, "This session"],
      ["save", post.title, 1, "This session"],
    ]);
    expect(list[0].contentLength).toBe("<p>Version two</p>".length);

    const oldest = await json(await send("GET", `/api/admin/blog-posts/${post.id}/revisions/${list[1].id}`));
    expect(oldest).toMatchObject({ title: post.title, content: "<p>Version one</p>", contentFormat: "html", kind: "save", postVersion: 1 });

    const restored = await send("POST", `/api/admin/blog-posts/${post.id}/revisions/${list[1].id}/restore`, { version: 2 });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ title: post.title, content: "<p>Version one</p>", version: 3, status: "draft" });
    const after = await revisionsOf(post.id);
    expect(after.map((r) => r.kind)).toEqual(["restore", "save", "save"]);

    const stale = await send("POST", `/api/admin/blog-posts/${post.id}/revisions/${list[0].id}/restore`, { version: 2 });
    expect(stale.status).toBe(409);
  });

  test("another session and an API key are told apart from this session", async () => {
    const post = await createPost();
    const otherCookie = await login(admin.t);
    await adminRequest(admin.t, `/api/admin/blog-posts/${post.id}`, { method: "PUT", cookie: otherCookie, body: { ...postBody({ slug: post.slug }), title: "From the phone" } });
    const key = await json(await send("POST", "/api/admin/api-keys", { name: "Zapier" }));
    await adminRequest(admin.t, `/api/admin/blog-posts/${post.id}`, { method: "PUT", bearer: key.key, body: { ...postBody({ slug: post.slug }), title: "From Zapier" } });
    expect((await revisionsOf(post.id)).map((r) => r.by)).toEqual(["API key “Zapier”", "Another admin session", "This session"]);
  });

  test(`the rule keeps the newest ${REVISIONS_KEPT} and the newest of each of the last ${DAILY_REVISIONS_DAYS} days`, async () => {
    const post = await createPost();
    const { db } = admin.t.deps;
    // 10 old days with 3 revisions each, then 100 days ago (beyond the daily window).
    for (let day = 1; day <= 10; day++) {
      for (let n = 0; n < 3; n++) {
        await db.execute(
          sql`insert into post_revisions (post_id, post_version, kind, title, slug, content, content_format, created_at) values (${post.id}, 1, 'save', ${`day ${day} #${n}`}, 'x', '', 'html', now() - make_interval(days => ${day}, mins => ${n}))`,
        );
      }
    }
    await db.execute(
      sql`insert into post_revisions (post_id, post_version, kind, title, slug, content, content_format, created_at) values (${post.id}, 1, 'save', 'ancient', 'x', '', 'html', now() - make_interval(days => 100))`,
    );
    for (let i = 0; i < REVISIONS_KEPT; i++) {
      await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...postBody({ slug: post.slug }), title: `Save ${i}` });
    }
    const titles = (await revisionsOf(post.id)).map((r) => r.title);
    expect(titles.slice(0, REVISIONS_KEPT)).toEqual(Array.from({ length: REVISIONS_KEPT }, (_, i) => `Save ${REVISIONS_KEPT - 1 - i}`));
    // Beyond the newest 50: the newest of each older day (n = 0 is the newest of its day), nothing from 100 days ago.
    expect(titles.slice(REVISIONS_KEPT)).toEqual(Array.from({ length: 10 }, (_, i) => `day ${i + 1} #0`));
  });

  test("unknown post or revision ids are 404s; revisions go when their post is deleted", async () => {
    const post = await createPost();
    expect((await send("GET", `/api/admin/blog-posts/${post.id}/revisions/999999`)).status).toBe(404);
    expect((await send("GET", `/api/admin/blog-posts/${post.id}/revisions/abc`)).status).toBe(404);
    expect((await send("POST", `/api/admin/blog-posts/${post.id}/revisions/999999/restore`, {})).status).toBe(404);
    await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, { baseVersion: 1, post: postBody({ slug: post.slug }) });
    expect((await send("DELETE", `/api/admin/blog-posts/${post.id}`)).status).toBe(200);
    const { db } = admin.t.deps;
    expect(await db.select().from(postRevisions).where(eq(postRevisions.postId, post.id))).toEqual([]);
    expect(await db.select().from(postAutosaves).where(eq(postAutosaves.postId, post.id))).toEqual([]);
  });
});

describe("autosave", () => {
  test("a draft's autosave saves the draft (status stays draft) and coalesces into one revision", async () => {
    const post = await createPost();
    let version = post.version;
    for (const words of ["<p>Typing</p>", "<p>Typing more</p>", "<p>Typing even more</p>"]) {
      const res = await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, {
        baseVersion: version,
        post: { ...postBody({ slug: post.slug }), content: words, status: "published" },
      });
      expect(res.status).toBe(200);
      const answer = await json(res);
      expect(answer.target).toBe("post");
      expect(answer.post.status).toBe("draft");
      version = answer.post.version;
    }
    const stored = await json(await send("GET", `/api/admin/blog-posts/${post.id}`));
    expect(stored.content).toBe("<p>Typing even more</p>");
    expect((await revisionsOf(post.id)).map((r) => r.kind)).toEqual(["autosave", "save"]);
    // A stale autosave is refused like a stale save.
    expect((await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, { baseVersion: 1, post: postBody({ slug: post.slug }) })).status).toBe(409);
  });

  test("a published post's autosave is kept beside it: the public page does not change until Save, which clears it", async () => {
    const post = await createPost({ status: "published", content: "<p>Live words</p>" });
    const res = await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, {
      baseVersion: post.version,
      post: { ...postBody({ slug: post.slug }), content: "<p>Unsaved words</p>" },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ target: "pending", baseVersion: post.version });
    const page = await (await admin.t.app.request(`/blog/${post.slug}`)).text();
    expect(page).toContain("Live words");
    expect(page).not.toContain("Unsaved words");
    const pending = await json(await send("GET", `/api/admin/blog-posts/${post.id}/autosave`));
    expect(pending.autosave).toMatchObject({ baseVersion: post.version, post: { content: "<p>Unsaved words</p>" } });

    expect((await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...pending.autosave.post, status: "published", version: post.version })).status).toBe(200);
    expect(await json(await send("GET", `/api/admin/blog-posts/${post.id}/autosave`))).toEqual({ autosave: null });
    expect(await (await admin.t.app.request(`/blog/${post.slug}`)).text()).toContain("Unsaved words");
  });

  test("a draft form that is not valid yet (title cleared) is kept, not refused; Discard removes it", async () => {
    const post = await createPost();
    const res = await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, { baseVersion: post.version, post: { ...postBody({ slug: post.slug }), title: "" } });
    expect(res.status).toBe(200);
    expect((await json(res)).target).toBe("pending");
    expect((await send("DELETE", `/api/admin/blog-posts/${post.id}/autosave`)).status).toBe(200);
    expect(await json(await send("GET", `/api/admin/blog-posts/${post.id}/autosave`))).toEqual({ autosave: null });
  });

  test("bad autosave bodies are 400s; an unknown post is a 404", async () => {
    const post = await createPost();
    for (const body of [{}, { baseVersion: 1 }, { baseVersion: "1", post: {} }, { baseVersion: 1, post: [] }, { baseVersion: 1, post: "x" }]) {
      expect((await send("PUT", `/api/admin/blog-posts/${post.id}/autosave`, body)).status).toBe(400);
    }
    expect((await send("PUT", "/api/admin/blog-posts/999999/autosave", { baseVersion: 1, post: postBody() })).status).toBe(404);
    expect((await send("PUT", "/api/admin/blog-posts/999999/autosave", { baseVersion: 1, post: { title: "" } })).status).toBe(404);
  });
});

describe("the page cache stays warm while a draft is written", () => {
  test("saves and autosaves that touch only a draft leave the content version alone; publishing, and any write to a public post, move it", async () => {
    const { db } = admin.t.deps;
    const draft = await createPost();
    const before = await readContentVersion(db);
    const autosaved = await json(
      await send("PUT", `/api/admin/blog-posts/${draft.id}/autosave`, { baseVersion: draft.version, post: { ...postBody({ slug: draft.slug }), content: "<p>Still a draft</p>" } }),
    );
    await send("PUT", `/api/admin/blog-posts/${draft.id}`, { ...postBody({ slug: draft.slug }), tagIds: [], version: autosaved.post.version });
    expect(await readContentVersion(db)).toBe(before);

    const published = await json(await send("PUT", `/api/admin/blog-posts/${draft.id}`, { status: "published" }));
    const afterPublish = await readContentVersion(db);
    expect(afterPublish).toBeGreaterThan(before);
    // A public post's autosave goes beside it: no bump either.
    await send("PUT", `/api/admin/blog-posts/${draft.id}/autosave`, { baseVersion: published.version, post: postBody({ slug: draft.slug }) });
    expect(await readContentVersion(db)).toBe(afterPublish);
    await send("PUT", `/api/admin/blog-posts/${draft.id}`, { status: "draft" });
    expect(await readContentVersion(db)).toBeGreaterThan(afterPublish);
  });
});
