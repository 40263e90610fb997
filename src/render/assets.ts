/**
 * The browser assets: the island bundles (Bun.build: minified, split, content-hashed), the UnoCSS
 * stylesheet and the font. `bun run build` writes them to disk once (src/render/asset-build.ts) and the
 * production server serves that build; development and in-process tests build them in memory here.
 * The build is deterministic: the same sources give the same file names and bytes on every machine.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
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
  fontHref: string;
  clientHref: string;
  /** The client's static imports (React), preloaded with it. */
  clientImports: string[];
  /** islands/loader.ts built to a minified IIFE: the one inline script, allowed by its hash. */
  loaderScript: string;
  /** By island name: the file islands/<name>.tsx. */
  islands: Record<string, IslandAsset>;
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

/** Every island: each islands/<name>.tsx (islands/lib/ and islands/admin/ hold their parts). */
export function islandNames(): string[] {
  return readdirSync(join(projectRoot, "islands"))
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => file.slice(0, -".tsx".length))
    .sort();
}

async function buildScripts(files: Map<string, BuiltFile>, production: boolean, compress: boolean) {
  const names = islandNames();
  const result = await Bun.build({
    entrypoints: [join(projectRoot, "islands", "client.ts"), ...names.map((n) => join(projectRoot, "islands", `${n}.tsx`))],
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
  const codeByName = new Map<string, string>();
  for (const output of result.outputs) {
    const name = output.path.replace(/^\.\//, "");
    const code = await output.text();
    codeByName.set(name, code);
    files.set(name, builtFile(new TextEncoder().encode(code), compress));
    if (output.kind !== "entry-point") continue;
    if (name.startsWith("client-")) clientHref = ASSET_PREFIX + name;
    const island = names.find((n) => name.startsWith(`${n}-`) && /^[a-z0-9]+\.js$/.test(name.slice(n.length + 1)));
    if (island) islands[island] = { src: ASSET_PREFIX + name, imports: [] };
  }
  for (const island of Object.values(islands)) {
    island.imports = staticImports(codeByName.get(island.src.slice(ASSET_PREFIX.length)) ?? "");
  }
  const clientImports = staticImports(codeByName.get(clientHref.slice(ASSET_PREFIX.length)) ?? "");
  return { clientHref, clientImports, islands, loaderScript: await buildLoader() };
}

/** The loader is inlined in each page, so it is its own small bundle: no imports, no chunks. */
async function buildLoader(): Promise<string> {
  const result = await Bun.build({ entrypoints: [join(projectRoot, "islands", "loader.ts")], target: "browser", format: "iife", minify: true, sourcemap: "none" });
  if (!result.success) throw new AggregateError(result.logs, "Building the island loader failed");
  return (await result.outputs[0]!.text()).trim();
}

/** The island bundles and their shared chunks; what the page needs to name them. */
export async function buildScriptAssets(options: { production: boolean; compress: boolean }) {
  const files = new Map<string, BuiltFile>();
  const scripts = await buildScripts(files, options.production, options.compress);
  // In name order, whatever order the bundler wrote them in: the manifest is compared byte for byte.
  const islands = Object.fromEntries(islandNames().map((name) => [name, scripts.islands[name]!]));
  return { clientHref: scripts.clientHref, clientImports: scripts.clientImports, loaderScript: scripts.loaderScript, islands, files };
}

/** The font (as it is: woff2 is compressed) and the stylesheet that names it. */
export async function buildStyleAssets(options: { compress: boolean }) {
  const font = await subsetWebFont(readFileSync(join(projectRoot, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")));
  const fontName = `inter-latin-${shortHash(font)}.woff2`;
  const fontHref = ASSET_PREFIX + fontName;
  const cssBody = new TextEncoder().encode(await generateStylesheet({ fontUrl: fontHref }));
  const cssName = `site-${shortHash(cssBody)}.css`;
  const files = new Map<string, BuiltFile>([
    [fontName, builtFile(new Uint8Array(font), false)],
    [cssName, builtFile(cssBody, options.compress)],
  ]);
  return { fontHref, stylesheetHref: ASSET_PREFIX + cssName, files };
}

/** One build from its two halves, files in name order. */
export function combineAssets(scripts: Awaited<ReturnType<typeof buildScriptAssets>>, styles: Awaited<ReturnType<typeof buildStyleAssets>>): BuiltAssets {
  const files = [...scripts.files, ...styles.files].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    manifest: {
      stylesheetHref: styles.stylesheetHref,
      fontHref: styles.fontHref,
      clientHref: scripts.clientHref,
      clientImports: scripts.clientImports,
      loaderScript: scripts.loaderScript,
      islands: scripts.islands,
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
