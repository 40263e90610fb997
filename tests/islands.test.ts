/**
 * Every islands/<name>.tsx is an island (the build bundles each one), so each must declare itself with
 * island("<name>", Component): a file that forgets, or names another, would hydrate nothing.
 */
import { expect, test } from "bun:test";
import { islandNames } from "../src/render/assets.ts";

test("each islands/*.tsx default-exports island() under its own file name", async () => {
  const names = islandNames();
  expect(names.length).toBeGreaterThan(5);
  const declared: Record<string, unknown> = {};
  for (const name of names) {
    const module = (await import(`../islands/${name}.tsx`)) as { default?: { islandName?: unknown } };
    declared[name] = module.default?.islandName;
  }
  expect(declared).toEqual(Object.fromEntries(names.map((name) => [name, name])));
});
