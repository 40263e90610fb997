/**
 * `bun tests/bench/page-weight.ts`: the bytes of every public page's first answer against the production
 * server on the demo content — raw, brotli as sent (the page cache makes brotli in the background from the
 * second request on; it is asked for until it comes), and the inline CSS's share. A new connection's first
 * window is 10 segments (about 14 KB): a page over that needs a second round trip before it can paint.
 * Figures only; tests/api/page-weight.test.ts holds the budget.
 * PAGE_WEIGHT_PATHS=/,/blog replaces the list.
 */
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { SITE_PAGES } from "../support/site-pages.ts";
import { startBenchServer } from "./bench-server.ts";

const BUDGET = 14 * 1024;

function brotli(bytes: Uint8Array): number {
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

async function brotliAsSent(url: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(url, { headers: { "accept-encoding": "br" }, decompress: false } as RequestInit);
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.headers.get("content-encoding") === "br") return body.byteLength;
    if (!res.headers.has("etag")) return undefined;
    await Bun.sleep(100);
  }
  return undefined;
}

const server = await startBenchServer({ DEMO_CONTENT: "true", ADMIN_PASSWORD: "page-weight-password-123" });
try {
  const list = await (await fetch(`${server.origin}/blog`)).text();
  const post = list.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\/[^"/?#]+)"/)?.[1];
  const category = list.match(/href="(?:https?:\/\/[^/"]+)?(\/blog\?category=[^"#]+)"/)?.[1]?.replaceAll("&amp;", "&");
  const paths = process.env.PAGE_WEIGHT_PATHS?.split(",").filter(Boolean) ?? [...SITE_PAGES, "/blog", ...(category ? [category] : []), ...(post ? [post] : [])];
  console.log(`${"page".padEnd(44)} ${"raw".padStart(8)} ${"css".padStart(7)} ${"br sent".padStart(8)} ${"br q11".padStart(7)}  budget`);
  const rows: string[] = ["| page | raw | inline CSS | brotli |", "|---|---|---|---|"];
  for (const path of paths) {
    const res = await fetch(server.origin + path, { headers: { "accept-encoding": "identity" } });
    const raw = new Uint8Array(await res.arrayBuffer());
    const html = new TextDecoder().decode(raw);
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
    const sent = await brotliAsSent(server.origin + path);
    const q11 = brotli(raw);
    const size = sent ?? q11;
    console.log(
      `${`${path} (${res.status})`.padEnd(44)} ${String(raw.byteLength).padStart(8)} ${String(css).padStart(7)} ${String(sent ?? "-").padStart(8)} ${String(q11).padStart(7)}  ${size <= BUDGET ? "ok" : `over by ${size - BUDGET}`}`,
    );
    rows.push(`| ${path} | ${(raw.byteLength / 1024).toFixed(1)} KB | ${(css / 1024).toFixed(1)} KB | ${size.toLocaleString("en")} B |`);
  }
  console.log(`\n${rows.join("\n")}`);
} finally {
  await server.stop();
}
