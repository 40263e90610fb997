/**
 * An upload's body to a file of its own, never held whole in memory and never read past the cap: a declared
 * Content-Length over the cap is refused before a byte is read, and a body that runs past it (chunked, or
 * lying about its length) is cut off there. The key is hashed from the bytes as they arrive.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MEDIA_MAX_BYTES } from "../shared/media.ts";
import { ImageRefused } from "./image-pipeline.ts";

export interface ReceivedUpload {
  /** A folder of this upload's own; `dispose()` removes it with everything in it. */
  dir: string;
  file: string;
  bytes: number;
  /** 16 hex digits of the SHA-256 of the bytes. */
  key: string;
  dispose(): Promise<void>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function tooLarge(maxBytes: number): ImageRefused {
  return new ImageRefused(413, `The file is larger than ${megabytes(maxBytes)}: make it smaller and upload it again`);
}

/**
 * @example const upload = await receiveUpload(c.req.raw); try { … } finally { await upload.dispose(); }
 */
export async function receiveUpload(request: Request, maxBytes = MEDIA_MAX_BYTES): Promise<ReceivedUpload> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body || declared === 0) throw new ImageRefused(422, "The upload is empty: choose an image file");

  const dir = await mkdtemp(join(tmpdir(), "media-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const file = join(dir, "upload");
  const sink = Bun.file(file).writer();
  const hash = new Bun.CryptoHasher("sha256");
  const reader = request.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      hash.update(value);
      sink.write(value);
    }
    await sink.end();
  } catch (error) {
    await Promise.resolve(sink.end()).catch(() => {});
    await dispose();
    throw error;
  }
  if (bytes === 0) {
    await dispose();
    throw new ImageRefused(422, "The upload is empty: choose an image file");
  }
  return { dir, file, bytes, key: hash.digest("hex").slice(0, 16), dispose };
}
