/**
 * The Media tab's first paint in-process: the page the address names (?q=, ?page=) is read on the server and is
 * exactly what GET /api/admin/media answers for it; the cards are in the HTML (thumbnail with its size and
 * lazy loading, alt text or its badge, where the image is used) with no skeleton; a search with no match says so.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { MediaItem, MediaUploadAnswer } from "../../src/shared/media.ts";
import { adminSessionForFile, json } from "./admin-support.ts";

const admin = adminSessionForFile();
const id = Date.now().toString(36);
const names = { harbour: `harbour & <dawn> ${id}.png`, van: `van-${id}.jpg` };
const alt = `Fishing boats at "dawn" ${id}`;
const uploads: Record<keyof typeof names, MediaItem> = {} as never;

function htmlUnescaped(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" })[name]!);
}

function mediaIsland(html: string): { props: Record<string, unknown>; markup: string } {
  const match = /<island-root data-island="admin-media"[^>]*data-props="([^"]*)">([\s\S]*?)<\/island-root>/.exec(html);
  if (!match) throw new Error("no admin-media island in the page");
  return { props: JSON.parse(htmlUnescaped(match[1]!)), markup: match[2]! };
}

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

async function tab(query: string) {
  const res = await admin.send("GET", `/admin/dashboard?tab=media${query}`);
  expect(res.status).toBe(200);
  return mediaIsland(await res.text());
}

async function api(query: string): Promise<unknown> {
  const res = await admin.send("GET", `/api/admin/media${query}`);
  expect(res.status).toBe(200);
  return json(res);
}

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

describe("the Media tab's first HTML", () => {
  test("the newest images, as GET /api/admin/media sends them, rendered as cards with no skeleton", async () => {
    const { props, markup } = await tab("");
    expect(props).toEqual({ q: "", page: 1, initial: await api("?q=&page=1") });
    expect(markup).not.toContain('data-testid="skeleton-row"');
    // Newest first: the van was uploaded last.
    expect(markup.indexOf(names.van)).toBeLessThan(markup.indexOf("harbour &amp; &lt;dawn&gt;"));
    const harbourCard = markup.slice(markup.indexOf(`data-key="${uploads.harbour.key}"`));
    expect(harbourCard).toContain(`src="${uploads.harbour.thumbnailUrl}" width="640" height="400" alt="Fishing boats at &quot;dawn&quot; ${id}" loading="lazy"`);
    expect(harbourCard).toContain("Used in 1 post");
    expect(harbourCard).toContain(`Harbour post ${id}`);
    const vanCard = markup.slice(markup.indexOf(`data-key="${uploads.van.key}"`));
    expect(vanCard).toMatch(/^[\s\S]*?alt=""[\s\S]*?No alt text/);
  });

  test("?q= searches file names and alt text, any case; ?page= is the page", async () => {
    const byName = await tab(`&q=${encodeURIComponent(names.van.toUpperCase())}`);
    expect(byName.props.initial).toEqual(await api(`?q=${encodeURIComponent(names.van.toUpperCase())}&page=1`));
    expect((byName.props.initial as { items: MediaItem[] }).items.map((i) => i.key)).toEqual([uploads.van.key]);

    const byAlt = await tab(`&q=${encodeURIComponent(`boats at "DAWN" ${id}`)}`);
    expect((byAlt.props.initial as { items: MediaItem[] }).items.map((i) => i.key)).toEqual([uploads.harbour.key]);
    expect(byAlt.props.q).toBe(`boats at "DAWN" ${id}`);

    const none = await tab(`&q=nothing-${id}`);
    expect(none.markup).toContain(`No images match “nothing-${id}”`);
    expect(none.markup).toContain("Clear search");

    // Past the last page: said so (the island then moves to the last page), not "No images yet".
    const far = await tab("&page=99");
    expect(far.props.page).toBe(99);
    expect(far.props.initial).toEqual(await api("?page=99"));
    expect(far.markup).toContain("No images on page 99");
    expect(far.markup).not.toContain("No images yet");
  });
});
