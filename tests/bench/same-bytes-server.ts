/**
 * The reference for `bun run bench:pages`: a minimal Bun server that answers every request from memory
 * with one captured response — the same status, headers and body that our route sent — or, with
 * --bare, the same body with only its Content-Type. Nothing is computed per request.
 * Usage: bun tests/bench/same-bytes-server.ts <capture.json> <port> [--bare]
 */
const [file, portText, mode] = process.argv.slice(2);
const capture = (await Bun.file(file!).json()) as { status: number; headers: [string, string][]; body: string };
const body = Uint8Array.from(Buffer.from(capture.body, "base64"));
const headers = new Headers(mode === "--bare" ? capture.headers.filter(([name]) => name === "content-type") : capture.headers);

Bun.serve({
  port: Number(portText),
  hostname: "127.0.0.1",
  fetch: () => new Response(body, { status: capture.status, headers }),
});
console.log("ready");

export {};
