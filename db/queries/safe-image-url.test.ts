import { expect, test } from "bun:test";
import { safeImageUrl } from "./safe-image-url.ts";

test("image URLs: http(s) and root-relative only", () => {
  expect(safeImageUrl("/static/a.svg")).toBe("/static/a.svg");
  expect(safeImageUrl(" https://cdn.example/a.png ")).toBe("https://cdn.example/a.png");
  for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "//evil.example/a.png", "a.png", "", null, undefined, 'https://x.example/"onerror=1']) {
    expect(safeImageUrl(bad)).toBeNull();
  }
});
