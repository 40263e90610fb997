/** The real start-up as a process: bad configuration, the data-dir lock, restarts and SIGTERM. */
import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import sharp from "sharp";
import { MAX_REQUEST_BODY_BYTES } from "../src/boot.ts";
import { freePort, PORT_TAKEN } from "./support/free-port.ts";
import { BUN, NO_ENV_FILE, sandboxEnv } from "./support/sandbox.ts";
import { collectOutput, ensureAssetBuild, finishServer, type StartedServer, startListeningOnFreePort, startServer, waitForListening } from "./support/server-process.ts";

const dataRoot = mkdtempSync(join(tmpdir(), "site-process-"));
const running = new Set<Subprocess>();
afterAll(() => {
  for (const p of running) p.kill("SIGKILL");
  rmSync(dataRoot, { recursive: true, force: true });
});

function start(env: Record<string, string>): StartedServer {
  const server = startServer(env);
  running.add(server.proc);
  return server;
}

/** Every line of a production server's output, each of which must be one JSON object. */
function logLines(output: string): { level?: string; message?: string; path?: string }[] {
  return output
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

async function finish(s: StartedServer) {
  const result = await finishServer(s);
  running.delete(s.proc);
  return result;
}

// The process tests start embedded databases of their own; the PostgreSQL pass has nothing to add here.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("server process", () => {
  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ SITE_URL: "nonsense" }, "SITE_URL"],
    [{ DEMO_CONTENT: "perhaps" }, "DEMO_CONTENT"],
    [{ STORE_URL: "store.example.com" }, "STORE_URL"],
  ])("a bad value stops the start with one line naming the variable: %o", async (env, name) => {
    const result = await finish(start({ DATA_DIR: join(dataRoot, "never-used"), ...env }));
    expect(result.code).not.toBe(0);
    const lines = logLines(result.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("error");
    expect(lines[0]!.message).toStartWith(`Invalid environment variable ${name}:`);
  });

  test("bound to 0.0.0.0, the Listening line says so, not localhost", async () => {
    const server = start({ DATA_DIR: join(dataRoot, "all-interfaces"), HOST: "0.0.0.0", DEMO_CONTENT: "false", ADMIN_PASSWORD: "a-long-enough-password" });
    await waitForListening(server);
    server.proc.kill("SIGTERM");
    const result = await finish(server);
    const listening = logLines(result.stdout).find((line) => line.message?.startsWith("Listening on"));
    expect(listening?.level).toBe("info");
    expect(listening?.message).toMatch(/^Listening on http:\/\/0\.0\.0\.0:(\d+) \(all IPv4 interfaces; on this machine http:\/\/localhost:\1\) \(embedded database in /);
  });

  test("a port another process took between the look and the bind: the start says so, and the tests' start goes on to another port", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const held = (holder.address() as AddressInfo).port;
    try {
      const env = (port: number) => ({
        DATA_DIR: join(dataRoot, "port-taken"),
        DEMO_CONTENT: "false",
        ADMIN_PASSWORD: "a-long-enough-password",
        SITE_URL: `http://127.0.0.1:${port}`,
      });
      const refused = await finish(start({ ...env(held), PORT: String(held) }));
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(PORT_TAKEN);

      const picked: number[] = [];
      const pick = async () => {
        const port = picked.length === 0 ? held : await freePort();
        picked.push(port);
        return port;
      };
      const { server, url } = await startListeningOnFreePort(env, { pick });
      running.add(server.proc);
      expect(picked).toHaveLength(2);
      expect(url).toBe(`http://127.0.0.1:${picked[1]}`);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      server.proc.kill("SIGTERM");
      expect((await finish(server)).code).toBe(0);
    } finally {
      holder.close();
    }
  });

  test("LOG_FORMAT=pretty: the same line as plain text", async () => {
    const result = await finish(start({ DATA_DIR: join(dataRoot, "never-used"), PORT: "abc", LOG_FORMAT: "pretty" }));
    expect(result.stderr).toStartWith("Invalid environment variable PORT:");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  test("first start seeds and writes the password to a 0600 file, never to piped output; a second process on the same DATA_DIR is refused; data survives a restart; SIGTERM stops cleanly; every line is JSON and the health check is not in the request log", async () => {
    const dataDir = join(dataRoot, "site");
    const first = start({ DATA_DIR: dataDir, LOG_REQUESTS: "true" });
    const url = await waitForListening(first);
    const passwordFile = join(dataDir, "admin-password.txt");
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, "utf8").split("\n")[0];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readFileSync(passwordFile, "utf8")).toContain("then delete this file");
    // Standard output is a pipe here, as under `docker logs`: the log says where the file is, never the password.
    const startLines = logLines(first.stdout()).map((line) => line.message);
    expect(startLines).toContain("Seeded demo content: 7 posts, 2 authors, 3 categories.");
    expect(startLines.find((line) => line?.startsWith("Admin password generated"))).toContain(passwordFile);
    // The address it is bound to (HOST=127.0.0.1 here), and the port Bun chose for PORT=0.
    expect(startLines.find((line) => line?.startsWith("Listening on"))).toMatch(/^Listening on http:\/\/127\.0\.0\.1:\d+ \(embedded database in /);
    expect(first.stdout() + first.stderr()).not.toContain(password!);
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/blog`)).status).toBe(200);

    const second = await finish(start({ DATA_DIR: dataDir }));
    expect(second.code).toBe(1);
    expect(logLines(second.stderr).map((line) => line.message)).toEqual([expect.stringMatching(/^The embedded database in .+ is in use by another process \(pid \d+\)\./)]);

    // Counted in memory for the 404 log, and written by the shutdown, well before the next batch is due.
    expect((await fetch(`${url}/a-link-that-broke-just-before-the-stop`)).status).toBe(404);
    first.proc.kill("SIGTERM");
    const stopped = await finish(first);
    expect(stopped.code).toBe(0);
    // Every line either process wrote is one JSON object: start, requests, stop.
    const lines = logLines(stopped.stdout + stopped.stderr);
    expect(lines.map((line) => line.message).at(-1)).toBe("Stopped.");
    const paths = lines.map((line) => line.path).filter(Boolean);
    expect(paths).toContain("/blog");
    expect(paths).not.toContain("/healthz");

    const again = start({ DATA_DIR: dataDir });
    const againUrl = await waitForListening(again);
    expect(again.stdout()).not.toContain("Admin password");
    expect(again.stdout()).not.toContain("Seeded demo content");
    expect((await fetch(`${againUrl}/`)).status).toBe(200);
    const login = await fetch(`${againUrl}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const log = await (await fetch(`${againUrl}/api/admin/not-found-paths`, { headers: { Cookie: cookie } })).text();
    expect(log).toContain("/a-link-that-broke-just-before-the-stop");
    again.proc.kill("SIGTERM");
    expect((await finish(again)).code).toBe(0);
    // The file still holds the password, so it stayed; once the password has changed, a start deletes it.
    expect(statSync(passwordFile).isFile()).toBe(true);
    const changed = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: "vN7-qeLr-2xWp-Tz9k-Hs4m" });
    await waitForListening(changed);
    expect(logLines(changed.stdout()).map((line) => line.message)).toContain(`Deleted ${passwordFile}: the admin password has changed since it was generated.`);
    expect(existsSync(passwordFile)).toBe(false);
    changed.proc.kill("SIGTERM");
    expect((await finish(changed)).code).toBe(0);
  }, 90_000);

  test.skipIf(process.getuid?.() === 0 && Bun.which("setpriv") === null)(
    "a data directory the server's user may not change (a root-owned bind mount) stops the start with one line saying what to do",
    async () => {
      // As root, the server runs as nobody (root may chmod anything); otherwise DATA_DIR is to be made in a directory we may not write.
      const asRoot = process.getuid?.() === 0;
      const foreign = mkdtempSync(join(dataRoot, "foreign-"));
      chmodSync(dataRoot, 0o755);
      chmodSync(foreign, asRoot ? 0o755 : 0o555);
      const dataDir = asRoot ? foreign : join(foreign, "data");
      ensureAssetBuild();
      const command = [BUN, NO_ENV_FILE, join(import.meta.dir, "..", "src", "server.ts")];
      const proc = Bun.spawn(asRoot ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...command] : command, {
        env: sandboxEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, HOME: tmpdir() }),
        stdout: "pipe",
        stderr: "pipe",
      });
      running.add(proc);
      const result = await finish({ proc, ...collectOutput(proc) });
      chmodSync(foreign, 0o755);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      const lines = logLines(result.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.message).toMatch(new RegExp(`^DATA_DIR ${dataDir} is not writable by user \\S+ \\(uid \\d+\\): .*chown -R \\d+:\\d+.*named volume\\.$`));
    },
    60_000,
  );

  test("SIGTERM during a burst of lead submissions: every answered lead is stored, none gets a 500; a 503 is taken when resent", async () => {
    const dataDir = join(dataRoot, "burst");
    const env = { DATA_DIR: dataDir, DEMO_CONTENT: "false", ADMIN_PASSWORD: "a-long-admin-password", LEAD_RATE_LIMIT: "100000", LEAD_SITE_LIMIT: "100000" };
    const server = start(env);
    const url = await waitForListening(server);
    const submit = (i: number, to = url) =>
      fetch(`${to}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `burst-key-${i}` },
        body: JSON.stringify({
          businessType: "retail",
          painPoint: "missed-calls",
          goals: "automation",
          contactPreference: "email",
          firstName: "B",
          lastName: `${i}`,
          email: `burst${i}@example.com`,
        }),
      }).then(
        (r) => r.status,
        () => 0,
      );
    const answers = Array.from({ length: 300 }, (_, i) => submit(i));
    // Stop as soon as the first lead is stored, while the rest are still in flight. Not at the first answer of any
    // kind (a 503 past the deadline, a failed connection): once in CI, on a loaded machine, no lead was stored yet
    // when the stop came, and the test failed on what it does not test.
    await new Promise<void>((resolve) => {
      for (const answer of answers) void answer.then((status) => status === 201 && resolve());
      void Promise.all(answers).then(() => resolve());
    });
    server.proc.kill("SIGTERM");
    const statuses = await Promise.all(answers);
    expect((await finish(server)).code).toBe(0);
    // The embedded database answers the leads in the order they came; on a slow machine the last ones may
    // outlast the request deadline and get its 503 ("try again"), which the funnel resends with the same key.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThan(0);

    // Every 201 is in the database after a restart, and every 503 resent to it is taken.
    const again = start(env);
    const againUrl = await waitForListening(again);
    const resent = await Promise.all(statuses.map((status, i) => (status === 503 ? submit(i, againUrl) : Promise.resolve(201))));
    expect(resent.filter((status) => status !== 201)).toEqual([]);
    const { openDatabase } = await import("../db/client.ts");
    again.proc.kill("SIGTERM");
    await finish(again);
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const { leads } = await import("../db/schema/index.ts");
      const rows = await database.db.select({ key: leads.idempotencyKey }).from(leads);
      const stored = new Set(rows.map((r) => r.key));
      statuses.forEach((status, i) => {
        if (status === 201 || status === 503) expect(stored.has(`burst-key-${i}`)).toBe(true);
      });
      expect(rows.length).toBe(stored.size);
      expect(againUrl).toStartWith("http://");
    } finally {
      await database.close();
    }
  }, 90_000);

  test("DEMO_CONTENT=false starts with an empty database; a body over the server-wide ceiling is refused on any route", async () => {
    const proc = start({ DATA_DIR: join(dataRoot, "empty"), DEMO_CONTENT: "false", ADMIN_PASSWORD: "a-long-admin-password" });
    const url = await waitForListening(proc);
    expect(proc.stdout()).not.toContain("Seeded");
    expect(proc.stdout()).not.toContain("Admin password");
    const huge = new Uint8Array(MAX_REQUEST_BODY_BYTES + 1).fill(0x61);
    for (const path of ["/api/leads", "/api/admin/blog-posts", "/no-such-route"]) {
      // Bun answers 413 from the Content-Length, before any handler runs.
      const res = await fetch(url + path, { method: "POST", headers: { "Content-Type": "application/json" }, body: huge });
      expect(res.status, path).toBe(413);
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    proc.proc.kill("SIGTERM");
    expect((await finish(proc)).code).toBe(0);
  }, 60_000);

  test("an image upload through the real server: a phone-sized photo is stored, 30 MB is refused with the upload's own sentence", async () => {
    const proc = start({ DATA_DIR: join(dataRoot, "uploads"), DEMO_CONTENT: "false", ADMIN_PASSWORD: "a-long-admin-password" });
    const url = await waitForListening(proc);
    const login = await fetch(`${url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ password: "a-long-admin-password" }),
    });
    const headers = { Cookie: login.headers.getSetCookie()[0]!.split(";")[0]!, "Sec-Fetch-Site": "same-origin", "Content-Type": "image/jpeg", "X-File-Name": "phone.jpg" };
    // Over 4 MB, as a phone's photos are: noise does not compress.
    const [width, height] = [2400, 1800];
    const pixels = new Uint8Array(width * height * 3);
    let seed = 1;
    for (let i = 0; i < pixels.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      pixels[i] = seed >>> 24;
    }
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await fetch(`${url}/api/admin/media`, { method: "POST", headers, body: photo as Uint8Array<ArrayBuffer> });
    expect(res.status).toBe(201);
    const { media } = (await res.json()) as { media: { url: string; width: number } };
    expect(media.width).toBe(2400);
    expect((await fetch(url + media.url)).status).toBe(200);
    const tooLarge = await fetch(`${url}/api/admin/media`, { method: "POST", headers, body: new Uint8Array(30 * 1024 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toBe("The file is larger than 20 MB: make it smaller and upload it again");
    proc.proc.kill("SIGTERM");
    expect((await finish(proc)).code).toBe(0);
  }, 120_000);
});
