import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AssetBuildError, developmentAssets, openAssetBuild, readAssetManifest, writeAssetBuild } from "./asset-build.ts";
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
      fontRestHref: "/assets/inter-latin-rest-f0.woff2",
      clientHref: `/assets/client-${version}.js`,
      clientImports: [],
      loaderHref: "/assets/loader-test.js",
      islands: {} as BuiltAssets["manifest"]["islands"],
      pageScripts: {},
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
  test("serves what it wrote: the body, the brotli and gzip files beside it, the hash of its name", async () => {
    const dist = join(tempDir(), "dist");
    writeAssetBuild(fakeBuild("a1"), dist);
    const assets = openAssetBuild({ distDir: dist });
    expect(assets.stylesheetHref).toBe("/assets/site-a1.css");
    const css = await assets.find("site-a1.css");
    expect(css?.contentType).toBe("text/css; charset=utf-8");
    expect(css?.hash).toBe("site-a1");
    expect(await bodyOf(css?.body)).toBe("body{color:a1}");
    expect(await bodyOf(css?.brotli)).toBe("br");
    expect(await bodyOf(css?.gzip)).toBe("gz");
    expect((await assets.find("client-a1.js"))?.brotli).toBeUndefined();
  });

  test("names outside the build's own are never looked up: no traversal, no hidden or compressed files", async () => {
    const dist = join(tempDir(), "dist");
    writeAssetBuild(fakeBuild("a1"), dist);
    const assets = openAssetBuild({ distDir: dist });
    for (const name of ["..", "../manifest.json", "site-a1.css.br", ".site-a1.css", "manifest.json", "site-A1.css"]) {
      expect(await assets.find(name), name).toBeUndefined();
    }
  });

  test("a missing build, or one of other sources, stops the start with one line", async () => {
    const dist = join(tempDir(), "dist");
    expect(() => readAssetManifest(dist)).toThrow(AssetBuildError);
    expect(() => readAssetManifest(dist)).toThrow("run `bun run build` first");
    writeAssetBuild(fakeBuild("a1"), dist);
    const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
    writeFileSync(join(dist, "manifest.json"), JSON.stringify({ ...manifest, sources: "an older tree" }));
    expect(() => readAssetManifest(dist)).toThrow("is of other sources: run `bun run build` again");
  });

  test("a new build into the same dist/ keeps the earlier build's files: a server still running on it serves them", async () => {
    const dist = join(tempDir(), "dist");
    writeAssetBuild(fakeBuild("one1"), dist);
    const running = openAssetBuild({ distDir: dist });
    writeAssetBuild(fakeBuild("two2"), dist);
    expect(readAssetManifest(dist).stylesheetHref).toBe("/assets/site-two2.css");
    expect(readAssetManifest(dist).files).toEqual(["client-two2.js", "inter-latin-f0.woff2", "site-two2.css", "site-two2.css.br", "site-two2.css.gz"]);
    expect(await bodyOf((await running.find("site-one1.css"))?.body)).toBe("body{color:one1}");
    expect(readdirSync(join(dist, "assets")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test("rolling deploy: instances of two versions sharing ASSETS_DIR each serve the other's files", async () => {
    const shared = join(tempDir(), "shared");
    const oldDist = join(tempDir(), "dist");
    const newDist = join(tempDir(), "dist");
    writeAssetBuild(fakeBuild("old1"), oldDist);
    writeAssetBuild(fakeBuild("new2"), newDist);
    const oldInstance = openAssetBuild({ distDir: oldDist, sharedDir: shared });
    expect(await oldInstance.find("site-new2.css")).toBeUndefined();
    const newInstance = openAssetBuild({ distDir: newDist, sharedDir: shared });
    expect(await bodyOf((await newInstance.find("site-old1.css"))?.body)).toBe("body{color:old1}");
    // A miss looks again: the old instance finds the files the new one added after it started.
    expect(await bodyOf((await oldInstance.find("site-new2.css"))?.body)).toBe("body{color:new2}");
    expect(await bodyOf((await oldInstance.find("site-new2.css"))?.brotli)).toBe("br");
  });
});

describe("the development build, kept between starts", () => {
  test("built once, then served from disk until the sources change; a directory it cannot write to still starts", async () => {
    const dir = join(tempDir(), "dev-assets");
    let builds = 0;
    const build = async () => fakeBuild(`d${++builds}`);

    const first = await developmentAssets(dir, build);
    expect(builds).toBe(1);
    expect(first.clientHref).toBe("/assets/client-d1.js");
    const again = await developmentAssets(dir, build);
    expect(builds).toBe(1);
    expect(await bodyOf((await again.find("client-d1.js"))?.body)).toBe('console.log("d1")');

    // Another tree's build (an edit since) is not served: a new one replaces it.
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ ...manifest, sources: "before an edit" }));
    expect((await developmentAssets(dir, build)).clientHref).toBe("/assets/client-d2.js");
    expect((await developmentAssets(dir, build)).clientHref).toBe("/assets/client-d2.js");
    expect(builds).toBe(2);

    // A path no user can make a directory at (a file stands where its parent should be).
    const blocked = join(tempDir(), "a-file");
    writeFileSync(blocked, "");
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(...args);
    try {
      const fromMemory = await developmentAssets(join(blocked, "dev-assets"), build);
      expect(await bodyOf((await fromMemory.find("client-d3.js"))?.body)).toBe('console.log("d3")');
    } finally {
      console.warn = warn;
    }
    expect(String(warned[0])).toContain("The development build could not be kept in");
  });
});
