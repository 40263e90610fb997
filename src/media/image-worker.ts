/**
 * The media worker: one process per upload, started by process-upload.ts as
 *   bun src/media/image-worker.ts <input file> <output folder>
 * It writes each variant to the folder as <width>.<format> and prints one line of JSON: the image's facts and
 * its variants, or `{ "refused": { status, message } }`. A crash (a decoder's segfault, an out-of-memory kill)
 * ends this process only; the server answers 422 and goes on.
 */
import { join } from "node:path";
import sharp from "sharp";
import { ImageRefused, makeVariants } from "./image-pipeline.ts";

export interface WorkerAnswer {
  facts?: import("./image-pipeline.ts").ImageFacts;
  variants?: { width: number; format: string; file: string; size: number }[];
  refused?: { status: number; message: string };
}

// One image, then the process ends: nothing to keep between operations.
sharp.cache(false);

async function main([input, outDir]: string[]): Promise<WorkerAnswer> {
  if (!input || !outDir) throw new Error("usage: image-worker.ts <input file> <output folder>");
  try {
    const { facts, variants } = await makeVariants(input);
    const written = await Promise.all(
      variants.map(async (variant) => {
        const file = `${variant.width}.${variant.format}`;
        await Bun.write(join(outDir, file), variant.bytes);
        return { width: variant.width, format: variant.format, file, size: variant.bytes.byteLength };
      }),
    );
    return { facts, variants: written };
  } catch (error) {
    if (error instanceof ImageRefused) return { refused: { status: error.status, message: error.message } };
    throw error;
  }
}

const answer = await main(process.argv.slice(2));
process.stdout.write(`${JSON.stringify(answer)}\n`);
