/**
 * Every public page's first paint fits a new connection's first window: the response's head and its HTML with the
 * CSS it inlines, brotli, at most 14,600 bytes (10 segments of 1,460 bytes). The body as the page cache sends it
 * (brotli quality 11); the head as HTTP/1.1 writes it, with what the server adds (Date, Content-Length) and the
 * brotli answer's Content-Encoding. `bun tests/bench/page-weight.ts` prints the figures from the real server.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { FONT_UNICODE_RANGES } from "../../src/render/web-font.ts";
import { responseHeadBytes } from "../support/response-head.ts";
import { SITE_PAGES } from "../support/site-pages.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const FIRST_WINDOW = 14_600;

/** The head the brotli answer goes out with: the app's headers, its Content-Encoding, and what the server adds. */
function headBytes(res: Response, bodyBytes: number): number {
  const headers = new Headers(res.headers);
  if (!headers.has("content-encoding")) headers.set("content-encoding", "br");
  headers.set("date", new Date().toUTCString());
  headers.set("content-length", String(bodyBytes));
  return responseHeadBytes(res.status, "OK", headers);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function answer(path: string): Promise<{ res: Response; page: string }> {
  const res = await t.app.request(path, { headers: { "accept-encoding": "identity" } });
  expect(res.status, path).toBe(200);
  return { res, page: await res.text() };
}

/** The code points a unicode-range names, e.g. "U+20-7E,U+A9" → 0x20…0x7E and 0xA9. */
function unicodeRangePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part
      .replace("U+", "")
      .split("-")
      .map((h) => Number.parseInt(h, 16));
    for (let point = from!; point <= to!; point++) points.add(point);
  }
  return points;
}

async function publicPaths(): Promise<string[]> {
  const blog = (await answer("/blog")).page;
  const post = blog.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\/[^"/?#]+)"/)?.[1];
  const category = blog.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\?category=[^"#]+)/)?.[1]?.replaceAll("&amp;", "&");
  return [...SITE_PAGES, "/blog", ...(post ? [post] : []), ...(category ? [category] : [])];
}

test("every character of every public page's text is in the web font's preloaded file, so no page waits for the other", async () => {
  const core = unicodeRangePoints(FONT_UNICODE_RANGES.core);
  const rest = unicodeRangePoints(FONT_UNICODE_RANGES.rest);
  // The two files split one cut: no character in both.
  expect([...rest].filter((point) => core.has(point))).toEqual([]);
  const missing: string[] = [];
  for (const path of await publicPaths()) {
    const text = (await answer(path)).page
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/g, "\u00a0");
    for (const char of new Set(text)) if (!core.has(char.codePointAt(0)!)) missing.push(`${path}: ${char} U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);
  }
  expect(missing).toEqual([]);
}, 120_000);

test("every public page's head and body, its inline CSS in it, brotli, fit in 14,600 bytes", async () => {
  const paths = await publicPaths();
  const sizes: Record<string, number> = {};
  for (const path of paths) {
    const { res, page } = await answer(path);
    // The pruned CSS is still whole: every block closed where it opened (a rule nested in another, a media query).
    const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
    let depth = 0;
    for (const char of css) {
      depth += char === "{" ? 1 : char === "}" ? -1 : 0;
      if (depth < 0) break;
    }
    expect(depth, `${path}: braces of the inline CSS`).toBe(0);
    const body = Buffer.from(page);
    const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }).byteLength;
    const head = headBytes(res, brotli);
    // The security headers are part of the head measured: a test app that set none would pass too easily.
    expect(res.headers.get("content-security-policy"), path).toBeTruthy();
    sizes[path] = head + brotli;
  }
  const over = Object.entries(sizes).filter(([, size]) => size > FIRST_WINDOW);
  expect(over, JSON.stringify(sizes)).toEqual([]);
  // The post and a category page are among them when the content has any.
  expect(paths.length).toBeGreaterThanOrEqual(SITE_PAGES.length + 1);
}, 120_000);
