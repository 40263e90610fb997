/**
 * Image uploads through the site, on PGlite and on PostgreSQL: what is accepted (and what it becomes: the
 * orientation applied, the metadata gone, AVIF/WebP/fallback variants served by Accept and by name, immutable
 * with strong validators), every kind of bad input refused with a clear 4xx and nothing stored, a worker that
 * crashes on a file, where an upload is used and the delete that refuses while it is, alt text and search.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { auditLog, media, mediaVariants } from "../../db/schema/index.ts";
import { MediaProcessor } from "../../src/media/process-upload.ts";
import { MEDIA_MAX_BYTES, type MediaItem, type MediaPage, type MediaUploadAnswer, parseMediaUrl, variantUrl, variantWidths } from "../../src/shared/media.ts";
import { createSecondInstance, type TestApp } from "../support/test-app.ts";
import { testDatabaseKind } from "../support/test-database.ts";
import { adminRequest, adminSessionForFile, BLANK_POST, json } from "./admin-support.ts";

const admin = adminSessionForFile();
const GPS_MARKER = "GPS-MARKER-48.8582N";

/** A photo as a phone takes it: sideways (EXIF orientation 6), with a GPS position and a camera description. */
async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 13 + (i >> 11) * 7) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: `Camera ${GPS_MARKER}` }, IFD3: { GPSLatitudeRef: "N", GPSProcessingMethod: GPS_MARKER } })
    .toBuffer();
}

/** POST /api/admin/media with raw bytes, as the admin's uploader sends them. */
function send(body: Uint8Array | string | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}, options: { cookie?: string | null } = {}) {
  const cookie = options.cookie === undefined ? admin.cookie : options.cookie;
  return admin.t.app.request("/api/admin/media", {
    method: "POST",
    headers: {
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": "198.51.100.7",
      "Content-Type": "image/jpeg",
      "X-File-Name": "photo.jpg",
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body as BodyInit | null,
  });
}

async function uploaded(bytes: Uint8Array, name = "photo.jpg"): Promise<MediaItem> {
  const res = await send(bytes, { "X-File-Name": encodeURIComponent(name) });
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return (await json<MediaUploadAnswer>(res)).media;
}

async function storedCount(): Promise<number> {
  const [row] = await admin.t.deps.db.select({ n: count() }).from(media);
  return row!.n;
}

async function refused(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  expect((await json<{ error: string }>(res)).error).toMatch(message);
}

/** A PNG whose header says 30,000 × 30,000 pixels, with a token of data: refused from the header, never decoded. */
function hugePngHeader(): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, Bun.hash.crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, 30_000);
  v.setUint32(4, 30_000);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = Bun.deflateSync(new Uint8Array(30_001 * 3).fill(0));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array())]);
}

afterEach(async () => {
  admin.t.deps.media!.processor = new MediaProcessor();
});

