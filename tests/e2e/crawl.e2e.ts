/** A crawl from the home page: every internal link and every image, script, stylesheet and icon answers 200. */
import { expect, test } from "./fixtures.ts";

const MAX_PAGES = 150;

function internalTargets(html: string, pageUrl: URL): { pages: string[]; assets: string[] } {
  const pages = new Set<string>();
  const assets = new Set<string>();
  for (const match of html.matchAll(/<(a|link|img|script|iframe|source)\b[^>]*?\s(href|src)="([^"]+)"/g)) {
    const [, tag, , raw] = match;
    const value = raw!.replaceAll("&amp;", "&");
    if (/^(mailto:|tel:|javascript:|data:|#)/i.test(value)) continue;
    const url = new URL(value, pageUrl);
    if (url.origin !== pageUrl.origin) continue;
    url.hash = "";
    const isPage = tag === "a" && !/\.(png|svg|ico|xml|txt|webmanifest)$/.test(url.pathname);
    (isPage ? pages : assets).add(url.pathname + url.search);
  }
  return { pages: [...pages], assets: [...assets] };
}

test("no broken internal link or asset anywhere reachable from /", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const checkedAssets = new Set<string>();
  const broken: string[] = [];
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift()!;
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 200) {
      broken.push(`${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const { pages, assets } = internalTargets(await res.text(), new URL(path, baseURL));
    for (const next of pages) {
      // The admin is behind a password; the crawl checks the public site.
      if (next.startsWith("/admin") || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
    for (const asset of assets) {
      if (checkedAssets.has(asset)) continue;
      checkedAssets.add(asset);
      const status = (await request.get(asset)).status();
      if (status !== 200) broken.push(`${asset} (on ${path}) → ${status}`);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(12);
});
