/**
 * The admin content API in-process: blog posts, categories, tags and authors — the request and answer shapes, validation
 * (400 with field issues), duplicate slugs (409), unknown ids (404), publishedAt rules, stored XSS sanitized
 * on save, and deletes that keep posts.
 */
import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { adminSessionForFile, BLANK_POST, json } from "./admin-support.ts";

const admin = adminSessionForFile();

const { send } = admin;

let slugCounter = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  slugCounter++;
  return { ...BLANK_POST, title: `Post ${slugCounter}`, slug: `post-${slugCounter}`, excerpt: "A short summary", content: "<p>Hello</p>", ...overrides };
}

/** A post as the API answers it: every field the dialog sends, those it may leave out, and what the server keeps besides. */
const POST_KEYS = [...Object.keys(BLANK_POST), "contentFormat", "publishedAt", "previousPublishedAt", "tagIds", "id", "createdAt", "updatedAt", "version"].sort();

describe("categories, tags, authors", () => {
  test("category CRUD: 201 create, list, 200 update, 200 delete, 404 unknown id", async () => {
    const created = await send("POST", "/api/admin/categories", { name: "  Local SEO ", slug: "local-seo", description: "" });
    expect(created.status).toBe(201);
    const category = await json(created);
    expect(category).toEqual({ id: expect.any(Number), name: "Local SEO", slug: "local-seo", description: null, version: 1 });

    expect(await json(await send("GET", "/api/admin/categories"))).toContainEqual(category);

    const updated = await send("PUT", `/api/admin/categories/${category.id}`, { name: "Local search", slug: "local-search", description: "Maps and listings" });
    expect(updated.status).toBe(200);
    expect(await json(updated)).toEqual({ id: category.id, name: "Local search", slug: "local-search", description: "Maps and listings", version: 2 });

    const deleted = await send("DELETE", `/api/admin/categories/${category.id}`);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ success: true });
    for (const [method, body] of [
      ["PUT", { name: "x", slug: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await send(method, `/api/admin/categories/${category.id}`, body);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: "Category not found" });
    }
    expect((await send("DELETE", "/api/admin/categories/abc")).status).toBe(404);
    expect((await send("DELETE", "/api/admin/categories/99999999999")).status).toBe(404);
  });

  test("tag CRUD with {id, name, slug}", async () => {
    const tag = await json(await send("POST", "/api/admin/tags", { name: "Reviews", slug: "reviews" }));
    expect(tag).toEqual({ id: expect.any(Number), name: "Reviews", slug: "reviews", version: 1 });
    expect(await json(await send("PUT", `/api/admin/tags/${tag.id}`, { name: "Reviews 2", slug: "reviews-2" }))).toEqual({
      id: tag.id,
      name: "Reviews 2",
      slug: "reviews-2",
      version: 2,
    });
    expect(await json(await send("GET", "/api/admin/tags"))).toContainEqual({ id: tag.id, name: "Reviews 2", slug: "reviews-2", version: 2 });
    expect(await json(await send("DELETE", `/api/admin/tags/${tag.id}`))).toEqual({ success: true });
  });

  test("author slugs: from the name, -2 and -3 for the same name, kept when the name keeps it, given ones checked", async () => {
    const first = await json(await send("POST", "/api/admin/authors", { name: "  Jo  O'Neil!  " }));
    expect(first.slug).toBe("jo-oneil");
    const second = await json(await send("POST", "/api/admin/authors", { name: "Jo O'Neil" }));
    const third = await json(await send("POST", "/api/admin/authors", { name: "jo oneil" }));
    expect([second.slug, third.slug]).toEqual(["jo-oneil-2", "jo-oneil-3"]);
    // Saving the second again (a new bio) keeps -2: the author's page does not move.
    const kept = await json(await send("PUT", `/api/admin/authors/${second.id}`, { name: "Jo O'Neil", bio: "New bio" }));
    expect(kept.slug).toBe("jo-oneil-2");
    // A new name moves it to the new name's; a slug given is used as it is.
    expect((await json(await send("PUT", `/api/admin/authors/${third.id}`, { name: "Jo Smith" }))).slug).toBe("jo-smith");
    expect((await json(await send("PUT", `/api/admin/authors/${third.id}`, { name: "Jo Smith", slug: "jo" }))).slug).toBe("jo");
    // A name with no ASCII letter or digit still gets an address.
    expect((await json(await send("POST", "/api/admin/authors", { name: "Зоя" }))).slug).toBe("author");
    // A taken or malformed slug is refused as for tags and categories.
    const taken = await send("POST", "/api/admin/authors", { name: "Other", slug: "jo-oneil" });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toBe("An author with this slug already exists");
    expect((await send("POST", "/api/admin/authors", { name: "Other", slug: "Not A Slug" })).status).toBe(400);
    for (const author of [first, second, third]) await send("DELETE", `/api/admin/authors/${author.id}`);
  });

  test("author CRUD with {id, name, bio, imageUrl}, and a slug made from the name", async () => {
    const res = await send("POST", "/api/admin/authors", { name: "Maria Costa", bio: "Founder", imageUrl: "/static/images/authors/maria-costa.svg" });
    expect(res.status).toBe(201);
    const author = await json(res);
    expect(author).toEqual({ id: expect.any(Number), name: "Maria Costa", slug: "maria-costa", bio: "Founder", imageUrl: "/static/images/authors/maria-costa.svg", version: 1 });
    const updated = await json(await send("PUT", `/api/admin/authors/${author.id}`, { name: "Maria", bio: "", imageUrl: "https://cdn.example.com/m.png" }));
    expect(updated).toEqual({ id: author.id, name: "Maria", slug: "maria", bio: null, imageUrl: "https://cdn.example.com/m.png", version: 2 });
    expect(await json(await send("GET", "/api/admin/authors"))).toContainEqual(updated);
    expect(await json(await send("DELETE", `/api/admin/authors/${author.id}`))).toEqual({ success: true });
  });

  test("400 with field issues: empty name, bad slug, unsafe image URL", async () => {
    const res = await send("POST", "/api/admin/categories", { name: " ", slug: "Not A Slug" });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toBeString();
    expect(body.issues).toEqual([
      { field: "name", message: "Name is required" },
      { field: "slug", message: "Use lowercase letters, numbers, underscores and single hyphens only" },
    ]);
    for (const imageUrl of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/x.png", "/\\evil.example"]) {
      const bad = await send("POST", "/api/admin/authors", { name: "X", imageUrl });
      expect(bad.status).toBe(400);
      expect((await json(bad)).issues).toEqual([{ field: "imageUrl", message: "Image URL must be an http(s) URL or a path starting with /" }]);
    }
    expect((await send("POST", "/api/admin/tags", { name: "X" })).status).toBe(400);
    expect((await send("POST", "/api/admin/tags", "[1,2")).status).toBe(400);
    expect((await send("POST", "/api/admin/tags", [])).status).toBe(400);
    expect((await send("POST", "/api/admin/tags", null)).status).toBe(400);
  });

  test("409 on a duplicate slug, on create and on update", async () => {
    const a = await json(await send("POST", "/api/admin/tags", { name: "A", slug: "dup-tag" }));
    const b = await json(await send("POST", "/api/admin/tags", { name: "B", slug: "other-tag" }));
    for (const res of [await send("POST", "/api/admin/tags", { name: "A again", slug: "dup-tag" }), await send("PUT", `/api/admin/tags/${b.id}`, { name: "B", slug: "dup-tag" })]) {
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ error: "A tag with this slug already exists", issues: [{ field: "slug", message: "This slug is already in use" }] });
    }
    const cat = await send("POST", "/api/admin/categories", { name: "C", slug: "dup-cat" });
    expect(cat.status).toBe(201);
    const again = await send("POST", "/api/admin/categories", { name: "C2", slug: "dup-cat" });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe("A category with this slug already exists");
    // Keeping one's own slug is not a conflict.
    expect((await send("PUT", `/api/admin/tags/${a.id}`, { name: "A renamed", slug: "dup-tag" })).status).toBe(200);
  });
});

