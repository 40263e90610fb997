/**
 * The Dockerfile, run as far as a machine without Docker can. A copy of the sources (what
 * .dockerignore lets into the image) gets the build stage's RUN lines — the production install and the
 * asset build — then the runtime stage's CMD with its ENV, and its HEALTHCHECK. So the suite runs the
 * very commands the image runs: no dev dependency is installed, the build is the same file for file as
 * one made in another directory, and the server starts from it and serves it. Runs in the PGlite pass.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { Glob } from "bun";
import ipaddr from "ipaddr.js";
import { EnvSchema, parseEnv } from "../src/env.ts";
import { clientAddress, clientKey } from "../src/http/client-ip.ts";
import { onFreePort, PORT_TAKEN, PortTaken } from "./support/free-port.ts";
import { BUN, NO_ENV_FILE, packageRegistryEnv, sandboxEnv } from "./support/sandbox.ts";
import { collectOutput, ensureAssetBuild } from "./support/server-process.ts";

const root = join(import.meta.dir, "..");

interface Stage {
  from: string;
  name?: string;
  run: string[];
  /** `COPY --from=<stage> SOURCE… DEST` lines. */
  copies: { from: string; sources: string[]; dest: string }[];
  env: Record<string, string>;
  cmd?: string[];
  healthcheck?: string[];
  user?: string;
}

/** The Dockerfile's instructions per stage: continuation lines joined, ARGs substituted with their defaults. */
export function parseDockerfile(text: string): Stage[] {
  const args: Record<string, string> = {};
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages: Stage[] = [];
  const substitute = (value: string) => value.replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? "");
  for (const line of lines) {
    const [, keyword, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const stage = stages.at(-1);
    switch (keyword) {
      case "ARG": {
        const [name, value = ""] = rest!.split("=");
        args[name!] = value;
        break;
      }
      case "FROM": {
        const [image, , name] = substitute(rest!).split(/\s+/);
        stages.push({ from: image!, name, run: [], copies: [], env: {} });
        break;
      }
      case "RUN":
        stage!.run.push(rest!);
        break;
      case "COPY": {
        const words = rest!.split(/\s+/);
        const from = words.find((w) => w.startsWith("--from="))?.slice("--from=".length);
        const paths = words.filter((w) => !w.startsWith("--"));
        if (from) stage!.copies.push({ from, sources: paths.slice(0, -1), dest: paths.at(-1)! });
        break;
      }
      case "ENV":
        for (const match of rest!.matchAll(/(\w+)=(\S+)/g)) stage!.env[match[1]!] = match[2]!;
        break;
      case "CMD":
        stage!.cmd = JSON.parse(rest!);
        break;
      case "HEALTHCHECK":
        stage!.healthcheck = JSON.parse(rest!.slice(rest!.indexOf("CMD") + 3));
        break;
      case "USER":
        stage!.user = rest;
        break;
    }
  }
  return stages;
}

type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: unknown;
  networks?: string[] | Record<string, unknown>;
};
type Compose = {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { enable_ipv6?: boolean; ipam?: { config?: { subnet: string }[] } }>;
};

function readCompose(): Compose {
  return Bun.YAML.parse(readFileSync(join(root, "compose.yaml"), "utf8")) as Compose;
}

