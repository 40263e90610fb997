/**
 * Run by tests/sandbox.test.ts as `bun test <this file>` with a DATABASE_URL in its environment and its
 * `.env`: under the preload no test may see it, and without the preload this probe must fail (so it can).
 * It imports nothing of the sandbox itself. (Not a *.test.ts: the suite does not run it on its own.)
 */
import { expect, test } from "bun:test";

test("no data variable reaches a test", () => {
  expect(process.env.DATABASE_URL).toBeUndefined();
  expect(process.env.DATA_DIR).toBeUndefined();
});
