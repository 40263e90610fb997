/**
 * Runs the media worker (image-worker.ts) on a received upload, a few at a time: each upload in a process of
 * its own, so that a hostile file that crashes a decoder, or a huge one that exhausts memory, ends that
 * process and not the server, and the server's memory stays what it was (the variants come back as files).
 * Uploads beyond `concurrency` wait their turn; beyond `queue` waiting, 503 until one finishes. The worker
 * parses hostile files, so it gets none of the server's environment (its secrets), and is held to a memory
 * limit and a CPU-time limit besides the wall-clock timeout: what it cannot do within them is refused with 422.
 */
import { readFileSync } from "node:fs";
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
  /** A worker whose resident memory has passed this is killed (WORKER_MEMORY_LIMIT_BYTES). */
  memoryLimitBytes?: number;
  /** CPU time a worker may use, all its threads together (WORKER_CPU_SECONDS). */
  cpuSeconds?: number;
}

/**
 * The server's own Bun runs the worker script beside this file; no .env file is read (the worker also runs in
 * the upload's own folder, where there is none, nor a bunfig.toml).
 */
export const DEFAULT_WORKER_COMMAND = [process.execPath, "--no-env-file", join(import.meta.dir, "image-worker.ts")];

/**
 * The most resident memory a worker may reach. Measured peaks (docs/media.md): 85–90 MB for a 500 × 400 JPEG,
 * 195–210 MB for a 1600 × 1000 one and 230–255 MB for a 12-megapixel one (encoding the variants is most of it),
 * 290–400 MB for a 49-megapixel 16-bit PNG, depending on the cores libvips uses. 1 GiB leaves 2.5 times that.
 *
 * Enforced by the watchdog in run() (VmHWM from /proc, Linux only), not by a kernel limit: Bun sizes its own
 * reservations from RLIMIT_AS and RLIMIT_DATA (its JIT pool, mimalloc's arena and a heap region that it halves
 * until the mmap fits), so with either limit the room left for libvips is not what was set and not even
 * monotonic in it: under RLIMIT_AS of 1152, 1280 or 2560 MiB a 64 × 48 JPEG crashed Bun at start every time
 * (1024 and 2048 MiB worked), and RLIMIT_DATA between 1056 and 1152 MiB aborts Bun before it runs a line.
 */
export const WORKER_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;

/**
 * CPU seconds a worker may use (RLIMIT_CPU: SIGXCPU at this, SIGKILL two seconds later), so a file that sends
 * a decoder spinning on every core stops there rather than at the wall-clock timeout. A 12-megapixel JPEG or a
 * 49-megapixel PNG takes 5–8 CPU seconds.
 */
export const WORKER_CPU_SECONDS = 60;

/** How often the watchdog reads the worker's peak memory; VmHWM keeps a peak between two reads. */
const MEMORY_WATCH_MS = 20;

/** Sets the CPU-time limit on itself, then becomes the worker (same process, so the limit and the pid hold). */
const LIMITED = 'ulimit -t $(($0 + 2)) && ulimit -S -t "$0" && exec "$@"';

/**
 * The worker's whole environment: where libvips may put temporary files, nothing else. The server's
 * (DATABASE_URL, ADMIN_PASSWORD, the SMTP and webhook secrets) never reach the process that parses a hostile
 * file; it needs no PATH (it is started by its full path and starts nothing) and no HOME.
 * @example workerEnvironment({ DATABASE_URL: "postgres://…", TMPDIR: "/var/tmp" }) // { TMPDIR: "/var/tmp" }
 */
export function workerEnvironment(serverEnv: Record<string, string | undefined> = process.env): Record<string, string> {
  return serverEnv.TMPDIR ? { TMPDIR: serverEnv.TMPDIR } : {};
}

/** A process's peak resident memory in bytes, or 0 once it is gone (or off Linux). */
function peakMemory(pid: number): number {
  try {
    // A file of the kernel's, read in microseconds: nothing to wait for.
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

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
  private readonly memoryLimitBytes: number;
  private readonly cpuSeconds: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: MediaProcessorOptions = {}) {
    this.command = options.command ?? DEFAULT_WORKER_COMMAND;
    this.concurrency = options.concurrency ?? 1;
    this.queueMax = options.queue ?? 16;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.memoryLimitBytes = options.memoryLimitBytes ?? WORKER_MEMORY_LIMIT_BYTES;
    this.cpuSeconds = options.cpuSeconds ?? WORKER_CPU_SECONDS;
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
    const child = Bun.spawn(["/bin/sh", "-c", LIMITED, String(this.cpuSeconds), ...this.command, file, outDir], {
      cwd: outDir,
      env: workerEnvironment(),
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
    });
    let killed: "memory" | "time" | undefined;
    const kill = (why: "memory" | "time") => {
      killed ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill("time"), this.timeoutMs);
    const watchdog = setInterval(() => {
      if (peakMemory(child.pid) > this.memoryLimitBytes) kill("memory");
    }, MEMORY_WATCH_MS);
    const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]).finally(() => {
      clearTimeout(timer);
      clearInterval(watchdog);
    });
    let answer: WorkerAnswer | undefined;
    try {
      answer = code === 0 ? (JSON.parse(stdout.trim().split("\n").pop() ?? "") as WorkerAnswer) : undefined;
    } catch {
      answer = undefined;
    }
    if (answer?.refused) throw new ImageRefused(answer.refused.status as 413 | 415 | 422, answer.refused.message);
    if (!answer?.facts || !answer.variants) {
      if (killed === "memory") {
        console.error(`media worker killed: its memory passed ${megabytes(this.memoryLimitBytes)}`);
        throw new ImageRefused(422, `The image needs more memory than an upload may use (${megabytes(this.memoryLimitBytes)}): make it smaller and upload it again`);
      }
      if (killed === "time" || child.signalCode === "SIGXCPU") {
        console.error(`media worker stopped: ${killed === "time" ? `still running after ${this.timeoutMs / 1000} s` : `over ${this.cpuSeconds} CPU seconds`}`);
        throw new ImageRefused(422, "The image took too long to process: make it smaller and upload it again");
      }
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
