/**
 * Old links stay alive: changing a published post's slug leaves a permanent redirect from the old address,
 * in one hop however many times it changes (A→B, then B→C serves A→C); changing it back frees the address;
 * a draft's slug changes leave nothing behind; a post published at an address that a redirect held takes it back.
 */
import { describe, expect, test } from "bun:test";
import { adminSessionForFile, BLANK_POST, json } from "./admin-support.ts";

const admin = adminSessionForFile();
const { send } = admin;

const get = (path: string) => admin.t.app.request(path, { redirect: "manual" });

async function publish(slug: string) {
  const res = await send("POST", "/api/admin/blog-posts", { ...BLANK_POST, title: slug, slug, status: "published", content: `<p>${slug} body</p>` });
  expect(res.status).toBe(201);
  return json(res);
}

async function rename(post: { id: number; version: number }, slug: string, status = "published") {
  const res = await send("PUT", `/api/admin/blog-posts/${post.id}`, { ...BLANK_POST, title: slug, slug, status, content: `<p>${slug} body</p>`, version: post.version });
  expect(res.status).toBe(200);
  return json(res);
}

describe("a published post's slug change", () => {
  test("redirects the old address in one hop, however often it changes; the chain never grows", async () => {
    let post = await publish("slug-a");
    post = await rename(post, "slug-b");
    post = await rename(post, "slug-c");
    for (const old of ["/blog/slug-a", "/blog/slug-b"]) {
      const res = await get(old);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/blog/slug-c");
    }
    expect((await get("/blog/slug-c")).status).toBe(200);
    const hop = await get("/blog/slug-a?utm_source=newsletter");
    expect(hop.headers.get("location")).toBe("/blog/slug-c?utm_source=newsletter");
  });

  test("changing it back frees the address: no loop, the post answers at its first slug again", async () => {
    let post = await publish("back-a");
    post = await rename(post, "back-b");
    post = await rename(post, "back-a");
    expect((await get("/blog/back-a")).status).toBe(200);
    const old = await get("/blog/back-b");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/back-a");
  });

  test("a draft's slug changes leave no redirect; publishing at an address a redirect held takes it back", async () => {
    let draft = await json(await send("POST", "/api/admin/blog-posts", { ...BLANK_POST, title: "Draft", slug: "draft-first" }));
    draft = await rename(draft, "draft-second", "draft");
    expect((await get("/blog/draft-first")).status).toBe(404);

    let moved = await publish("taken-a");
    moved = await rename(moved, "taken-b");
    expect((await get("/blog/taken-a")).status).toBe(301);
    await publish("taken-a");
    expect((await get("/blog/taken-a")).status).toBe(200);
  });
});

describe("an archive's slug change", () => {
  test("a category's, a tag's and an author's old page and feed redirect to the new ones; a new archive at an old address takes it back", async () => {
    const category = await json(await admin.send("POST", "/api/admin/categories", { name: "Moving Category", slug: "moving-category", description: null }));
    const tag = await json(await admin.send("POST", "/api/admin/tags", { name: "Moving Tag", slug: "moving-tag" }));
    const author = await json(await admin.send("POST", "/api/admin/authors", { name: "Moving Author", bio: null, imageUrl: null }));
    expect(author.slug).toBe("moving-author");
    const post = await send("POST", "/api/admin/blog-posts", {
      ...BLANK_POST,
      title: "In every archive",
      slug: "in-every-archive",
      status: "published",
      content: "<p>Body</p>",
      categoryId: category.id,
      authorId: author.id,
      tagIds: [tag.id],
    });
    expect(post.status).toBe(201);

    const renamed = [
      await admin.send("PUT", `/api/admin/categories/${category.id}`, { name: "Moved Category", slug: "moved-category", description: null, version: category.version }),
      await admin.send("PUT", `/api/admin/tags/${tag.id}`, { name: "Moved Tag", slug: "moved-tag", version: tag.version }),
      // The author's slug follows the new name.
      await admin.send("PUT", `/api/admin/authors/${author.id}`, { name: "Moved Author", bio: null, imageUrl: null, version: author.version }),
    ];
    expect(renamed.map((res) => res.status)).toEqual([200, 200, 200]);
    for (const kind of ["category", "tag", "author"]) {
      for (const tail of ["", "/rss.xml"]) {
        const res = await get(`/blog/${kind}/moving-${kind}${tail}`);
        expect(res.status, `${kind}${tail}`).toBe(301);
        expect(res.headers.get("location")).toBe(`/blog/${kind}/moved-${kind}${tail}`);
        expect((await get(`/blog/${kind}/moved-${kind}${tail}`)).status).toBe(200);
      }
    }

    // A tag made later under the old slug answers there itself, not the redirect.
    expect((await admin.send("POST", "/api/admin/tags", { name: "Moving Tag", slug: "moving-tag" })).status).toBe(201);
    for (const path of ["/blog/tag/moving-tag", "/blog/tag/moving-tag/rss.xml"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("location")).toBeNull();
    }
  });

  test("saving without a new slug leaves no redirect", async () => {
    const tag = await json(await admin.send("POST", "/api/admin/tags", { name: "Still Here", slug: "still-here" }));
    expect((await admin.send("PUT", `/api/admin/tags/${tag.id}`, { name: "Still Here!", slug: "still-here", version: tag.version })).status).toBe(200);
    const list = await json(await admin.send("GET", "/api/admin/redirects?q=still-here"));
    expect(JSON.stringify(list)).not.toContain("/blog/tag/still-here");
  });
});
