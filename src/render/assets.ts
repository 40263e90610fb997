/**
 * The browser assets: the island bundles (Bun.build: minified, split, content-hashed), the UnoCSS
 * stylesheet and the font. `bun run build` writes them to disk once (src/render/asset-build.ts) and the
 * production server serves that build; development and in-process tests build them in memory here.
 * The build is deterministic: the same sources give the same file names and bytes on every machine.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { Glob } from "bun";
import { projectRoot } from "./source-files.ts";
import { generateStylesheet } from "./styles.ts";
import { subsetWebFont } from "./web-font.ts";

export const ASSET_PREFIX = "/assets/";

export interface IslandAsset {
  /** URL of the island's own module. */
  src: string;
  /** Modules it imports statically (shared chunks), for modulepreload. */
  imports: string[];
}

/** What a page needs to name the assets. */
export interface AssetManifest {
  stylesheetHref: string;
  /** The web font's preloaded file (src/render/web-font.ts). */
  fontHref: string;
  /** The web font's other file, fetched only for a character in its range. */
  fontRestHref: string;
  clientHref: string;
  /** The client's static imports (React), preloaded with it. */
  clientImports: string[];
  /** islands/loader.ts built to a minified IIFE: every page's one script, deferred (cached across pages). */
  loaderHref: string;
  /** By island name: the file islands/<name>.tsx or src/admin/<tab>/client/<name>.island.tsx. */
  islands: Record<string, IslandAsset>;
  /**
   * Module scripts a page names itself, by name: the file src/admin/frame/client/<name>.page.ts (the admin's
   * swaps and delegated actions: no React, loaded by every admin page).
   */
  pageScripts: Record<string, IslandAsset>;
}

/** One asset as /assets/:file sends it; `gzip`/`brotli` only where compressing pays. */
export interface ServedAsset {
  contentType: string;
  /** The content hash in its name: what the entity tag of each coding is made from (src/http/etag.ts). */
  hash: string;
  body: Blob | Uint8Array;
  gzip?: Blob | Uint8Array;
  brotli?: Blob | Uint8Array;
}

export interface AssetBundle extends AssetManifest {
  /** The file served at /assets/<name>, if there is one. */
  find(name: string): ServedAsset | undefined | Promise<ServedAsset | undefined>;
}

/** A built file in memory, before it is written or served. */
export interface BuiltFile {
  body: Uint8Array;
  /** Absent when not compressed (woff2 already is; development skips the cost). */
  gzip?: Uint8Array;
  brotli?: Uint8Array;
}

export interface BuiltAssets {
  manifest: AssetManifest;
  /** Keyed by file name, e.g. client-1a2b3c.js */
  files: Map<string, BuiltFile>;
}

const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  woff2: "font/woff2",
};

/** Only names the build makes: no path separators, no leading dot, a known extension. */
const ASSET_NAME = /^[a-z0-9][a-z0-9-]*\.(js|css|woff2)$/;

export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** Every name carries its content hash, so the name without its extension stands for the bytes. */
export function assetHash(name: string): string {
  return name.slice(0, name.lastIndexOf("."));
}

function shortHash(data: Uint8Array | string): string {
  return Bun.hash(data).toString(36).slice(0, 10);
}

