/**
 * The asset build on disk: `bun run build` writes it once, the production server serves it.
 *
 *   dist/manifest.json     the hrefs a page names, the fingerprint of the sources it was built from
 *   dist/assets/NAME       each file, with NAME.br and NAME.gz beside it where compressing pays
 *
 * With a shared directory (ASSETS_DIR, a volume every instance mounts) each instance adds its build's
 * files there at start and serves from there, so during a rolling deploy an old instance can serve the
 * files a new instance's pages name, and the other way round. Names carry content hashes: a file is
 * never changed, only added — whole, under a temporary name first, its compressed variants before it.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { type AssetBundle, type AssetManifest, assetHash, type BuiltAssets, buildAssets, contentTypeOf, inMemoryAssets, isAssetName, type ServedAsset } from "./assets.ts";
import { projectRoot, sourcePaths } from "./source-files.ts";

export const DEFAULT_DIST_DIR = join(projectRoot, "dist");
const MANIFEST = "manifest.json";
const ASSETS = "assets";
/** Files of earlier builds stay this long in dist/, for a server still running on one of them. */
const KEEP_UNNAMED_FILES_MS = 24 * 60 * 60 * 1000;

interface ManifestFile extends AssetManifest {
  /** Every file of the build in dist/assets, compressed variants included, in name order. */
  files: string[];
  /** sha256 over the sources that decide the build's bytes (src/, islands/, package-lock.json). */
  sources: string;
}

export class AssetBuildError extends Error {
  override name = "AssetBuildError";
}

/**
 * sha256 over the files the patterns match (tests excluded), path and content, in path order.
 * @example fingerprintFiles(["islands/*.tsx"]) // "9f2c…"
 */
export function fingerprintFiles(patterns: string[], extraFiles: string[] = []): string {
  const hasher = new Bun.CryptoHasher("sha256");
  for (const path of [...sourcePaths(patterns), ...extraFiles]) {
    hasher.update(`${path}\0`);
    hasher.update(readFileSync(join(projectRoot, path)));
    hasher.update("\0");
  }
  return hasher.digest("hex");
}

/** Fingerprint of everything the build reads: a production start refuses a build of other sources. */
export function sourceFingerprint(): string {
  return fingerprintFiles(["src/**/*", "islands/**/*"], ["package-lock.json"]);
}

/**
 * Puts `bytes` at `target` whole or not at all: written under a temporary name of its own, then renamed
 * over it. Processes writing the same name at once (instances publishing one build) all succeed; a
 * file already there with the same bytes is left alone.
 */
function placeFile(target: string, bytes: Uint8Array) {
  if (existsSync(target) && Buffer.compare(readFileSync(target), bytes) === 0) return;
  const temporary = join(dirname(target), `.${randomUUID()}.tmp`);
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
}

/** Compressed variants first: once a name is there, its .br and .gz are too. */
function variantsFirst(names: string[]): string[] {
  return [...names.filter((n) => !isAssetName(n)), ...names.filter(isAssetName)];
}

/**
 * Writes the build into `distDir`: the files (added beside earlier builds' files, never changed), then
 * the manifest in one rename, then files no build has named for a day are removed. A server still
 * running on an earlier build keeps finding its files meanwhile.
 * @example writeAssetBuild(await buildAssets({ production: true }), "dist");
 */
