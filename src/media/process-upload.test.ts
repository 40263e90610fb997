import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ImageRefused } from "./image-pipeline.ts";
import { MediaProcessor, WORKER_CPU_SECONDS, workerEnvironment } from "./process-upload.ts";

/** A worker that answers with `expression` as its refusal's message, as the real one answers a refusal. */
const telling = (expression: string) => [process.execPath, "-e", `console.log(JSON.stringify({ refused: { status: 422, message: String(${expression}) } }))`];

async function refusal(processor: MediaProcessor): Promise<ImageRefused> {
  const error = await processor.process(join(dir, "upload"), dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ImageRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "media-upload-test-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("workerEnvironment", () => {
  test("keeps none of the server's variables but the folder for temporary files", () => {
    const server = {
      DATABASE_URL: "postgres://app:secret@db/app",
      ADMIN_PASSWORD: "hunter2",
      SMTP_PASSWORD: "smtp-secret",
      LEAD_WEBHOOK_SECRET: "whsec",
      PATH: "/usr/local/bin:/usr/bin:/bin",
      HOME: "/home/app",
      NODE_ENV: "production",
      TMPDIR: "/var/tmp/app",
    };
    expect(workerEnvironment(server)).toEqual({ TMPDIR: "/var/tmp/app" });
    expect(workerEnvironment({ DATABASE_URL: "postgres://app:secret@db/app" })).toEqual({});
  });
});

describe("the worker's limits", () => {
  test("its CPU time is limited (RLIMIT_CPU), the soft limit by default WORKER_CPU_SECONDS", async () => {
    const read = 'require("node:fs").readFileSync("/proc/self/limits", "utf8").split("\\n").find((l) => l.startsWith("Max cpu time"))';
    const line = (await refusal(new MediaProcessor({ command: telling(read) }))).message;
    expect(line.split(/\s{2,}/).slice(1, 3)).toEqual([String(WORKER_CPU_SECONDS), String(WORKER_CPU_SECONDS + 2)]);
  });

  test("a worker whose memory passes the limit is killed and the upload refused with 422", async () => {
    // 8 MB more every 5 ms, each byte written (resident), up to 1 GB, then waiting.
    const grow = "const kept = []; setInterval(() => kept.length < 128 && kept.push(Buffer.alloc(8 << 20, 1)), 5);";
    const started = performance.now();
    const error = await refusal(new MediaProcessor({ command: [process.execPath, "-e", grow], memoryLimitBytes: 200 * 1024 * 1024, timeoutMs: 30_000 }));
    expect([error.status, error.message]).toEqual([422, "The image needs more memory than an upload may use (200 MB): make it smaller and upload it again"]);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
