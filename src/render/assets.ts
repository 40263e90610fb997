/**
 * Builds the browser assets once at start: the island bundles (Bun.build: minified, split,
 * content-hashed), the UnoCSS stylesheet and the font. Each is kept in memory, pre-compressed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { islandNames, type IslandName } from "../../islands/registry.ts";
import { generateStylesheet } from "./styles.ts";

const projectRoot = join(import.meta.dir, "..", "..");
export const ASSET_PREFIX = "/assets/";

export interface AssetFile {
  body: Uint8Array;
  gzip: Uint8Array;
  brotli: Uint8Array;
  contentType: string;
  etag: string;
}

export interface IslandAsset {
  /** URL of the island's own module. */
  src: string;
  /** Modules it imports statically (shared chunks), for modulepreload. */
  imports: string[];
}

export interface AssetBundle {
  stylesheetHref: string;
  fontHref: string;
  clientHref: string;
  islands: Record<IslandName, IslandAsset>;
  /** Keyed by URL path, e.g. /assets/client-1a2b3c.js */
  files: Map<string, AssetFile>;
}

function shortHash(data: Uint8Array | string): string {
  return Bun.hash(data).toString(36).slice(0, 10);
}

/** Text is compressed once here at top quality; already-compressed files (woff2) are not. */
function makeFile(body: Uint8Array, contentType: string, compress = true): AssetFile {
  return {
    body,
    gzip: compress ? Bun.gzipSync(body as Uint8Array<ArrayBuffer>, { level: 9 }) : body,
    brotli: compress ? new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })) : body,
    contentType,
    etag: `"${shortHash(body)}"`,
  };
}

/** Static imports of a minified ES module: `from"/assets/chunk-x.js"` and bare `import"/assets/x.js"`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern = new RegExp(`(?:from|import)\\s*"(?:\\./|${ASSET_PREFIX})([^"]+\\.js)"`, "g");
  for (const match of code.matchAll(pattern)) found.add(ASSET_PREFIX + match[1]!);
  return [...found];
}

async function buildScripts(files: Map<string, AssetFile>, production: boolean) {
  const result = await Bun.build({
    entrypoints: [join(projectRoot, "islands", "client.ts"), ...islandNames.map((n) => join(projectRoot, "islands", `${n}.tsx`))],
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
  const islands = {} as Record<IslandName, IslandAsset>;
  const codeByName = new Map<string, string>();
  for (const output of result.outputs) {
    const name = output.path.replace(/^\.\//, "");
    const code = await output.text();
    codeByName.set(name, code);
    files.set(ASSET_PREFIX + name, makeFile(new TextEncoder().encode(code), "text/javascript; charset=utf-8"));
    if (output.kind !== "entry-point") continue;
    if (name.startsWith("client-")) clientHref = ASSET_PREFIX + name;
    const island = islandNames.find((n) => name.startsWith(`${n}-`) && /^[a-z0-9]+\.js$/.test(name.slice(n.length + 1)));
    if (island) islands[island] = { src: ASSET_PREFIX + name, imports: [] };
  }
  for (const island of Object.values(islands)) {
    island.imports = staticImports(codeByName.get(island.src.slice(ASSET_PREFIX.length)) ?? "");
  }
  return { clientHref, islands };
}

/**
 * @example const assets = await buildAssets({ production: true });
 */
export async function buildAssets(options: { production: boolean }): Promise<AssetBundle> {
  const files = new Map<string, AssetFile>();

  const font = readFileSync(join(projectRoot, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
  const fontHref = `${ASSET_PREFIX}inter-latin-${shortHash(font)}.woff2`;
  files.set(fontHref, makeFile(new Uint8Array(font), "font/woff2", false));

  const [css, scripts] = await Promise.all([generateStylesheet({ fontUrl: fontHref }), buildScripts(files, options.production)]);
  const cssBody = new TextEncoder().encode(css);
  const stylesheetHref = `${ASSET_PREFIX}site-${shortHash(cssBody)}.css`;
  files.set(stylesheetHref, makeFile(cssBody, "text/css; charset=utf-8"));

  return { stylesheetHref, fontHref, clientHref: scripts.clientHref, islands: scripts.islands, files };
}