export function writeAssetBuild(built: BuiltAssets, distDir = DEFAULT_DIST_DIR): void {
  const assetsDir = join(distDir, ASSETS);
  mkdirSync(assetsDir, { recursive: true });
  const bytes = new Map<string, Uint8Array>();
  for (const [name, file] of built.files) {
    bytes.set(name, file.body);
    if (file.brotli) bytes.set(`${name}.br`, file.brotli);
    if (file.gzip) bytes.set(`${name}.gz`, file.gzip);
  }
  const files = [...bytes.keys()].sort();
  for (const name of variantsFirst(files)) placeFile(join(assetsDir, name), bytes.get(name)!);
  const manifest: ManifestFile = { ...built.manifest, files, sources: sourceFingerprint() };
  placeFile(join(distDir, MANIFEST), new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
  const wanted = new Set(files);
  for (const name of readdirSync(assetsDir)) {
    const path = join(assetsDir, name);
    if (!wanted.has(name) && Date.now() - statSync(path).mtimeMs > KEEP_UNNAMED_FILES_MS) rmSync(path, { force: true });
  }
}

/** Reads the manifest of a build, or explains in one line why it cannot be served. */
export function readAssetManifest(distDir = DEFAULT_DIST_DIR, options: { checkSources?: boolean } = {}): ManifestFile {
  const path = join(distDir, MANIFEST);
  if (!existsSync(path)) {
    throw new AssetBuildError(`No asset build in ${relative(process.cwd(), distDir) || "."}/: run \`bun run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(path, "utf8")) as ManifestFile;
  if (options.checkSources !== false && manifest.sources !== sourceFingerprint()) {
    throw new AssetBuildError(`The asset build in ${relative(process.cwd(), distDir) || "."}/ is of other sources: run \`bun run build\` again.`);
  }
  return manifest;
}

/**
 * Serves a build from disk: from its own directory, or from the shared one it is first added to.
 * @example const assets = openAssetBuild({ distDir: "dist", sharedDir: process.env.ASSETS_DIR });
 */
export function openAssetBuild(options: { distDir?: string; sharedDir?: string } = {}): AssetBundle {
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const { sources: _sources, files, ...manifest } = readAssetManifest(distDir);
  const ownDir = join(distDir, ASSETS);
  for (const name of files) {
    if (!existsSync(join(ownDir, name))) throw new AssetBuildError(`The asset build in ${relative(process.cwd(), distDir) || "."}/ lacks ${name}: run \`bun run build\` again.`);
  }
  if (options.sharedDir) {
    mkdirSync(options.sharedDir, { recursive: true });
    for (const name of variantsFirst(files)) placeFile(join(options.sharedDir, name), readFileSync(join(ownDir, name)));
  }
  const dir = options.sharedDir ?? ownDir;

  // What is known to be there: files are only ever added, so a hit stays a hit. A miss looks again,
  // since another instance (a newer version) may have added the file since.
  const known = new Map<string, ServedAsset>();
  return {
    ...manifest,
    find(name) {
      if (!isAssetName(name)) return undefined;
      const cached = known.get(name);
      if (cached) return cached;
      const path = join(dir, name);
      if (!existsSync(path)) return undefined;
      const asset: ServedAsset = {
        contentType: contentTypeOf(name),
        hash: assetHash(name),
        body: Bun.file(path),
        brotli: existsSync(`${path}.br`) ? Bun.file(`${path}.br`) : undefined,
        gzip: existsSync(`${path}.gz`) ? Bun.file(`${path}.gz`) : undefined,
      };
      known.set(name, asset);
      return asset;
    },
  };
}

/** Where the development build is kept (ignored by git, never in the image). */
export const DEVELOPMENT_BUILD_DIR = join(projectRoot, ".cache", "dev-assets");

/**
 * The development build (readable scripts, nothing compressed) for a server started without
 * NODE_ENV=production: the last one of the same sources from `dir`, else a new one, kept there for the
 * next start. A browser test's own server or a restart then starts without a ~6-s build (~9 s of CPU).
 * @example const assets = await developmentAssets();
 */
export async function developmentAssets(dir = DEVELOPMENT_BUILD_DIR, build = () => buildAssets({ production: false })): Promise<AssetBundle> {
  try {
    return openAssetBuild({ distDir: dir });
  } catch (error) {
    if (!(error instanceof AssetBuildError)) throw error;
  }
  const built = await build();
  try {
    writeAssetBuild(built, dir);
  } catch (error) {
    // A tree the server may not write to still starts, from memory; the next start builds again.
    console.warn(`The development build could not be kept in ${relative(process.cwd(), dir)}/: ${error instanceof Error ? error.message : error}`);
  }
  return inMemoryAssets(built);
}
