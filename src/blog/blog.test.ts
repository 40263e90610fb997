import { describe, expect, test } from "bun:test";
import { blogListPath, formatPostDate, postDate, postPath } from "./blog.ts";

describe("blog helpers", () => {
  test("list and post paths leave out defaults and encode what they carry", () => {
    expect(blogListPath()).toBe("/blog");
    expect(blogListPath({ page: 1 })).toBe("/blog");
    expect(blogListPath({ page: 3 })).toBe("/blog?page=3");
    expect(blogListPath({ category: "local-seo", page: 2 })).toBe("/blog?category=local-seo&page=2");
    expect(postPath("a b/c")).toBe("/blog/a%20b%2Fc");
  });

  test("dates: publishedAt else createdAt, long US format", () => {
    const createdAt = new Date(2025, 0, 3, 12);
    expect(postDate({ publishedAt: null, createdAt })).toBe(createdAt);
    expect(formatPostDate(new Date(2025, 0, 5, 12))).toBe("January 5, 2025");
  });
});
