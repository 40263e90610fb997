/**
 * Every islands/<name>.tsx and src/admin/<tab>/client/<name>.island.tsx is an island (the build bundles each one),
 * so each must declare itself with island("<name>", Component): a file that forgets, or names another, would
 * hydrate nothing.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { islandFiles } from "../src/render/assets.ts";

test("each island file default-exports island() under its own file name", async () => {
  const files = islandFiles();
  expect(files.size).toBeGreaterThan(5);
  expect([...files.values()].some((file) => file.startsWith("src/admin/"))).toBe(true);
  const declared: Record<string, unknown> = {};
  for (const [name, file] of files) {
    const module = (await import(join(import.meta.dir, "..", file))) as { default?: { islandName?: unknown } };
    declared[name] = module.default?.islandName;
  }
  expect(declared).toEqual(Object.fromEntries([...files.keys()].map((name) => [name, name])));
});
