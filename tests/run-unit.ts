/**
 * `npm run test:unit`: the inner loop — every unit and API test on the embedded database (PGlite), two
 * workers, no system drills (those are `npm test`'s own step). With file paths, just those:
 * `npm run test:unit -- tests/api/leads.test.ts`. The assets are built once and kept (tests/support/test-assets.ts).
 */
import "./support/sandbox.ts";
import { join } from "node:path";
import { prepareTestAssets, TEST_ASSETS_CACHE } from "./support/test-assets.ts";
import { allTestFiles, asTestPaths, BUN_TEST_PARALLEL, SYSTEM_DRILLS } from "./support/test-groups.ts";

const root = join(import.meta.dir, "..");
const asked = process.argv.slice(2);
const files = asked.length > 0 ? asked : allTestFiles().filter((file) => !SYSTEM_DRILLS.includes(file));
await prepareTestAssets(TEST_ASSETS_CACHE);
const proc = Bun.spawn([...BUN_TEST_PARALLEL, ...asTestPaths(files)], {
  cwd: root,
  env: { ...process.env, TEST_ASSETS_DIR: TEST_ASSETS_CACHE },
  stdout: "inherit",
  stderr: "inherit",
});
process.exit(await proc.exited);
