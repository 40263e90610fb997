/**
 * Runs the media worker (image-worker.ts) on a received upload, a few at a time: each upload in a process of
 * its own, so that a hostile file that crashes a decoder, or a huge one that exhausts memory, ends that
 * process and not the server, and the server's memory stays what it was (the variants come back as files).
 * Uploads beyond `concurrency` wait their turn; beyond `queue` waiting, 503 until one finishes.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaFormat } from "../shared/media.ts";
import { type ImageFacts, ImageRefused } from "./image-pipeline.ts";
import type { WorkerAnswer } from "./image-worker.ts";

export interface ProcessedImage {
  facts: ImageFacts;
  variants: { width: number; format: MediaFormat; bytes: Uint8Array }[];
}

export interface MediaProcessorOptions {
  /** The worker's command line before its two arguments; tests put a crashing one here. */
  command?: string[];
  /** Workers at once (each uses every core through libvips' threads). */
  concurrency?: number;
  /** Uploads that may wait for a worker. */
  queue?: number;
  /** A worker still running after this long is killed. */
  timeoutMs?: number;
}

/** The server's own Bun runs the worker script beside this file. */
export const DEFAULT_WORKER_COMMAND = [process.execPath, join(import.meta.dir, "image-worker.ts")];

/** The only names a variant's file may have in the worker's folder. */
const VARIANT_FILE = /^[1-9][0-9]{0,4}\.(?:avif|webp|jpg|png)$/;

export class ServerBusy extends Error {
  constructor() {
    super("Too many uploads are being processed: try again in a minute");
    this.name = "ServerBusy";
  }
}

export class MediaProcessor {
  private readonly command: string[];
  private readonly concurrency: number;
  private readonly queueMax: number;
  private readonly timeoutMs: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: MediaProcessorOptions = {}) {
    this.command = options.command ?? DEFAULT_WORKER_COMMAND;
    this.concurrency = options.concurrency ?? 1;
    this.queueMax = options.queue ?? 16;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** @example const { facts, variants } = await processor.process(upload.file, upload.dir); */
  async process(file: string, outDir: string): Promise<ProcessedImage> {
    await this.acquire();
    try {
      return await this.run(file, outDir);
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueMax) return Promise.reject(new ServerBusy());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private async run(file: string, outDir: string): Promise<ProcessedImage> {
    const child = Bun.spawn([...this.command, file, outDir], { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
    const timer = setTimeout(() => child.kill("SIGKILL"), this.timeoutMs);
    const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]).finally(() => clearTimeout(timer));
    let answer: WorkerAnswer | undefined;
    try {
      answer = code === 0 ? (JSON.parse(stdout.trim().split("\n").pop() ?? "") as WorkerAnswer) : undefined;
    } catch {
      answer = undefined;
    }
    if (answer?.refused) throw new ImageRefused(answer.refused.status as 413 | 415 | 422, answer.refused.message);
    if (!answer?.facts || !answer.variants) {
      const how = child.signalCode ? `signal ${child.signalCode}` : `exit code ${code}`;
      console.error(`media worker failed (${how}): ${stderr.trim().split("\n").slice(-3).join(" | ").slice(0, 500)}`);
      throw new ImageRefused(422, "The image could not be read: its decoder failed on this file. Try exporting it again as a JPEG or PNG");
    }
    const variants = await Promise.all(
      answer.variants.map(async (v) => {
        if (!VARIANT_FILE.test(v.file)) throw new Error(`media worker named an unexpected file: ${v.file}`);
        return { width: v.width, format: v.format as MediaFormat, bytes: new Uint8Array(await readFile(join(outDir, v.file))) };
      }),
    );
    return { facts: answer.facts, variants };
  }
}
