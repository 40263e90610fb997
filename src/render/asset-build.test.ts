import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AssetBuildError, openAssetBuild, readAssetManifest, writeAssetBuild } from "./asset-build.ts";
import type { BuiltAssets } from "./assets.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "asset-build-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small build of one version: its stylesheet and client differ by `version`. */
function fakeBuild(version: string): BuiltAssets {
  const text = (s: string) => new TextEncoder().encode(s);
  return {
    manifest: {
      stylesheetHref: `/assets/site-${version}.css`,
      fontHref: "/assets/inter-latin-f0.woff2",
      clientHref: `/assets/client-${version}.js`,
      islands: {} as BuiltAssets["manifest"]["islands"],
    },
    files: new Map([
      [`site-${version}.css`, { body: text(`body{color:${version}}`), brotli: text("br"), gzip: text("gz") }],
      [`client-${version}.js`, { body: text(`console.log("${version}")`) }],
      ["inter-latin-f0.woff2", { body: text("font") }],
    ]),
  };
}

async function bodyOf(body: Blob | Uint8Array | undefined) {
  return body instanceof Blob ? body.text() : new TextDecoder().decode(body);
}

describe("the asset build on disk", () => {
  test("serves what it wrote: the body, the brotli and gzip files beside it, a name-derived ETag", async () => {
    const dist = join(tempDir(), "dist");
    await writeAssetBuild(fakeBuild("a1"), dist);
    const assets = await openAssetBuild({ distDir: dist });
    expect(assets.stylesheetHref).toBe("/assets/site-a1.css");
    const css = await assets.find("site-a1.css");
    expect(css?.contentType).toBe("text/css; charset=utf-8");
    expect(css?.etag).toBe('"site-a1"');
    expect(await bodyOf(css?.body)).toBe("body{color:a1}");
    expect(await bodyOf(css?.brotli)).toBe("br");
    expect(await bodyOf(css?.gzip)).toBe("gz");
    expect((await assets.find("client-a1.js"))?.brotli).toBeUndefined();
  });

  test("names outside the build's own are never looked up: no traversal, no hidden or compressed files", async () => {
    const dist = join(tempDir(), "dist");
    await writeAssetBuild(fakeBuild("a1"), dist);
    const assets = await openAssetBuild({ distDir: dist });
    for (const name of ["..", "../manifest.json", "site-a1.css.br", ".site-a1.css", "manifest.json", "site-A1.css"]) {
      expect(await assets.find(name), name).toBeUndefined();
    }
  });

  test("a missing build, or one of other sources, stops the start with one line", async () => {
    const dist = join(tempDir(), "dist");
    expect(() => readAssetManifest(dist)).toThrow(AssetBuildError);
    expect(() => readAssetManifest(dist)).toThrow("run `bun run build` first");
    await writeAssetBuild(fakeBuild("a1"), dist);
    const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
    writeFileSync(join(dist, "manifest.json"), JSON.stringify({ ...manifest, sources: "an older tree" }));
    expect(() => readAssetManifest(dist)).toThrow("is of other sources: run `bun run build` again");
  });

  test("rolling deploy: instances of two versions sharing ASSETS_DIR each serve the other's files", async () => {
    const shared = join(tempDir(), "shared");
    const oldDist = join(tempDir(), "dist");
    const newDist = join(tempDir(), "dist");
    await writeAssetBuild(fakeBuild("old1"), oldDist);
    await writeAssetBuild(fakeBuild("new2"), newDist);
    const oldInstance = await openAssetBuild({ distDir: oldDist, sharedDir: shared });
    expect(await oldInstance.find("site-new2.css")).toBeUndefined();
    const newInstance = await openAssetBuild({ distDir: newDist, sharedDir: shared });
    expect(await bodyOf((await newInstance.find("site-old1.css"))?.body)).toBe("body{color:old1}");
    // The old instance re-reads the directory on a miss (at most once a second) and finds the new files.
    await Bun.sleep(1100);
    expect(await bodyOf((await oldInstance.find("site-new2.css"))?.body)).toBe("body{color:new2}");
    expect(await bodyOf((await oldInstance.find("site-new2.css"))?.brotli)).toBe("br");
  });
});
