/**
 * The production assets the in-process test apps serve, built once and kept: `npm test` builds them once for
 * the whole run (TEST_ASSETS_DIR), and a lone `bun test path` finds the last build of the same sources in
 * .cache/test-assets instead of spending ~9 s of CPU on a build of its own.
 */
import { join } from "node:path";
import { AssetBuildError, openAssetBuild, readAssetManifest, writeAssetBuild } from "../../src/render/asset-build.ts";
import { type AssetBundle, buildAssets, inMemoryAssets } from "../../src/render/assets.ts";

/** Ignored by git (.gitignore: .cache/). */
export const TEST_ASSETS_CACHE = join(import.meta.dir, "..", "..", ".cache", "test-assets");

/** Whether `dir` holds a build of the sources as they are now. */
export function hasCurrentBuild(dir: string): boolean {
  try {
    readAssetManifest(dir);
    return true;
  } catch (error) {
    if (error instanceof AssetBuildError) return false;
    throw error;
  }
}

/**
 * Builds into `dir` unless it already holds a build of these sources.
 * @example await prepareTestAssets(TEST_ASSETS_CACHE);
 */
export async function prepareTestAssets(dir: string): Promise<void> {
  if (!hasCurrentBuild(dir)) writeAssetBuild(await buildAssets({ production: true }), dir);
}

/** The bundle a test app serves: the run's shared build, else the cached one, else a fresh build (then cached). */
export async function testAssets(): Promise<AssetBundle> {
  const shared = process.env.TEST_ASSETS_DIR;
  if (shared) return openAssetBuild({ distDir: shared });
  if (hasCurrentBuild(TEST_ASSETS_CACHE)) return openAssetBuild({ distDir: TEST_ASSETS_CACHE });
  const built = await buildAssets({ production: true });
  writeAssetBuild(built, TEST_ASSETS_CACHE);
  return inMemoryAssets(built);
}