/** Text is compressed at top quality, once; already-compressed files (woff2) are not. */
function builtFile(body: Uint8Array, compress: boolean): BuiltFile {
  if (!compress) return { body };
  return {
    body,
    gzip: Bun.gzipSync(body as Uint8Array<ArrayBuffer>, { level: 9 }),
    brotli: new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** Static imports of a minified ES module: `from"/assets/chunk-x.js"` and bare `import"/assets/x.js"`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = new RegExp(`(?:from|import)\\s*"(?:\\./|${ASSET_PREFIX})([^"]+\\.js)"`, "g");
  for (const match of code.matchAll(pattern)) found.add(ASSET_PREFIX + match[1]!);
  return [...found].sort();
}

const ADMIN_ISLANDS = new Glob("src/admin/*/client/*.island.tsx");
const PAGE_SCRIPTS = new Glob("src/admin/frame/client/*.page.ts");

/**
 * Every island by name, with its file (relative to the project): each islands/<name>.tsx (islands/lib/ and
 * islands/admin/ hold their parts) and each admin tab's src/admin/<tab>/client/<name>.island.tsx. Names are unique.
 */
export function islandFiles(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, file: string) => {
    const other = found.get(name);
    if (other) throw new Error(`Two islands are named "${name}": ${other} and ${file}`);
    found.set(name, file);
  };
  for (const file of readdirSync(join(projectRoot, "islands"))) if (file.endsWith(".tsx")) add(file.slice(0, -".tsx".length), `islands/${file}`);
  for (const file of ADMIN_ISLANDS.scanSync(projectRoot)) add(basename(file, ".island.tsx"), file);
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function islandNames(): string[] {
  return [...islandFiles().keys()];
}

/** The page scripts by name, with their files: src/admin/frame/client/<name>.page.ts. */
export function pageScriptFiles(): Map<string, string> {
  return new Map([...PAGE_SCRIPTS.scanSync(projectRoot)].sort().map((file) => [basename(file, ".page.ts"), file]));
}

/** The name an entry's output carries: `<name>-<hash>.js`. */
function entryOf(outputName: string, names: Iterable<string>): string | undefined {
  for (const name of names) if (outputName.startsWith(`${name}-`) && /^[a-z0-9]+\.js$/.test(outputName.slice(name.length + 1))) return name;
  return undefined;
}

async function buildScripts(files: Map<string, BuiltFile>, production: boolean, compress: boolean) {
  const islandsByName = islandFiles();
  const scriptsByName = pageScriptFiles();
  const result = await Bun.build({
    entrypoints: [join(projectRoot, "islands", "client.ts"), ...[...islandsByName.values(), ...scriptsByName.values()].map((file) => join(projectRoot, file))],
    target: "browser",
    format: "esm",
    splitting: true,
    minify: true,
    sourcemap: "none",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    publicPath: ASSET_PREFIX,
    // Without this Bun bundles React's development build (twice the size, slower); dev keeps its warnings.
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  });
  if (!result.success) {
    throw new AggregateError(result.logs, "Building the island bundles failed");
  }
  let clientHref = "";
  const islands: Record<string, IslandAsset> = {};
  const pageScripts: Record<string, IslandAsset> = {};
  const codeByName = new Map<string, string>();
  const outputs = await Promise.all(result.outputs.map(async (output) => ({ kind: output.kind, name: output.path.replace(/^\.\//, ""), code: await output.text() })));
  // Bun names an entry after its file: "tags.island-1a2b.js" becomes "tags-1a2b.js", the island's own name, in
  // the file name and wherever another output names it.
  const renamed = new Map(outputs.map(({ name }) => [name, name.replace(/^([a-z0-9-]+)\.(?:island|page)-/, "$1-")]));
  for (const output of outputs) {
    output.name = renamed.get(output.name)!;
    for (const [from, to] of renamed) if (from !== to) output.code = output.code.replaceAll(from, to);
  }
  for (const { kind, name, code } of outputs) {
    codeByName.set(name, code);
    files.set(name, builtFile(new TextEncoder().encode(code), compress));
    if (kind !== "entry-point") continue;
    if (name.startsWith("client-")) clientHref = ASSET_PREFIX + name;
    const island = entryOf(name, islandsByName.keys());
    if (island) islands[island] = { src: ASSET_PREFIX + name, imports: [] };
    const script = entryOf(name, scriptsByName.keys());
    if (script) pageScripts[script] = { src: ASSET_PREFIX + name, imports: [] };
  }
  for (const entry of [...Object.values(islands), ...Object.values(pageScripts)]) {
    entry.imports = staticImports(codeByName.get(entry.src.slice(ASSET_PREFIX.length)) ?? "");
  }
  const clientImports = staticImports(codeByName.get(clientHref.slice(ASSET_PREFIX.length)) ?? "");
  // The loader carries the client's and each island's files itself: a page names an island, not its files.
  const islandFilesByName = Object.fromEntries(Object.entries(islands).map(([name, island]) => [name, [island.src, ...island.imports]]));
  const loader = new TextEncoder().encode(await buildLoader({ client: [clientHref, ...clientImports], islands: islandFilesByName }));
  const loaderName = `loader-${shortHash(loader)}.js`;
  files.set(loaderName, builtFile(loader, compress));
  return { clientHref, clientImports, islands, pageScripts, loaderHref: ASSET_PREFIX + loaderName };
}

/**
 * The loader is the one script every page names, so it is its own small bundle: no imports, no chunks. It
 * holds the build's files (islands/loader.ts, LoaderFiles), so a page's HTML names none of them.
 */
async function buildLoader(files: { client: string[]; islands: Record<string, string[]> }): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(projectRoot, "islands", "loader.ts")],
    target: "browser",
    format: "iife",
    minify: true,
    sourcemap: "none",
    define: { __LOADER_FILES__: JSON.stringify(files) },
  });
  if (!result.success) throw new AggregateError(result.logs, "Building the island loader failed");
  return (await result.outputs[0]!.text()).trim();
}

/** The island bundles and their shared chunks; what the page needs to name them. */
export async function buildScriptAssets(options: { production: boolean; compress: boolean }) {
  const files = new Map<string, BuiltFile>();
  const scripts = await buildScripts(files, options.production, options.compress);
  // In name order, whatever order the bundler wrote them in: the manifest is compared byte for byte.
  const islands = Object.fromEntries(islandNames().map((name) => [name, scripts.islands[name]!]));
  const pageScripts = Object.fromEntries([...pageScriptFiles().keys()].map((name) => [name, scripts.pageScripts[name]!]));
  return { clientHref: scripts.clientHref, clientImports: scripts.clientImports, loaderHref: scripts.loaderHref, islands, pageScripts, files };
}

/** The font's two files (as they are: woff2 is compressed) and the stylesheet that names them. */
export async function buildStyleAssets(options: { compress: boolean }) {
  const font = await subsetWebFont(readFileSync(join(projectRoot, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")));
  const fontName = `inter-latin-${shortHash(font.core)}.woff2`;
  const fontRestName = `inter-latin-rest-${shortHash(font.rest)}.woff2`;
  const fonts = { core: ASSET_PREFIX + fontName, rest: ASSET_PREFIX + fontRestName };
  const cssBody = new TextEncoder().encode(await generateStylesheet({ fonts }));
  const cssName = `site-${shortHash(cssBody)}.css`;
  const files = new Map<string, BuiltFile>([
    [fontName, builtFile(font.core, false)],
    [fontRestName, builtFile(font.rest, false)],
    [cssName, builtFile(cssBody, options.compress)],
  ]);
  return { fontHref: fonts.core, fontRestHref: fonts.rest, stylesheetHref: ASSET_PREFIX + cssName, files };
}

/** One build from its two halves, files in name order. */
export function combineAssets(scripts: Awaited<ReturnType<typeof buildScriptAssets>>, styles: Awaited<ReturnType<typeof buildStyleAssets>>): BuiltAssets {
  const files = [...scripts.files, ...styles.files].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    manifest: {
      stylesheetHref: styles.stylesheetHref,
      fontHref: styles.fontHref,
      fontRestHref: styles.fontRestHref,
      clientHref: scripts.clientHref,
      clientImports: scripts.clientImports,
      loaderHref: scripts.loaderHref,
      islands: scripts.islands,
      pageScripts: scripts.pageScripts,
    },
    files: new Map(files),
  };
}

/**
 * Builds every asset in memory. `compress` (default: production) adds the gzip and brotli bodies.
 * @example const built = await buildAssets({ production: true });
 */
export async function buildAssets(options: { production: boolean; compress?: boolean }): Promise<BuiltAssets> {
  const compress = options.compress ?? options.production;
  const [scripts, styles] = await Promise.all([buildScriptAssets({ production: options.production, compress }), buildStyleAssets({ compress })]);
  return combineAssets(scripts, styles);
}

/**
 * Serves a build from memory (development, in-process tests).
 * @example const assets = inMemoryAssets(await buildAssets({ production: false }));
 */
export function inMemoryAssets(built: BuiltAssets): AssetBundle {
  return {
    ...built.manifest,
    find(name) {
      const file = built.files.get(name);
      return file && { contentType: contentTypeOf(name), hash: assetHash(name), ...file };
    },
  };
}
