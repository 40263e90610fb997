import { describe, expect, test } from "bun:test";
import { isSlug, slugify } from "./slugify.ts";

describe("slugify", () => {
  test.each([
    ["Hello World", "hello-world"],
    ["  Hello,  World -- 2025! ", "hello-world-2025"],
    ["Local SEO: 5 Tips & Tricks", "local-seo-5-tips-tricks"],
    ["snake_case stays", "snake_case-stays"],
    ["Café au lait", "caf-au-lait"],
    ["---a---b---", "a-b"],
    ["tabs\tand\nnewlines", "tabs-and-newlines"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
    ["", ""],
  ])("%p → %p", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  test("every slug it produces is a valid slug, and slugs are fixed points", () => {
    for (const input of ["Hello World", "a - b", "x_y z", "2025 Review!"]) {
      const slug = slugify(input);
      expect(isSlug(slug)).toBe(true);
      expect(slugify(slug)).toBe(slug);
    }
  });

  test("isSlug refuses what slugify would change", () => {
    for (const bad of ["", "Hello", "a--b", "-a", "a-", "a b", "a/b", "é", "../x"]) expect(isSlug(bad)).toBe(false);
  });
});
