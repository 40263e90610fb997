/**
 * The asset build on disk: `bun run build` writes it once, the production server serves it.
 *
 *   dist/manifest.json     the hrefs a page names, the fingerprint of the sources it was built from
 *   dist/assets/NAME       each file, with NAME.br and NAME.gz beside it where compressing pays
 *
 * With a shared directory (ASSETS_DIR, a volume every instance mounts) each instance adds its build's
 * files there at start and serves from there, so during a rolling deploy an old instance can serve the
 * files a new instance's pages name, and the other way round. Names carry content hashes: a file is
 * never changed, only added.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { Glob } from "bun";
import { contentTypeOf, etagOf, isAssetName, type AssetBundle, type AssetManifest, type BuiltAssets } from "./assets.ts";

const projectRoot = join(import.meta.dir, "..", "..");
export const DEFAULT_DIST_DIR = join(projectRoot, "dist");
const MANIFEST = "manifest.json";
const ASSETS = "assets";
/** How often a miss may re-read the directory (another instance may have added files). */
const RESCAN_EVERY_MS = 1000;

interface ManifestFile extends AssetManifest {
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
export function fingerprintFiles(patterns: string[], extraFiles: string[] = [], root = projectRoot): string {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    for (const path of new Glob(pattern).scanSync({ cwd: root })) {
      if (!/\.(test|e2e)\.tsx?$/.test(path)) paths.add(path);
    }
  }
  const hasher = new Bun.CryptoHasher("sha256");
  for (const path of [...[...paths].sort(), ...extraFiles]) {
    hasher.update(`${path}\0`);
    hasher.update(readFileSync(join(root, path)));
    hasher.update("\0");
  }
  return hasher.digest("hex");
}

/** Fingerprint of everything the build reads: a production start refuses a build of other sources. */
export function sourceFingerprint(): string {
  return fingerprintFiles(["src/**/*", "islands/**/*"], ["package-lock.json"]);
}

/**
 * Writes the build to `distDir` in one step: into a temporary directory beside it, then renamed over it.
 * @example await writeAssetBuild(await buildAssets({ production: true }), "dist");
 */
export async function writeAssetBuild(built: BuiltAssets, distDir = DEFAULT_DIST_DIR): Promise<void> {
  const staging = `${distDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(staging, ASSETS), { recursive: true });
  for (const [name, file] of built.files) {
    const path = join(staging, ASSETS, name);
    writeFileSync(path, file.body);
    if (file.brotli) writeFileSync(`${path}.br`, file.brotli);
    if (file.gzip) writeFileSync(`${path}.gz`, file.gzip);
  }
  const manifest: ManifestFile = { ...built.manifest, sources: sourceFingerprint() };
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const previous = `${distDir}.previous-${process.pid}`;
  if (existsSync(distDir)) renameSync(distDir, previous);
  renameSync(staging, distDir);
  rmSync(previous, { recursive: true, force: true });
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

/** Copies the build's files into the shared directory, each under a temporary name first, so no instance ever serves half a file. */
function publishTo(sharedDir: string, ownDir: string) {
  mkdirSync(sharedDir, { recursive: true });
  for (const name of readdirSync(ownDir)) {
    const target = join(sharedDir, name);
    if (existsSync(target)) continue;
    const temporary = join(sharedDir, `.${name}.${process.pid}.tmp`);
    copyFileSync(join(ownDir, name), temporary);
    renameSync(temporary, target);
  }
}

/**
 * Serves a build from disk: this instance's own, or the shared directory it was added to.
 * @example const assets = await openAssetBuild({ distDir: "dist", sharedDir: process.env.ASSETS_DIR });
 */
export async function openAssetBuild(options: { distDir?: string; sharedDir?: string } = {}): Promise<AssetBundle> {
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const { sources: _sources, ...manifest } = readAssetManifest(distDir);
  const ownDir = join(distDir, ASSETS);
  if (options.sharedDir) publishTo(options.sharedDir, ownDir);
  const dir = options.sharedDir ?? ownDir;

  let names = new Set<string>();
  let scannedAt = 0;
  const scan = () => {
    names = new Set(readdirSync(dir).filter((entry) => !entry.startsWith(".")));
    scannedAt = performance.now();
  };
  scan();
  for (const href of [manifest.stylesheetHref, manifest.fontHref, manifest.clientHref]) {
    if (!names.has(href.slice(href.lastIndexOf("/") + 1))) throw new AssetBuildError(`The asset build in ${dirname(ownDir)} lacks ${href}: run \`bun run build\` again.`);
  }

  return {
    ...manifest,
    find(name) {
      if (!isAssetName(name)) return undefined;
      if (!names.has(name) && performance.now() - scannedAt > RESCAN_EVERY_MS) scan();
      if (!names.has(name)) return undefined;
      const path = join(dir, name);
      return {
        contentType: contentTypeOf(name),
        etag: etagOf(name),
        body: Bun.file(path),
        brotli: names.has(`${name}.br`) ? Bun.file(`${path}.br`) : undefined,
        gzip: names.has(`${name}.gz`) ? Bun.file(`${path}.gz`) : undefined,
      };
    },
  };
}
