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
