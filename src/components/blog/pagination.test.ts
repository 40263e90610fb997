import { expect, test } from "bun:test";
import { pageWindow } from "./pagination.tsx";

test("the page window keeps the first, the last and two either side, with gaps for the rest", () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(1, 834)).toEqual([1, 2, 3, "gap", 834]);
  expect(pageWindow(6, 834)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 834]);
  // A gap of one page shows that page instead of an ellipsis.
  expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 10]);
  expect(pageWindow(834, 834)).toEqual([1, "gap", 832, 833, 834]);
});
