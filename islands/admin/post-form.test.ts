import { describe, expect, test } from "bun:test";
import type { AdminPost } from "../../src/shared/admin-api.ts";
import { sameWork } from "./post-autosave.ts";
import { formFromPayload, initialForm, toPayload } from "./post-form.ts";

const post: AdminPost = {
  id: 7,
  title: "Open late",
  slug: "open-late",
  excerpt: null,
  content: "<p>Hi</p>",
  contentFormat: "markdown",
  authorId: 3,
  categoryId: null,
  featuredImageUrl: null,
  status: "published",
  publishedAt: "2026-03-01T09:30:15.123Z",
  previousPublishedAt: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:30:15.123Z",
  tagIds: [2, 5],
  version: 4,
  metaTitle: "Meta",
  metaDescription: null,
  metaKeywords: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
};

describe("the post form and the body it sends", () => {
  test("a body read back gives the form it came from (what an autosave restores)", () => {
    const form = initialForm(post);
    const payload = toPayload(form, post);
    expect(payload).toMatchObject({ authorId: 3, categoryId: null, publishedAt: "2026-03-01T09:30:15.123Z", tagIds: [2, 5] });
    expect(formFromPayload(payload)).toEqual(form);
  });

  test("a body from elsewhere is read field by field: wrong types become empty, unknown values the defaults", () => {
    const form = formFromPayload({
      title: 42,
      content: "<p>kept</p>",
      contentFormat: "rtf",
      status: "live",
      authorId: "3",
      categoryId: -1,
      tagIds: [1, "2", 3.5, 4],
      publishedAt: "not a date",
    });
    expect(form).toEqual({ ...initialForm(null), content: "<p>kept</p>", tagIds: [1, 4] });
  });

  test("the same work whatever the key order (jsonb reorders keys) or the date's precision", () => {
    const payload = toPayload(initialForm(post), post);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    expect(sameWork(payload, reordered)).toBe(true);
    expect(sameWork(payload, { ...payload, publishedAt: "2026-03-01T09:30:00.000Z" })).toBe(true);
    expect(sameWork(payload, { ...payload, content: "<p>Hi!</p>" })).toBe(false);
  });
});