describe("blog posts", () => {
  test("create → 201 with every field of the contract; list newest first", async () => {
    const author = await json(await send("POST", "/api/admin/authors", { name: "Daniel" }));
    const category = await json(await send("POST", "/api/admin/categories", { name: "Guides", slug: "guides" }));
    const tag1 = await json(await send("POST", "/api/admin/tags", { name: "One", slug: "one" }));
    const tag2 = await json(await send("POST", "/api/admin/tags", { name: "Two", slug: "two" }));
    const res = await send(
      "POST",
      "/api/admin/blog-posts",
      postBody({ authorId: author.id, categoryId: String(category.id), tagIds: [tag2.id, tag1.id, tag2.id], metaTitle: "Meta", ogImageUrl: "https://cdn.example.com/og.png" }),
    );
    expect(res.status).toBe(201);
    const post = await json(res);
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({
      authorId: author.id,
      categoryId: category.id,
      status: "draft",
      publishedAt: null,
      metaTitle: "Meta",
      metaDescription: null,
      featuredImageUrl: null,
      ogImageUrl: "https://cdn.example.com/og.png",
    });
    expect(post.tagIds).toEqual([tag1.id, tag2.id]);

    const second = await json(await send("POST", "/api/admin/blog-posts", postBody()));
    const list = await json(await send("GET", "/api/admin/blog-posts"));
    expect(list[0].id).toBe(second.id);
    expect(list[1]).toEqual(post);
  });

  test("new posts start as draft; unknown fields are ignored", async () => {
    const { status: _s, ...body } = postBody();
    const post = await json(await send("POST", "/api/admin/blog-posts", { ...body, id: 999, createdAt: "2001-01-01T00:00:00Z", updatedAt: "2001-01-01T00:00:00Z" }));
    expect(post.status).toBe("draft");
    expect(post.publishedAt).toBeNull();
    expect(post.id).not.toBe(999);
    expect(new Date(post.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  test("publishedAt: set when published, kept while published, cleared on draft (kept as previousPublishedAt), given back when published again", async () => {
    const created = await json(await send("POST", "/api/admin/blog-posts", postBody({ status: "published" })));
    expect(created.publishedAt).not.toBeNull();
    const firstPublished = created.publishedAt;
    expect(Math.abs(new Date(firstPublished).getTime() - Date.now())).toBeLessThan(60_000);

    const edited = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, postBody({ slug: created.slug, title: "Edited", status: "published" })));
    expect(edited.title).toBe("Edited");
    expect(edited.publishedAt).toBe(firstPublished);
    const toggledSame = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "published" }));
    expect(toggledSame.publishedAt).toBe(firstPublished);

    const unpublished = await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "draft" });
    expect(unpublished.status).toBe(200);
    const draft = await json(unpublished);
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, previousPublishedAt: firstPublished, title: "Edited" });

    // Published again from the list, it is the post it was: its date, its place in the blog and the feed.
    await Bun.sleep(5);
    const republished = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "published" }));
    expect(republished).toMatchObject({ status: "published", publishedAt: firstPublished, previousPublishedAt: null });
  });

  test("a post unpublished in September and published again in November stays a September post, on the blog too", async () => {
    const september = "2026-09-10T09:00:00.000Z";
    const created = await json(await send("POST", "/api/admin/blog-posts", postBody({ status: "published", publishedAt: september })));
    expect(created.publishedAt).toBe(september);
    // Unpublished with the whole form, as the edit dialog saves it.
    const draft = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, postBody({ slug: created.slug, title: created.title, status: "draft" })));
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, previousPublishedAt: september });
    // An edit of the draft keeps what it remembers.
    const edited = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, postBody({ slug: created.slug, title: "Still a draft", status: "draft" })));
    expect(edited.previousPublishedAt).toBe(september);

    const republished = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "published" }));
    expect(republished).toMatchObject({ publishedAt: september, previousPublishedAt: null });
    const listed = (await json(await send("GET", "/api/blog-posts?limit=100"))).find((p: { id: number }) => p.id === created.id);
    expect(listed.publishedAt).toBe(september);
  });

  test("published again from the dialog: an emptied Publish date means now, a picked one is kept", async () => {
    const september = "2026-09-10T09:00:00.000Z";
    const created = await json(await send("POST", "/api/admin/blog-posts", postBody({ status: "published", publishedAt: september })));
    await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "draft" });
    const now = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, postBody({ slug: created.slug, status: "published", publishedAt: "" })));
    expect(Math.abs(new Date(now.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(now.previousPublishedAt).toBeNull();

    await send("PUT", `/api/admin/blog-posts/${created.id}`, { status: "draft" });
    const picked = await json(await send("PUT", `/api/admin/blog-posts/${created.id}`, postBody({ slug: created.slug, status: "published", publishedAt: september })));
    expect(picked).toMatchObject({ publishedAt: september, previousPublishedAt: null });

    // A post never published before is published now.
    const fresh = await json(await send("POST", "/api/admin/blog-posts", postBody()));
    const first = await json(await send("PUT", `/api/admin/blog-posts/${fresh.id}`, { status: "published" }));
    expect(Math.abs(new Date(first.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  test("status-only PUT changes nothing else; a bad status is a 400", async () => {
    const post = await json(await send("POST", "/api/admin/blog-posts", postBody({ metaTitle: "Keep me" })));
    const toggled = await json(await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "published" }));
    expect(toggled).toMatchObject({ title: post.title, slug: post.slug, metaTitle: "Keep me", content: post.content, status: "published" });
    const bad = await send("PUT", `/api/admin/blog-posts/${post.id}`, { status: "archived" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues).toEqual([{ field: "status", message: "Status must be draft or published" }]);
  });

  test("full PUT without tagIds keeps the tags; with tagIds replaces them", async () => {
    const tag = await json(await send("POST", "/api/admin/tags", { name: "Keep", slug: "keep-tag" }));
    const post = await json(await send("POST", "/api/admin/blog-posts", postBody({ tagIds: [tag.id] })));
    const kept = await json(await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ slug: post.slug })));
    expect(kept.tagIds).toEqual([tag.id]);
    const cleared = await json(await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ slug: post.slug, tagIds: [] })));
    expect(cleared.tagIds).toEqual([]);
  });

  test("409 on a duplicate post slug; 400 for unknown author, category or tag; 404 for an unknown post", async () => {
    const first = await json(await send("POST", "/api/admin/blog-posts", postBody({ slug: "same-slug" })));
    const dup = await send("POST", "/api/admin/blog-posts", postBody({ slug: "same-slug" }));
    expect(dup.status).toBe(409);
    expect(await json(dup)).toEqual({ error: "A blog post with this slug already exists", issues: [{ field: "slug", message: "This slug is already in use" }] });

    for (const [field, value, message] of [
      ["authorId", 987654, "Choose an existing author"],
      ["categoryId", 987654, "Choose an existing category"],
      ["tagIds", [987654], "Choose existing tags"],
    ] as const) {
      const res = await send("POST", "/api/admin/blog-posts", postBody({ [field]: value }));
      expect(res.status).toBe(400);
      expect((await json(res)).issues).toEqual([{ field, message }]);
    }
    const unknown = await send("PUT", "/api/admin/blog-posts/987654", postBody());
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: "Blog post not found" });
    expect((await send("PUT", "/api/admin/blog-posts/987654", { status: "draft" })).status).toBe(404);
    expect((await send("DELETE", "/api/admin/blog-posts/987654")).status).toBe(404);
    expect((await send("DELETE", `/api/admin/blog-posts/${first.id}`)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/blog-posts/${first.id}`)).status).toBe(404);
  });

  test("400 with the fields named: missing title and slug, bad types", async () => {
    const res = await send("POST", "/api/admin/blog-posts", { title: "", slug: "", authorId: "abc", status: "live", tagIds: "1" });
    expect(res.status).toBe(400);
    const fields = (await json(res)).issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(["title", "slug", "authorId", "status", "tagIds"]);
  });

  test("stored XSS: script, handlers, javascript: URLs and iframes are removed before the content is stored", async () => {
    const payloads = [
      `<script>alert(1)</script><p>ok</p>`,
      `<img src=x onerror="alert(1)"><p onclick="alert(1)">hi</p>`,
      `<a href="javascript:alert(1)">click</a>`,
      `<a href="JaVaScRiPt:alert(1)">click</a><a href="&#106;avascript:alert(1)">x</a>`,
      `<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">`,
      `<svg onload="alert(1)"><circle /></svg><math><mtext>x</mtext></math>`,
      `<style>body{display:none}</style><div style="background:url(javascript:alert(1))">x</div>`,
      `<form action="https://evil.example"><input name="password"></form>`,
      `<img src="data:image/svg+xml;base64,PHN2Zz4=">`,
      `<p>safe <strong>bold</strong> <a href="https://example.com">link</a></p>`,
    ];
    const res = await send("POST", "/api/admin/blog-posts", postBody({ content: payloads.join("\n") }));
    expect(res.status).toBe(201);
    const post = await json(res);
    const [row] = await admin.t.deps.db.select({ content: blogPosts.content }).from(blogPosts).where(eq(blogPosts.id, post.id));
    for (const content of [post.content as string, row!.content]) {
      expect(content).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<object|<embed|<svg|<style|style=|<form|<input|data:/i);
      expect(content).toContain("<strong>bold</strong>");
      expect(content).toContain('href="https://example.com"');
    }
    const updated = await json(await send("PUT", `/api/admin/blog-posts/${post.id}`, postBody({ slug: post.slug, content: `<p>x</p><script>alert(2)</script>` })));
    expect(updated.content).toBe("<p>x</p>");
  });

  test("deleting a category or an author keeps its posts (ids set to null)", async () => {
    const author = await json(await send("POST", "/api/admin/authors", { name: "Leaving" }));
    const category = await json(await send("POST", "/api/admin/categories", { name: "Going", slug: "going" }));
    const post = await json(await send("POST", "/api/admin/blog-posts", postBody({ authorId: author.id, categoryId: category.id })));
    expect((await send("DELETE", `/api/admin/authors/${author.id}`)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/categories/${category.id}`)).status).toBe(200);
    const list = await json(await send("GET", "/api/admin/blog-posts"));
    expect(list.find((p: { id: number }) => p.id === post.id)).toMatchObject({ authorId: null, categoryId: null });
  });

  test("413 for a body over 1 MiB", async () => {
    const res = await send("POST", "/api/admin/blog-posts", postBody({ content: "x".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });
});
