import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SOCIAL_SPRITE, socialSprite } from "./social-icons.tsx";

// Made again by: bun -e 'import { socialSprite } from "./src/components/icons/social-icons.tsx"; await Bun.write("static/brand/social-icons.svg", socialSprite())'
test("the social icons' sprite file holds the paths the site draws", () => {
  const file = join(import.meta.dir, "..", "..", "..", SOCIAL_SPRITE.replace(/^\//, ""));
  expect(readFileSync(file, "utf8")).toBe(socialSprite());
});
