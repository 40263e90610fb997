/** `bun run build`: the production assets, written to dist/ once (see src/render/asset-build.ts). */
import { relative } from "node:path";
import { DEFAULT_DIST_DIR, writeAssetBuild } from "../render/asset-build.ts";
import { buildAssets } from "../render/assets.ts";

const distDir = process.argv[2] ?? DEFAULT_DIST_DIR;
const started = performance.now();
const built = await buildAssets({ production: true });
writeAssetBuild(built, distDir);
let bytes = 0;
let compressed = 0;
for (const file of built.files.values()) {
  bytes += file.body.length;
  compressed += (file.brotli ?? file.body).length;
}
console.log(
  `Built ${built.files.size} assets into ${relative(process.cwd(), distDir) || "."}/ in ${Math.round(performance.now() - started)} ms ` +
    `(${Math.round(bytes / 1024)} KiB, ${Math.round(compressed / 1024)} KiB with brotli).`,
);
