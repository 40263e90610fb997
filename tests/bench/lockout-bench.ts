/**
 * `bun run bench:lockout`: the password-guessing attack against the real server (production mode,
 * TRUST_PROXY=true, one X-Forwarded-For per guessing address), on each database. SPRAY_ADDRESSES
 * (1,000) addresses guess in parallel for SPRAY_SECONDS (12); meanwhile the owner logs in once a second
 * from the browser holding the device cookie. Prints the passwords checked per second (the ceiling),
 * what the guessers were answered, the server's CPU use, and the owner's login time during the attack
 * against the same login with no attack, measured in the same run (curl in a process of its own times it).
 *
 * Then the second step: the owner enrols an authenticator app, and STEP_ADDRESSES (50) addresses that know
 * the password guess codes for STEP_SECONDS (30), each starting a new pending step whenever the last one
 * is gone. Prints how many codes the server checked and how many it paused, and — on the same database,
 * with the clock chosen — how many the per-account windows let through in an hour of one guess a second.
 */
import { readFileSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import { type DatabaseOptions, migrateDatabase, openDatabase } from "../../db/client.ts";
import { beginCodeCheck, SECOND_STEP_CHECKS_PER_HOUR } from "../../src/auth/second-step-limit.ts";
import { startServer, waitForListening } from "../support/server-process.ts";
import { onEachDatabase } from "./each-database.ts";

const ADDRESSES = Number(process.env.SPRAY_ADDRESSES ?? 1000);
const SECONDS = Number(process.env.SPRAY_SECONDS ?? 12);
const PASSWORD = "a-long-bench-password-for-the-owner";
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const STEP_ADDRESSES = Number(process.env.STEP_ADDRESSES ?? 50);
const STEP_SECONDS = Number(process.env.STEP_SECONDS ?? 30);

function post(base: string, path: string, ip: string, body: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": ip };
  if (cookie) headers.Cookie = cookie;
  return fetch(`${base}${path}`, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

function login(base: string, ip: string, password: string, cookie?: string): Promise<Response> {
  return post(base, "/api/admin/login", ip, { password }, cookie);
}

/** "name=value" of a cookie a response sets. */
function cookieOf(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes(`${name}=`));
}

/** The owner enrols an authenticator app from a fresh session; the bench keeps nothing of it. */
async function enrolApp(base: string): Promise<void> {
  const session = cookieOf(await login(base, "192.0.2.11", PASSWORD), "admin_session");
  const started = (await (await post(base, "/api/admin/security/factors/totp/start", "192.0.2.11", undefined, session)).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(started.secret) }).generate();
  const confirmed = await post(base, "/api/admin/security/factors/totp/confirm", "192.0.2.11", { code, name: "Bench" }, session);
  if (confirmed.status !== 201) throw new Error(`enrolling the app failed: ${confirmed.status}`);
}

/** Addresses that know the password guess the second step's code, each with pending steps of its own. */
async function secondStepSpray(base: string): Promise<{ answers: Record<string, number>; elapsed: number }> {
  const answers: Record<string, number> = {};
  const stopAt = performance.now() + STEP_SECONDS * 1000;
  const started = performance.now();
  const guesser = async (n: number) => {
    const ip = `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    let step: string | undefined;
    while (performance.now() < stopAt) {
      try {
        if (!step) {
          const res = await login(base, ip, PASSWORD);
          await res.arrayBuffer();
          step = cookieOf(res, "admin_login_step");
          if (!step) await Bun.sleep(200);
          continue;
        }
        const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
        const res = await post(base, "/api/admin/login/second-factor", ip, { method: "totp", code }, step);
        const body = (await res.json()) as { message?: string };
        const key = res.status === 401 && body.message?.startsWith("Your login has expired") ? "401 step gone" : String(res.status);
        answers[key] = (answers[key] ?? 0) + 1;
        if (res.status !== 401 || body.message?.startsWith("Too many") || key === "401 step gone") step = undefined;
      } catch {
        answers.error = (answers.error ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: STEP_ADDRESSES }, (_, n) => guesser(n)));
  return { answers, elapsed: (performance.now() - started) / 1000 };
}

/** One guess a second for an hour against the per-account windows, on the bench's own database, at chosen times. */
async function codesCheckedInAnHour(options: DatabaseOptions): Promise<number> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    const start = Date.UTC(2030, 0, 1);
    let checked = 0;
    for (let s = 0; s < 3600; s++) if ((await beginCodeCheck(database.db, "bench-hour", new Date(start + s * 1000))).allowed) checked++;
    return checked;
  } finally {
    await database.close();
  }
}

/** user + system CPU seconds of a process so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The owner's login, sent by curl in a process of its own and timed by curl: the bench's event loop,
 * busy with a thousand guessers, must not add its own lag to the owner's figure.
 */
async function ownerLogin(base: string, device: string) {
  const proc = Bun.spawn(
    [
      "curl",
      "-s",
      "-o",
      "/dev/null",
      "-w",
      "%{http_code} %{time_total}",
      "-H",
      "Content-Type: application/json",
      "-H",
      "Sec-Fetch-Site: same-origin",
      "-H",
      "X-Forwarded-For: 192.0.2.10",
      "-H",
      `Cookie: ${device}`,
      "--data",
      JSON.stringify({ password: PASSWORD }),
      `${base}/api/admin/login`,
    ],
    { stdout: "pipe", stderr: "ignore" },
  );
  const [status, seconds] = (await new Response(proc.stdout).text()).split(" ");
  await proc.exited;
  return { status: Number(status), ms: Number(seconds) * 1000 };
}

interface SprayResult {
  answers: Record<string, number>;
  elapsed: number;
  cpu: number;
  during: { status: number; ms: number }[];
}

/** ADDRESSES guessers for SECONDS against `base`, the owner logging in once a second meanwhile (when `device` is given). */
async function spray(base: string, pid: number, device?: string): Promise<SprayResult> {
  const answers: Record<string, number> = {};
  const stopAt = performance.now() + SECONDS * 1000;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const guesser = async (n: number) => {
    const ip = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    let i = 0;
    while (performance.now() < stopAt) {
      try {
        const res = await login(base, ip, `guess ${n} ${i++}`);
        await res.arrayBuffer();
        answers[res.status] = (answers[res.status] ?? 0) + 1;
      } catch {
        answers.error = (answers.error ?? 0) + 1;
      }
    }
  };
  const attack = Promise.all(Array.from({ length: ADDRESSES }, (_, n) => guesser(n)));
  const during: { status: number; ms: number }[] = [];
  await Bun.sleep(1000);
  while (device && performance.now() < stopAt - 500) {
    during.push(await ownerLogin(base, device));
    await Bun.sleep(1000);
  }
  await attack;
  const elapsed = (performance.now() - started) / 1000;
  return { answers, elapsed, cpu: cpuSeconds(pid) - cpuBefore, during };
}

const total = (answers: Record<string, number>) => Object.values(answers).reduce((a, b) => a + b, 0);

/**
 * The reference: Bun alone answering every guess with the same 429 bytes, in a process of its own, under
 * the same spray. What the site's refusal path costs is measured against it.
 */
async function referenceSpray(): Promise<SprayResult> {
  const body = JSON.stringify({
    success: false,
    message: "Too many login attempts on this site right now. Please try again in 1 minute, or from a browser you logged in with before.",
  });
  const script = `const s = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(${JSON.stringify(body)}, { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "1", "Cache-Control": "no-store" } }) }); console.log("http://127.0.0.1:" + s.port);`;
  const proc = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "inherit" });
  const reader = proc.stdout.getReader();
  const base = new TextDecoder().decode((await reader.read()).value).trim();
  try {
    return await spray(base, proc.pid);
  } finally {
    proc.kill();
    await proc.exited;
  }
}

async function bench(label: string, options: DatabaseOptions, env: Record<string, string>) {
  const server = startServer({ ...env, TRUST_PROXY: "true", ADMIN_PASSWORD: PASSWORD, ALLOW_HTTP_SITE_URL: "true", SITE_URL: "http://127.0.0.1" });
  try {
    const base = await waitForListening(server);
    const first = await login(base, "192.0.2.10", PASSWORD);
    const device = first.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .find((pair) => pair.includes("admin_device="));
    if (first.status !== 200 || !device) throw new Error(`the owner's first login failed: ${first.status}`);

    const quiet: number[] = [];
    for (let i = 0; i < 7; i++) quiet.push((await ownerLogin(base, device)).ms);
    const { answers, elapsed, cpu, during } = await spray(base, server.proc.pid, device);
    const stranger = await login(base, "192.0.2.77", PASSWORD);
    const reference = await referenceSpray();

    const checked = answers[401] ?? 0;
    const rate = total(answers) / elapsed;
    const referenceRate = total(reference.answers) / reference.elapsed;
    console.log(`\n${label}: ${ADDRESSES} addresses guessing in parallel for ${elapsed.toFixed(1)} s`);
    console.log(`  guesses answered: ${total(answers)} = ${rate.toFixed(0)} a second (${JSON.stringify(answers)})`);
    console.log(`  passwords checked: ${checked} = ${(checked / elapsed).toFixed(2)} a second (the ceiling: 1 a second, 10 at once)`);
    console.log(`  server CPU: ${cpu.toFixed(1)} s in ${elapsed.toFixed(1)} s = ${((cpu / elapsed) * 100).toFixed(0)} % of one core`);
    console.log(
      `  reference, Bun alone answering the same 429 to the same spray: ${referenceRate.toFixed(0)} a second, CPU ${((reference.cpu / reference.elapsed) * 100).toFixed(0)} % of one core → the site answers guessers at ${(rate / referenceRate).toFixed(2)} × Bun's rate`,
    );
    const ok = during.filter((d) => d.status === 200).length;
    const underAttack = median(during.map((d) => d.ms));
    console.log(
      `  the owner's browser during the attack: ${ok}/${during.length} logged in, median ${underAttack.toFixed(1)} ms, worst ${Math.max(...during.map((d) => d.ms)).toFixed(1)} ms`,
    );
    console.log(`  the same login with no attack: median ${median(quiet).toFixed(1)} ms → ×${(underAttack / median(quiet)).toFixed(1)} under attack`);
    console.log(
      `  the owner on a new browser right after the attack: ${stranger.status}${stranger.headers.get("Retry-After") ? ` (Retry-After ${stranger.headers.get("Retry-After")} s)` : ""}`,
    );

    // The ceiling refills at one check a second: let it before the owner's own enrolment logs in.
    await Bun.sleep(12_000);
    await enrolApp(base);
    const step = await secondStepSpray(base);
    const codesChecked = step.answers[401] ?? 0;
    console.log(`
${label}, the second step: ${STEP_ADDRESSES} addresses that know the password guess codes for ${step.elapsed.toFixed(1)} s`);
    console.log(`  answers: ${JSON.stringify(step.answers)}`);
    console.log(`  codes checked: ${codesChecked} (429: paused, not checked; "401 step gone": the pending step had ended)`);
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    console.log(`  one guess a second for an hour, clock chosen: ${await codesCheckedInAnHour(options)} codes checked (the limit: ${SECOND_STEP_CHECKS_PER_HOUR} an hour)`);
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
}

await onEachDatabase("lockout-bench-", bench, process.env.BENCH_ONLY);
