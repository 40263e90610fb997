/**
 * `bun tests/bench/page-weight.ts`: the bytes of every public page's first answer against the production
 * server on the demo content — raw, brotli as sent (the page cache makes brotli in the background from the
 * second request on; it is asked for until it comes), the inline CSS's share, and the response's head (status
 * line and headers as HTTP/1.1 writes them). A new connection's first window is 10 segments of 1,460 bytes: a
 * page whose head and body pass 14,600 bytes needs a second round trip before it can paint.
 * Figures only; tests/api/page-weight.test.ts holds the budget.
 * PAGE_WEIGHT_PATHS=/,/blog replaces the list.
 */
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { responseHeadBytes } from "../support/response-head.ts";
import { SITE_PAGES } from "../support/site-pages.ts";
import { startBenchServer } from "./bench-server.ts";

/** Ten segments of 1,460 bytes: what a new connection sends before it waits for an acknowledgement. */
const FIRST_WINDOW = 14_600;

const headBytes = (res: Response) => responseHeadBytes(res.status, res.statusText, res.headers);

function brotli(bytes: Uint8Array): number {
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

async function brotliAsSent(url: string): Promise<{ body: number; head: number } | undefined> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(url, { headers: { "accept-encoding": "br" }, decompress: false } as RequestInit);
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.headers.get("content-encoding") === "br") return { body: body.byteLength, head: headBytes(res) };
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
  console.log(
    `${"page".padEnd(44)} ${"raw".padStart(8)} ${"css".padStart(7)} ${"br sent".padStart(8)} ${"br q11".padStart(7)} ${"head".padStart(5)} ${"total".padStart(6)}  first window (${FIRST_WINDOW.toLocaleString("en")} B)`,
  );
  const rows: string[] = ["| page | raw | inline CSS | brotli | head | head + brotli |", "|---|---|---|---|---|---|"];
  for (const path of paths) {
    const res = await fetch(server.origin + path, { headers: { "accept-encoding": "identity" } });
    const raw = new Uint8Array(await res.arrayBuffer());
    const html = new TextDecoder().decode(raw);
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
    const sent = await brotliAsSent(server.origin + path);
    const q11 = brotli(raw);
    const size = sent?.body ?? q11;
    // Without a cached brotli answer, the head is the identity answer's: about as long.
    const head = sent?.head ?? headBytes(res);
    const total = head + size;
    console.log(
      `${`${path} (${res.status})`.padEnd(44)} ${String(raw.byteLength).padStart(8)} ${String(css).padStart(7)} ${String(sent?.body ?? "-").padStart(8)} ${String(q11).padStart(7)} ${String(head).padStart(5)} ${String(total).padStart(6)}  ${total <= FIRST_WINDOW ? "ok" : `over by ${total - FIRST_WINDOW}`}`,
    );
    rows.push(
      `| ${path} | ${(raw.byteLength / 1024).toFixed(1)} KB | ${(css / 1024).toFixed(1)} KB | ${size.toLocaleString("en")} B | ${head} B | ${total.toLocaleString("en")} B |`,
    );
  }
  console.log(`\n${rows.join("\n")}`);
} finally {
  await server.stop();
}