describe("an upload", () => {
  test("a phone photo: stored upright, every width in AVIF, WebP and JPEG, with nothing of its metadata", async () => {
    const photo = await phonePhoto();
    expect(photo.includes(Buffer.from(GPS_MARKER))).toBe(true);
    const res = await send(photo, { "X-File-Name": encodeURIComponent("Shop front — May.jpg") });
    expect(res.status).toBe(201);
    const { media: item, duplicate } = await json<MediaUploadAnswer>(res);
    expect(duplicate).toBe(false);
    // Orientation 6: the 1600 × 1200 sensor image is shown 1200 wide and 1600 tall.
    expect(item).toMatchObject({ width: 1200, height: 1600, fileName: "Shop front — May.jpg", sourceFormat: "jpeg", uploadBytes: photo.length, firstFrameOnly: false, uses: [] });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{16}-1200x1600\.jpg$/);
    const address = parseMediaUrl(item.url)!;
    const variants = await admin.t.deps.db.select({ width: mediaVariants.width, format: mediaVariants.format }).from(mediaVariants).where(eq(mediaVariants.mediaKey, address.key));
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      variantWidths(1200)
        .flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`])
        .sort(),
    );

    for (const width of variantWidths(1200)) {
      for (const [format, type, sharpName] of [
        ["avif", "image/avif", "heif"],
        ["webp", "image/webp", "webp"],
        ["jpg", "image/jpeg", "jpeg"],
      ] as const) {
        const served = await admin.t.app.request(variantUrl(address, width, format));
        expect(served.status).toBe(200);
        expect(served.headers.get("Content-Type")).toBe(type);
        expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        expect(served.headers.get("ETag")).toMatch(/^"[^W]/);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(sharpName);
        expect([meta.width, meta.exif, meta.orientation]).toEqual([width, undefined, undefined]);
        expect(meta.height).toBe(Math.round((1600 * width) / 1200));
      }
    }
  });

  test("the image's address answers the best format the Accept header names, with Vary: Accept and a 304 for what the client has", async () => {
    const item = await uploaded(await phonePhoto(800, 600), "accept.jpg");
    const cases: [string, string][] = [
      ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["image/png,image/*;q=0.8,*/*;q=0.5", "image/jpeg"],
      ["", "image/jpeg"],
    ];
    for (const [accept, type] of cases) {
      const res = await admin.t.app.request(item.url, { headers: accept ? { Accept: accept } : {} });
      expect(`${accept} → ${res.status} ${res.headers.get("Content-Type")}`).toBe(`${accept} → 200 ${type}`);
      expect(res.headers.get("Vary")).toContain("Accept");
      const again = await admin.t.app.request(item.url, { headers: { Accept: accept, "If-None-Match": res.headers.get("ETag")! } });
      expect(again.status).toBe(304);
      // The widest variant: the image's own width here (600, as EXIF turns it).
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(600);
    }
  });

  test("the same bytes again are the same upload: 200, duplicate, nothing new stored", async () => {
    const photo = await phonePhoto(640, 480);
    const first = await uploaded(photo, "first.jpg");
    const before = await storedCount();
    const res = await send(photo, { "X-File-Name": "again.jpg" });
    expect(res.status).toBe(200);
    const answer = await json<MediaUploadAnswer>(res);
    expect(answer.duplicate).toBe(true);
    expect(answer.media.url).toBe(first.url);
    expect(answer.media.fileName).toBe("first.jpg");
    expect(await storedCount()).toBe(before);
  });

  test("transparency keeps a PNG fallback; an animated GIF keeps its first frame and says so", async () => {
    const logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 20, g: 80, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const png = await uploaded(logo, "logo.png");
    expect(png.url).toMatch(/-300x120\.png$/);
    const fallback = await admin.t.app.request(png.url);
    expect(fallback.headers.get("Content-Type")).toBe("image/png");
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).hasAlpha).toBe(true);

    const frames = Buffer.alloc(50 * 80 * 4, 128);
    frames.fill(255, 0, 50 * 40 * 4);
    const gif = await sharp(frames, { raw: { width: 50, height: 80, channels: 4, pageHeight: 40 } as never })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const animated = await uploaded(gif, "spinner.gif");
    expect(animated).toMatchObject({ width: 50, height: 40, sourceFormat: "gif", firstFrameOnly: true });
    const webp = await admin.t.app.request(variantUrl(parseMediaUrl(animated.url)!, 50, "webp"));
    expect((await sharp(Buffer.from(await webp.arrayBuffer()), { pages: -1 }).metadata()).pages ?? 1).toBe(1);
  });

  test("a file name is kept for the owner's eyes only: no path, no control characters", async () => {
    const item = await uploaded(await phonePhoto(320, 240), "../../etc/passwd\u0000.jpg");
    expect(item.fileName).toBe("passwd.jpg");
    expect(item.url).not.toContain("passwd");
  });

  test("a file name loses its format characters: a right-to-left override cannot make photo.exe look like a .jpg", async () => {
    const item = await uploaded(await phonePhoto(330, 250), "invoice\u202Egpj.exe\u200B\uFEFF");
    expect(item.fileName).toBe("invoicegpj.exe");
    const page = await json<MediaPage>(await adminRequest(admin.t, "/api/admin/media?q=invoice", { cookie: admin.cookie }));
    expect(page.items.map((i) => i.fileName)).toEqual(["invoicegpj.exe"]);
    const [entry] = await admin.t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, item.key));
    expect(entry).toMatchObject({ detail: { fileName: "invoicegpj.exe" } });
  });

  test("an unknown variant or address is a 404, never an image of another size", async () => {
    const item = await uploaded(await phonePhoto(700, 500), "sizes.jpg");
    const address = parseMediaUrl(item.url)!;
    for (const path of [
      variantUrl(address, 1920, "avif"),
      variantUrl(address, 321, "webp"),
      `/media/${address.key}-9x9.jpg`,
      "/media/0000000000000000-10x10.jpg",
      "/media/../app.ts",
    ]) {
      expect(`${path} ${(await admin.t.app.request(path)).status}`).toBe(`${path} 404`);
    }
  });
});

describe("bad input gets a clear 4xx and nothing is stored", () => {
  test("each kind of file that is not an image we take", async () => {
    const before = await storedCount();
    const jpeg = await phonePhoto(900, 700);
    const zip = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(200, 1)]);
    await refused(await send(Buffer.from("<?php system($_GET['c']); ?>"), { "X-File-Name": "shell.jpg" }), 415, /not an image we can use.*JPEG, PNG, WebP, GIF or AVIF/);
    await refused(await send(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { "X-File-Name": "cut.jpg" }), 422, /damaged or incomplete/);
    await refused(
      await send(hugePngHeader(), { "Content-Type": "image/png", "X-File-Name": "bomb.png" }),
      422,
      /30000 × 30000 pixels \(900 megapixels\); the most is 50 megapixels/,
    );
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await refused(await send(svg, { "Content-Type": "image/svg+xml", "X-File-Name": "logo.svg" }), 415, /SVG images are not accepted/);
    await refused(await send(zip, { "Content-Type": "application/zip", "X-File-Name": "photos.zip" }), 415, /not an image we can use/);
    await refused(await send(new Uint8Array(), {}), 422, /empty/);
    await refused(await send("name=x", { "Content-Type": "multipart/form-data; boundary=x" }), 415, /not a form or JSON/);
    expect(await storedCount()).toBe(before);
  });

  test("over 20 MB: 413 from a declared length before reading, and from a streamed body once it passes the cap", async () => {
    const before = await storedCount();
    const declared = await send(new Uint8Array(16), { "Content-Length": String(50 * 1024 * 1024) });
    await refused(declared, 413, /larger than 20 MB/);

    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(7);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await refused(await send(endless, { "Content-Type": "image/jpeg" }), 413, /larger than 20 MB/);
    // The reading stopped at the cap (plus what the stream had queued), not at 50 MB.
    expect(pulled).toBeLessThan(MEDIA_MAX_BYTES + 4 * 1024 * 1024);
    expect(await storedCount()).toBe(before);
  });

  test("no session: 401; another origin: 403; a read-only key: 403", async () => {
    const photo = await phonePhoto(320, 240);
    await refused(await send(photo, {}, { cookie: null }), 401, /Unauthorized/);
    const crossSite = await send(photo, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const keyRes = await adminRequest(admin.t, "/api/admin/api-keys", { method: "POST", cookie: admin.cookie, body: { name: "Reader", scopes: ["content:read"] } });
    const { key } = await json<{ key: string }>(keyRes);
    const withKey = await admin.t.app.request("/api/admin/media", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "image/jpeg" },
      body: photo as Uint8Array<ArrayBuffer>,
    });
    expect(withKey.status).toBe(403);
    expect((await adminRequest(admin.t, "/api/admin/media", { bearer: key })).status).toBe(200);
  });

  test("a worker that crashes on a file: 422, nothing stored, and the server goes on", async () => {
    const before = await storedCount();
    admin.t.deps.media!.processor = new MediaProcessor({ command: [process.execPath, "-e", "process.kill(process.pid, 'SIGSEGV')"] });
    await refused(await send(await phonePhoto(500, 400)), 422, /decoder failed/);
    expect(await storedCount()).toBe(before);
    admin.t.deps.media!.processor = new MediaProcessor();
    expect((await send(await phonePhoto(500, 401))).status).toBe(201);
    expect((await admin.t.app.request("/healthz")).status).toBe(200);
  });
});

describe("the worker is held to its own environment, memory and CPU time", () => {
  test("it gets none of the server's environment, and runs in the upload's own folder", async () => {
    process.env.MEDIA_TEST_CANARY = "canary-secret-value";
    try {
      // A worker that answers with what it was given: its environment and its folder, as a refusal's message.
      const tell = "console.log(JSON.stringify({ refused: { status: 422, message: JSON.stringify({ env: process.env, cwd: process.cwd() }) } }))";
      admin.t.deps.media!.processor = new MediaProcessor({ command: [process.execPath, "-e", tell] });
      const res = await send(await phonePhoto(310, 230));
      expect(res.status).toBe(422);
      const { env, cwd } = JSON.parse((await json<{ error: string }>(res)).error) as { env: Record<string, string>; cwd: string };
      // PWD is the shell's, naming the folder below; TMPDIR only when the server has one.
      expect(Object.keys(env).filter((name) => name !== "PWD" && name !== "TMPDIR")).toEqual([]);
      expect(JSON.stringify(env)).not.toContain("canary-secret-value");
      expect(cwd).toMatch(/media-upload-[^/]+$/);
    } finally {
      delete process.env.MEDIA_TEST_CANARY;
    }
  });

  test("an image that needs more memory than the limit: 422, nothing stored, and the next upload goes through", async () => {
    // 140 MB: above what the worker takes for a small photo (85–90 MB at its peak), below a 1600-px-wide one (195–210 MB).
    admin.t.deps.media!.processor = new MediaProcessor({ memoryLimitBytes: 140 * 1024 * 1024 });
    expect((await send(await phonePhoto(480, 360))).status).toBe(201);
    const before = await storedCount();
    await refused(await send(await phonePhoto(1600, 1000)), 422, /needs more memory than an upload may use \(140 MB\)/);
    expect(await storedCount()).toBe(before);
    admin.t.deps.media!.processor = new MediaProcessor();
    expect((await send(await phonePhoto(520, 390))).status).toBe(201);
    expect((await admin.t.app.request("/healthz")).status).toBe(200);
  });

  test("a worker that spins past its CPU time is stopped by it, long before the wall-clock timeout: 422", async () => {
    const before = await storedCount();
    admin.t.deps.media!.processor = new MediaProcessor({ command: [process.execPath, "-e", "for (;;) {}"], cpuSeconds: 1, timeoutMs: 30_000 });
    const started = performance.now();
    await refused(await send(await phonePhoto(300, 220)), 422, /took too long/);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await storedCount()).toBe(before);
  });
});

describe("the Media tab's API", () => {
  test("alt text, search by file name and alt text, the audit entry", async () => {
    const item = await uploaded(await phonePhoto(400, 300), "Bakery-counter.jpg");
    const refusedAlt = await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "PATCH", cookie: admin.cookie, body: { alt: "   " } });
    expect(refusedAlt.status).toBe(400);
    expect((await json<{ issues: { field: string; message: string }[] }>(refusedAlt)).issues).toEqual([{ field: "alt", message: "Describe the image, or mark it as decorative" }]);
    const res = await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "PATCH", cookie: admin.cookie, body: { alt: "Fresh croissants on the  counter" } });
    expect(res.status).toBe(200);
    expect(await json<MediaItem>(res)).toMatchObject({ alt: "Fresh croissants on the counter", decorative: false });
    const decorative = await json<MediaItem>(
      await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "PATCH", cookie: admin.cookie, body: { alt: "ignored", decorative: true } }),
    );
    expect(decorative).toMatchObject({ alt: "", decorative: true });
    await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "PATCH", cookie: admin.cookie, body: { alt: "Fresh croissants" } });

    for (const q of ["bakery", "CROISSANT"]) {
      const page = await json<MediaPage>(await adminRequest(admin.t, `/api/admin/media?q=${q}`, { cookie: admin.cookie }));
      expect(page.items.map((i) => i.key)).toEqual([item.key]);
    }
    const none = await json<MediaPage>(await adminRequest(admin.t, "/api/admin/media?q=%25", { cookie: admin.cookie }));
    expect(none.items).toEqual([]);

    const [entry] = await admin.t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, item.key));
    expect(entry).toMatchObject({ action: "media.upload", outcome: "success", targetType: "media", detail: { fileName: "Bakery-counter.jpg" } });
    expect(entry!.targetId).toMatch(/^[0-9a-f]{16}$/);
  });

  test("used in a post's body, its featured image and an author's picture: listed, and the delete refused until they let go", async () => {
    const item = await uploaded(await phonePhoto(600, 450), "used.jpg");
    const postRes = await adminRequest(admin.t, "/api/admin/blog-posts", {
      method: "POST",
      cookie: admin.cookie,
      body: { ...BLANK_POST, title: "Our new counter", slug: "our-new-counter", content: `Look:\n\n![Counter](${item.url})`, contentFormat: "markdown" },
    });
    expect(postRes.status).toBe(201);
    const post = await json<{ id: number; version: number }>(postRes);
    const authorRes = await adminRequest(admin.t, "/api/admin/authors", { method: "POST", cookie: admin.cookie, body: { name: "Ana Baker", imageUrl: item.url } });
    expect(authorRes.status).toBe(201);
    const author = await json<{ id: number; version: number }>(authorRes);

    const listed = await json<MediaItem>(await adminRequest(admin.t, `/api/admin/media/${item.key}`, { cookie: admin.cookie }));
    expect(listed.uses).toEqual([
      { kind: "post", id: post.id, title: "Our new counter", slug: "our-new-counter", status: "draft" },
      { kind: "author", id: author.id, name: "Ana Baker" },
    ]);
    const blocked = await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "DELETE", cookie: admin.cookie });
    expect(blocked.status).toBe(409);
    const body = await json<{ error: string; uses: unknown[] }>(blocked);
    expect(body.error).toBe("This image is used in 1 post and 1 author: remove it from them first");
    expect(body.uses).toHaveLength(2);

    // The body lets go, the featured image takes it: still used.
    const moved = await adminRequest(admin.t, `/api/admin/blog-posts/${post.id}`, {
      method: "PUT",
      cookie: admin.cookie,
      body: { ...BLANK_POST, title: "Our new counter", slug: "our-new-counter", content: "No picture now.", featuredImageUrl: item.url, version: post.version },
    });
    expect(moved.status).toBe(200);
    expect((await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(409);

    expect((await adminRequest(admin.t, `/api/admin/blog-posts/${post.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(200);
    await adminRequest(admin.t, `/api/admin/authors/${author.id}`, { method: "PUT", cookie: admin.cookie, body: { name: "Ana Baker", imageUrl: "", version: author.version } });
    expect((await json<MediaItem>(await adminRequest(admin.t, `/api/admin/media/${item.key}`, { cookie: admin.cookie }))).uses).toEqual([]);

    expect((await admin.t.app.request(item.url)).status).toBe(200);
    expect((await adminRequest(admin.t, `/api/admin/media/${item.key}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect((await admin.t.app.request(item.url)).status).toBe(404);
    expect((await adminRequest(admin.t, `/api/admin/media/${item.key}`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("two instances on one PostgreSQL", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSecondInstance(admin.t);
  }, 60_000);
  afterAll(() => b?.close());

  test("an upload through instance A is served by instance B, byte for byte, with the same validator", async () => {
    const item = await uploaded(await phonePhoto(900, 600), "two-instances.jpg");
    const address = parseMediaUrl(item.url)!;
    for (const path of [item.url, variantUrl(address, 480, "avif"), variantUrl(address, 600, "jpg")]) {
      const [fromA, fromB] = await Promise.all([admin.t.app.request(path, { headers: { Accept: "image/avif" } }), b.app.request(path, { headers: { Accept: "image/avif" } })]);
      expect(`${path} ${fromB.status}`).toBe(`${path} 200`);
      expect(fromB.headers.get("ETag")).toBe(fromA.headers.get("ETag"));
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    }
  });
});
