/**
 * The Media tab as the server renders it (in-process, no browser): its own page (/admin/media) with the images
 * GET /api/admin/media answers for the view the address names, as cards (thumbnail with its size and lazy
 * loading, alt text or its badge, where the image is used), the search as a GET form, each view at one address,
 * the buttons naming their action with their image for the actions island, the old address moved here, a failed
 * read with Retry, and no React before the owner acts.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { media } from "../../db/schema/index.ts";
import type { MediaItem, MediaPage, MediaUploadAnswer } from "../../src/shared/media.ts";
import { attributesOf, textOf } from "./admin-html.ts";
import { adminSessionForFile, expectNoReactUntilActed, expectRedirects, expectTabPage, json, pageWhileReadsFail } from "./admin-support.ts";

const admin = adminSessionForFile();
const PAGE = "/admin/media";
const id = Date.now().toString(36);
const names = { harbour: `harbour & <dawn> ${id}.png`, van: `van-${id}.jpg` };
const alt = `Fishing boats at "dawn" ${id}`;
const uploads: Record<keyof typeof names, MediaItem> = {} as never;

/** New bytes on every run, so no upload is a duplicate of an earlier one. */
function randomColour(): string {
  return `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;
}

async function image(width: number, height: number, colour: string, format: "png" | "jpeg"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

async function upload(bytes: Buffer, name: string, type: string): Promise<MediaItem> {
  const res = await admin.t.app.request("/api/admin/media", {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin", Cookie: admin.cookie, "Content-Type": type, "X-File-Name": encodeURIComponent(name) },
    body: new Uint8Array(bytes),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<MediaUploadAnswer>(res)).media;
}

async function page(address = PAGE): Promise<string> {
  const res = await admin.send("GET", address);
  expect(res.status, address).toBe(200);
  return res.text();
}

async function api(query: string): Promise<MediaPage> {
  const res = await admin.send("GET", `/api/admin/media${query}`);
  expect(res.status).toBe(200);
  return json<MediaPage>(res);
}

/** The keys of the cards in the page's grid, in order. */
const cardKeys = (html: string) => [...html.matchAll(/data-testid="media-card" data-key="([^"]+)"/g)].map((m) => m[1]!);
/** One card's HTML, from its opening tag to the next card's. */
const cardOf = (html: string, key: string) => html.slice(html.indexOf(`data-key="${key}"`)).split('data-testid="media-card"')[0]!;

beforeAll(async () => {
  uploads.harbour = await upload(await image(640, 400, randomColour(), "png"), names.harbour, "image/png");
  uploads.van = await upload(await image(300, 420, randomColour(), "jpeg"), names.van, "image/jpeg");
  expect((await admin.send("PATCH", `/api/admin/media/${uploads.harbour.key}`, { alt, decorative: false })).status).toBe(200);
  const post = await admin.send("POST", "/api/admin/blog-posts", {
    title: `Harbour post ${id}`,
    slug: `harbour-post-${id}`,
    content: `<p><img src="${uploads.harbour.url}" alt="x"></p>`,
    status: "draft",
  });
  expect(post.status).toBe(201);
}, 60_000);

describe("the grid", () => {
  test("the newest images, as GET /api/admin/media sends them, rendered as cards with no skeleton", async () => {
    const html = await page();
    const listed = await api("?q=&page=1");
    expect(cardKeys(html)).toEqual(listed.items.map((item) => item.key));
    expect(cardKeys(html).slice(0, 2)).toEqual([uploads.van.key, uploads.harbour.key]);
    expect(html).not.toContain('data-testid="skeleton-row"');
    expect(textOf(html)).toContain(`${listed.total} ${listed.total === 1 ? "image" : "images"} · newest first`);
    const harbourCard = cardOf(html, uploads.harbour.key);
    expect(harbourCard).toContain(`src="${uploads.harbour.thumbnailUrl}" width="640" height="400" alt="Fishing boats at &quot;dawn&quot; ${id}" loading="lazy"`);
    expect(harbourCard).toContain("Used in 1 post");
    expect(harbourCard).toContain(`Harbour post ${id}`);
    // The New mark is the island's, for this visit's uploads: hidden in the server's HTML.
    expect(attributesOf(harbourCard, /data-new-badge=""/)).toHaveProperty("hidden");
    expect(cardOf(html, uploads.van.key)).toMatch(/^[\s\S]*?alt=""[\s\S]*?No alt text/);
  });

  test("Edit details and Delete name their action and carry the image as the API lists it; Upload images opens the file input", async () => {
    const html = await page();
    const listed = (await api("?q=&page=1")).items.find((item) => item.key === uploads.harbour.key)!;
    const edit = attributesOf(html, new RegExp(`aria-label="Edit details of ${names.harbour.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}"`))!;
    expect(edit["data-admin-action"]).toBe("edit");
    expect(JSON.parse(edit["data-admin-item"]!)).toEqual(listed);
    const remove = attributesOf(html, new RegExp(`aria-label="Delete van-${id}\\.jpg"`))!;
    expect(remove["data-admin-action"]).toBe("delete");
    expect(JSON.parse(remove["data-admin-item"]!).key).toBe(uploads.van.key);
    expect(attributesOf(html, /id="media-upload-button"/)?.["data-opens-file"]).toBe("media-upload-input");
    expect(attributesOf(html, /id="media-upload-input"/)).toMatchObject({ type: "file", multiple: "", "data-admin-file-action": "upload" });
    expect(attributesOf(html, /id="media-drop-overlay"/)).toHaveProperty("hidden");
  });
});

describe("the view in the address", () => {
  test("?q= searches file names and alt text, any case, and says so; nothing found says so, with Clear search", async () => {
    const byName = await page(`${PAGE}?q=${encodeURIComponent(names.van.toUpperCase())}`);
    expect(cardKeys(byName)).toEqual([uploads.van.key]);
    expect(textOf(byName)).toContain(`1 image matching “${names.van.toUpperCase()}”`);
    expect(attributesOf(byName, /name="q"/)?.value).toBe(names.van.toUpperCase());
    expect(attributesOf(byName, /aria-label="Search images" data-live-filters/)).toMatchObject({ method: "get", action: PAGE });

    const byAlt = await page(`${PAGE}?q=${encodeURIComponent(`boats at "DAWN" ${id}`)}`);
    expect(cardKeys(byAlt)).toEqual([uploads.harbour.key]);

    const none = await page(`${PAGE}?q=nothing-${id}`);
    expect(textOf(none)).toContain(`No images match “nothing-${id}”`);
    expect(/<a href="([^"]+)"[^>]*>Clear search<\/a>/.exec(none)?.[1]).toBe(PAGE);
  });

  test("one address per view: blank fields, values that make no sense and pages past the last redirect to the view's own", async () => {
    await expectRedirects(admin, 302, [
      [`${PAGE}?q=&page=1`, PAGE],
      [`${PAGE}?q=%20van%20&page=zero`, `${PAGE}?q=van`],
      [`${PAGE}?page=999`, PAGE],
      [`${PAGE}?q=${encodeURIComponent(names.van)}&page=3`, `${PAGE}?q=${encodeURIComponent(names.van).replaceAll("%20", "+")}`],
    ]);
  });
});

describe("the page", () => {
  test("its title and tab; the old address moved here with its view", async () => {
    expectTabPage(await page(), "Media", PAGE);
    await expectRedirects(admin, 301, [["/admin/dashboard?tab=media&q=van&page=2", `${PAGE}?q=van&page=2`]]);
  });

  test("no React until the owner acts: the actions island and the toaster wake on their events; the region swaps itself", async () => {
    const html = await page();
    await expectNoReactUntilActed(admin, html, "media-actions");
    expect(attributesOf(html, /data-admin-list=""/)).toMatchObject({ id: "admin-list", "data-hx-get": PAGE, "data-hx-history-elt": "" });
  });
});

describe("when the read fails", () => {
  test("the tab is served with the grid's error and a Retry link to the same view; the failure is logged", async () => {
    const { html, logged } = await pageWhileReadsFail(admin, media, `${PAGE}?q=van`);
    expect(textOf(html)).toContain("Couldn't load the images. Check your connection and try again.");
    expect(/<a href="([^"]+)"[^>]*>Retry<\/a>/.exec(html)?.[1]).toBe(`${PAGE}?q=van`);
    expect(logged).toContain(`GET ${PAGE}?q=van: reading the list failed: Error: simulated read failure`);
  });
});
