/**
 * Every public page's first paint fits a new connection's first window: its HTML with the CSS it inlines at most
 * 14,000 bytes brotli (10 segments of 1,460 bytes are 14,600; the rest is for the response's headers). The bytes
 * as the page cache sends them (brotli quality 11). `bun tests/bench/page-weight.ts` prints the figures.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { SITE_PAGES } from "../support/site-pages.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const FIRST_WINDOW = 14_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function html(path: string): Promise<string> {
  const res = await t.app.request(path, { headers: { "accept-encoding": "identity" } });
  expect(res.status, path).toBe(200);
  return res.text();
}

test("every public page, with its inline CSS, is at most 14,000 bytes brotli", async () => {
  const blog = await html("/blog");
  const post = blog.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\/[^"/?#]+)"/)?.[1];
  const category = blog.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\?category=[^"#]+)/)?.[1]?.replaceAll("&amp;", "&");
  const paths = [...SITE_PAGES, "/blog", ...(post ? [post] : []), ...(category ? [category] : [])];
  const sizes: Record<string, number> = {};
  for (const path of paths) {
    const page = await html(path);
    // The pruned CSS is still whole: every block closed where it opened (a rule nested in another, a media query).
    const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
    let depth = 0;
    for (const char of css) {
      depth += char === "{" ? 1 : char === "}" ? -1 : 0;
      if (depth < 0) break;
    }
    expect(depth, `${path}: braces of the inline CSS`).toBe(0);
    const body = Buffer.from(page);
    sizes[path] = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }).byteLength;
  }
  const over = Object.entries(sizes).filter(([, size]) => size > FIRST_WINDOW);
  expect(over, JSON.stringify(sizes)).toEqual([]);
  // The post and a category page are among them when the content has any.
  expect(paths.length).toBeGreaterThanOrEqual(SITE_PAGES.length + 1);
}, 120_000);
