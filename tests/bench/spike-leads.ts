/**
 * The lead senders of `bun run bench:spike`, in a process of their own so that the beacon rush's load generator
 * cannot delay their clocks: VISITORS people each sending a lead every PACE_MS (or as soon as the last one is
 * answered, if later) for SECONDS, each lead from another address. Prints one JSON line:
 * { sent, accepted, latencies: number[] } (milliseconds, accepted leads only).
 * @example bun tests/bench/spike-leads.ts http://127.0.0.1:4000 10
 */
import { LEAD_ANSWERS } from "../api/lead-support.ts";

const [origin, secondsArg] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 10);
const VISITORS = 4;
const PACE_MS = 200;
const latencies: number[] = [];
let sent = 0;
let refused = 0;

async function visitor(n: number, until: number): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    sent++;
    const id = `${n}-${sent}`;
    const res = await fetch(`${origin}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `spike-${id}-${crypto.randomUUID()}`, "x-forwarded-for": `172.16.${n}.${sent % 250}` },
      body: JSON.stringify({ ...LEAD_ANSWERS, firstName: "Spike", lastName: `Visitor ${id}`, email: `spike${id.replace("-", "x")}@example.com` }),
    });
    await res.arrayBuffer();
    const took = performance.now() - started;
    if (res.status === 201) latencies.push(took);
    else refused++;
    await Bun.sleep(Math.max(0, PACE_MS - took));
  }
}

const until = performance.now() + seconds * 1000;
await Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n, until)));
console.log(JSON.stringify({ sent, accepted: latencies.length, refused, latencies }));