/** The files `COPY . .` takes: the working tree's (tracked and new, not git-ignored) minus .dockerignore. */
function imageSources(): string[] {
  const listed = Bun.spawnSync(["git", "ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, stdout: "pipe" });
  const patterns = readFileSync(join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const ignored = (path: string) => {
    let verdict = false;
    for (const pattern of patterns) {
      const negated = pattern.startsWith("!");
      const glob = new Glob(negated ? pattern.slice(1) : pattern);
      if (glob.match(path) || glob.match(path.split("/")[0]!)) verdict = !negated;
    }
    return verdict;
  };
  return listed.stdout
    .toString()
    .split("\n")
    .filter((path) => path && existsSync(join(root, path)) && !ignored(path));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).sort();
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)("the production image's steps", () => {
  const stages = parseDockerfile(readFileSync(join(root, "Dockerfile"), "utf8"));
  const build = stages.find((s) => s.name === "build")!;
  const runtime = stages.at(-1)!;
  let workdir: string;
  let runOutput = "";
  /** Trees to delete at the end: a production install each, thousands of files. */
  const made: string[] = [];

  beforeAll(() => {
    const started = performance.now();
    workdir = mkdtempSync(join(tmpdir(), "site-image-"));
    made.push(workdir);
    for (const path of imageSources()) {
      mkdirSync(dirname(join(workdir, path)), { recursive: true });
      cpSync(join(root, path), join(workdir, path));
    }
    for (const command of build.run) {
      const step = Bun.spawnSync(["sh", "-c", command], { cwd: workdir, env: sandboxEnv(packageRegistryEnv()), stdout: "pipe", stderr: "pipe" });
      const printed = `${step.stdout.toString()}${step.stderr.toString()}`;
      runOutput += `$ ${command}\n${printed}`;
      if (step.exitCode !== 0) {
        // The reason first: a summary keeps an error's first lines, and npm's or bun's last lines say why.
        const how = step.signalCode ? `signal ${step.signalCode}` : `exit ${step.exitCode}`;
        throw new Error(
          `RUN ${command.slice(0, 60)}… failed (${how}) after ${Math.round(performance.now() - started) / 1000} s:\n${printed.trimEnd().split("\n").slice(-10).join("\n")}`,
        );
      }
    }
  }, 240_000);
  // Deleting two installs took 55 s once on a machine busy with the other lanes: past bun's 30-s hook
  // timeout, so every test passed and the file still failed. Asynchronous, with room to finish.
  afterAll(async () => {
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 240_000);

  test("the Dockerfile pins its images, drops root, checks health and runs the server", () => {
    expect(build.from).toMatch(/^node:\d+\.\d+\.\d+-bookworm-slim$/);
    expect(runtime.from).toMatch(/^oven\/bun:\d+\.\d+\.\d+-slim$/);
    // The runtime's Bun is the one the lockfile installs everywhere else.
    const lockedBun = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages["node_modules/bun"].version;
    expect(runtime.from).toBe(`oven/bun:${lockedBun}-slim`);
    // Nothing needs a BuildKit frontend from Docker Hub: a build with only the two base images local works.
    expect(readFileSync(join(root, "Dockerfile"), "utf8")).not.toMatch(/^#\s*syntax=/im);
    expect(runtime.user).toBe("bun");
    expect(runtime.cmd).toEqual(["bun", "src/server.ts"]);
    expect(runtime.healthcheck).toEqual(["bun", "src/cli/healthcheck.ts"]);
    expect(build.run.some((c) => c.startsWith("npm ci --omit=dev"))).toBe(true);
    for (const [name, value] of Object.entries(runtime.env)) {
      expect(EnvSchema.shape[name as keyof typeof EnvSchema.shape], name).toBeDefined();
      expect(EnvSchema.shape[name as keyof typeof EnvSchema.shape].safeParse(value).success, `${name}=${value}`).toBe(true);
    }
  });

  test("compose.yaml: PostgreSQL 16 with a volume, two instances of this image sharing the asset volume, Caddy in front of both", () => {
    const compose = readCompose();
    const { postgres, app1, app2, caddy } = compose.services;
    expect(postgres!.image).toMatch(/^postgres:16/);
    expect(postgres!.volumes).toContain("postgres:/var/lib/postgresql/data");
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["postgres", "assets"]));
    for (const app of [app1!, app2!]) {
      expect(app.build).toBe(".");
      expect(app.volumes).toContain(`assets:${runtime.env.ASSETS_DIR}`);
      // Production on PostgreSQL: what parseEnv requires is there, every name is one the server reads.
      expect(app.environment!.DATABASE_URL).toContain("@postgres:5432/");
      expect(app.environment!.SITE_URL).toStartWith("https://");
      for (const name of Object.keys(app.environment!)) expect(EnvSchema.shape[name as keyof typeof EnvSchema.shape], name).toBeDefined();
    }
    expect(app2).toEqual(app1!);
    // HTTP/3 is QUIC over UDP: the firewall note in docs/deploy.md names all three.
    expect(caddy!.ports).toEqual(expect.arrayContaining(["80:80", "443:443", "443:443/udp"]));
    const caddyfile = readFileSync(join(root, "deploy", "Caddyfile"), "utf8");
    expect(caddyfile).toContain(`reverse_proxy app1:${runtime.env.PORT} app2:${runtime.env.PORT}`);
    // Passive health only: /healthz is 503 while PostgreSQL is down, and cached pages must still be served then.
    expect(caddyfile).not.toContain("health_uri");
    expect(caddyfile).toContain("fail_duration");
  });

  test("compose.yaml: ADMIN_PASSWORD may be left unset (admin:password once), and the instances still refuse to start with no password at all", () => {
    const { app1 } = readCompose().services;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax, read as text
    expect(app1!.environment!.ADMIN_PASSWORD).toBe("${ADMIN_PASSWORD:-}");
    // What compose passes when .env has no ADMIN_PASSWORD: a blank value, which the server reads as unset.
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://site:x@postgres:5432/site", SITE_URL: "https://www.example.test", ADMIN_PASSWORD: "" });
    expect(env.adminPassword).toBeUndefined();
    expect(env.deploying).toBe(true); // so ensureAdminUser refuses to generate one: AdminPasswordMissingError (tests/deploy-process.test.ts)
  });

  test("compose.yaml: one network with IPv6, so Docker keeps each visitor's address; the instances believe X-Forwarded-For from Caddy's address alone", () => {
    const compose = readCompose();
    const site = compose.networks?.site;
    expect(site?.enable_ipv6).toBe(true);
    const subnets = (site?.ipam?.config ?? []).map((c) => ipaddr.parseCIDR(c.subnet));
    const v6 = subnets.find(([address]) => address.kind() === "ipv6");
    const v4 = subnets.find(([address]) => address.kind() === "ipv4");
    // A unique-local /64 (fc00::/7) and a private IPv4 range: never an address of someone on the internet.
    expect(v6?.[1]).toBe(64);
    expect(v6?.[0].range()).toBe("uniqueLocal");
    expect(v4?.[0].range()).toBe("private");
    for (const [name, service] of Object.entries(compose.services)) {
      const networks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
      expect(networks, name).toEqual(["site"]);
    }
    const caddy = (compose.services.caddy!.networks as Record<string, { ipv4_address: string; ipv6_address: string }>).site!;
    const caddyAddresses = [ipaddr.parse(caddy.ipv4_address), ipaddr.parse(caddy.ipv6_address)];
    expect(caddyAddresses[0]!.match(v4!)).toBe(true);
    expect(caddyAddresses[1]!.match(v6!)).toBe(true);

    // Exactly Caddy's two addresses, and no blanket one-hop trust besides.
    const app = compose.services.app1!.environment!;
    expect(app.TRUST_PROXY).toBeUndefined();
    const trust = parseEnv({ TRUSTED_PROXIES: app.TRUSTED_PROXIES }).proxyTrust;
    expect(trust.trustOneHop).toBe(false);
    expect(trust.trustedProxies.map(([address, bits]) => `${address}/${bits}`).sort()).toEqual([`${caddy.ipv4_address}/32`, `${caddy.ipv6_address}/128`].sort());

    // Caddy replaces X-Forwarded-For with the visitor's address: no trusted_proxies (which would keep a
    // visitor's own entries) and no header_up that changes it.
    const caddyfile = readFileSync(join(root, "deploy", "Caddyfile"), "utf8");
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
    expect(caddyfile).not.toMatch(/header_up\s+[-+]?X-Forwarded-For/i);

    // What the instances then see: two IPv6 visitors through Caddy are two clients; the same header from
    // any other peer on the network (the other instance, PostgreSQL) is ignored.
    const keyOf = (peer: string, forwardedFor: string) => clientKey(clientAddress(peer, forwardedFor, trust));
    expect(keyOf(caddy.ipv6_address, "2001:db8:1:1::7")).toBe("2001:db8:1:1::/64");
    expect(keyOf(caddy.ipv6_address, "2001:db8:9:9::7")).toBe("2001:db8:9:9::/64");
    expect(keyOf(caddy.ipv4_address, "203.0.113.9")).toBe("203.0.113.9");
    const otherPeer = ipaddr.fromByteArray([...v4![0].toByteArray().slice(0, 3), 3]).toString();
    expect(keyOf(otherPeer, "203.0.113.9")).toBe(otherPeer);
  });

  test("the production install has no dev-only package, and the patched postgres.js", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    const locked: Record<string, { dev?: boolean }> = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages;
    // Packages only dev dependencies need (the lockfile marks them): TypeScript, Playwright, Lighthouse, autocannon…
    const devOnly = Object.entries(locked)
      .filter(([path, entry]) => path && entry.dev)
      .map(([path]) => path);
    expect(devOnly.length).toBeGreaterThan(100);
    for (const path of devOnly) expect(existsSync(join(workdir, path)), path).toBe(false);
    // Every dependency but npm's Bun, which the build stage drops once the assets are built (the runtime image has its own).
    for (const name of Object.keys(manifest.dependencies)) expect(existsSync(join(workdir, "node_modules", name, "package.json")), name).toBe(name !== "bun");
    expect(runOutput).toContain("postgres@3.4.9 ✔");
  });

  test("the build is deterministic: the same files, byte for byte, as a build in another directory", () => {
    ensureAssetBuild();
    const here = join(root, "dist");
    const there = join(workdir, "dist");
    // dist/ here may also hold an earlier build's files (kept a day): the build is what its manifest lists.
    const files = JSON.parse(readFileSync(join(here, "manifest.json"), "utf8")).files as string[];
    expect(listFiles(join(there, "assets"))).toEqual(files);
    for (const name of files) {
      expect(Bun.hash(readFileSync(join(there, "assets", name))), name).toBe(Bun.hash(readFileSync(join(here, "assets", name))));
    }
    expect(readFileSync(join(there, "manifest.json"), "utf8")).toBe(readFileSync(join(here, "manifest.json"), "utf8"));
  });

  test("CMD, in a tree of only what the runtime stage copies, serves the build from disk; HEALTHCHECK tells up from down; SIGTERM exits 0", async () => {
    // The runtime stage: WORKDIR /app, then its `COPY --from=build /app/… DEST` lines, nothing else.
    const runtimeDir = mkdtempSync(join(tmpdir(), "site-image-runtime-"));
    made.push(runtimeDir);
    expect(runtime.copies.length).toBeGreaterThan(3);
    for (const copy of runtime.copies) {
      expect(copy.from).toBe("build");
      for (const source of copy.sources) {
        const from = join(workdir, source.replace(/^\/app\/?/, ""));
        const to = copy.dest.endsWith("/") ? join(runtimeDir, copy.dest, basename(from)) : join(runtimeDir, copy.dest);
        cpSync(from, to, { recursive: true });
      }
    }
    expect(existsSync(join(runtimeDir, "node_modules", "bun"))).toBe(false);
    expect(existsSync(join(runtimeDir, "tests"))).toBe(false);
    // No test file, ours or a package's; no type-only package; no link left pointing at a removed file.
    expect([...new Glob("**/*.test.ts").scanSync({ cwd: runtimeDir, dot: true })]).toEqual([]);
    expect(existsSync(join(runtimeDir, "src", "http", "client-ip.ts"))).toBe(true);
    for (const name of ["bun-types", "@types", "csstype", "undici-types"]) expect(existsSync(join(runtimeDir, "node_modules", name)), name).toBe(false);
    const bin = join(runtimeDir, "node_modules", ".bin");
    const dangling = readdirSync(bin).filter((name) => !existsSync(join(bin, name)));
    expect(dangling).toEqual([]);
    const dataDir = mkdtempSync(join(tmpdir(), "site-image-data-"));
    made.push(dataDir);
    // The image's `bun` is the project's Bun (the same version, checked above).
    const bunOf = (command: string[]) => (command[0] === "bun" ? [BUN, NO_ENV_FILE, ...command.slice(1)] : command);
    // The health check reads PORT, so the port is named beforehand: another if it was taken in between.
    const { port, env, server, output } = await onFreePort(async (port) => {
      const env = sandboxEnv({ ...runtime.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ASSETS_DIR: join(dataDir, "shared-assets"), LOG_REQUESTS: "false" });
      // Nothing listens on that port yet: the check must fail, or it is no check (a pass: someone else took the port).
      const before = Bun.spawnSync(bunOf(runtime.healthcheck!), { cwd: runtimeDir, env }).exitCode;
      if (before === 0) throw new PortTaken(`port ${port} answered before the server started`);
      expect(before).toBe(1);
      const server = Bun.spawn(bunOf(runtime.cmd!), { cwd: runtimeDir, env, stdout: "pipe", stderr: "pipe" });
      const output = collectOutput(server);
      const deadline = performance.now() + 30_000;
      while (!output.stdout().includes("Listening on http") && server.exitCode === null && performance.now() < deadline) await Bun.sleep(50);
      if (!output.stdout().includes("Listening on http")) {
        server.kill("SIGTERM");
        await output.drained;
        const log = output.stdout() + output.stderr();
        throw PORT_TAKEN.test(log) ? new PortTaken(log) : new Error(`the image's CMD did not start:\n${log}`);
      }
      return { port, env, server, output };
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      let healthy = false;
      for (let waited = 0; !healthy && waited < 30_000; waited += 200) {
        await Bun.sleep(200);
        healthy = Bun.spawnSync(bunOf(runtime.healthcheck!), { cwd: runtimeDir, env }).exitCode === 0;
      }
      expect(healthy).toBe(true);

      const page = await (await fetch(`${base}/`)).text();
      // Public pages inline their CSS and name the site stylesheet for the loader to fetch when an island wakes.
      const stylesheet = /data-stylesheet="(\/assets\/site-[a-z0-9]+\.css)"/.exec(page)?.[1];
      expect(stylesheet).toBeDefined();
      const manifest = JSON.parse(readFileSync(join(runtimeDir, "dist", "manifest.json"), "utf8"));
      expect(stylesheet).toBe(manifest.stylesheetHref);
      const css = await fetch(base + stylesheet, { headers: { "Accept-Encoding": "br" }, decompress: false } as RequestInit);
      expect(css.status).toBe(200);
      expect(css.headers.get("content-encoding")).toBe("br");
      expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const sent = new Uint8Array(await css.arrayBuffer());
      expect(Bun.hash(sent)).toBe(Bun.hash(readFileSync(join(runtimeDir, "dist", "assets", `${stylesheet!.slice(8)}.br`))));
      // The instance added its build to the shared directory and serves from there.
      expect(existsSync(join(dataDir, "shared-assets", stylesheet!.slice(8)))).toBe(true);
      expect((await fetch(`${base}/assets/..%2Fmanifest.json`)).status).toBe(404);
    } finally {
      server.kill("SIGTERM");
    }
    const code = await server.exited;
    await output.drained;
    expect(code, output.stderr()).toBe(0);
  }, 60_000);
});
