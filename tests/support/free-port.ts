/** A TCP port free on loopback right now, for servers the tests and benchmarks start themselves. */
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * What a server writes when its port is taken: Bun ("Failed to start server. Is port 45097 in use?"),
 * PostgreSQL and Python ("Address already in use"), Node (EADDRINUSE). Not a data directory "in use by another
 * process", which another port would not cure.
 */
export const PORT_TAKEN = /\bport \d+ in use\b|address already in use|EADDRINUSE/i;

/** A start on `onFreePort` throws this when its server said its port was taken (PORT_TAKEN). */
export class PortTaken extends Error {}

export interface FreePortOptions {
  /** How many ports to try (3). */
  tries?: number;
  /** Where the ports come from (freePort); a test hands in a port it holds, to see the next one tried. */
  pick?: () => Promise<number>;
}

/**
 * Starts a server on a port found free, and on another when the first was taken before the server bound it: a
 * port is only free when looked at, and another test's server can bind it in between (it happened once in CI, to
 * the servers of tests/multi-instance.test.ts). `start` cleans up after itself before it throws `PortTaken`.
 * Where the server's address may be any port (no SITE_URL to name it beforehand), PORT=0 avoids the race instead.
 * @example const site = await onFreePort(async (port) => startOn(port)) // startOn throws PortTaken on "in use"
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, { tries = 3, pick = freePort }: FreePortOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await pick();
    try {
      return await start(port);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= tries) throw error;
    }
  }
}
