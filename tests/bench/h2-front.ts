/**
 * A TLS front speaking HTTP/2, as Caddy does in the deployment (docs/deploy.md), passing each request on to an
 * HTTP/1.1 origin and its answer back unchanged (brotli bytes, ETag, Cache-Control). The audit uses it
 * (`AUDIT_FRONT=h2`) to load a page the way a visitor's phone gets it: one connection, requests multiplexed,
 * instead of the up-to-six HTTP/1.1 connections a browser opens to the bare server. The certificate is made for
 * 127.0.0.1 by `openssl` in `dir` and trusted by nobody: the browser must be told to ignore certificate errors.
 */
import { readFileSync } from "node:fs";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/** Headers that belong to one HTTP/1.1 connection and are not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

export interface H2Front {
  /** https://127.0.0.1:<port> */
  origin: string;
  close(): void;
}

/** The certificate made in each directory: the audit's fronts (its pages, the reference, the same bytes) share one. */
const certificates = new Map<string, { key: Buffer; cert: Buffer }>();

/** A self-signed certificate for 127.0.0.1, made once per directory; throws with openssl's words when it cannot be made. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const made = certificates.get(dir);
  if (made) return made;
  const key = join(dir, "front-key.pem");
  const cert = join(dir, "front-cert.pem");
  const run = Bun.spawnSync(
    [
      "openssl",
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
  if (!run.success) throw new Error(`openssl could not make a certificate: ${run.stderr.toString().trim()}`);
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  certificates.set(dir, pair);
  return pair;
}

/** @example const front = await startH2Front("http://127.0.0.1:3000", tmpDir); fetch(front.origin + "/") … front.close() */
export async function startH2Front(upstream: string, dir: string): Promise<H2Front> {
  const server = http2.createSecureServer(selfSignedCertificate(dir));
  server.on("stream", async (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders) => {
    try {
      const method = String(headers[":method"]);
      const forwarded = new Headers();
      for (const [name, value] of Object.entries(headers)) {
        if (name.startsWith(":") || HOP_BY_HOP.has(name) || value === undefined) continue;
        forwarded.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const body = method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks);
      const answer = await fetch(upstream + String(headers[":path"]), { method, headers: forwarded, body, decompress: false, redirect: "manual" });
      const out: http2.OutgoingHttpHeaders = { ":status": answer.status };
      answer.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      });
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // The browser may have cancelled the request meanwhile (a navigation away, a beacon at unload).
      if (stream.destroyed) return;
      stream.respond(out);
      stream.end(bytes);
    } catch (error) {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ":status": 502 });
      stream.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
