import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bunCounts } from "./bun-test-output.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./sandbox.ts";

describe("reading what bun test printed", () => {
  test.each(["0", "1"])("counts, and each failure with what bun said of it: a failing expect, a hook that throws, a hook that times out (FORCE_COLOR=%s)", (colour) => {
    const dir = mkdtempSync(join(tmpdir(), "bun-output-"));
    try {
      writeFileSync(
        join(dir, "sample.test.ts"),
        `import { afterAll, beforeAll, describe, expect, test } from "bun:test";
test("adds", () => expect(1 + 1).toBe(2));
test("compares", () => expect("harbour").toBe("hangar"));
test.skip("later", () => {});
describe("a step with a broken start", () => {
  beforeAll(() => { throw new Error("RUN npm ci failed (1): ECONNRESET"); });
  test("never runs", () => {});
});
describe("a clean-up past its time", () => {
  afterAll(() => { Bun.spawnSync(["sleep", "5"]); }, 200);
  test("passes", () => {});
});
`,
      );
      const run = Bun.spawnSync([BUN, NO_ENV_FILE, "test", "sample.test.ts"], { cwd: dir, env: sandboxEnv({ FORCE_COLOR: colour }), stdout: "pipe", stderr: "pipe" });
      const counts = bunCounts(run.stdout.toString() + run.stderr.toString());
      expect(counts).toMatchObject({ passed: 2, failed: 3, skipped: 1, expectCalls: 2 });
      expect(counts.failures).toHaveLength(3);
      const [compares = "", hook = "", cleanUp = ""] = counts.failures;
      expect(compares).toStartWith("(fail) compares");
      expect(compares).toContain('Expected: "hangar"');
      expect(compares).toContain('Received: "harbour"');
      expect(hook).toStartWith("(fail) a step with a broken start > (unnamed)");
      expect(hook).toContain("RUN npm ci failed (1): ECONNRESET");
      // bun says a hook timed out under the "(fail)" line, not above it.
      expect(cleanUp).toStartWith("(fail) a clean-up past its time > (unnamed)");
      expect(cleanUp).toContain("hook timed out");
      // Colours are gone; a failure's lines stay under it, indented.
      expect(counts.failures.join("\n")).not.toContain("\u001b[");
      expect(
        hook
          .split("\n")
          .slice(1)
          .every((line) => line.startsWith("    ")),
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
